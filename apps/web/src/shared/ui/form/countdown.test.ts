import { describe, expect, it } from 'vitest';
import { createThrottle, remainingSeconds } from './countdown';

describe('remainingSeconds', () => {
  it('is 0 without a deadline or after it', () => {
    expect(remainingSeconds(null, 1000)).toBe(0);
    expect(remainingSeconds(1000, 1000)).toBe(0);
    expect(remainingSeconds(1000, 5000)).toBe(0);
  });
  it('rounds partial seconds up', () => {
    expect(remainingSeconds(60_000, 0)).toBe(60);
    expect(remainingSeconds(60_000, 59_800)).toBe(1);
    expect(remainingSeconds(60_000, 1)).toBe(60);
    expect(remainingSeconds(60_000, 1000)).toBe(59);
  });
});

describe('createThrottle', () => {
  it('lets one call through per interval', () => {
    let now = 10_000;
    const gate = createThrottle(1000, () => now);
    expect(gate()).toBe(true);
    expect(gate()).toBe(false);
    now += 999;
    expect(gate()).toBe(false);
    now += 1;
    expect(gate()).toBe(true);
    expect(gate()).toBe(false);
  });
});
