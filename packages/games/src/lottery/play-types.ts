// Every play type of every lottery family: its slip rows, combination count, win rule and the
// exact probability of each prize key (checked by exhaustive enumeration or seeded simulation in
// play-types.test.ts). Odds are data: `defaultOdds` derives the seeded odds from these
// probabilities at a 98 % return, and the operator may change them.
//
// Numbers are tokens in decimal without leading zeros ("0"–"9" SSC, "1"–"10" PK10, "1"–"11" 11X5,
// "1"–"49" Mark Six); VN and SEA take fixed-width digit strings ("07", "123", "0420").
import { VN_TIERS, type TLotteryDraw } from './draw.ts';
import type { LOTTERY_PLAY_TYPES, TLotteryFamily, TLotteryPlayType } from './catalogue.ts';
import {
  binomial,
  winCount,
  digitStrings,
  direct,
  group,
  options,
  positions,
  type TPlayRule,
} from './play-rules.ts';

type TTypes<F extends TLotteryFamily> = (typeof LOTTERY_PLAY_TYPES)[F][number];

const BSOE = ['big', 'small', 'odd', 'even'] as const;
const SSC_POS = ['p1', 'p2', 'p3', 'p4', 'p5'];
const PK10_POS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10'];
const n = (draw: TLotteryDraw, i: number) => draw.numbers[i] as number;
const bsoe = (value: number, bigFrom: number) => [
  value >= bigFrom ? 'big' : 'small',
  value % 2 ? 'odd' : 'even',
];
const half = { p: 0.5 };

/** Probabilities of big/small/odd/even on a sum, by enumerating the equally likely outcomes. */
function sumKeys(sums: number[], big: (s: number) => boolean, small: (s: number) => boolean) {
  const share = (f: (s: number) => boolean) => sums.filter(f).length / sums.length;
  return {
    big: { p: share(big) },
    small: { p: share(small) },
    odd: { p: share((s) => s % 2 === 1) },
    even: { p: share((s) => s % 2 === 0) },
  };
}

function pairSums(): number[] {
  const out: number[] = [];
  for (let a = 1; a <= 10; a++) {
    for (let b = 1; b <= 10; b++) {
      if (a !== b) {
        out.push(a + b);
      }
    }
  }
  return out;
}

function fiveOfElevenSums(): number[] {
  const out: number[] = [];
  const walk = (from: number, left: number, sum: number) => {
    if (left === 0) {
      out.push(sum);
      return;
    }
    for (let v = from; v <= 11; v++) {
      walk(v + 1, left - 1, sum + v);
    }
  };
  walk(1, 5, 0);
  return out;
}

const PK10_PAIR_SUMS = pairSums();
const X5_SUMS = fiveOfElevenSums();
const sumOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const sscGroup3: TPlayRule = {
  rows: [{ label: 'pick', kind: 'number', lo: 0, hi: 9, min: 2, max: 10 }],
  minTotal: 2,
  // (pair digit, single digit): ordered pairs of distinct digits
  combinations: (sel) => (sel[0]?.length ?? 0) * ((sel[0]?.length ?? 0) - 1),
  evaluate: (sel, draw) => {
    const last3 = draw.numbers.slice(2);
    const distinct = new Set(last3);
    const picked = new Set((sel[0] ?? []).map(Number));
    const win = distinct.size === 2 && [...distinct].every((d) => picked.has(d));
    return winCount(win ? 1 : 0);
  },
  keys: { win: { p: 3 / 1000 } },
  maxHits: 1,
};

