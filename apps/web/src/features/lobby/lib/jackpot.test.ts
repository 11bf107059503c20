import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/format/money';
import { hasJackpotPool, jackpotTicks, jackpotValue, JACKPOT_STEP_MINOR } from './jackpot';

describe('jackpot ticker', () => {
  it('rises by 165.11 every 3000 ms', () => {
    expect(JACKPOT_STEP_MINOR).toBe(16_511);
    expect(jackpotTicks(1000, 3999)).toBe(0);
    expect(jackpotTicks(1000, 4000)).toBe(1);
    expect(jackpotTicks(1000, 31_000)).toBe(10);
    expect(jackpotValue(100_000, 2)).toBe(133_022);
  });

  it('never counts backwards when the clock is behind the start', () => {
    expect(jackpotTicks(5000, 1000)).toBe(0);
  });

  it('shows only where the game has a pool', () => {
    expect(hasJackpotPool({ jackpot: 123_456 })).toBe(true);
    expect(hasJackpotPool({ jackpot: null })).toBe(false);
    expect(hasJackpotPool({ jackpot: 0 })).toBe(false);
  });

  it('formats with the currency symbol, 2 decimals and thousands separators', () => {
    expect(formatMoney(jackpotValue(123_456_789, 1), '$')).toBe('$1,234,733.00');
    expect(formatMoney(5, '¥')).toBe('¥0.05');
  });
});
