import { describe, expect, it } from 'vitest';
import { chipLabel, chipValues } from './chips';

describe('chipValues', () => {
  it('derives six chips as multiples of the minimum bet', () => {
    expect(chipValues(10, 1_000_000)).toEqual([10, 50, 100, 500, 1000, 5000]);
    expect(chipValues(20, 200_000)).toEqual([20, 100, 200, 1000, 2000, 10_000]);
  });

  it('caps the chips at the maximum bet and offers the maximum itself', () => {
    expect(chipValues(10, 700)).toEqual([10, 50, 100, 500, 700]);
    expect(chipValues(10, 500)).toEqual([10, 50, 100, 500]);
    expect(chipValues(100, 100)).toEqual([100]);
  });

  it('gives no chips for impossible limits', () => {
    expect(chipValues(0, 100)).toEqual([]);
    expect(chipValues(200, 100)).toEqual([]);
  });
});

describe('chipLabel', () => {
  it('writes major units compactly', () => {
    expect(chipLabel(10)).toBe('0.1');
    expect(chipLabel(25)).toBe('0.25');
    expect(chipLabel(500)).toBe('5');
    expect(chipLabel(5000)).toBe('50');
    expect(chipLabel(100_000)).toBe('1K');
    expect(chipLabel(250_000)).toBe('2.5K');
    expect(chipLabel(300_000_000)).toBe('3M');
  });
});
