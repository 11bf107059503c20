// Odds formats: a table read off the usual conversion charts, and round trips as properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODDS_FORMATS, ODDS_MAX, ODDS_MIN } from './catalogue.ts';
import { formatOdds, parseOdds } from './odds-format.ts';

const oddsArb = fc.integer({ min: ODDS_MIN, max: ODDS_MAX });

describe('formatOdds', () => {
  it.each([
    [1950, '1.95', '0.95', '0.95', '-1.05'],
    [2500, '2.50', '1.50', '-0.67', '+1.50'],
    [2000, '2.00', '1.00', '1.00', '+1.00'],
    [1500, '1.50', '0.50', '0.50', '-2.00'],
    [1909, '1.909', '0.909', '0.909', '-1.10'],
    [3250, '3.25', '2.25', '-0.44', '+2.25'],
    [1001, '1.001', '0.001', '0.001', '-1000.00'],
    [1005, '1.005', '0.005', '0.005', '-200.00'],
    [2955, '2.955', '1.955', '-0.51', '+1.955'],
  ])('%i reads %s / %s / %s / %s', (odds, decimal, hk, malay, indo) => {
    expect(formatOdds(odds, 'decimal')).toBe(decimal);
    expect(formatOdds(odds, 'hk')).toBe(hk);
    expect(formatOdds(odds, 'malay')).toBe(malay);
    expect(formatOdds(odds, 'indo')).toBe(indo);
  });

  it('shows three places when asked', () => {
    expect(formatOdds(1955, 'decimal', 3)).toBe('1.955');
    expect(formatOdds(2750, 'malay', 3)).toBe('-0.571');
  });

  it('shows odds at the places they are priced at: decimal and HK read back exactly', () => {
    fc.assert(
      fc.property(oddsArb, fc.constantFrom('decimal' as const, 'hk' as const), (odds, format) => {
        const shown = formatOdds(odds, format);
        expect(shown.split('.')[1]!.length).toBe(odds % 10 === 0 ? 2 : 3);
        expect(Math.round(Number(shown) * 1000) + (format === 'hk' ? 1000 : 0)).toBe(odds);
      }),
    );
  });
});

describe('parseOdds', () => {
  it('reads each format back to thousandths', () => {
    expect(parseOdds('1.95', 'decimal')).toBe(1950);
    expect(parseOdds('0.95', 'hk')).toBe(1950);
    expect(parseOdds('-0.67', 'malay')).toBe(2493);
    expect(parseOdds('+1.50', 'indo')).toBe(2500);
    expect(parseOdds('-1.05', 'indo')).toBe(1952);
  });

  it('refuses what is not odds of that format', () => {
    expect(parseOdds('abc', 'decimal')).toBeNull();
    expect(parseOdds('-0.95', 'hk')).toBeNull();
    expect(parseOdds('0.95', 'decimal')).toBeNull();
    expect(parseOdds('-1.5', 'decimal')).toBeNull();
    expect(parseOdds('1e3', 'decimal')).toBeNull();
  });
});

describe('round trips', () => {
  it('decimal and HK at three places come back exactly', () => {
    fc.assert(
      fc.property(oddsArb, fc.constantFrom('decimal' as const, 'hk' as const), (odds, format) => {
        expect(parseOdds(formatOdds(odds, format, 3), format)).toBe(odds);
      }),
    );
  });

  // Below 1.005 two places read 1.00 (HK 0.00) and Malay above 201 reads −0.00: no price; three
  // places tell those apart.
  it('any shown text reads back to odds shown the same', () => {
    fc.assert(
      fc.property(oddsArb, fc.constantFrom(...ODDS_FORMATS), (odds, format) => {
        const shown = formatOdds(odds, format);
        fc.pre(Number(shown) !== 0 && shown !== '1.00');
        const back = parseOdds(shown, format);
        expect(back).not.toBeNull();
        expect(formatOdds(back ?? 0, format)).toBe(shown);
      }),
    );
  });

  // Malay runs 0.01 … 1.00 for short prices, then −1.00 … −0.01 for long ones.
  const rank = (text: string, format: string) => {
    const value = Number(text);
    return format === 'malay' && value < 0 ? 2 + value : value;
  };

  it('every format orders prices the way decimal odds do', () => {
    fc.assert(
      fc.property(oddsArb, oddsArb, fc.constantFrom(...ODDS_FORMATS), (a, b, format) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank(formatOdds(low, format, 3), format)).toBeLessThanOrEqual(
          rank(formatOdds(high, format, 3), format),
        );
      }),
    );
  });
});
