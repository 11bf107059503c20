// Pricing for the simulated feed: a sport's model gives the distribution of final results still
// possible, and each market is priced by settling its selections against that distribution with
// the real settlement rules (settle-market.ts), so pushes and quarter lines price the way they pay.
// A selection's fair weight is W / (W + L) where W sums the probability of a win (half of it for a
// half-win) and L of a loss (half for a half-loss) — the break-even price of a bet that can push.
import { priceOutcomes } from './margin.ts';
import type { TMarketKind, TSide, TSportsResult } from './catalogue.ts';
import { settleSelection } from './settle-market.ts';
import type { TRng } from '../rng.ts';

/** Final results with their probabilities (need not sum to 1: weights are normalised). */
export type TDist = readonly (readonly [TSportsResult, number])[];

export type TMarketSpec = {
  kind: TMarketKind;
  lineQ: number | null;
  param: number | null;
  inPlay: boolean;
  keys: string[];
  labels?: string[];
  marginBp: number;
  /** selections priced as separate books, each at its own margin; one book of all at marginBp when absent */
  books?: { indexes: number[]; marginBp: number }[];
};

/** Margins per market kind in basis points (decision 047). */
export const MARGIN_BP: Readonly<Record<TMarketKind, number>> = {
  '1x2': 600,
  moneyline: 450,
  ah: 400,
  ou: 400,
  btts: 700,
  correct_score: 1800,
  outright: 2000,
  map_winner: 700,
  round_winner: 800,
  cockfight: 500,
};
/** A cockfight draw is its own book at a wider margin: rare and hard to lay off. */
export const COCKFIGHT_DRAW_MARGIN_BP = 1500;

function fairWeight(spec: TMarketSpec, key: string, dist: TDist): number {
  let win = 0;
  let lose = 0;
  for (const [result, p] of dist) {
    const outcome = settleSelection(spec, key, result);
    win += outcome === 'win' ? p : outcome === 'half_win' ? p / 2 : 0;
    lose += outcome === 'lose' ? p : outcome === 'half_lose' ? p / 2 : 0;
  }
  return win + lose > 0 ? win / (win + lose) : 0;
}

/** Odds1000 per key of `spec` for the results `dist` still allows. */
export function priceMarket(spec: TMarketSpec, dist: TDist): number[] {
  const weights = spec.keys.map((key) => fairWeight(spec, key, dist));
  if (weights.every((w) => w === 0)) {
    return priceOutcomes(
      weights.map(() => 1),
      spec.marginBp,
    );
  }
  const odds: number[] = [];
  for (const { indexes, marginBp } of spec.books ?? [
    { indexes: spec.keys.map((_, i) => i), marginBp: spec.marginBp },
  ]) {
    const bookWeights = indexes.map((i) => weights[i] ?? 0);
    // A one-selection book (a cockfight draw) is priced against its complement.
    const priced =
      indexes.length === 1
        ? priceOutcomes([bookWeights[0] ?? 0, 1 - (bookWeights[0] ?? 0)], marginBp).slice(0, 1)
        : priceOutcomes(bookWeights, marginBp);
    indexes.forEach((i, j) => (odds[i] = priced[j] ?? 0));
  }
  return odds;
}

/** The quarter line of `candidates` whose home/over side is closest to an even bet. */
export function balancedLine(spec: Omit<TMarketSpec, 'lineQ'>, candidates: number[], dist: TDist): number {
  let best = candidates[0] ?? 0;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const lineQ of candidates) {
    const gap = Math.abs(fairWeight({ ...spec, lineQ }, spec.keys[0] ?? '', dist) - 0.5);
    if (gap < bestGap - 1e-12) {
      best = lineQ;
      bestGap = gap;
    }
  }
  return best;
}

// ---------------------------------------------------------------- distributions

export function poissonPmf(lambda: number, k: number): number {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) {
    p *= lambda / i;
  }
  return p;
}

/** Football: the score now plus independent Poisson goals for the time left (up to 10 a side). */
export function poissonDist(lambdaHome: number, lambdaAway: number, home: number, away: number): TDist {
  const out: [TSportsResult, number][] = [];
  for (let i = 0; i <= 10; i++) {
    for (let j = 0; j <= 10; j++) {
      out.push([{ home: home + i, away: away + j }, poissonPmf(lambdaHome, i) * poissonPmf(lambdaAway, j)]);
    }
  }
  return out;
}

/**
 * A discretised normal of a points difference (`total: false`) or total (`total: true`), given as
 * results that settle like the real score would for the markets reading only that quantity.
 */
export function normalDist(mean: number, sd: number, total: boolean): TDist {
  if (sd < 0.5) {
    const value = Math.round(mean);
    return [[total ? { home: Math.max(0, value), away: 0 } : sideScore(value), 1]];
  }
  const out: [TSportsResult, number][] = [];
  for (let v = Math.floor(mean - 4 * sd); v <= Math.ceil(mean + 4 * sd); v++) {
    const p = Math.exp(-((v - mean) ** 2) / (2 * sd * sd));
    out.push([total ? { home: Math.max(0, v), away: 0 } : sideScore(v), p]);
  }
  return out;
}

function sideScore(diff: number): TSportsResult {
  return { home: Math.max(0, diff), away: Math.max(0, -diff) };
}

/** Best-of-(2·need−1) (sets, maps) from the units played so far, each won by home with p. */
export function bestOfDist(p: number, need: number, played: readonly TSide[]): TDist {
  const out: [TSportsResult, number][] = [];
  const walk = (seq: TSide[], prob: number): void => {
    const home = seq.filter((s) => s === 'home').length;
    const away = seq.length - home;
    if (home === need || away === need) {
      out.push([{ home, away, maps: seq }, prob]);
      return;
    }
    walk([...seq, 'home'], prob * p);
    walk([...seq, 'away'], prob * (1 - p));
  };
  walk([...played], 1);
  return out;
}

/** Probability of winning a first-to-`need` race whose every point is won with q. */
export function raceWin(q: number, need: number): number {
  let total = 0;
  let ways = 1;
  for (let k = 0; k < need; k++) {
    total += ways * q ** need * (1 - q) ** k;
    ways = (ways * (need + k)) / (k + 1);
  }
  return total;
}

/** A standard normal draw (Box–Muller, two floats). */
export function gaussian(rng: TRng): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** A Poisson draw (Knuth; fine for the small means of goals). */
export function poissonDraw(rng: TRng, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng.next();
  while (p > limit) {
    k++;
    p *= rng.next();
  }
  return k;
}
