// Trend statistics of a results history, for the results page's chart (pure; the browser runs it
// over GET /api/lottery/games/:game/results): per position, how often each number came (hot and
// cold numbers) and how many draws since it last came ("missing", the count players follow).
// Numeric families only (SSC, PK10, 11X5, LHC); VN and SEA histories are read by prize tier.
import type { TLotteryFamily } from './catalogue.ts';
import type { TLotteryDraw } from './draw.ts';

const RANGES: Partial<Record<TLotteryFamily, { lo: number; hi: number; positions: number }>> = {
  SSC: { lo: 0, hi: 9, positions: 5 },
  PK10: { lo: 1, hi: 10, positions: 10 },
  '11X5': { lo: 1, hi: 11, positions: 5 },
  LHC: { lo: 1, hi: 49, positions: 7 },
};

export type TNumberTrend = { number: number; hits: number; missing: number };
export type TPositionTrend = { position: number; numbers: TNumberTrend[] };

/**
 * `draws` newest first. `missing` is the number of draws since the number last came at that
 * position (the window's length when it never came in the window). Null for VN and SEA.
 */
export function trendOf(family: TLotteryFamily, draws: readonly TLotteryDraw[]): TPositionTrend[] | null {
  const range = RANGES[family];
  if (!range) {
    return null;
  }
  return Array.from({ length: range.positions }, (_, position) => ({
    position,
    numbers: Array.from({ length: range.hi - range.lo + 1 }, (_, k) => {
      const number = range.lo + k;
      const seen = draws.map((d) => d.numbers[position] === number);
      const first = seen.indexOf(true);
      return { number, hits: seen.filter(Boolean).length, missing: first === -1 ? draws.length : first };
    }),
  }));
}
