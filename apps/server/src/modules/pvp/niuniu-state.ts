// A niuniu table between seated players with a rotating banker (decisions 049, 052), as a pure
// function of its stored state: seats with chips, the round's stakes, the banker. The maths (cover,
// multipliers, rake, deal from the committed seed) is `@pavilion/games/niuniu-pvp/round`; this file
// adds the table's life: sit with a buy-in, top up and leave between stakes, stake within the
// banker's cover (first come, first served), deal when the betting window closes, pass the bank on.
// Conservation: Σ stacks + rakeTaken = Σ buy-ins and top-ups − Σ cash-outs.
import type { TCard } from '@pavilion/games/cards';
import { roundSalt } from '@pavilion/games/live-tables/commit';
import {
  MAX_MULTIPLIER,
  dealPvp,
  nextBanker,
  settlePvp,
  type TPvpResult,
} from '@pavilion/games/niuniu-pvp/round';
import { hashServerSeed } from '@pavilion/games/provably-fair';

export type TNiuniuConfig = {
  tableId: string;
  maxSeats: number;
  minBuyIn: number;
  maxBuyIn: number;
  minStake: number;
  rakeBps: number;
  bettingMs: number;
};
export type TNiuniuRound = {
  roundNo: number;
  salt: string;
  seedHash: string;
  serverSeed: string;
  bankerSeat: number;
  hands: { seat: number; cards: TCard[] }[];
  results: TPvpResult[];
  rake: number;
};
export type TNiuniuState = {
  config: TNiuniuConfig;
  seats: ({ playerId: string; stack: number } | null)[];
  banker: number | null;
  roundNo: number;
  stakes: { seat: number; amount: number }[];
  rakeTaken: number;
  last: TNiuniuRound | null;
};

export class NiuniuRefusal extends Error {}
const refuse = (message: string): never => {
  throw new NiuniuRefusal(message);
};

export function emptyNiuniu(config: TNiuniuConfig): TNiuniuState {
  return {
    config,
    seats: Array.from({ length: config.maxSeats }, () => null),
    banker: null,
    roundNo: 0,
    stakes: [],
    rakeTaken: 0,
    last: null,
  };
}

const copy = (s: TNiuniuState): TNiuniuState => ({
  ...s,
  seats: s.seats.map((seat) => seat && { ...seat }),
  stakes: [...s.stakes],
});

/** Seats with chips, in seat order: they play the round. */
export function playingSeats(s: TNiuniuState): number[] {
  return s.seats.flatMap((seat, i) => (seat && seat.stack > 0 ? [i] : []));
}

function withBanker(s: TNiuniuState): TNiuniuState {
  const playing = playingSeats(s);
  if (playing.length < 2) {
    return { ...s, banker: null };
  }
  return s.banker !== null && playing.includes(s.banker)
    ? s
    : { ...s, banker: nextBanker(playing, s.banker) };
}

export function sitNiuniu(state: TNiuniuState, seat: number, playerId: string, buyIn: number): TNiuniuState {
  const s = copy(state);
  if (seat < 0 || seat >= s.seats.length || s.seats[seat]) {
    refuse('that seat is not free');
  }
  if (s.seats.some((x) => x?.playerId === playerId)) {
    refuse('already seated at this table');
  }
  if (buyIn < s.config.minBuyIn || buyIn > s.config.maxBuyIn) {
    refuse(`buy in for ${s.config.minBuyIn} to ${s.config.maxBuyIn}`);
  }
  s.seats[seat] = { playerId, stack: buyIn };
  return withBanker(s);
}

const involved = (s: TNiuniuState, seat: number) =>
  s.stakes.some((x) => x.seat === seat) || (s.banker === seat && s.stakes.length > 0);

export function topUpNiuniu(state: TNiuniuState, seat: number, amount: number): TNiuniuState {
  const s = copy(state);
  const held = s.seats[seat] ?? refuse('that seat is empty');
  if (involved(s, seat)) {
    refuse('top up between rounds');
  }
  if (amount <= 0 || held.stack + amount > s.config.maxBuyIn) {
    refuse(`top up to at most ${s.config.maxBuyIn}`);
  }
  held.stack += amount;
  return withBanker(s);
}

/** The seat leaves with its whole stack; refused while its chips are at stake in the round. */
export function leaveNiuniu(state: TNiuniuState, seat: number): { state: TNiuniuState; cashOut: number } {
  const s = copy(state);
  const held = s.seats[seat] ?? refuse('that seat is empty');
  if (involved(s, seat)) {
    refuse('your chips are in this round');
  }
  s.seats[seat] = null;
  const next = withBanker({ ...s, banker: s.banker === seat ? null : s.banker });
  return { state: next, cashOut: held.stack };
}

export function stakeNiuniu(state: TNiuniuState, seat: number, amount: number): TNiuniuState {
  const s = copy(state);
  const held = s.seats[seat] ?? refuse('that seat is empty');
  const banker = s.banker;
  if (banker === null || banker === seat) {
    refuse('the banker does not stake');
  }
  if (s.stakes.some((x) => x.seat === seat)) {
    refuse('one stake a round');
  }
  if (amount < s.config.minStake || amount * MAX_MULTIPLIER > held.stack) {
    refuse(`stake at least ${s.config.minStake} and at most a fifth of your chips`);
  }
  const total = s.stakes.reduce((t, x) => t + x.amount, 0) + amount;
  if (total * MAX_MULTIPLIER > (s.seats[banker as number]?.stack ?? 0)) {
    refuse('the banker cannot cover this stake');
  }
  s.stakes.push({ seat, amount });
  return s;
}

/** Deals the round from the committed seed and settles it; null when nobody staked. */
export function dealNiuniu(state: TNiuniuState, serverSeed: string): TNiuniuState | null {
  if (state.banker === null || state.stakes.length === 0) {
    return null;
  }
  const s = copy(state);
  const roundNo = s.roundNo + 1;
  const salt = roundSalt('niuniu', s.config.tableId, roundNo);
  const seats = playingSeats(s);
  const hands = dealPvp(serverSeed, salt, seats, state.banker);
  const results = settlePvp(
    {
      bankerSeat: state.banker,
      seats: seats.map((seat) => ({ seat, balance: s.seats[seat]?.stack ?? 0 })),
      stakes: s.stakes,
      rakeBps: s.config.rakeBps,
    },
    hands,
  );
  let rake = 0;
  for (const r of results) {
    const held = s.seats[r.seat];
    if (held) {
      held.stack = r.balance;
    }
    rake += r.rake;
  }
  const last: TNiuniuRound = {
    roundNo,
    salt,
    seedHash: hashServerSeed(serverSeed),
    serverSeed,
    bankerSeat: state.banker,
    hands: [...hands].map(([seat, cards]) => ({ seat, cards })),
    results,
    rake,
  };
  const playing = playingSeats(s);
  const banker = playing.length >= 2 ? nextBanker(playing, state.banker) : null;
  return { ...s, roundNo, stakes: [], rakeTaken: s.rakeTaken + rake, last, banker };
}
