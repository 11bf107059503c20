// Plinko: 8 to 16 rows of pegs; at each row the ball goes right when that row's float is ≥ 0.5,
// so the slot it lands in (0 … rows, counted from the left) is the number of right bounces, with
// probability C(rows, slot) / 2^rows. Each rows × risk pair has a symmetric paytable of
// multipliers in hundredths, built by `buildPlinkoTable` (pure, deterministic, below): a shape
// a^|slot − rows/2| scaled to 99% with its edge fixed per risk (low 5.6× at 8 rows to 16× at 16,
// medium 13× to 110×, high 29× to 1,000×), every multiplier rounded down (2 decimals below 10×,
// 1 below 100×, whole above), then the centre slots raised 0.01× at a time while the exact RTP
// Σ C(rows, i) × m_i / (100 × 2^rows) stays at most 99%. The tests print and check all 27.
import { createFairRng, type TRoundSeeds } from '../provably-fair.ts';
import type { TRng } from '../rng.ts';
import { assertStake, GameError } from '../money.ts';
import type { TPlinkoInput, TPlinkoOutcome } from '../rounds/plinko.ts';
import { assertIntIn, choose, originalsMeta, payoutOf, RTP_PERCENT } from './originals.ts';

export type { TPlinkoInput, TPlinkoOutcome } from '../rounds/plinko.ts';

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type TPlinkoRisk = (typeof PLINKO_RISKS)[number];

/** The edge multiplier (×) at 8 and at 16 rows; rows between take the geometric mean's steps. */
const EDGES: Record<TPlinkoRisk, readonly [number, number]> = {
  low: [5.6, 16],
  medium: [13, 110],
  high: [29, 1000],
};

export const plinkoMeta = originalsMeta(
  'plinko',
  'Plinko',
  'exact per paytable: Σ C(rows, slot) × multiplier / 2^rows, from 98.9% to 99.0% (listed in the game info)',
);

function roundDown(x: number): number {
  const clean = Math.round(x * 1e6) / 1e6;
  if (clean >= 100) {
    return Math.floor(clean) * 100;
  }
  if (clean >= 10) {
    return Math.floor(clean * 10) * 10;
  }
  return Math.floor(clean * 100);
}

/** Σ C(rows, i) × m_i: the RTP is this over 100 × 2^rows. */
export function plinkoWeightedSum(rows: number, table: readonly number[]): number {
  return table.reduce((acc, m, i) => acc + choose(rows, i) * m, 0);
}

export function buildPlinkoTable(rows: number, risk: TPlinkoRisk): number[] {
  const [e8, e16] = EDGES[risk];
  const edge = e8 * (e16 / e8) ** ((rows - PLINKO_MIN_ROWS) / 8);
  const centre = rows / 2;
  const scaled = (a: number): number[] => {
    const raw = Array.from({ length: rows + 1 }, (_, i) => a ** Math.abs(i - centre));
    const ev = raw.reduce((acc, r, i) => acc + (choose(rows, i) / 2 ** rows) * r, 0);
    return raw.map((r) => (r * ORIGINALS_RTP_FACTOR) / ev);
  };
  let lo = 1.0001;
  let hi = 10;
  for (let k = 0; k < 100; k++) {
    const mid = (lo + hi) / 2;
    if ((scaled(mid)[0] as number) < edge) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
  const table = scaled(lo).map(roundDown);
  const limit = RTP_PERCENT * 2 ** rows;
  let total = plinkoWeightedSum(rows, table);
  // raise the slots nearest the centre (both sides together) while the RTP stays ≤ 99%
  const order = Array.from({ length: Math.floor(centre) + 1 }, (_, d) => d);
  for (const d of order) {
    const left = Math.floor(centre) - d;
    const right = rows - left;
    if ((table[left] as number) >= 1000) {
      continue;
    }
    const step = left === right ? choose(rows, left) : 2 * choose(rows, left);
    while (total + step <= limit && (table[left] as number) < 1000) {
      table[left] = (table[left] as number) + 1;
      if (left !== right) {
        table[right] = (table[right] as number) + 1;
      }
      total += step;
    }
  }
  return table;
}

const ORIGINALS_RTP_FACTOR = RTP_PERCENT / 100;

/** Every paytable, by risk and rows (multipliers in hundredths, slot 0 … rows). */
export const PLINKO_TABLES: Readonly<Record<TPlinkoRisk, Readonly<Record<number, readonly number[]>>>> =
  Object.fromEntries(
    PLINKO_RISKS.map((risk) => [
      risk,
      Object.fromEntries(
        Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, k) => {
          const rows = PLINKO_MIN_ROWS + k;
          return [rows, buildPlinkoTable(rows, risk)];
        }),
      ),
    ]),
  ) as Record<TPlinkoRisk, Record<number, number[]>>;

export function plinkoTable(rows: number, risk: TPlinkoRisk): readonly number[] {
  return PLINKO_TABLES[risk][rows] as readonly number[];
}

/** The exact RTP of one paytable. */
export function plinkoRtp(rows: number, risk: TPlinkoRisk): number {
  return plinkoWeightedSum(rows, plinkoTable(rows, risk)) / (100 * 2 ** rows);
}

export function playPlinko(input: TPlinkoInput, rng: TRng): TPlinkoOutcome {
  assertStake(input.bet, plinkoMeta);
  assertIntIn(input.rows, PLINKO_MIN_ROWS, PLINKO_MAX_ROWS, 'rows');
  if (!PLINKO_RISKS.includes(input.risk)) {
    throw new GameError('INVALID_BET', 'risk must be low, medium or high');
  }
  const path = Array.from({ length: input.rows }, () => (rng.next() >= 0.5 ? 1 : 0));
  const slot = path.reduce<number>((acc, step) => acc + step, 0);
  const multiplier = plinkoTable(input.rows, input.risk)[slot] as number;
  return { input, path, slot, multiplier, stake: input.bet, payout: payoutOf(input.bet, multiplier) };
}

export function verifyPlinko(seeds: TRoundSeeds, input: TPlinkoInput): TPlinkoOutcome {
  return playPlinko(input, createFairRng(seeds));
}
