// The month plan of decision 032: the signed pieces count every day that can hold rows (up to the
// sums' last day) exactly once when it is in the range and not at all otherwise; the valid-day masks
// hold the range's days of each month.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edgePlan, hourPlan, monthMasks, planDays, splitRange } from './team-rollups.repo.ts';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** day (ms) → signed count of the pieces covering it, over every day up to lastDay */
function coverage(pieces: ReturnType<typeof planDays>, lastDay: number, from: number, to: number) {
  const counts = new Map<number, number>();
  for (let d = from; d <= lastDay && d < to; d += DAY_MS) {
    counts.set(d, 0);
  }
  for (const p of pieces) {
    const [a, b, sign] =
      p.kind === 'month'
        ? [
            day(p.month),
            Date.UTC(new Date(day(p.month)).getUTCFullYear(), new Date(day(p.month)).getUTCMonth() + 1, 1),
            1,
          ]
        : [day(p.from), day(p.to), p.sign];
    for (let d = a; d < b; d += DAY_MS) {
      if (counts.has(d)) {
        counts.set(d, counts.get(d)! + sign);
      }
    }
  }
  return counts;
}

describe('[AGENT] report roll-up plan', () => {
  it('reads a covered month as its row, "this month" as the month row, a short range as day rows', () => {
    expect(planDays(day('2026-01-01'), day('2026-02-01'), day('2026-03-10'))).toEqual([
      { kind: 'month', month: '2026-01-01' },
    ]);
    expect(planDays(day('2026-11-01'), day('2026-11-27'), day('2026-11-26'))).toEqual([
      { kind: 'month', month: '2026-11-01' },
    ]);
    expect(planDays(day('2026-01-02'), day('2026-02-01'), day('2026-03-10'))).toEqual([
      { kind: 'month', month: '2026-01-01' },
      { kind: 'days', from: '2026-01-01', to: '2026-01-02', sign: -1 },
    ]);
    expect(planDays(day('2026-10-28'), day('2026-11-27'), day('2026-11-26'))).toEqual([
      { kind: 'days', from: '2026-10-28', to: '2026-11-01', sign: 1 },
      { kind: 'month', month: '2026-11-01' },
    ]);
    expect(planDays(day('2026-01-03'), day('2026-01-06'), day('2026-03-10'))).toEqual([
      { kind: 'days', from: '2026-01-03', to: '2026-01-06', sign: 1 },
    ]);
  });

  it('property: every day up to the last day is counted once inside the range and never outside', () => {
    const start = Date.UTC(2024, 0, 1) / DAY_MS;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 1000 }),
        (a, length, last) => {
          const from = (start + a) * DAY_MS;
          const to = from + length * DAY_MS;
          const lastDay = (start + last) * DAY_MS;
          const pieces = planDays(from, to, lastDay);
          const lo = Date.UTC(new Date(from).getUTCFullYear(), new Date(from).getUTCMonth(), 1);
          const hi = Date.UTC(new Date(to).getUTCFullYear(), new Date(to).getUTCMonth() + 1, 1);
          for (const [d, n] of coverage(pieces, lastDay, lo, hi)) {
            expect(n, new Date(d).toISOString()).toBe(d >= from && d < to ? 1 : 0);
          }
        },
      ),
      { seed: 32, numRuns: 300 },
    );
  });

  it('masks the range’s days of each month and splits partial days to the edges', () => {
    expect([...monthMasks(day('2026-01-30'), day('2026-02-02'))]).toEqual([
      ['2026-01-01', (1 << 29) | (1 << 30)],
      ['2026-02-01', 1],
    ]);
    const r = splitRange(new Date('2026-01-01T17:00:00Z'), new Date('2026-01-03T17:00:00Z'));
    expect([r.dayStart, r.dayEnd]).toEqual([day('2026-01-02'), day('2026-01-03')]);
    expect(r.edges.map(([a, b]) => [a.toISOString(), b.toISOString()])).toEqual([
      ['2026-01-01T17:00:00.000Z', '2026-01-02T00:00:00.000Z'],
      ['2026-01-03T00:00:00.000Z', '2026-01-03T17:00:00.000Z'],
    ]);
    expect(splitRange(new Date('2026-01-01T17:00:00Z'), new Date('2026-01-02T17:00:00Z')).edges).toHaveLength(
      1,
    );
  });

  it('puts a GMT+7 day on the hour grid and a GMT+5:30 day off it', () => {
    const plus7 = hourPlan(new Date('2026-01-01T17:00:00Z'), new Date('2026-01-02T17:00:00Z'));
    expect(plus7.edges).toEqual([]);
    expect([plus7.dayStart, plus7.dayEnd]).toEqual([plus7.h0, plus7.h0]);
    expect(plus7.hours).toEqual([
      ['2026-01-01', (1 << 17) | (1 << 18) | (1 << 19) | (1 << 20) | (1 << 21) | (1 << 22) | (1 << 23)],
      ['2026-01-02', (1 << 17) - 1],
    ]);
    const week = hourPlan(new Date('2026-01-01T17:00:00Z'), new Date('2026-01-08T17:00:00Z'));
    expect([iso(week.dayStart), iso(week.dayEnd)]).toEqual(['2026-01-02', '2026-01-08']);
    expect(week.hours.map(([d]) => d)).toEqual(['2026-01-01', '2026-01-08']);
    const plus530 = hourPlan(new Date('2026-01-01T18:30:00Z'), new Date('2026-01-02T18:30:00Z'));
    expect(plus530.edges.map(([a, b]) => [a.toISOString(), b.toISOString()])).toEqual([
      ['2026-01-01T18:30:00.000Z', '2026-01-01T19:00:00.000Z'],
      ['2026-01-02T18:00:00.000Z', '2026-01-02T18:30:00.000Z'],
    ]);
    expect(hourPlan(new Date('2026-01-01T18:10:00Z'), new Date('2026-01-01T18:50:00Z')).edges).toHaveLength(
      1,
    );
  });

  it('property: the edge plan’s whole days plus and less its raw pieces are exactly the range', () => {
    const MIN = 60_000;
    const base = Date.UTC(2026, 0, 1);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 90 * 24 * 60 }),
        fc.integer({ min: 1, max: 40 * 24 * 60 }),
        fc.integer({ min: 0, max: 140 * 24 * 60 }),
        fc.option(fc.integer({ min: 0, max: 140 * 24 * 60 })),
        (start, length, now, placed) => {
          const from = base + start * MIN;
          const to = from + length * MIN;
          const placedMax = placed === null ? null : new Date(base + placed * MIN);
          const plan = edgePlan(new Date(from), new Date(to), base + now * MIN, placedMax);
          const within = (m: number, [a, b]: [Date, Date]) => m >= a.getTime() && m < b.getTime();
          const pieces = (m: number) =>
            plan.plus.filter((p) => within(m, p)).length - plan.minus.filter((p) => within(m, p)).length;
          for (let m = from - 2 * DAY_MS; m < to + 2 * DAY_MS; m += 30 * MIN) {
            const inside = m >= from && m < to ? 1 : 0;
            // the sums' bets (placed up to placedMax) over the whole days
            if (placedMax === null || m <= placedMax.getTime()) {
              expect((within(m, [plan.dayStart, plan.dayEnd]) ? 1 : 0) + pieces(m)).toBe(inside);
            }
            // the bets newer than the sums over the whole days up to the cut
            expect((within(m, [plan.dayStart, plan.cut]) ? 1 : 0) + pieces(m)).toBe(inside);
          }
          for (const [a, b] of [...plan.plus, ...plan.minus]) {
            expect(b.getTime() - a.getTime()).toBeLessThan(DAY_MS);
          }
          expect(plan.dayStart.getTime() % DAY_MS).toBe(0);
          expect(plan.dayEnd.getTime() % DAY_MS).toBe(0);
        },
      ),
    );
  }, 60_000); // a hundred plans, each walked every half hour over weeks: seconds on a loaded machine

  it('reads "today" on a GMT+7 clock as 7 hours raw and the UTC day from the sums', () => {
    const from = new Date('2026-03-09T17:00:00Z');
    const to = new Date('2026-03-10T17:00:00Z');
    const plan = edgePlan(from, to, Date.parse('2026-03-10T09:00:00Z'));
    expect(plan).toEqual({
      dayStart: new Date('2026-03-10T00:00:00Z'),
      dayEnd: new Date('2026-03-11T00:00:00Z'),
      cut: new Date('2026-03-11T00:00:00Z'),
      plus: [[from, new Date('2026-03-10T00:00:00Z')]],
      minus: [[to, new Date('2026-03-11T00:00:00Z')]],
    });
    // every bet the sums hold placed before the range's end: the UTC day whole, nothing less
    expect(edgePlan(from, to, Date.parse('2026-03-10T09:00:00Z'), new Date('2026-03-10T08:59:00Z'))).toEqual({
      dayStart: new Date('2026-03-10T00:00:00Z'),
      dayEnd: new Date('2026-03-11T00:00:00Z'),
      cut: to,
      plus: [[from, new Date('2026-03-10T00:00:00Z')]],
      minus: [],
    });
  });
});
