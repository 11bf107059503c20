// Punto banco baccarat from a lazily shuffled 8-deck shoe: cards go Player, Banker, Player, Banker,
// then the third cards by the standard tableau (one float per card, at most 6). Hand total =
// Σ point values mod 10 (A = 1, tens and pictures = 0).
//   - A natural (8 or 9 on two cards) on either side: both stand.
//   - Player draws on 0–5, stands on 6–7.
//   - Player stood: Banker draws on 0–5. Player drew a third card p: Banker draws on 0–2; on 3
//     unless p = 8; on 4 if p is 2–7; on 5 if p is 4–7; on 6 if p is 6–7; stands on 7.
// Bets (gross payouts): player 1:1 → 2×; banker 1:1 less 5% commission → stake +
// floor(stake × 95 / 100) (whole for stakes that are multiples of 20, else rounded down); tie 8:1
// → 9×; a tie returns player and banker bets; player pair / banker pair (first two cards of the
// same rank) 11:1 → 12×. Exact RTP (8 decks): banker 98.94%, player 98.76%, tie 85.64%, pairs
// 89.64%, from enumerating every card sequence (see the tests).
import { createShoe, pointValue, rankIndex, type TCard } from '../cards.ts';
import type { TEngineMeta } from '../engine-meta.ts';
import { assertDistinctBets, mulDivFloor, sum } from '../money.ts';
import { createFairRng, type TRoundSeeds } from '../provably-fair.ts';
import type { TRng } from '../rng.ts';
import type { TBaccaratBet, TBaccaratCoup, TBaccaratInput, TBaccaratOutcome } from '../rounds/baccarat.ts';

export const BACCARAT_DECKS = 8;

export const baccaratMeta: TEngineMeta = {
  id: 'baccarat',
  name: 'Baccarat',
  declaredRtp: 0.98942,
  rtpBasis:
    'exact for the banker bet with 5% commission: 98.94%; player 98.76%, tie 8:1 85.64%, pairs 11:1 89.64%',
  stakeUnit: 'position',
  minBet: 10,
  maxBet: 1_000_000,
};

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const;
export type TBaccaratBetType = (typeof BACCARAT_BETS)[number];
export type { TBaccaratBet, TBaccaratCoup, TBaccaratInput, TBaccaratOutcome } from '../rounds/baccarat.ts';

export function handTotal(cards: readonly TCard[]): number {
  return sum(cards.map(pointValue)) % 10;
}

/** Banker's third-card rule, given the Player's third card (null when the Player stood). */
export function bankerDraws(bankerTotal: number, playerThird: TCard | null): boolean {
  if (playerThird === null) {
    return bankerTotal <= 5;
  }
  const p = pointValue(playerThird) % 10;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

/** One coup, dealing from `draw` in table order. */
export function dealCoup(draw: () => TCard): TBaccaratCoup {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: TCard | null = null;
    if (handTotal(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(handTotal(banker), playerThird)) {
      banker.push(draw());
    }
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const samePair = (cards: TCard[]): boolean => rankIndex(cards[0] as TCard) === rankIndex(cards[1] as TCard);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal === bankerTotal ? 'tie' : playerTotal > bankerTotal ? 'player' : 'banker',
    playerPair: samePair(player),
    bankerPair: samePair(banker),
  };
}

export function baccaratPayout(bet: TBaccaratBet, coup: TBaccaratCoup): number {
  switch (bet.type) {
    case 'player':
      return coup.winner === 'player' ? bet.amount * 2 : coup.winner === 'tie' ? bet.amount : 0;
    case 'banker':
      return coup.winner === 'banker'
        ? bet.amount + mulDivFloor(bet.amount, 95, 100)
        : coup.winner === 'tie'
          ? bet.amount
          : 0;
    case 'tie':
      return coup.winner === 'tie' ? bet.amount * 9 : 0;
    case 'player-pair':
      return coup.playerPair ? bet.amount * 12 : 0;
    case 'banker-pair':
      return coup.bankerPair ? bet.amount * 12 : 0;
  }
}

export function settleBaccarat(input: TBaccaratInput, coup: TBaccaratCoup): TBaccaratOutcome {
  assertBaccaratInput(input);
  const bets = input.bets.map((bet) => ({ bet, payout: baccaratPayout(bet, coup) }));
  return {
    ...coup,
    input,
    bets,
    stake: sum(input.bets.map((b) => b.amount)),
    payout: sum(bets.map((b) => b.payout)),
  };
}

export function playBaccarat(input: TBaccaratInput, rng: TRng): TBaccaratOutcome {
  assertBaccaratInput(input);
  const shoe = createShoe(BACCARAT_DECKS, rng);
  return settleBaccarat(
    input,
    dealCoup(() => shoe.draw()),
  );
}

export function verifyBaccarat(seeds: TRoundSeeds, input: TBaccaratInput): TBaccaratOutcome {
  return playBaccarat(input, createFairRng(seeds));
}

function assertBaccaratInput(input: TBaccaratInput): void {
  assertDistinctBets(input.bets, BACCARAT_BETS, baccaratMeta);
}
