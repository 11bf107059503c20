import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney } from './money';

describe('formatMoney', () => {
  it('shows two decimals and thousands separators', () => {
    expect(formatMinor(123456789)).toBe('1,234,567.89');
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
  });
  it('prefixes the currency symbol and keeps the sign in front', () => {
    expect(formatMoney(100000, '$')).toBe('$1,000.00');
    expect(formatMoney(-250, '៛')).toBe('-៛2.50');
  });
});
