// What the originals (dice, limbo, mines, plinko, keno; decision 077) share: a 99% return to player
// (a 1% house edge), the stake limits, and the max win of one round. Multipliers are carried in
// hundredths (198 = 1.98×; dice in ten-thousandths) so every payout is an integer computation: payout =
// floor(stake × multiplier / 100), rounded down to the minor unit (never more than the table says).
import type { TEngineId, TEngineMeta } from '../engine-meta.ts';
import { GameError, mulDivFloor } from '../money.ts';

/** The published RTP of every original: 99% (house edge 1%). */
export const ORIGINALS_RTP = 0.99;
/** RTP in hundredths of a per cent of the stake, for the integer maths: 99 / 100. */
export const RTP_PERCENT = 99;
/** No round of an original pays more than 10,000 × its stake (the max win cap). */
export const ORIGINALS_MAX_MULTIPLIER = 10_000;
export const ORIGINALS_MIN_BET = 10;
/** 100,000 minor units: 10,000 × the largest stake is exactly one seamless payment's limit. */
export const ORIGINALS_MAX_BET = 100_000;

export function originalsMeta(id: TEngineId, name: string, rtpBasis: string): TEngineMeta {
  return {
    id,
    name,
    declaredRtp: ORIGINALS_RTP,
    rtpBasis,
    stakeUnit: 'round',
    minBet: ORIGINALS_MIN_BET,
    maxBet: ORIGINALS_MAX_BET,
  };
}

/** floor(stake × multiplier / scale) (multipliers in hundredths unless told), capped at the max win. */
export function payoutOf(stake: number, multiplier: number, scale = 100): number {
  return Math.min(mulDivFloor(stake, multiplier, scale), stake * ORIGINALS_MAX_MULTIPLIER);
}

/** A whole number in [min, max], or INVALID_BET naming the field. */
export function assertIntIn(
  value: unknown,
  min: number,
  max: number,
  label: string,
): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new GameError('INVALID_BET', `${label} must be a whole number from ${min} to ${max}`);
  }
}

/** n choose k, exact for the small n used here (≤ 40). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) {
    return 0;
  }
  let r = 1n;
  for (let i = 0n; i < BigInt(k); i++) {
    r = (r * (BigInt(n) - i)) / (i + 1n);
  }
  return Number(r);
}