const SSC: Record<TTypes<'SSC'>, TPlayRule> = {
  pos: positions({ labels: SSC_POS, lo: 0, hi: 9, at: [0, 1, 2, 3, 4], p: 1 / 10 }),
  front3_direct: direct({
    labels: SSC_POS.slice(0, 3),
    lo: 0,
    hi: 9,
    at: [0, 1, 2],
    distinct: false,
    p: 1 / 1000,
  }),
  back3_direct: direct({
    labels: SSC_POS.slice(2),
    lo: 0,
    hi: 9,
    at: [2, 3, 4],
    distinct: false,
    p: 1 / 1000,
  }),
  back2_direct: direct({ labels: SSC_POS.slice(3), lo: 0, hi: 9, at: [3, 4], distinct: false, p: 1 / 100 }),
  back3_group3: sscGroup3,
  back3_group6: group({
    k: 3,
    lo: 0,
    hi: 9,
    // only a draw of three different digits wins a group-six bet
    target: (draw) => (new Set(draw.numbers.slice(2)).size === 3 ? draw.numbers.slice(2) : []),
    p: 6 / 1000,
    maxHits: 1,
  }),
  sum_bsoe: options({
    labels: ['sum'],
    options: BSOE,
    outcome: (draw) => ({ win: bsoe(sumOf(draw.numbers), 23) }),
    keys: { big: half, small: half, odd: half, even: half },
    maxHits: 2,
  }),
  pos_bsoe: options({
    labels: SSC_POS,
    options: BSOE,
    outcome: (draw, row) => ({ win: bsoe(n(draw, row), 5) }),
    keys: { big: half, small: half, odd: half, even: half },
    maxHits: 10,
  }),
  dragon_tiger: options({
    labels: ['p1p5'],
    options: ['dragon', 'tiger', 'tie'],
    outcome: (draw) => {
      const [a, b] = [n(draw, 0), n(draw, 4)];
      return { win: [a > b ? 'dragon' : a < b ? 'tiger' : 'tie'] };
    },
    keys: { dragon: { p: 0.45 }, tiger: { p: 0.45 }, tie: { p: 0.1 } },
    maxHits: 1,
  }),
};

const PK10: Record<TTypes<'PK10'>, TPlayRule> = {
  pos: positions({ labels: PK10_POS, lo: 1, hi: 10, at: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], p: 1 / 10 }),
  first2_direct: direct({
    labels: PK10_POS.slice(0, 2),
    lo: 1,
    hi: 10,
    at: [0, 1],
    distinct: true,
    p: 1 / 90,
  }),
  first3_direct: direct({
    labels: PK10_POS.slice(0, 3),
    lo: 1,
    hi: 10,
    at: [0, 1, 2],
    distinct: true,
    p: 1 / 720,
  }),
  sum_first2: options({
    labels: ['sum'],
    options: Array.from({ length: 17 }, (_, i) => String(i + 3)),
    outcome: (draw) => ({ win: [String(n(draw, 0) + n(draw, 1))] }),
    keys: Object.fromEntries(
      Array.from({ length: 17 }, (_, i) => i + 3).map((s) => [
        String(s),
        { p: PK10_PAIR_SUMS.filter((x) => x === s).length / PK10_PAIR_SUMS.length },
      ]),
    ),
    maxHits: 1,
  }),
  sum_first2_bsoe: options({
    labels: ['sum'],
    options: BSOE,
    outcome: (draw) => ({ win: bsoe(n(draw, 0) + n(draw, 1), 12) }),
    keys: sumKeys(
      PK10_PAIR_SUMS,
      (s) => s >= 12,
      (s) => s < 12,
    ),
    maxHits: 2,
  }),
  pos_bsoe: options({
    labels: PK10_POS,
    options: BSOE,
    outcome: (draw, row) => ({ win: bsoe(n(draw, row), 6) }),
    keys: { big: half, small: half, odd: half, even: half },
    maxHits: 20,
  }),
  dragon_tiger: options({
    labels: ['p1p10', 'p2p9', 'p3p8', 'p4p7', 'p5p6'],
    options: ['dragon', 'tiger'],
    outcome: (draw, row) => ({ win: [n(draw, row) > n(draw, 9 - row) ? 'dragon' : 'tiger'] }),
    keys: { dragon: half, tiger: half },
    maxHits: 5,
  }),
};

