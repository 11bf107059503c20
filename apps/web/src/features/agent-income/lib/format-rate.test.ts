import { describe, expect, it } from 'vitest';
import { formatRate } from './format-rate';

describe('formatRate', () => {
  it('basis points as a percentage', () => {
    expect(formatRate(150, 'en')).toBe('1.5%');
    expect(formatRate(10_000, 'en')).toBe('100%');
    expect(formatRate(1, 'en')).toBe('0.01%');
    expect(formatRate(0, 'en')).toBe('0%');
  });
});
