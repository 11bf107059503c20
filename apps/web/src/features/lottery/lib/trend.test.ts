import { describe, expect, it } from 'vitest';
import { hotAndCold, missingGrid, numberStats, range } from './trend';

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
    const random = Array.from({ length: 40 }, (_, i) => [((i * 7) % 10) as number, ((i * 3) % 10) as number]);
    const grid = missingGrid(random, domain, 1);
    const stats = numberStats(random, domain, 1);
    expect(grid.at(-1)).toEqual(stats.map((s) => (s.count === 0 ? random.length : s.missing)));
  });
});

describe('agreement with the engine trend (packages/games lottery/trend.ts)', () => {
  it('counts hits and missing per position as the engine does', async () => {
    const { trendOf } = await import('@pavilion/games/lottery/trend');
    const draws = Array.from({ length: 60 }, (_, i) => ({
      numbers: [0, 1, 2, 3, 4].map((p) => (i * 7 + p * 3 + ((i * p) % 5)) % 10),
      tiers: [],
    }));
    const engine = trendOf('SSC', draws)!;
    for (const { position, numbers } of engine) {
      const ours = numberStats(
        draws.map((d) => d.numbers),
        range(0, 9),
        position,
      );
      expect(ours.map((s) => [s.value, s.count, s.missing])).toEqual(
        numbers.map((n) => [n.number, n.hits, n.missing]),
      );
    }
  });
});
