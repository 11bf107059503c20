import { describe, expect, it } from 'vitest';
import { checkRange, effectiveLimits, minorToInput, parseAmount } from './amount';

describe('parseAmount', () => {
  it('turns major units with up to 2 decimals into integer minor units', () => {
    expect(parseAmount('12.34')).toEqual({ ok: true, minor: 1234 });
    expect(parseAmount('5')).toEqual({ ok: true, minor: 500 });
    expect(parseAmount('0.5')).toEqual({ ok: true, minor: 50 });
    expect(parseAmount(' 100.00 ')).toEqual({ ok: true, minor: 10000 });
    expect(parseAmount('0.29')).toEqual({ ok: true, minor: 29 });
    expect(parseAmount('1.10')).toEqual({ ok: true, minor: 110 });
    expect(parseAmount('007.01')).toEqual({ ok: true, minor: 701 });
  });
  it('refuses more than 2 decimals, signs, words and exponents', () => {
    for (const text of ['1.234', '-1', '+1', 'abc', '1e3', '1,000', '1.', '.5', '1..2', '0x10', '１２']) {
      expect(parseAmount(text), text).toEqual({ ok: false, error: 'AMOUNT_FORMAT' });
    }
  });
  it('asks for a value when empty and a positive one when zero', () => {
    expect(parseAmount('  ')).toEqual({ ok: false, error: 'REQUIRED' });
    expect(parseAmount('0')).toEqual({ ok: false, error: 'AMOUNT_POSITIVE' });
    expect(parseAmount('0.00')).toEqual({ ok: false, error: 'AMOUNT_POSITIVE' });
  });
  it('refuses amounts too large to stay exact', () => {
    expect(parseAmount('99999999999999')).toEqual({ ok: false, error: 'AMOUNT_TOO_LARGE' });
    expect(parseAmount('9999999999999.99')).toEqual({ ok: true, minor: 999999999999999 });
  });
  it('round-trips every cent value through minorToInput', () => {
    for (let minor = 1; minor < 2000; minor += 7) {
      expect(parseAmount(minorToInput(minor))).toEqual({ ok: true, minor });
    }
  });
});

describe('amount limits', () => {
  it('accepts the bounds and refuses outside them', () => {
    const limits = { min: 1000, max: 50000 };
    expect(checkRange(1000, limits)).toBeNull();
    expect(checkRange(50000, limits)).toBeNull();
    expect(checkRange(999, limits)).toBe('AMOUNT_BELOW_MIN');
    expect(checkRange(50001, limits)).toBe('AMOUNT_ABOVE_MAX');
  });
  it('caps the channel maximum by what is available', () => {
    expect(effectiveLimits({ min: 100, max: 5000 }, 3000)).toEqual({ min: 100, max: 3000 });
    expect(effectiveLimits({ min: 100, max: 5000 }, 9000)).toEqual({ min: 100, max: 5000 });
    expect(effectiveLimits({ min: 100, max: 5000 })).toEqual({ min: 100, max: 5000 });
  });
});
