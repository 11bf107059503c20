import { describe, expect, it } from 'vitest';
import { createFairRng } from '../provably-fair.ts';
import { createSeededRng } from '../rng.ts';
import { describeSimulation, simulateRtp, TEST_SEED } from '../testing/stats.ts';
import {
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  LIMBO_SPACE,
  limboMeta,
  limboResult,
  limboWinningValues,
  playLimbo,
  verifyLimbo,
} from './limbo.ts';

const exactRtp = (target: number) => (target * limboWinningValues(target)) / (100 * LIMBO_SPACE);
const SEEDS = { serverSeed: 'b'.repeat(64), clientSeed: 'limbo-test', nonce: 3 };

describe('limbo', () => {
  it('has P(result ≥ m) = 0.99 / m: an exact RTP within 0.0003% of 99% at every target', () => {
    for (const target of [LIMBO_MIN_TARGET, 150, 200, 1000, 12_345, 100_000, LIMBO_MAX_TARGET]) {
      const rtp = exactRtp(target);
      expect(rtp).toBeLessThanOrEqual(limboMeta.declaredRtp);
      expect(limboMeta.declaredRtp - rtp).toBeLessThan(0.000_003);
    }
    // the result reaches the target exactly for the counted values of u
    for (const target of [101, 200, 777, 1_000_000]) {
      const n = limboWinningValues(target);
      expect(limboResult(n - 1)).toBeGreaterThanOrEqual(target);
      expect(limboResult(n)).toBeLessThan(target);
    }
  });

  it('pays the target on a win, rounded down to the minor unit', () => {
    const win = playLimbo({ bet: 333, target: 250 }, { next: () => 0 });
    expect(win).toMatchObject({ win: true, payout: 832 });
    expect(win.result).toBe(99 * LIMBO_SPACE);
    const lose = playLimbo({ bet: 100, target: 250 }, { next: () => 0.999 });
    expect(lose).toMatchObject({ win: false, payout: 0, result: 100 });
  });

  it.each([100, 0, 1_000_001, 150.5])('refuses a target of %s', (target) => {
    expect(() => playLimbo({ bet: 100, target }, createSeededRng(1))).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });

  it('is determined by the seeds alone', () => {
    expect(verifyLimbo(SEEDS, { bet: 100, target: 200 })).toEqual(
      playLimbo({ bet: 100, target: 200 }, createFairRng(SEEDS)),
    );
  });

  it.each([101, 200, 1000])('returns its RTP in a seeded simulation (target %i)', (target) => {
    const sim = simulateRtp(200_000, TEST_SEED, (rng) => playLimbo({ bet: 100, target }, rng));
    const exact = exactRtp(target);
    expect(Math.abs(sim.rtp - exact), describeSimulation(sim, exact)).toBeLessThan(4 * sim.standardError);
  });

  it('its results follow P(result ≥ m) = 0.99 / m', () => {
    const rng = createSeededRng(TEST_SEED);
    const n = 200_000;
    const results = Array.from({ length: n }, () => playLimbo({ bet: 10, target: 101 }, rng).result);
    for (const m of [1.01, 2, 10]) {
      const p = 0.99 / m;
      const seen = results.filter((r) => r >= m * 100).length / n;
      expect(Math.abs(seen - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    }
  });
});
