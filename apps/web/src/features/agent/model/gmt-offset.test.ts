import { describe, expect, it } from 'vitest';
import { gmtOffset } from './gmt-offset';

describe('gmtOffset', () => {
  it('formats east, west, zero and half-hour zones', () => {
    expect(gmtOffset(420)).toBe('GMT+07:00');
    expect(gmtOffset(-300)).toBe('GMT-05:00');
    expect(gmtOffset(0)).toBe('GMT+00:00');
    expect(gmtOffset(330)).toBe('GMT+05:30');
    expect(gmtOffset(-570)).toBe('GMT-09:30');
  });
});
