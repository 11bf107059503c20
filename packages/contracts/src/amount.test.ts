import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorToAmountText, parseAmount } from './amount';

describe('parseAmount', () => {
  it('turns major units with up to 2 decimals into integer minor units', () => {
    expect(parseAmount('1,234.50')).toEqual({ ok: true, minor: 123450 });
    expect(parseAmount('1,234,567.89')).toEqual({ ok: true, minor: 123456789 });
    expect(parseAmount('12.34')).toEqual({ ok: true, minor: 1234 });
    expect(parseAmount('5')).toEqual({ ok: true, minor: 500 });
    expect(parseAmount('0.5')).toEqual({ ok: true, minor: 50 });
    expect(parseAmount(' 100.00 ')).toEqual({ ok: true, minor: 10000 });
    expect(parseAmount('0.29')).toEqual({ ok: true, minor: 29 });
    expect(parseAmount('1.10')).toEqual({ ok: true, minor: 110 });
    expect(parseAmount('007.01')).toEqual({ ok: true, minor: 701 });
  });

  it('refuses more than 2 decimals, signs, words, exponents and misplaced separators', () => {
    const bad = [
      '1.234',
      '-1',
      '+1',
      'abc',
      '1e3',
      '1.',
      '.5',
      '1..2',
      '0x10',
      '１２',
      '1,23',
      '12,34.5',
      ',100',
      '100,',
      '1,2345',
      '1 000',
      '1_000',
      'NaN',
      'Infinity',
    ];
    for (const text of bad) {
      expect(parseAmount(text), text).toEqual({ ok: false, error: 'AMOUNT_FORMAT' });
    }
  });

  it('asks for a value when empty and a positive one when zero, unless zero is allowed', () => {
    expect(parseAmount('  ')).toEqual({ ok: false, error: 'REQUIRED' });
    expect(parseAmount('0')).toEqual({ ok: false, error: 'AMOUNT_POSITIVE' });
    expect(parseAmount('0.00')).toEqual({ ok: false, error: 'AMOUNT_POSITIVE' });
    expect(parseAmount('0', { allowZero: true })).toEqual({ ok: true, minor: 0 });
  });

  it('refuses amounts too large to stay exact', () => {
    expect(parseAmount('99999999999999')).toEqual({ ok: false, error: 'AMOUNT_TOO_LARGE' });
    expect(parseAmount('9,999,999,999,999.99')).toEqual({ ok: true, minor: 999999999999999 });
  });

  it('reads back what minorToAmountText writes, and the grouped form, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999_999 }), (minor) => {
        expect(parseAmount(minorToAmountText(minor))).toEqual({ ok: true, minor });
        const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(minor / 100);
        if (Number.isSafeInteger(minor) && minor < 2 ** 50) {
          expect(parseAmount(grouped)).toEqual({ ok: true, minor });
        }
      }),
      { seed: 20, numRuns: 500 },
    );
  });
});

describe('minorToAmountText', () => {
  it('writes two decimals without grouping', () => {
    expect(minorToAmountText(123450)).toBe('1234.50');
    expect(minorToAmountText(5)).toBe('0.05');
    expect(minorToAmountText(-250)).toBe('-2.50');
  });
});
