import { describe, expect, it } from 'vitest';
import { checkRange, effectiveLimits } from './amount';

describe('amount limits', () => {
  it('accepts the bounds and refuses outside them', () => {
    const limits = { min: 1000, max: 50000 };
    expect(checkRange(1000, limits)).toBeNull();
    expect(checkRange(50000, limits)).toBeNull();
    expect(checkRange(999, limits)).toBe('AMOUNT_BELOW_MIN');
    expect(checkRange(50001, limits)).toBe('AMOUNT_ABOVE_MAX');
  });
  it('caps the channel maximum by what is available', () => {
    expect(effectiveLimits({ min: 100, max: 5000 }, 3000)).toEqual({ min: 100, max: 3000 });
    expect(effectiveLimits({ min: 100, max: 5000 }, 9000)).toEqual({ min: 100, max: 5000 });
    expect(effectiveLimits({ min: 100, max: 5000 })).toEqual({ min: 100, max: 5000 });
  });
});
