// Scratch card: 9 cells; three matching symbols win that symbol's prize (at most one prize per
// card). As on printed tickets, the prize is drawn first: floor(f × 2^20) picks a share of a
// 1,048,576-ticket pool (a power of two, so every share is exactly equally likely), and the tiers
// own fixed numbers of shares. The cells are then laid out to show that prize: the winning symbol
// in 3 shuffled cells and the other 6 from a shuffled pool holding every other symbol twice (a
// losing card takes 9 cells from all 8 symbols twice), so no other symbol can reach three.
// Payout = ticket price × the tier's multiplier (integers, exact).
// Exact RTP = Σ shares × multiplier / 2^20 = 996,000 / 1,048,576 = 94.986%.
import type { TEngineMeta } from '../engine-meta.ts';
import { assertStake } from '../money.ts';
import { createFairRng, type TRoundSeeds } from '../provably-fair.ts';
import { randomInt, shuffle, type TRng } from '../rng.ts';
import type { TScratchInput, TScratchOutcome, TScratchTier } from '../rounds/scratch.ts';

export const SCRATCH_SYMBOLS = [
  'coin',
  'bell',
  'cherry',
  'clover',
  'horseshoe',
  'diamond',
  'crown',
  'pot-of-gold',
] as const;
export type TScratchSymbol = (typeof SCRATCH_SYMBOLS)[number];
export type { TScratchInput, TScratchOutcome, TScratchTier } from '../rounds/scratch.ts';

export const SCRATCH_POOL = 2 ** 20;
/** Ascending prizes; the remaining shares of the pool lose. */
export const SCRATCH_TIERS: readonly TScratchTier[] = [
  { symbol: 'coin', multiplier: 1, shares: 111_000 },
  { symbol: 'bell', multiplier: 2, shares: 105_000 },
  { symbol: 'cherry', multiplier: 5, shares: 40_000 },
  { symbol: 'clover', multiplier: 10, shares: 15_000 },
  { symbol: 'horseshoe', multiplier: 20, shares: 5_000 },
  { symbol: 'diamond', multiplier: 50, shares: 1_500 },
  { symbol: 'crown', multiplier: 100, shares: 500 },
  { symbol: 'pot-of-gold', multiplier: 1000, shares: 100 },
];

export const scratchMeta: TEngineMeta = {
  id: 'scratch',
  name: 'Scratch card',
  declaredRtp: 0.9499,
  rtpBasis: 'exact: 996,000 / 1,048,576 = 94.986%',
  stakeUnit: 'round',
  minBet: 10,
  maxBet: 100_000,
};

export const SCRATCH_CELLS = 9;

export function playScratch(input: TScratchInput, rng: TRng): TScratchOutcome {
  assertStake(input.bet, scratchMeta);
  const tier = tierOfShare(randomInt(rng, SCRATCH_POOL));
  let cells: TScratchSymbol[];
  if (tier) {
    const others = shuffle(
      SCRATCH_SYMBOLS.filter((s) => s !== tier.symbol).flatMap((s) => [s, s]),
      rng,
    );
    const positions = shuffle(
      Array.from({ length: SCRATCH_CELLS }, (_, i) => i),
      rng,
    );
    cells = Array.from({ length: SCRATCH_CELLS }, () => tier.symbol);
    positions.slice(3).forEach((cell, i) => (cells[cell] = others[i] as TScratchSymbol));
  } else {
    cells = shuffle(
      SCRATCH_SYMBOLS.flatMap((s) => [s, s]),
      rng,
    ).slice(0, SCRATCH_CELLS);
  }
  const won = matchedSymbol(cells);
  const winningCells = won ? cells.flatMap((s, i) => (s === won ? [i] : [])) : [];
  return {
    input,
    cells,
    tier,
    winningCells,
    stake: input.bet,
    payout: tier ? input.bet * tier.multiplier : 0,
  };
}

export function verifyScratch(seeds: TRoundSeeds, input: TScratchInput): TScratchOutcome {
  return playScratch(input, createFairRng(seeds));
}

/** The symbol shown three (or more) times, read from the cells alone. */
export function matchedSymbol(cells: readonly TScratchSymbol[]): TScratchSymbol | null {
  return SCRATCH_SYMBOLS.find((s) => cells.filter((c) => c === s).length >= 3) ?? null;
}

function tierOfShare(share: number): TScratchTier | null {
  let upper = 0;
  for (const tier of SCRATCH_TIERS) {
    upper += tier.shares;
    if (share < upper) {
      return tier;
    }
  }
  return null;
}
