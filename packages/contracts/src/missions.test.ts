// Mission rules: UTC day and ISO-week periods, the mission state, and leaderboard name masking
// (property tests with fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskName, missionState, periodEnd, periodStart, MISSION_PERIODS } from './missions.ts';

const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('mission periods', () => {
  it('a period holds its instant, starts at UTC midnight, weeks on a Monday', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...MISSION_PERIODS), (at, period) => {
        const start = periodStart(period, at);
        const end = periodEnd(period, start);
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime()).toBeLessThan(end.getTime());
        expect(start.getUTCHours() + start.getUTCMinutes() + start.getUTCSeconds()).toBe(0);
        if (period === 'weekly') {
          expect(start.getUTCDay()).toBe(1);
        }
        // every instant of the period maps to the same start
        expect(periodStart(period, new Date(end.getTime() - 1)).getTime()).toBe(start.getTime());
      }),
    );
  });

  it('known weeks', () => {
    expect(periodStart('weekly', new Date('2026-11-26T06:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(periodStart('weekly', new Date('2026-11-29T23:59:59Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(periodStart('daily', new Date('2026-11-26T23:59:59Z')).toISOString()).toBe(
      '2026-11-26T00:00:00.000Z',
    );
  });
});

describe('mission state', () => {
  it('claimed wins; otherwise claim once progress reaches the target', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1 }), fc.boolean(), (progress, target, claimed) => {
        const state = missionState(progress, target, claimed);
        expect(state).toBe(claimed ? 'claimed' : progress >= target ? 'claim' : 'process');
      }),
    );
  });
});

describe('leaderboard names', () => {
  it('shows at most three characters of a name and always masks', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (name) => {
        const masked = maskName(name);
        expect(masked).toContain('***');
        expect([...masked.replace('***', '')].length).toBeLessThanOrEqual(3);
        if ([...name].length > 3) {
          expect(masked).not.toBe(name);
        }
      }),
    );
    expect(maskName('player01')).toBe('pl***1');
    expect(maskName('ab')).toBe('a***');
  });
});
