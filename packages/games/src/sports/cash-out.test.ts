// Cash-out: the stated formula on hand cases, and its bounds as properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOutValue } from './cash-out.ts';

describe('cashOutValue', () => {
  it('is stake × placed / current × (1 − margin), floored', () => {
    // 1000 × 2.000 / 1.600 × 0.95 = 1187.5
    expect(cashOutValue({ stake: 1000, placedOdds1000: 2000, currentOdds1000: 1600, marginBp: 500 })).toBe(
      1187,
    );
    // the price drifted out: 1000 × 2.000 / 2.500 × 0.95 = 760
    expect(cashOutValue({ stake: 1000, placedOdds1000: 2000, currentOdds1000: 2500, marginBp: 500 })).toBe(
      760,
    );
  });

  it('is zero once the leg has lost, and not offered when settled otherwise or without a price', () => {
    const base = { stake: 1000, placedOdds1000: 2000, currentOdds1000: 1600, marginBp: 500 };
    expect(cashOutValue({ ...base, outcome: 'lose' })).toBe(0);
    expect(cashOutValue({ ...base, outcome: 'win' })).toBeNull();
    expect(cashOutValue({ ...base, outcome: 'void' })).toBeNull();
    expect(cashOutValue({ ...base, currentOdds1000: null })).toBeNull();
    expect(cashOutValue({ ...base, outcome: null })).toBe(1187);
  });

  it('stays below the potential return and falls as the current price lengthens', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1001, max: 1_000_000 }),
        fc.integer({ min: 1001, max: 1_000_000 }),
        fc.integer({ min: 1001, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2000 }),
        (stake, placed, a, b, marginBp) => {
          const [short, long] = a <= b ? [a, b] : [b, a];
          const high =
            cashOutValue({ stake, placedOdds1000: placed, currentOdds1000: short, marginBp }) ?? -1;
          const low = cashOutValue({ stake, placedOdds1000: placed, currentOdds1000: long, marginBp }) ?? -1;
          expect(low).toBeGreaterThanOrEqual(0);
          expect(low).toBeLessThanOrEqual(high);
          expect(high).toBeLessThanOrEqual(Math.floor((stake * placed) / 1000));
        },
      ),
    );
  });
});
