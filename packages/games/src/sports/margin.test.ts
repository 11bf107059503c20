// Margin maths: hand cases and the overround property.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODDS_MAX, ODDS_MIN } from './catalogue.ts';
import { impliedProbabilities, overround, priceOutcomes } from './margin.ts';

describe('priceOutcomes', () => {
  it('prices an even two-way book at 5 % as 1.904 each', () => {
    expect(priceOutcomes([0.5, 0.5], 500)).toEqual([1904, 1904]);
    expect(overround([1904, 1904])).toBeCloseTo(1.0504, 4);
  });

  it('normalises weights and prices without margin at the fair odds', () => {
    expect(priceOutcomes([1, 1, 2], 0)).toEqual([4000, 4000, 2000]);
  });

  it('clamps to the odds range', () => {
    expect(priceOutcomes([999_999, 1], 500)).toEqual([ODDS_MIN, ODDS_MAX]);
  });

  it('refuses weights that are not a distribution', () => {
    expect(() => priceOutcomes([0, 0], 500)).toThrow(RangeError);
    expect(() => priceOutcomes([1, -1, 3], 500)).toThrow(RangeError);
    expect(() => priceOutcomes([1, Number.NaN], 500)).toThrow(RangeError);
  });

  it('has overround 1 + margin (rounding only adds, under 0.001 per outcome) and odds ≥ 1.001', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 0, max: 2500 }),
        (weights, marginBp) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const scale = 1 + marginBp / 10_000;
          // inside the clamps: no outcome priced below 1.001 or above 1000
          fc.pre(weights.every((w) => (w / total) * scale < 1000 / 1001 && (w / total) * scale > 0.001));
          const odds = priceOutcomes(weights, marginBp);
          expect(odds.every((o) => Number.isInteger(o) && o >= ODDS_MIN && o <= ODDS_MAX)).toBe(true);
          const book = overround(odds);
          expect(book).toBeGreaterThanOrEqual(scale - 1e-9);
          expect(book).toBeLessThan(scale + 0.001 * weights.length);
        },
      ),
    );
  });

  it('stays inside the odds range for any weights', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 5000 }),
        (weights, marginBp) => {
          fc.pre(weights.some((w) => w > 0));
          expect(priceOutcomes(weights, marginBp).every((o) => o >= ODDS_MIN && o <= ODDS_MAX)).toBe(true);
        },
      ),
    );
  });

  it('gives back the fair probabilities once the margin is taken out', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 50, max: 1000 }), { minLength: 2, maxLength: 6 }), (weights) => {
        const total = weights.reduce((a, b) => a + b, 0);
        const implied = impliedProbabilities(priceOutcomes(weights, 600));
        expect(implied.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        implied.forEach((p, i) => expect(Math.abs(p - (weights[i] ?? 0) / total)).toBeLessThan(0.005));
      }),
    );
  });
});
