import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  it('lets one action through per interval', () => {
    const gate = createThrottle(1000);
    expect(gate.tryAcquire(10_000)).toBe(true);
    expect(gate.tryAcquire(10_500)).toBe(false);
    expect(gate.tryAcquire(10_999)).toBe(false);
    expect(gate.tryAcquire(11_000)).toBe(true);
  });
});
