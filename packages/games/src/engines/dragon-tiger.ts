// Dragon tiger: one card to Dragon, then one to Tiger, from a lazily shuffled 8-deck shoe (two
// floats). Cards rank by face with the ace low (A = 1 … K = 13); suits do not count.
//   dragon / tiger 1:1 (payout 2 × stake); on a tie they lose half: floor(stake / 2) comes back
//   tie 8:1 (payout 9 × stake)
// Exact RTP over the shoe: P(tie) = 13 × 32 × 31 / (416 × 415) = 12,896 / 172,640 ≈ 7.470%,
// dragon = tiger = 2 × (1 − P(tie)) / 2 + P(tie) / 2 ≈ 96.265% (even stakes; the half-back
// rounds down one minor unit on odd stakes), tie = 9 × P(tie) ≈ 67.23%.
import { aceLowRank, createShoe, type TCard } from '../cards.ts';
import type { TEngineMeta } from '../engine-meta.ts';
import { assertDistinctBets, sum } from '../money.ts';
import { createFairRng, type TRoundSeeds } from '../provably-fair.ts';
import type { TRng } from '../rng.ts';
import type { TDragonTigerBet, TDragonTigerInput, TDragonTigerOutcome } from '../rounds/dragon-tiger.ts';

export const DRAGON_TIGER_DECKS = 8;
const P_TIE = (13 * 32 * 31) / (416 * 415);

export const dragonTigerMeta: TEngineMeta = {
  id: 'dragon-tiger',
  name: 'Dragon tiger',
  declaredRtp: 1 - P_TIE + P_TIE / 2,
  rtpBasis: 'exact for dragon or tiger with half back on a tie: 96.265%; tie 8:1: 67.23%',
  stakeUnit: 'position',
  minBet: 10,
  maxBet: 1_000_000,
};

export const DRAGON_TIGER_BETS = ['dragon', 'tiger', 'tie'] as const;
export type TDragonTigerBetType = (typeof DRAGON_TIGER_BETS)[number];
export type TDragonTigerWinner = TDragonTigerBetType;
export type { TDragonTigerBet, TDragonTigerInput, TDragonTigerOutcome } from '../rounds/dragon-tiger.ts';

export function dragonTigerWinner(dragon: TCard, tiger: TCard): TDragonTigerWinner {
  const d = aceLowRank(dragon);
  const t = aceLowRank(tiger);
  if (d === t) {
    return 'tie';
  }
  return d > t ? 'dragon' : 'tiger';
}

export function dragonTigerPayout(bet: TDragonTigerBet, winner: TDragonTigerWinner): number {
  if (bet.type === 'tie') {
    return winner === 'tie' ? bet.amount * 9 : 0;
  }
  if (winner === 'tie') {
    return Math.floor(bet.amount / 2);
  }
  return winner === bet.type ? bet.amount * 2 : 0;
}

export function settleDragonTiger(
  input: TDragonTigerInput,
  dragon: TCard,
  tiger: TCard,
): TDragonTigerOutcome {
  assertDragonTigerInput(input);
  const winner = dragonTigerWinner(dragon, tiger);
  const bets = input.bets.map((bet) => ({ bet, payout: dragonTigerPayout(bet, winner) }));
  return {
    input,
    dragon,
    tiger,
    winner,
    bets,
    stake: sum(input.bets.map((b) => b.amount)),
    payout: sum(bets.map((b) => b.payout)),
  };
}

export function playDragonTiger(input: TDragonTigerInput, rng: TRng): TDragonTigerOutcome {
  assertDragonTigerInput(input);
  const shoe = createShoe(DRAGON_TIGER_DECKS, rng);
  const dragon = shoe.draw();
  return settleDragonTiger(input, dragon, shoe.draw());
}

export function verifyDragonTiger(seeds: TRoundSeeds, input: TDragonTigerInput): TDragonTigerOutcome {
  return playDragonTiger(input, createFairRng(seeds));
}

function assertDragonTigerInput(input: TDragonTigerInput): void {
  assertDistinctBets(input.bets, DRAGON_TIGER_BETS, dragonTigerMeta);
}
