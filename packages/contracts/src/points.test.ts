// Points rules: earning per bet unit by point type, the game-type mapping, conversion and the
// redemption transition table (property tests with fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES } from './games-constants.ts';
import {
  canMoveRedemption,
  convertedAmount,
  EARNING_POINT_TYPES,
  pointsEarned,
  pointTypeOfGameType,
  REDEMPTION_STATUSES,
} from './points.ts';

const rate = fc.record({
  betUnit: fc.integer({ min: 1, max: 1_000_000 }),
  pointsRatio: fc.integer({ min: 0, max: 1_000 }),
});
const amount = fc.integer({ min: 0, max: 1_000_000_000 });

describe('points earning', () => {
  it('earns ratio points per whole bet unit, nothing for a part of a unit', () => {
    expect(pointsEarned(25_000, { betUnit: 1_000, pointsRatio: 1 })).toBe(25);
    expect(pointsEarned(1_999, { betUnit: 1_000, pointsRatio: 3 })).toBe(3);
    expect(pointsEarned(999, { betUnit: 1_000, pointsRatio: 3 })).toBe(0);
    expect(pointsEarned(-5_000, { betUnit: 1_000, pointsRatio: 3 })).toBe(0);
  });

  it('is a whole non-negative number, monotone in the amount, and never more than amount × ratio / unit', () => {
    fc.assert(
      fc.property(amount, amount, rate, (a, b, r) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const p = pointsEarned(lo, r);
        expect(Number.isInteger(p) && p >= 0).toBe(true);
        expect(p).toBeLessThanOrEqual(pointsEarned(hi, r));
        expect(p * r.betUnit).toBeLessThanOrEqual(lo * r.pointsRatio);
      }),
    );
  });

  it('two bets never earn more than one bet of their sum (no gain from splitting)', () => {
    fc.assert(
      fc.property(amount, amount, rate, (a, b, r) => {
        expect(pointsEarned(a, r) + pointsEarned(b, r)).toBeLessThanOrEqual(pointsEarned(a + b, r));
      }),
    );
  });

  it('every catalogue game type earns one of the betting point types', () => {
    for (const gameType of GAME_CATEGORIES) {
      const type = pointTypeOfGameType(gameType);
      expect(EARNING_POINT_TYPES).toContain(type);
      expect(type).not.toBe('deposit');
    }
    expect(pointTypeOfGameType('LIVE')).toBe('live');
    expect(pointTypeOfGameType('LOTT')).toBe('lottery');
    expect(pointTypeOfGameType('PVP')).toBe('pvp');
    expect(pointTypeOfGameType('SPORTS')).toBe('sports');
    expect(pointTypeOfGameType('RNG')).toBe('slots');
  });

  it('converts points to whole minor units, linear in the points', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        (a, b, k) => {
          expect(convertedAmount(a + b, k)).toBe(convertedAmount(a, k) + convertedAmount(b, k));
        },
      ),
    );
  });
});

describe('redemption status (spec §4)', () => {
  it('only a redemption in process is decided, once', () => {
    expect(canMoveRedemption('process', 'approved')).toBe(true);
    expect(canMoveRedemption('process', 'rejected')).toBe(true);
    for (const from of ['approved', 'rejected'] as const) {
      for (const to of REDEMPTION_STATUSES) {
        expect(canMoveRedemption(from, to)).toBe(false);
      }
    }
    expect(canMoveRedemption('process', 'process')).toBe(false);
  });
});
