// Trend statistics of a game's recent draws, as lottery players read them (the results page's
// chart and tables run it in the browser over GET /api/lottery/games/:game/results): how often each
// number came (hot and cold numbers), how many draws since it last came ("missing", 遗漏), its
// longest absence in the window, and the missing-count grid. `trendSeries` says what each family
// counts: SSC, PK10 and 11X5 per position; Mark Six its seven balls anywhere; the VN draws the last
// two digits of every prize (the "lô" players follow); 4D the digits of the first prize per position.
// Pure; draws are given newest first.
import type { TLotteryFamily } from './catalogue.ts';
import type { TLotteryDraw } from './draw.ts';

/** One draw as the numbers of its positions (SSC: five digits; PK10: the ranking; LHC: seven balls). */
export type TTrendDraw = readonly number[];

export type TNumberStats = {
  value: number;
  /** draws of the window in which it came */
  count: number;
  /** draws since it last came (the window's length if it never did) */
  missing: number;
  /** longest run of draws without it inside the window */
  maxMissing: number;
};

/** Integers from min to max inclusive. */
export function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/**
 * Statistics per number of `domain` over `draws` (newest first). `position` picks one position of
 * each draw; without it a number counts when it came anywhere in the draw.
 */
export function numberStats(
  draws: readonly TTrendDraw[],
  domain: readonly number[],
  position?: number,
): TNumberStats[] {
  return domain.map((value) => {
    let count = 0;
    let missing = -1;
    let run = 0;
    let maxMissing = 0;
    draws.forEach((draw, index) => {
      const hit = position === undefined ? draw.includes(value) : draw[position] === value;
      if (hit) {
        count += 1;
        if (missing < 0) {
          missing = index;
        }
        maxMissing = Math.max(maxMissing, run);
        run = 0;
      } else {
        run += 1;
      }
    });
    maxMissing = Math.max(maxMissing, run);
    return { value, count, missing: missing < 0 ? draws.length : missing, maxMissing };
  });
}

/** The `size` hottest (most drawn) and coldest (least drawn, then longest missing) numbers. */
export function hotAndCold(
  stats: readonly TNumberStats[],
  size: number,
): { hot: TNumberStats[]; cold: TNumberStats[] } {
  const hot = [...stats].sort((a, b) => b.count - a.count || a.missing - b.missing || a.value - b.value);
  const cold = [...stats].sort((a, b) => a.count - b.count || b.missing - a.missing || a.value - b.value);
  return { hot: hot.slice(0, size), cold: cold.slice(0, size) };
}

/**
 * Missing count of every number in every draw of the window, oldest first, as the trend grid
 * shows it: 0 where the number came in that draw, else draws since it last came (counting from
 * the window's start).
 */
export function missingGrid(
  draws: readonly TTrendDraw[],
  domain: readonly number[],
  position?: number,
): number[][] {
  const oldestFirst = [...draws].reverse();
  const since = domain.map(() => 0);
  return oldestFirst.map((draw) =>
    domain.map((value, i) => {
      const hit = position === undefined ? draw.includes(value) : draw[position] === value;
      since[i] = hit ? 0 : (since[i] ?? 0) + 1;
      return since[i] ?? 0;
    }),
  );
}

export type TTrendSeries = {
  domain: number[];
  /** row labels of the positions (engine row labels p1…), empty when numbers count anywhere */
  positions: string[];
  draws: TTrendDraw[];
  /** how a number is written (two digits where the game writes them so) */
  pad: number;
};

const pos = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

function drawValues(family: TLotteryFamily, draw: TLotteryDraw): number[] {
  switch (family) {
    case 'SSC':
    case 'PK10':
    case '11X5':
    case 'LHC':
      return draw.numbers;
    case 'VN':
      return draw.tiers.flatMap((t) => t.values.map((v) => Number(v.slice(-2))));
    case 'SEA': {
      const first = draw.tiers.find((t) => t.tier === 'first')?.values[0] ?? '';
      return [...first].map(Number);
    }
  }
}

/** What a family's trend counts, over its drawn issues (newest first; issues without a draw are skipped). */
export function trendSeries(family: TLotteryFamily, draws: readonly (TLotteryDraw | null)[]): TTrendSeries {
  const values = draws.filter((d): d is TLotteryDraw => d !== null).map((d) => drawValues(family, d));
  switch (family) {
    case 'SSC':
      return { domain: range(0, 9), positions: pos(5), draws: values, pad: 1 };
    case 'PK10':
      return { domain: range(1, 10), positions: pos(10), draws: values, pad: 2 };
    case '11X5':
      return { domain: range(1, 11), positions: pos(5), draws: values, pad: 2 };
    case 'LHC':
      return { domain: range(1, 49), positions: [], draws: values, pad: 2 };
    case 'VN':
      return { domain: range(0, 99), positions: [], draws: values, pad: 2 };
    case 'SEA':
      return { domain: range(0, 9), positions: pos(4), draws: values, pad: 1 };
  }
}
