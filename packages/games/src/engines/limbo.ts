// Limbo: the round's result is a crash-style multiplier. From one float, u = floor(f × 2^32) is
// one of N = 2^32 equally likely integers and the result, in hundredths, is
//   R = max(100, floor(99 × N / (u + 1)))            (R / 100 = 0.99 × N / (u + 1))
// The player's target T (hundredths, 101 … 1,000,000: 1.01× to 10,000×) wins when R ≥ T, which is
// 99 × N ≥ T × (u + 1), so P(win) = floor(99 × N / T) / N ≈ RTP / target: P(result ≥ m) = 0.99 / m.
// A win pays floor(stake × T / 100). Exact RTP at T: T × floor(99N / T) / (100 N) ≤ 99%, below it
// by less than T / (100 N) (under 0.0003% at the highest target).
import { createFairRng, type TRoundSeeds } from '../provably-fair.ts';
import { randomInt, type TRng } from '../rng.ts';
import { assertStake } from '../money.ts';
import type { TLimboInput, TLimboOutcome } from '../rounds/limbo.ts';
import { assertIntIn, originalsMeta, payoutOf } from './originals.ts';

export type { TLimboInput, TLimboOutcome } from '../rounds/limbo.ts';

export const LIMBO_SPACE = 2 ** 32;
export const LIMBO_MIN_TARGET = 101;
export const LIMBO_MAX_TARGET = 1_000_000;

export const limboMeta = originalsMeta(
  'limbo',
  'Limbo',
  'exact per target T: T × floor(99 × 2^32 / T) / (100 × 2^32), 99% less under 0.0003%',
);

/** The result in hundredths for the integer u in [0, 2^32). */
export function limboResult(u: number): number {
  return Math.max(100, Math.floor((99 * LIMBO_SPACE) / (u + 1)));
}

/** Of the 2^32 equally likely values of u, how many reach the target. */
export function limboWinningValues(target: number): number {
  return Math.floor((99 * LIMBO_SPACE) / target);
}

export function playLimbo(input: TLimboInput, rng: TRng): TLimboOutcome {
  assertStake(input.bet, limboMeta);
  assertIntIn(input.target, LIMBO_MIN_TARGET, LIMBO_MAX_TARGET, 'target (hundredths)');
  const u = randomInt(rng, LIMBO_SPACE);
  const result = limboResult(u);
  const win = result >= input.target;
  return { input, result, win, stake: input.bet, payout: win ? payoutOf(input.bet, input.target) : 0 };
}

export function verifyLimbo(seeds: TRoundSeeds, input: TLimboInput): TLimboOutcome {
  return playLimbo(input, createFairRng(seeds));
}
