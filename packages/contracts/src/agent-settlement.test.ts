// Periods (month ends, leap years, year and ISO-week boundaries, the site's DST-free zone) and the
// payout maths of each contract kind, with property tests against a plain model.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TDailyTerms, TDividendTerms, THourlyTerms, TRealtimeTerms } from './agent-contracts.ts';
import {
  PERIOD_UNITS,
  applyRate,
  completedPeriodsSince,
  dailyPayout,
  dividendPayout,
  fixedZoneOffsetMinutes,
  hourlyPayout,
  lastCompletedPeriod,
  nextPeriod,
  periodFromKey,
  periodOf,
  periodUnitOf,
  previousPeriod,
  realtimePayout,
  type TPeriodFigures,
} from './agent-settlement.ts';

const PP = 7 * 60; // Asia/Phnom_Penh
const at = (iso: string) => new Date(iso);
const span = (unit: (typeof PERIOD_UNITS)[number], iso: string, offset = PP) => {
  const p = periodOf(unit, at(iso), offset);
  return [p.key, p.start.toISOString(), p.end.toISOString()];
};

describe('[SETTLE] site time zone', () => {
  it('Asia/Phnom_Penh is UTC+7 all year; a DST zone is refused', () => {
    expect(fixedZoneOffsetMinutes('Asia/Phnom_Penh')).toBe(420);
    expect(fixedZoneOffsetMinutes('UTC')).toBe(0);
    expect(fixedZoneOffsetMinutes('Asia/Kolkata')).toBe(330);
    expect(() => fixedZoneOffsetMinutes('Europe/London')).toThrow(/daylight/);
  });
});

