import { describe, expect, it } from 'vitest';
import {
  MAX_MINOR_UNITS,
  minorUnitsSchema,
  ZMinorUnitsSchema,
  ZPositiveMinorUnitsSchema,
} from './amount-schema.ts';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;

describe('the money schema', () => {
  it('takes integer minor units from 0 up to the largest safe integer', () => {
    expect(ok(ZMinorUnitsSchema, 0)).toBe(true);
    expect(ok(ZMinorUnitsSchema, 123450)).toBe(true);
    expect(ok(ZMinorUnitsSchema, MAX_MINOR_UNITS)).toBe(true);
    expect(ok(ZMinorUnitsSchema, MAX_MINOR_UNITS + 1)).toBe(false);
  });

  it('refuses negatives, fractions, non-numbers and text', () => {
    for (const v of [-1, 0.5, 12.34, Number.NaN, Infinity, '100', null]) {
      expect(ok(ZMinorUnitsSchema, v)).toBe(false);
    }
  });

  it('refuses 0 where the amount must be positive', () => {
    expect(ok(ZPositiveMinorUnitsSchema, 0)).toBe(false);
    expect(ok(ZPositiveMinorUnitsSchema, 1)).toBe(true);
  });

  it("holds a field's own cap, and never one above the safe range", () => {
    const stake = minorUnitsSchema({ positive: true, max: 1_000_000_000 });
    expect(ok(stake, 1_000_000_000)).toBe(true);
    expect(ok(stake, 1_000_000_001)).toBe(false);
    expect(ok(minorUnitsSchema({ max: Number.MAX_VALUE }), MAX_MINOR_UNITS + 2)).toBe(false);
  });
});
