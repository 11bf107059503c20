import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/format/money';
import { jackpotBase, jackpotTicks, jackpotValue, JACKPOT_STEP_MINOR } from './jackpot';

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

  it('starts from a real pool, else from a stable figure per game', () => {
    expect(jackpotBase(7, 123_456)).toBe(123_456);
    expect(jackpotBase(42, null)).toBe(jackpotBase(42, null));
    expect(jackpotBase(42, null)).not.toBe(jackpotBase(43, null));
    for (const id of [1, 99, 123_456, 2_000_000_000]) {
      const base = jackpotBase(id, null);
      expect(base).toBeGreaterThanOrEqual(5_000_000);
      expect(base).toBeLessThan(100_000_000);
    }
  });

  it('formats with the currency symbol, 2 decimals and thousands separators', () => {
    expect(formatMoney(jackpotValue(123_456_789, 1), '$')).toBe('$1,234,733.00');
    expect(formatMoney(5, '¥')).toBe('¥0.05');
  });
});