describe('[SETTLE] periods', () => {
  it('keys and boundaries of each unit in the site zone', () => {
    // 2026-11-24 13:07 in Phnom Penh = 06:07 UTC
    const t = '2026-11-24T06:07:30Z';
    expect(span('realtime', t)).toEqual([
      '2026-11-24T13:05',
      '2026-11-24T06:05:00.000Z',
      '2026-11-24T06:10:00.000Z',
    ]);
    expect(span('hourly', t)).toEqual([
      '2026-11-24T13',
      '2026-11-24T06:00:00.000Z',
      '2026-11-24T07:00:00.000Z',
    ]);
    expect(span('daily', t)).toEqual(['2026-11-24', '2026-11-23T17:00:00.000Z', '2026-11-24T17:00:00.000Z']);
    expect(span('weekly', t)).toEqual(['2026-W48', '2026-11-22T17:00:00.000Z', '2026-11-29T17:00:00.000Z']);
    expect(span('semimonthly', t)).toEqual([
      '2026-11-H2',
      '2026-11-15T17:00:00.000Z',
      '2026-11-30T17:00:00.000Z',
    ]);
    expect(span('monthly', t)).toEqual(['2026-11', '2026-10-31T17:00:00.000Z', '2026-11-30T17:00:00.000Z']);
  });

  it('the local day starts at 17:00 UTC the day before: 16:59 UTC is still the earlier day', () => {
    expect(span('daily', '2026-11-24T16:59:59.999Z')[0]).toBe('2026-11-24');
    expect(span('daily', '2026-11-24T17:00:00Z')[0]).toBe('2026-11-25');
  });

  it('month ends: 28, 29, 30 and 31 days; second half of the month runs to its end', () => {
    expect(span('monthly', '2026-02-10T00:00:00Z', 0)).toEqual([
      '2026-02',
      '2026-02-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    expect(span('monthly', '2028-02-29T12:00:00Z', 0)).toEqual([
      '2028-02',
      '2028-02-01T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
    ]);
    expect(span('semimonthly', '2028-02-29T12:00:00Z', 0)).toEqual([
      '2028-02-H2',
      '2028-02-16T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
    ]);
    expect(span('semimonthly', '2026-02-20T00:00:00Z', 0)[2]).toBe('2026-03-01T00:00:00.000Z');
    expect(span('semimonthly', '2026-04-30T00:00:00Z', 0)[2]).toBe('2026-05-01T00:00:00.000Z');
    expect(span('semimonthly', '2026-01-31T00:00:00Z', 0)[2]).toBe('2026-02-01T00:00:00.000Z');
    expect(span('semimonthly', '2026-01-15T23:59:59Z', 0)).toEqual([
      '2026-01-H1',
      '2026-01-01T00:00:00.000Z',
      '2026-01-16T00:00:00.000Z',
    ]);
    expect(span('daily', '2028-02-29T00:00:00Z', 0)[0]).toBe('2028-02-29');
    expect(nextPeriod(periodOf('daily', at('2028-02-28T12:00:00Z'), 0), 0).key).toBe('2028-02-29');
    expect(nextPeriod(periodOf('daily', at('2026-02-28T12:00:00Z'), 0), 0).key).toBe('2026-03-01');
  });

  it('year boundaries: months, halves, days and ISO weeks that cross the new year', () => {
    // 2026-12-31 23:30 local = 16:30 UTC
    expect(span('daily', '2026-12-31T16:30:00Z')[0]).toBe('2026-12-31');
    expect(span('daily', '2026-12-31T17:30:00Z')[0]).toBe('2027-01-01');
    expect(span('monthly', '2026-12-31T17:30:00Z')[0]).toBe('2027-01');
    expect(previousPeriod(periodOf('monthly', at('2027-01-05T00:00:00Z'), PP), PP).key).toBe('2026-12');
    expect(previousPeriod(periodOf('semimonthly', at('2027-01-05T00:00:00Z'), PP), PP).key).toBe(
      '2026-12-H2',
    );
    expect(span('hourly', '2026-12-31T17:00:00Z')[0]).toBe('2027-01-01T00');
    expect(span('realtime', '2026-12-31T16:59:59Z')[0]).toBe('2026-12-31T23:55');
    // ISO weeks: 2026-12-31 (Thursday) is 2026-W53; 2027-01-03 (Sunday) too; 2027-01-04 is 2027-W01
    expect(span('weekly', '2026-12-31T00:00:00Z', 0)[0]).toBe('2026-W53');
    expect(span('weekly', '2027-01-03T12:00:00Z', 0)[0]).toBe('2026-W53');
    expect(span('weekly', '2027-01-04T00:00:00Z', 0)[0]).toBe('2027-W01');
    // 2024-12-30 (Monday) belongs to 2025-W01
    expect(span('weekly', '2024-12-30T00:00:00Z', 0)).toEqual([
      '2025-W01',
      '2024-12-30T00:00:00.000Z',
      '2025-01-06T00:00:00.000Z',
    ]);
  });

  it('keys parse back to their period; malformed or impossible keys are refused', () => {
    for (const [unit, key] of [
      ['realtime', '2026-11-24T13:05'],
      ['hourly', '2026-11-24T13'],
      ['daily', '2028-02-29'],
      ['weekly', '2026-W53'],
      ['weekly', '2025-W01'],
      ['semimonthly', '2026-11-H2'],
      ['monthly', '2026-11'],
    ] as const) {
      expect(periodFromKey(unit, key, PP)?.key).toBe(key);
    }
    for (const [unit, key] of [
      ['daily', '2026-02-29'],
      ['daily', '2026-13-01'],
      ['realtime', '2026-11-24T13:07'],
      ['weekly', '2027-W53'],
      ['semimonthly', '2026-11-H3'],
      ['monthly', 'nope'],
      ['hourly', '2026-11-24T24'],
    ] as const) {
      expect(periodFromKey(unit, key, PP)).toBeNull();
    }
  });

  it('property: periods tile time (each contains its instant, next starts at end, key round-trips)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERIOD_UNITS),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(0, 420, 330, -300, 840, -720),
        (unit, ms, offset) => {
          const p = periodOf(unit, new Date(ms), offset);
          expect(p.start.getTime()).toBeLessThanOrEqual(ms);
          expect(p.end.getTime()).toBeGreaterThan(ms);
          const n = nextPeriod(p, offset);
          expect(n.start.getTime()).toBe(p.end.getTime());
          expect(n.key).not.toBe(p.key);
          expect(periodFromKey(unit, p.key, offset)).toEqual(p);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('completed periods since a date, and the last completed one (daily salary pays yesterday)', () => {
    const now = at('2026-11-25T02:00:00Z'); // 09:00 local, 25th
    expect(lastCompletedPeriod('daily', now, PP).key).toBe('2026-11-24');
    expect(completedPeriodsSince('daily', at('2026-11-22T05:00:00Z'), now, PP).map((p) => p.key)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(completedPeriodsSince('realtime', at('2026-11-25T01:40:00Z'), now, PP)).toHaveLength(4);
    expect(completedPeriodsSince('hourly', at('2026-11-24T02:00:00Z'), now, PP, 5)).toHaveLength(5);
    expect(completedPeriodsSince('monthly', at('2026-11-01T00:00:00Z'), now, PP)).toEqual([]);
    expect(periodUnitOf('dividend', 'H')).toBe('semimonthly');
    expect(periodUnitOf('daily')).toBe('daily');
  });
});

// ---------------------------------------------------------------- maths
const figures = fc.record({
  validBet: fc.integer({ min: 0, max: 1e12 }),
  activeMembers: fc.integer({ min: 0, max: 10_000 }),
  profitLoss: fc.integer({ min: -1e12, max: 1e12 }),
  wonValidBet: fc.integer({ min: 0, max: 1e12 }),
  lostValidBet: fc.integer({ min: 0, max: 1e12 }),
});
const rate = fc.integer({ min: 0, max: 10_000 });
const sortedTiers = <T extends { rateBp: number }>(arb: fc.Arbitrary<T>) =>
  fc.array(arb, { minLength: 1, maxLength: 10 });

/** The model: the rate of the best tier by plain search, exact rational floor by string maths. */
function modelFloor(base: number, rateBp: number): number {
  return base <= 0 ? 0 : Number((BigInt(base) * BigInt(rateBp)) / 10_000n);
}

describe('[SETTLE] payout maths', () => {
  it('applyRate floors to a whole minor unit and never loses precision on large amounts', () => {
    expect(applyRate(999, 150)).toBe(14); // 14.985 → 14
    expect(applyRate(1, 9_999)).toBe(0);
    expect(applyRate(100_000_000_000, 10_000)).toBe(100_000_000_000);
    expect(applyRate(9_007_199_254_740_991, 5_000)).toBe(4_503_599_627_370_495);
    expect(applyRate(-100, 500)).toBe(0);
  });

  it("daily: the highest tier met applies to the day's valid bet", () => {
    const terms: TDailyTerms = {
      kind: 'daily',
      tiers: [
        { minDailyBet: 10_000, minActiveMembers: 1, rateBp: 50 },
        { minDailyBet: 100_000, minActiveMembers: 5, rateBp: 100 },
      ],
    };
    const f = (validBet: number, activeMembers: number): TPeriodFigures => ({
      validBet,
      activeMembers,
      profitLoss: 0,
      wonValidBet: 0,
      lostValidBet: 0,
    });
    expect(dailyPayout(terms, f(9_999, 10)).amount).toBe(0);
    expect(dailyPayout(terms, f(10_000, 1))).toEqual({ rateBp: 50, base: 10_000, amount: 50 });
    expect(dailyPayout(terms, f(200_000, 4))).toEqual({ rateBp: 50, base: 200_000, amount: 1_000 });
    expect(dailyPayout(terms, f(200_000, 5))).toEqual({ rateBp: 100, base: 200_000, amount: 2_000 });
  });

  it('dividend: the team loss × rate; a team that won earns nothing', () => {
    const terms: TDividendTerms = {
      kind: 'dividend',
      period: 'W',
      tiers: [{ minActiveMembers: 2, minValidBet: 1_000, minLoss: 500, rateBp: 2_000 }],
    };
    const base = { validBet: 5_000, activeMembers: 3, wonValidBet: 0, lostValidBet: 0 };
    expect(dividendPayout(terms, { ...base, profitLoss: -1_001 })).toEqual({
      rateBp: 2_000,
      base: 1_001,
      amount: 200,
    });
    expect(dividendPayout(terms, { ...base, profitLoss: -499 }).amount).toBe(0);
    expect(dividendPayout(terms, { ...base, profitLoss: 10_000 }).amount).toBe(0);
  });

  it('realtime: won stakes × profit rate + lost stakes × loss rate', () => {
    const terms: TRealtimeTerms = { kind: 'realtime', profitRateBp: 30, lossRateBp: 80, minSingleBet: 100 };
    expect(
      realtimePayout(terms, {
        validBet: 0,
        activeMembers: 0,
        profitLoss: 0,
        wonValidBet: 10_000,
        lostValidBet: 5_000,
      }).amount,
    ).toBe(30 + 40);
  });

  it('property: daily, hourly and dividend payouts match the model', () => {
    const dailyTier = fc.record({
      minDailyBet: fc.integer({ min: 0, max: 1e12 }),
      minActiveMembers: fc.integer({ min: 0, max: 10_000 }),
      rateBp: rate,
    });
    const hourlyTier = fc.record({ minHourlyBet: fc.integer({ min: 0, max: 1e12 }), rateBp: rate });
    const divTier = fc.record({
      minActiveMembers: fc.integer({ min: 0, max: 10_000 }),
      minValidBet: fc.integer({ min: 0, max: 1e12 }),
      minLoss: fc.integer({ min: 0, max: 1e12 }),
      rateBp: rate,
    });
    fc.assert(
      fc.property(
        figures,
        sortedTiers(dailyTier),
        sortedTiers(hourlyTier),
        sortedTiers(divTier),
        (f, dt, ht, vt) => {
          const best = (rates: number[]) => rates.reduce((a, b) => Math.max(a, b), 0);
          const d = dailyPayout({ kind: 'daily', tiers: dt } as TDailyTerms, f);
          const dRate = best(
            dt
              .filter((t) => f.validBet >= t.minDailyBet && f.activeMembers >= t.minActiveMembers)
              .map((t) => t.rateBp),
          );
          expect(d).toEqual({ rateBp: dRate, base: f.validBet, amount: modelFloor(f.validBet, dRate) });
          const h = hourlyPayout({ kind: 'hourly', tiers: ht } as THourlyTerms, f);
          const hRate = best(ht.filter((t) => f.validBet >= t.minHourlyBet).map((t) => t.rateBp));
          expect(h.amount).toBe(modelFloor(f.validBet, hRate));
          const v = dividendPayout({ kind: 'dividend', period: 'M', tiers: vt } as TDividendTerms, f);
          const loss = Math.max(0, -f.profitLoss);
          const vRate =
            loss === 0
              ? 0
              : best(
                  vt
                    .filter(
                      (t) =>
                        f.activeMembers >= t.minActiveMembers &&
                        f.validBet >= t.minValidBet &&
                        loss >= t.minLoss,
                    )
                    .map((t) => t.rateBp),
                );
          expect(v.amount).toBe(modelFloor(loss, vRate));
          // never more than the base, never negative, whole minor units
          for (const p of [d, h, v]) {
            expect(Number.isSafeInteger(p.amount)).toBe(true);
            expect(p.amount).toBeGreaterThanOrEqual(0);
            expect(p.amount).toBeLessThanOrEqual(Math.max(0, p.base));
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("property: the keep-the-difference rule: an upline at a rate ≥ its downline's never pays out more than it earns on the same figures", () => {
    fc.assert(
      fc.property(figures, rate, rate, (f, a, b) => {
        const [down, up] = a <= b ? [a, b] : [b, a];
        const terms = (r: number): TDailyTerms => ({
          kind: 'daily',
          tiers: [{ minDailyBet: 0, minActiveMembers: 0, rateBp: r }],
        });
        const earned = dailyPayout(terms(up), f).amount;
        const paid = dailyPayout(terms(down), f).amount;
        expect(earned - paid).toBeGreaterThanOrEqual(0);
        const rt = (p: number, l: number): TRealtimeTerms => ({
          kind: 'realtime',
          profitRateBp: p,
          lossRateBp: l,
          minSingleBet: 0,
        });
        expect(realtimePayout(rt(up, up), f).amount).toBeGreaterThanOrEqual(
          realtimePayout(rt(down, down), f).amount,
        );
      }),
      { numRuns: 1000 },
    );
  });
});
