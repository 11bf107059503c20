import { describe, expect, it } from 'vitest';
import { formatCount, formatMinor, formatMoney, minorToPlain, numberLocale } from './amount-format.ts';

describe('formatMoney', () => {
  it('shows two decimals and thousands separators', () => {
    expect(formatMinor(123456789, 'en')).toBe('1,234,567.89');
    expect(formatMinor(0, 'en')).toBe('0.00');
    expect(formatMinor(5, 'en')).toBe('0.05');
  });

  it('prefixes the currency symbol and keeps the sign in front in English', () => {
    expect(formatMoney(100000, '$', 'en')).toBe('$1,000.00');
    expect(formatMoney(-250, '៛', 'en')).toBe('-៛2.50');
  });

  it('follows the member language: the symbol after the amount in Khmer, before it in Chinese', () => {
    expect(formatMoney(123450, '៛', 'km')).toBe('1,234.50៛');
    expect(formatMoney(-250, '៛', 'km')).toBe('-2.50៛');
    expect(formatMoney(123450, '¥', 'zh')).toBe('¥1,234.50');
  });

  it('uses each language its own locale, English for the others', () => {
    expect(numberLocale('zh')).toBe('zh-CN');
    expect(numberLocale('km')).toBe('km-KH');
    expect(numberLocale('en-GB')).toBe('en-US');
    expect(numberLocale('ja')).toBe('en-US');
  });

  it('shows no stray space without a symbol', () => {
    expect(formatMoney(123450, '', 'km')).toBe('1,234.50');
    expect(formatCount(12345, 'zh')).toBe('12,345');
  });
});

describe('minorToPlain', () => {
  it('writes major units exactly, without grouping, for files', () => {
    expect(minorToPlain(123456789)).toBe('1234567.89');
    expect(minorToPlain(0)).toBe('0.00');
    expect(minorToPlain(5)).toBe('0.05');
    expect(minorToPlain(-5)).toBe('-0.05');
    expect(minorToPlain(-250)).toBe('-2.50');
    expect(minorToPlain(100)).toBe('1.00');
    expect(minorToPlain(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(minorToPlain(1234, 0)).toBe('1234');
    expect(minorToPlain(-1234, 3)).toBe('-1.234');
  });
});
