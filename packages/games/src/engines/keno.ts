// Keno: numbers 1 … 40; the player picks 1 to 10 different numbers; the round draws 10 (the first
// 10 places of a forward Fisher–Yates shuffle of 1 … 40, 10 floats). With p picks, h hits has
// probability C(10, h) × C(30, p − h) / C(40, p). The paytable per pick count (multipliers in
// hundredths, by hits) is built by `buildKenoTable` (pure, deterministic): from the fewest paying
// hits up, a geometric shape scaled to 99% and rounded down, the top capped at 1,000×, then the
// paying tiers, lowest first, raised 0.01× at a time while the exact RTP
// Σ C(10, h) × C(30, p − h) × m_h / (100 × C(40, p)) stays at most 99%. The tests check all ten.
import { createFairRng, type TRoundSeeds } from '../provably-fair.ts';
import { randomInt, type TRng } from '../rng.ts';
import { assertStake, GameError } from '../money.ts';
import type { TKenoInput, TKenoOutcome } from '../rounds/keno.ts';
import { choose, originalsMeta, payoutOf, RTP_PERCENT } from './originals.ts';

export type { TKenoInput, TKenoOutcome } from '../rounds/keno.ts';

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;
const KENO_TOP = 100_000;
/** by pick count: the fewest hits that pay, and the shape's ratio from one paying tier to the next */
const FIRST_PAYING = [0, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5] as const;
const RATIO = [0, 1, 3, 4, 4, 4.5, 4.5, 4.5, 5, 4, 3.5] as const;

export const kenoMeta = originalsMeta(
  'keno',
  'Keno',
  'exact per pick count: Σ C(10, h) C(30, p − h) × multiplier / C(40, p), from 98.9% to 99.0%',
);

/** Ways to hit h of p picks: C(10, h) × C(30, p − h), out of C(40, p). */
export function kenoWays(picks: number, hits: number): number {
  return choose(KENO_DRAWN, hits) * choose(KENO_NUMBERS - KENO_DRAWN, picks - hits);
}

export function buildKenoTable(picks: number): number[] {
  const first = FIRST_PAYING[picks] as number;
  const ratio = RATIO[picks] as number;
  const total = choose(KENO_NUMBERS, picks);
  const raw = Array.from({ length: picks + 1 }, (_, h) => (h >= first ? ratio ** (h - first) : 0));
  const ev = raw.reduce((acc, r, h) => acc + (kenoWays(picks, h) / total) * r, 0);
  const table = raw.map((r) => Math.min(KENO_TOP, Math.floor(Math.round(((r * 0.99) / ev) * 1e8) / 1e6)));
  const limit = RTP_PERCENT * total;
  let sum = table.reduce((acc, m, h) => acc + kenoWays(picks, h) * m, 0);
  for (let h = first; h <= picks; h++) {
    const step = kenoWays(picks, h);
    while (sum + step <= limit && (table[h] as number) < KENO_TOP) {
      table[h] = (table[h] as number) + 1;
      sum += step;
    }
  }
  return table;
}

/** Paytables by pick count 1 … 10: multipliers in hundredths by hits 0 … picks. */
export const KENO_TABLES: readonly (readonly number[])[] = Array.from(
  { length: KENO_MAX_PICKS + 1 },
  (_, p) => (p === 0 ? [] : buildKenoTable(p)),
);

export function kenoRtp(picks: number): number {
  const table = KENO_TABLES[picks] as readonly number[];
  return table.reduce((acc, m, h) => acc + kenoWays(picks, h) * m, 0) / (100 * choose(KENO_NUMBERS, picks));
}

export function assertKenoPicks(picks: unknown): asserts picks is number[] {
  if (!Array.isArray(picks) || picks.length < 1 || picks.length > KENO_MAX_PICKS) {
    throw new GameError('INVALID_BET', `pick 1 to ${KENO_MAX_PICKS} numbers`);
  }
  const seen = new Set<number>();
  for (const n of picks) {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > KENO_NUMBERS) {
      throw new GameError('INVALID_BET', `numbers go from 1 to ${KENO_NUMBERS}`);
    }
    if (seen.has(n)) {
      throw new GameError('INVALID_BET', `number ${n} is picked twice`);
    }
    seen.add(n);
  }
}

/** The 10 numbers drawn: the first 10 places of a forward Fisher–Yates shuffle of 1 … 40. */
export function drawKeno(rng: TRng): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = 0; i < KENO_DRAWN; i++) {
    const j = i + randomInt(rng, KENO_NUMBERS - i);
    const picked = pool[j] as number;
    pool[j] = pool[i] as number;
    pool[i] = picked;
  }
  return pool.slice(0, KENO_DRAWN);
}

export function playKeno(input: TKenoInput, rng: TRng): TKenoOutcome {
  assertStake(input.bet, kenoMeta);
  assertKenoPicks(input.picks);
  const drawn = drawKeno(rng);
  const hits = input.picks.filter((n) => drawn.includes(n));
  const multiplier = (KENO_TABLES[input.picks.length] as readonly number[])[hits.length] as number;
  return { input, drawn, hits, multiplier, stake: input.bet, payout: payoutOf(input.bet, multiplier) };
}

export function verifyKeno(seeds: TRoundSeeds, input: TKenoInput): TKenoOutcome {
  return playKeno(input, createFairRng(seeds));
}
