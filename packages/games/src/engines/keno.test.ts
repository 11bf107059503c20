import { describe, expect, it } from 'vitest';
import { createFairRng } from '../provably-fair.ts';
import { createSeededRng } from '../rng.ts';
import { describeSimulation, simulateRtp, TEST_SEED } from '../testing/stats.ts';
import { choose } from './originals.ts';
import { drawKeno, KENO_TABLES, kenoMeta, kenoRtp, kenoWays, playKeno, verifyKeno } from './keno.ts';

const PICKS = Array.from({ length: 10 }, (_, i) => i + 1);
const SEEDS = { serverSeed: 'd'.repeat(64), clientSeed: 'keno-test', nonce: 5 };

describe('keno', () => {
  it('has an exact RTP from 98.99% to 99% for every pick count', () => {
    for (const p of PICKS) {
      const ways = Array.from({ length: p + 1 }, (_, h) => kenoWays(p, h));
      expect(ways.reduce((a, b) => a + b, 0)).toBe(choose(40, p));
      const rtp = kenoRtp(p);
      expect(rtp).toBeLessThanOrEqual(kenoMeta.declaredRtp);
      expect(rtp, `${p} picks`).toBeGreaterThanOrEqual(0.9899);
      expect(Math.max(...(KENO_TABLES[p] as number[]))).toBeLessThanOrEqual(100_000);
    }
    expect(KENO_TABLES[1]).toEqual([0, 396]);
  });

  it('draws 10 different numbers from 1 to 40', () => {
    const rng = createSeededRng(TEST_SEED);
    for (let i = 0; i < 1000; i++) {
      const drawn = drawKeno(rng);
      expect(new Set(drawn).size).toBe(10);
      expect(drawn.every((n) => n >= 1 && n <= 40)).toBe(true);
    }
  });

  it('counts the hits and pays the table', () => {
    const round = playKeno({ bet: 100, picks: [1, 2, 3] }, { next: () => 0 });
    expect(round.drawn).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(round.hits).toEqual([1, 2, 3]);
    expect(round.payout).toBe(KENO_TABLES[3]![3]);
  });

  it.each([[[]], [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]], [[5, 5]], [[0]], [[41]], [[1.5]]])(
    'refuses the picks %j',
    (picks) => {
      expect(() => playKeno({ bet: 100, picks }, createSeededRng(1))).toThrow(
        expect.objectContaining({ code: 'INVALID_BET' }),
      );
    },
  );

  it('is determined by the seeds alone', () => {
    expect(verifyKeno(SEEDS, { bet: 100, picks: [3, 9, 27] })).toEqual(
      playKeno({ bet: 100, picks: [3, 9, 27] }, createFairRng(SEEDS)),
    );
  });

  it.each(PICKS)('returns its RTP in a seeded simulation (%i picks)', (p) => {
    const picks = Array.from({ length: p }, (_, i) => 4 * i + 1);
    const sim = simulateRtp(100_000, TEST_SEED + p, (rng) => playKeno({ bet: 100, picks }, rng));
    const exact = kenoRtp(p);
    // the top tiers are rare: the hit frequencies are checked where 100,000 rounds can see them
    expect(Math.abs(sim.rtp - exact), describeSimulation(sim, exact)).toBeLessThan(5 * sim.standardError);
  });
});