const anyOf = (k: number): TPlayRule =>
  group({
    k,
    lo: 1,
    hi: 11,
    target: (draw) => draw.numbers,
    p: binomial(5, k) / binomial(11, k),
    maxHits: binomial(5, k),
  });

const X5: Record<TTypes<'11X5'>, TPlayRule> = {
  any1: anyOf(1),
  any2: anyOf(2),
  any3: anyOf(3),
  any4: anyOf(4),
  any5: anyOf(5),
  front2_direct: direct({ labels: ['p1', 'p2'], lo: 1, hi: 11, at: [0, 1], distinct: true, p: 1 / 110 }),
  front3_direct: direct({
    labels: ['p1', 'p2', 'p3'],
    lo: 1,
    hi: 11,
    at: [0, 1, 2],
    distinct: true,
    p: 1 / 990,
  }),
  front2_group: group({ k: 2, lo: 1, hi: 11, target: (d) => d.numbers.slice(0, 2), p: 1 / 55, maxHits: 1 }),
  front3_group: group({ k: 3, lo: 1, hi: 11, target: (d) => d.numbers.slice(0, 3), p: 1 / 165, maxHits: 1 }),
  pos: positions({ labels: ['p1', 'p2', 'p3'], lo: 1, hi: 11, at: [0, 1, 2], p: 1 / 11 }),
  sum_bsoe: options({
    labels: ['sum'],
    options: BSOE,
    // 30 is the middle of 15–45: neither big nor small (those bets lose)
    outcome: (draw) => {
      const s = sumOf(draw.numbers);
      return { win: [...(s > 30 ? ['big'] : s < 30 ? ['small'] : []), s % 2 ? 'odd' : 'even'] };
    },
    keys: sumKeys(
      X5_SUMS,
      (s) => s > 30,
      (s) => s < 30,
    ),
    maxHits: 2,
  }),
};

const LHC: Record<TTypes<'LHC'>, TPlayRule> = {
  special: positions({ labels: ['special'], lo: 1, hi: 49, at: [6], p: 1 / 49 }),
  special_bsoe: options({
    labels: ['special'],
    options: BSOE,
    // 49 is neither: every big/small/odd/even bet is returned (a push)
    outcome: (draw) => {
      const s = n(draw, 6);
      return s === 49 ? { win: [], push: [...BSOE] } : { win: bsoe(s, 25) };
    },
    keys: {
      big: { p: 24 / 49, push: 1 / 49 },
      small: { p: 24 / 49, push: 1 / 49 },
      odd: { p: 24 / 49, push: 1 / 49 },
      even: { p: 24 / 49, push: 1 / 49 },
    },
    maxHits: 2,
  }),
  normal: group({ k: 1, lo: 1, hi: 49, target: (d) => d.numbers.slice(0, 6), p: 6 / 49, maxHits: 6 }),
  two_in: group({
    k: 2,
    lo: 1,
    hi: 49,
    target: (d) => d.numbers.slice(0, 6),
    p: binomial(6, 2) / binomial(49, 2),
    maxHits: 15,
  }),
  three_in: group({
    k: 3,
    lo: 1,
    hi: 49,
    target: (d) => d.numbers.slice(0, 6),
    p: binomial(6, 3) / binomial(49, 3),
    maxHits: 20,
  }),
};

const tierValues = (draw: TLotteryDraw, tier: string) =>
  draw.tiers.find((t) => t.tier === tier)?.values ?? [];
const special = (draw: TLotteryDraw) => tierValues(draw, 'special')[0] ?? '';

