// The shapes of lottery bets, as building blocks the play-type table (play-types.ts) fills in. A
// selection is rows of tokens; a bet is a set of combinations (each priced at unit × multiplier);
// a combination carries a prize key ("win", or the option picked) whose odds live in the database.
// `evaluate` counts the winning combinations per key (a VN "lo" number can hit several prizes: each
// hit counts) and the pushed ones (stake returned, e.g. Mark Six big/small on special 49).
import type { TLotteryDraw } from './draw.ts';

export type TRowSpec =
  | { label: string; kind: 'number'; lo: number; hi: number; min: number; max: number }
  | { label: string; kind: 'digits'; width: number; min: number; max: number }
  | { label: string; kind: 'option'; options: readonly string[]; min: number; max: number };

/**
 * p: probability that one combination of this key wins (expected hits where it can hit more than
 * once); push: probability it is returned; share: the part of the target return this key carries
 * when one combination can win under several keys (a 4D number: first, second… prize), else 1.
 */
export type TPrizeKey = { p: number; push?: number; share?: number };

export type TEvaluation = { hits: Record<string, number>; pushes: number };

export type TPlayRule = {
  rows: readonly TRowSpec[];
  /** fewest tokens over all rows */
  minTotal: number;
  /** number of combinations of a valid selection */
  combinations: (sel: string[][]) => number;
  evaluate: (sel: string[][], draw: TLotteryDraw) => TEvaluation;
  /**
   * Per prize key: the probability that one combination of that key wins (its expected number of
   * hits where one combination can hit more than once) and the probability that it pushes.
   */
  keys: Record<string, TPrizeKey>;
  /** most combinations of one ticket that can win together in one draw (bounds the exposure) */
  maxHits: number;
};

export const binomial = (n: number, k: number): number => {
  if (k < 0 || k > n) {
    return 0;
  }
  let r = 1;
  for (let i = 1; i <= k; i++) {
    r = (r * (n - k + i)) / i;
  }
  return Math.round(r);
};

const nums = (row: readonly string[] | undefined) => (row ?? []).map(Number);
/** `win` winning combinations under the single key "win". */
export const winCount = (win: number): TEvaluation => ({ hits: win > 0 ? { win } : {}, pushes: 0 });
const single = (hit: boolean): TEvaluation => winCount(hit ? 1 : 0);

/** One row per drawn position; every number picked is one combination that wins on its position. */
export function positions(opts: {
  labels: readonly string[];
  lo: number;
  hi: number;
  /** index into draw.numbers of each row */
  at: readonly number[];
  p: number;
}): TPlayRule {
  const size = opts.hi - opts.lo + 1;
  return {
    rows: opts.labels.map((label) => ({
      label,
      kind: 'number',
      lo: opts.lo,
      hi: opts.hi,
      min: 0,
      max: size,
    })),
    minTotal: 1,
    combinations: (sel) => sel.reduce((n, row) => n + row.length, 0),
    evaluate: (sel, draw) => {
      const win = opts.at.filter((at, r) => nums(sel[r]).includes(draw.numbers[at] as number)).length;
      return winCount(win);
    },
    keys: { win: { p: opts.p } },
    maxHits: opts.labels.length,
  };
}

/** Exact order on some positions: one pick per row makes a combination (distinct when drawn so). */
export function direct(opts: {
  labels: readonly string[];
  lo: number;
  hi: number;
  at: readonly number[];
  distinct: boolean;
  p: number;
}): TPlayRule {
  const size = opts.hi - opts.lo + 1;
  const count = (rows: number[][], used: Set<number>): number => {
    const [first, ...rest] = rows;
    if (!first) {
      return 1;
    }
    let n = 0;
    for (const v of first) {
      if (opts.distinct && used.has(v)) {
        continue;
      }
      n += count(rest, opts.distinct ? new Set([...used, v]) : used);
    }
    return n;
  };
  return {
    rows: opts.labels.map((label) => ({
      label,
      kind: 'number',
      lo: opts.lo,
      hi: opts.hi,
      min: 1,
      max: size,
    })),
    minTotal: opts.labels.length,
    combinations: (sel) => count(sel.map(nums), new Set()),
    evaluate: (sel, draw) =>
      single(opts.at.every((at, r) => nums(sel[r]).includes(draw.numbers[at] as number))),
    keys: { win: { p: opts.p } },
    maxHits: 1,
  };
}

/** Any k of the numbers picked, in any order, all among the `target` numbers of the draw. */
export function group(opts: {
  k: number;
  lo: number;
  hi: number;
  target: (draw: TLotteryDraw) => number[];
  p: number;
  maxHits: number;
}): TPlayRule {
  const size = opts.hi - opts.lo + 1;
  return {
    rows: [{ label: 'pick', kind: 'number', lo: opts.lo, hi: opts.hi, min: opts.k, max: size }],
    minTotal: opts.k,
    combinations: (sel) => binomial(sel[0]?.length ?? 0, opts.k),
    evaluate: (sel, draw) => {
      const target = new Set(opts.target(draw));
      const inside = nums(sel[0]).filter((n) => target.has(n)).length;
      const win = binomial(inside, opts.k);
      return winCount(win);
    },
    keys: { win: { p: opts.p } },
    maxHits: opts.maxHits,
  };
}

/** Rows of options (big, small, odd, even, dragon, tiger…); each option picked is a combination. */
export function options(opts: {
  labels: readonly string[];
  options: readonly string[];
  /** winning and pushing options of row r */
  outcome: (draw: TLotteryDraw, row: number) => { win: string[]; push?: string[] };
  keys: Record<string, TPrizeKey>;
  maxHits: number;
}): TPlayRule {
  return {
    rows: opts.labels.map((label) => ({
      label,
      kind: 'option',
      options: opts.options,
      min: 0,
      max: opts.options.length,
    })),
    minTotal: 1,
    combinations: (sel) => sel.reduce((n, row) => n + row.length, 0),
    evaluate: (sel, draw) => {
      const hits: Record<string, number> = {};
      let pushes = 0;
      opts.labels.forEach((_, r) => {
        const { win, push = [] } = opts.outcome(draw, r);
        for (const option of sel[r] ?? []) {
          if (win.includes(option)) {
            hits[option] = (hits[option] ?? 0) + 1;
          } else if (push.includes(option)) {
            pushes += 1;
          }
        }
      });
      return { hits, pushes };
    },
    keys: opts.keys,
    maxHits: opts.maxHits,
  };
}

/** Digit strings (VN, SEA): each string picked is a combination; `hitsOf` finds its prize keys. */
export function digitStrings(opts: {
  width: number;
  max: number;
  hitsOf: (value: string, draw: TLotteryDraw) => string[];
  keys: Record<string, TPrizeKey>;
  maxHits: number;
}): TPlayRule {
  return {
    rows: [{ label: 'pick', kind: 'digits', width: opts.width, min: 1, max: opts.max }],
    minTotal: 1,
    combinations: (sel) => sel[0]?.length ?? 0,
    evaluate: (sel, draw) => {
      const hits: Record<string, number> = {};
      for (const value of sel[0] ?? []) {
        for (const key of opts.hitsOf(value, draw)) {
          hits[key] = (hits[key] ?? 0) + 1;
        }
      }
      return { hits, pushes: 0 };
    },
    keys: opts.keys,
    maxHits: opts.maxHits,
  };
}
