import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODDS_MAX, ODDS_MIN } from '@pavilion/games/sports/catalogue';
import { formatOdds } from '@pavilion/games/sports/odds-format';
import { potentialReturn } from '@pavilion/games/sports/ticket-return';
import {
  acceptsMove,
  betTypesFor,
  comboReturn,
  lineCount,
  newRequestId,
  singleReturn,
  systemKindsFor,
} from './slip';

const legs = (...events: string[]) => events.map((eventId) => ({ eventId }));

describe('bet slip rules', () => {
  it('offers combinations only for legs of different events', () => {
    expect(betTypesFor([])).toEqual([]);
    expect(betTypesFor(legs('a'))).toEqual(['single']);
    expect(betTypesFor(legs('a', 'b'))).toEqual(['single', 'accumulator']);
    expect(betTypesFor(legs('a', 'b', 'c'))).toEqual(['single', 'accumulator', 'system']);
    expect(betTypesFor(legs('a', 'a', 'c'))).toEqual(['single']);
  });

  it('offers the systems the legs allow, with their lines', () => {
    expect(systemKindsFor(2)).toEqual([]);
    expect(systemKindsFor(3)).toEqual(['2/3', 'trixie', 'patent']);
    expect(systemKindsFor(4)).toEqual(['2/4', '3/4', 'yankee', 'lucky15']);
    expect(systemKindsFor(9)).toEqual([]);
    expect(lineCount('system', '2/3', 3)).toBe(3);
    expect(lineCount('system', 'trixie', 3)).toBe(4);
    expect(lineCount('system', 'patent', 3)).toBe(7);
    expect(lineCount('system', 'yankee', 4)).toBe(11);
    expect(lineCount('system', 'yankee', 3)).toBe(0);
    expect(lineCount('accumulator', null, 2)).toBe(1);
  });

  it('returns what the maths pays if every leg wins, floored per line', () => {
    expect(singleReturn(1950, 1000)).toBe(1950);
    expect(singleReturn(1950, 0)).toBe(0);
    // 1.95 × 2.10 = 4.095 on 10.00
    expect(comboReturn('accumulator', null, [{ odds1000: 1950 }, { odds1000: 2100 }], 1000)).toBe(4095);
    // 2/3 at 2.00 each: three doubles of 4.00 on 1.00
    const three = [{ odds1000: 2000 }, { odds1000: 2000 }, { odds1000: 2000 }];
    expect(comboReturn('system', '2/3', three, 100)).toBe(1200);
    expect(comboReturn('system', 'yankee', three, 100)).toBe(0);
  });

  it('takes odds moves per the accept-odds setting', () => {
    expect(acceptsMove('none', 1900, 1900)).toBe(true);
    expect(acceptsMove('none', 1900, 2000)).toBe(false);
    expect(acceptsMove('higher', 1900, 2000)).toBe(true);
    expect(acceptsMove('higher', 1900, 1800)).toBe(false);
    expect(acceptsMove('any', 1900, 1800)).toBe(true);
  });

  it('makes UUID v4 request ids', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newRequestId()).not.toBe(id);
  });
});

// Issue 25: the slip showed odds at two places and priced at three, so a 3-leg accumulator of
// 4.035, 4.035 and 4.042 at 1.00 showed 4.04 × 4.04 × 4.04 = 65.94 and returned 65.80. The odds are
// shown at the places they are priced at, and the slip's return is the server's potentialReturn.
describe('the slip prices with the odds it shows', () => {
  /** stake × the product of the decimal odds as the slip shows them, floored (exact rationals) */
  const byShownOdds = (odds: readonly number[], stake: number) => {
    let num = BigInt(stake);
    let den = 1n;
    for (const o of odds) {
      const [whole, places] = formatOdds(o, 'decimal').split('.') as [string, string];
      num *= BigInt(whole + places);
      den *= 10n ** BigInt(places.length);
    }
    return Number(num / den);
  };

  it('shows a 3-leg accumulator at three places, and returns stake × those odds', () => {
    const legs = [4035, 4035, 4042].map((odds1000) => ({ odds1000 }));
    expect(legs.map((l) => formatOdds(l.odds1000, 'decimal'))).toEqual(['4.035', '4.035', '4.042']);
    expect(comboReturn('accumulator', null, legs, 100)).toBe(6580);
    expect(byShownOdds([4035, 4035, 4042], 100)).toBe(6580);
  });

  it('any accumulator returns stake × its shown odds, as the server prices it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: ODDS_MIN, max: Math.min(ODDS_MAX, 50_000) }), {
          minLength: 2,
          maxLength: 6,
        }),
        fc.integer({ min: 100, max: 10_000_000 }),
        (odds, stake) => {
          const legs = odds.map((odds1000) => ({ odds1000 }));
          const shown = comboReturn('accumulator', null, legs, stake);
          expect(shown).toBe(byShownOdds(odds, stake));
          expect(shown).toBe(potentialReturn({ betType: 'accumulator', legs, stakePerLine: stake }));
        },
      ),
    );
  });
});