/** VN rules hold for both layouts; `lo2` counts every prize whose last two digits match. */
function vnRules(prizes: number): Record<TTypes<'VN'>, TPlayRule> {
  return {
    de: digitStrings({
      width: 2,
      max: 100,
      hitsOf: (v, d) => (special(d).endsWith(v) ? ['win'] : []),
      keys: { win: { p: 1 / 100 } },
      maxHits: 1,
    }),
    lo2: digitStrings({
      width: 2,
      max: 100,
      hitsOf: (v, d) =>
        d.tiers
          .flatMap((t) => t.values)
          .filter((x) => x.endsWith(v))
          .map(() => 'win'),
      keys: { win: { p: prizes / 100 } },
      maxHits: prizes,
    }),
    xiu3: digitStrings({
      width: 3,
      max: 100,
      hitsOf: (v, d) => (special(d).endsWith(v) ? ['win'] : []),
      keys: { win: { p: 1 / 1000 } },
      maxHits: 1,
    }),
  };
}

const prizeCount = (region: 'north' | 'south') => VN_TIERS[region].reduce((s, [, count]) => s + count, 0);

const SEA: Record<TTypes<'SEA'>, TPlayRule> = {
  // 23 distinct numbers of 0000–9999 are drawn, so one number wins at most one tier
  big: digitStrings({
    width: 4,
    max: 100,
    hitsOf: (v, d) => d.tiers.filter((t) => t.values.includes(v)).map((t) => t.tier),
    keys: {
      // the return split like the usual 4D "big" table (2500 / 1000 / 500 / 180 / 60 per unit)
      first: { p: 1 / 10_000, share: 2500 / 6400 },
      second: { p: 1 / 10_000, share: 1000 / 6400 },
      third: { p: 1 / 10_000, share: 500 / 6400 },
      starter: { p: 10 / 10_000, share: 1800 / 6400 },
      consolation: { p: 10 / 10_000, share: 600 / 6400 },
    },
    maxHits: 23,
  }),
  small: digitStrings({
    width: 4,
    max: 100,
    hitsOf: (v, d) =>
      d.tiers
        .filter((t) => ['first', 'second', 'third'].includes(t.tier) && t.values.includes(v))
        .map((t) => t.tier),
    // "small" (3500 / 2000 / 1000 per unit)
    keys: {
      first: { p: 1 / 10_000, share: 3500 / 6500 },
      second: { p: 1 / 10_000, share: 2000 / 6500 },
      third: { p: 1 / 10_000, share: 1000 / 6500 },
    },
    maxHits: 3,
  }),
  d2: digitStrings({
    width: 2,
    max: 100,
    hitsOf: (v, d) => (tierValues(d, 'first')[0]?.endsWith(v) ? ['win'] : []),
    keys: { win: { p: 1 / 100 } },
    maxHits: 1,
  }),
};

const VN_SOUTH = vnRules(prizeCount('south'));
const VN_NORTH = vnRules(prizeCount('north'));

/** The rule of a play type; VN depends on the region's prize count. Undefined for a stranger. */
export function playRule(
  family: TLotteryFamily,
  playType: string,
  vnRegion: 'north' | 'south' = 'south',
): TPlayRule | undefined {
  const table: Record<string, TPlayRule> =
    family === 'SSC'
      ? SSC
      : family === 'PK10'
        ? PK10
        : family === '11X5'
          ? X5
          : family === 'LHC'
            ? LHC
            : family === 'SEA'
              ? SEA
              : vnRegion === 'north'
                ? VN_NORTH
                : VN_SOUTH;
  return Object.hasOwn(table, playType) ? table[playType] : undefined;
}

/** Target return of the seeded odds. */
export const DEFAULT_RTP = 0.98;

/** Seeded odds in thousandths: floor((RTP × share − push) / p × 1000) per prize key. */
export function defaultOdds(rule: TPlayRule): Record<string, number> {
  return Object.fromEntries(
    Object.entries(rule.keys).map(([key, { p, push = 0, share = 1 }]) => [
      key,
      // the epsilon keeps 0.98 / 0.1 × 1000 = 9799.999… at 9800
      Math.floor(((DEFAULT_RTP * share - push) / p) * 1000 + 1e-6),
    ]),
  );
}

export type { TLotteryPlayType };
