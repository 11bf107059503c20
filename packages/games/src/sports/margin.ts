// Pricing with a bookmaker's margin. Fair probabilities (normalised to sum 1) are scaled by
// (1 + margin) — the proportional method — and each price is floored to the thousandth, so the
// book's overround is 1 + margin or a hair above (never below: rounding favours the book), and
// clamped to [1.001, 1000]. Margins are basis points (500 = 5 %).
import { ODDS_MAX, ODDS_MIN } from './catalogue.ts';

/** Odds1000 of each outcome for `fairProbabilities` (any positive weights) at `marginBp`. */
export function priceOutcomes(fairProbabilities: readonly number[], marginBp: number): number[] {
  const total = fairProbabilities.reduce((sum, p) => sum + p, 0);
  if (!(total > 0) || fairProbabilities.some((p) => !(p >= 0)) || !(marginBp >= 0)) {
    throw new RangeError('priceOutcomes needs non-negative weights with a positive sum and margin');
  }
  const scale = 1 + marginBp / 10_000;
  return fairProbabilities.map((p) => {
    const implied = (p / total) * scale;
    // A hair of slack keeps 1 / (0.5 × 1.05) from flooring one thousandth low on float error.
    const odds = implied > 0 ? Math.floor(1000 / implied + 1e-9) : ODDS_MAX;
    return Math.min(ODDS_MAX, Math.max(ODDS_MIN, odds));
  });
}

/** The book's overround: the sum of implied probabilities (1.05 for a 5 % margin). */
export function overround(odds1000: readonly number[]): number {
  return odds1000.reduce((sum, odds) => sum + 1000 / odds, 0);
}

/** The fair probabilities a set of prices implies, the margin removed proportionally. */
export function impliedProbabilities(odds1000: readonly number[]): number[] {
  const book = overround(odds1000);
  return odds1000.map((odds) => 1000 / odds / book);
}
