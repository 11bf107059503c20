import { describe, expect, it } from 'vitest';
import { limitToInput, requestedLimit, usedPercent } from './limit-maths';

describe('limit maths', () => {
  it('reads typed amounts as exact minor units', () => {
    expect(requestedLimit('')).toBeNull();
    expect(requestedLimit('100')).toBe(10_000);
    expect(requestedLimit('1,234.5')).toBe(123_450);
    expect(requestedLimit('0.29')).toBe(29);
    expect(requestedLimit('19.99')).toBe(1_999);
    for (const bad of ['1.234', '-5', 'abc', '1e3', '.5', '1.']) {
      expect(requestedLimit(bad), bad).toBeUndefined();
    }
  });

  it('writes minor units back for the input', () => {
    expect(limitToInput(null)).toBe('');
    expect(limitToInput(123_450)).toBe('1234.50');
    expect(limitToInput(5)).toBe('0.05');
    expect(requestedLimit(limitToInput(987_654_321))).toBe(987_654_321);
  });

  it('computes the used share, capped at 100', () => {
    expect(usedPercent(0, null)).toBeNull();
    expect(usedPercent(250, 1000)).toBe(25);
    expect(usedPercent(999, 1000)).toBe(99);
    expect(usedPercent(5000, 1000)).toBe(100);
  });
});
