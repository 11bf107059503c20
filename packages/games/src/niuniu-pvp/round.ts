// Niuniu between players with a rotating banker (PVP): one 52-card deck per round, every seat gets
// five cards, each player's hand is compared with the banker's alone (the single-player engine's
// hand classes and order, engines/niuniu.ts; one deck holds no equal cards, so no pairing ties).
// - Stakes: each player stakes s before the deal and must hold 5 × s at the table (the largest
//   multiplier); the banker must hold 5 × the round's total stakes, so every pairing is paid in
//   full: stakes beyond the banker's cover are refused (first come, first served, by the server).
// - A pairing moves s × m from its loser to its winner, m being the winner's hand multiplier
//   (no bull to bull 6: 1, bull 7–9: 2, bull bull: 3, five faces, bomb, five small: 5).
// - Rake: each seat whose net result for the round is positive pays floor(net × rate) to the house.
//   Σ net results = 0, so Σ balances after + rake = Σ balances before.
// - Deal: one Fisher–Yates shuffle of the committed stream (live-tables/commit.ts, salt
//   `niuniu:<tableId>:<roundNo>`); five cards at a time to each seat clockwise from the banker's
//   left, the banker last.
// - Banker: rotates each round to the next seated player clockwise (nextBanker).
import { shuffledShoe, type TCard } from '../cards.ts';
import { compareNiuniu, describeHand, type TNiuniuHand } from '../engines/niuniu.ts';
import { GameError } from '../money.ts';
import { roundRng } from '../live-tables/commit.ts';

export const MAX_MULTIPLIER = 5;
export const PVP_MIN_SEATS = 2;
export const PVP_MAX_SEATS = 6;

export type TPvpSeat = { seat: number; balance: number };
export type TPvpRound = {
  bankerSeat: number;
  seats: TPvpSeat[];
  stakes: { seat: number; amount: number }[];
  rakeBps: number;
};
export type TPvpResult = {
  seat: number;
  role: 'banker' | 'player';
  hand: TNiuniuHand;
  /** For a player: won against the banker; null for the banker. */
  won: boolean | null;
  net: number;
  rake: number;
  balance: number;
};

/** Checks seats, stakes and cover; throws INVALID_BET or INVALID_INPUT. */
export function assertPvpRound(round: TPvpRound): void {
  const seats = new Set(round.seats.map((s) => s.seat));
  if (seats.size !== round.seats.length || seats.size < PVP_MIN_SEATS || seats.size > PVP_MAX_SEATS) {
    throw new GameError(
      'INVALID_INPUT',
      `a round seats ${PVP_MIN_SEATS} to ${PVP_MAX_SEATS} different players`,
    );
  }
  if (
    !seats.has(round.bankerSeat) ||
    !Number.isInteger(round.rakeBps) ||
    round.rakeBps < 0 ||
    round.rakeBps > 1000
  ) {
    throw new GameError('INVALID_INPUT', 'the banker must be seated and the rake 0 to 10%');
  }
  const balance = new Map(round.seats.map((s) => [s.seat, s.balance]));
  const staked = new Set<number>();
  for (const { seat, amount } of round.stakes) {
    if (seat === round.bankerSeat || !seats.has(seat) || staked.has(seat)) {
      throw new GameError('INVALID_BET', 'one stake per seated player; the banker does not stake');
    }
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount * MAX_MULTIPLIER > (balance.get(seat) ?? 0)) {
      throw new GameError('INVALID_BET', `a stake is whole and at most a fifth of the seat's chips`);
    }
    staked.add(seat);
  }
  const total = round.stakes.reduce((t, s) => t + s.amount, 0);
  if (total === 0 || total * MAX_MULTIPLIER > (balance.get(round.bankerSeat) ?? 0)) {
    throw new GameError('INVALID_BET', 'the banker must cover five times the stakes');
  }
}

/** Seats in dealing order: clockwise from the banker's left, the banker last. */
export function dealingOrder(seats: readonly number[], bankerSeat: number): number[] {
  const sorted = [...seats].sort((a, b) => a - b);
  return [...sorted.filter((s) => s > bankerSeat), ...sorted.filter((s) => s < bankerSeat), bankerSeat];
}

/** The five cards of every seat, from the committed seed. */
export function dealPvp(
  serverSeed: string,
  salt: string,
  seats: readonly number[],
  bankerSeat: number,
): Map<number, TCard[]> {
  const deck = shuffledShoe(1, roundRng(serverSeed, salt));
  return new Map(dealingOrder(seats, bankerSeat).map((seat, i) => [seat, deck.slice(i * 5, i * 5 + 5)]));
}

export function settlePvp(round: TPvpRound, hands: ReadonlyMap<number, readonly TCard[]>): TPvpResult[] {
  assertPvpRound(round);
  const cardsOf = (seat: number): readonly TCard[] => {
    const cards = hands.get(seat);
    if (!cards || cards.length !== 5) {
      throw new GameError('INVALID_INPUT', `seat ${seat} needs five cards`);
    }
    return cards;
  };
  const banker = cardsOf(round.bankerSeat);
  const net = new Map<number, number>(round.seats.map((s) => [s.seat, 0]));
  const won = new Map<number, boolean>();
  for (const { seat, amount } of round.stakes) {
    const playerWins = compareNiuniu(cardsOf(seat), banker) > 0;
    const winnerHand = describeHand(playerWins ? cardsOf(seat) : banker);
    const moved = amount * winnerHand.multiplier * (playerWins ? 1 : -1);
    net.set(seat, (net.get(seat) ?? 0) + moved);
    net.set(round.bankerSeat, (net.get(round.bankerSeat) ?? 0) - moved);
    won.set(seat, playerWins);
  }
  return round.seats.map(({ seat, balance }) => {
    const result = net.get(seat) ?? 0;
    const rake = result > 0 ? Math.floor((result * round.rakeBps) / 10_000) : 0;
    return {
      seat,
      role: seat === round.bankerSeat ? 'banker' : 'player',
      hand: describeHand(cardsOf(seat)),
      won: won.get(seat) ?? null,
      net: result - rake,
      rake,
      balance: balance + result - rake,
    };
  });
}

/** The next banker: the next seated player clockwise after the current banker. */
export function nextBanker(seats: readonly number[], currentBanker: number | null): number {
  const sorted = [...seats].sort((a, b) => a - b);
  if (sorted.length === 0) {
    throw new GameError('INVALID_INPUT', 'nobody is seated');
  }
  return currentBanker === null
    ? (sorted[0] as number)
    : (sorted.find((s) => s > currentBanker) ?? (sorted[0] as number));
}
