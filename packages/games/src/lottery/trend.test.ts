import { describe, expect, it } from 'vitest';
import { hotAndCold, missingGrid, numberStats, range, trendSeries } from './trend.ts';

// newest first: the last draw is [3, 1], the one before [1, 2], the oldest [1, 1]
const draws = [
  [3, 1],
  [1, 2],
  [1, 1],
];

describe('lottery trend statistics', () => {
  it('counts draws a number came in, anywhere in the draw', () => {
    const stats = numberStats(draws, range(1, 4));
    expect(stats.map((s) => s.count)).toEqual([3, 1, 1, 0]);
    expect(stats.map((s) => s.missing)).toEqual([0, 1, 0, 3]);
    expect(stats.map((s) => s.maxMissing)).toEqual([0, 1, 2, 3]);
  });

  it('reads one position when asked', () => {
    const first = numberStats(draws, range(1, 3), 0);
    expect(first.map((s) => [s.value, s.count, s.missing])).toEqual([
      [1, 2, 1],
      [2, 0, 3],
      [3, 1, 0],
    ]);
  });

  it('counts hits and draws since each number last came, per position', () => {
    const ssc = trendSeries('SSC', [
      { numbers: [1, 2, 3, 4, 5], tiers: [] },
      { numbers: [1, 0, 0, 0, 0], tiers: [] },
      { numbers: [7, 0, 0, 0, 0], tiers: [] },
    ]);
    const first = numberStats(ssc.draws, ssc.domain, 0);
    expect(first.find((n) => n.value === 1)).toMatchObject({ count: 2, missing: 0 });
    expect(first.find((n) => n.value === 7)).toMatchObject({ count: 1, missing: 2 });
    expect(first.find((n) => n.value === 9)).toMatchObject({ count: 0, missing: 3 });
    expect(numberStats(ssc.draws, ssc.domain, 1).find((n) => n.value === 0)).toMatchObject({
      count: 2,
      missing: 1,
    });
  });

  it('orders hot by count and cold by count then absence', () => {
    const { hot, cold } = hotAndCold(numberStats(draws, range(1, 4)), 2);
    expect(hot.map((s) => s.value)).toEqual([1, 3]);
    expect(cold.map((s) => s.value)).toEqual([4, 2]);
  });

  it('builds the missing grid oldest first, 0 where the number came', () => {
    expect(missingGrid(draws, range(1, 3), 0)).toEqual([
      [0, 1, 1],
      [0, 2, 2],
      [1, 3, 0],
    ]);
  });

  it('agrees with the statistics on the newest row', () => {
    const domain = range(0, 9);
    const random = Array.from({ length: 40 }, (_, i) => [(i * 7) % 10, (i * 3) % 10]);
    const grid = missingGrid(random, domain, 1);
    const stats = numberStats(random, domain, 1);
    expect(grid.at(-1)).toEqual(stats.map((s) => (s.count === 0 ? random.length : s.missing)));
  });
});

describe('trend series per family', () => {
  it('reads SSC per position over digits, PK10 over its ten places', () => {
    const s = trendSeries('SSC', [{ numbers: [1, 2, 3, 4, 5], tiers: [] }, null]);
    expect(s.domain).toHaveLength(10);
    expect(s.positions).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(s.draws).toEqual([[1, 2, 3, 4, 5]]);
    expect(trendSeries('PK10', []).positions).toHaveLength(10);
    expect(trendSeries('LHC', []).positions).toEqual([]);
  });
  it('counts the last two digits of every VN prize', () => {
    const s = trendSeries('VN', [
      {
        numbers: [],
        tiers: [
          { tier: 'special', values: ['12345'] },
          { tier: 'seventh', values: ['07', '99'] },
        ],
      },
    ]);
    expect(s.positions).toEqual([]);
    expect(s.draws).toEqual([[45, 7, 99]]);
  });
  it('reads the 4D first prize digit by digit', () => {
    const s = trendSeries('SEA', [
      {
        numbers: [],
        tiers: [
          { tier: 'first', values: ['0420'] },
          { tier: 'second', values: ['1111'] },
        ],
      },
    ]);
    expect(s.draws).toEqual([[0, 4, 2, 0]]);
  });
});
