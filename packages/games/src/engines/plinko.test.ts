import { describe, expect, it } from 'vitest';
import { createFairRng } from '../provably-fair.ts';
import { createSeededRng } from '../rng.ts';
import { describeSimulation, simulateRtp, TEST_SEED } from '../testing/stats.ts';
import { choose } from './originals.ts';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  playPlinko,
  plinkoMeta,
  plinkoRtp,
  plinkoTable,
  verifyPlinko,
} from './plinko.ts';

const ROWS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i);
const SEEDS = { serverSeed: 'c'.repeat(64), clientSeed: 'plinko-test', nonce: 11 };

describe('plinko', () => {
  it.each(PLINKO_RISKS)(
    '%s risk: every paytable is symmetric with an exact RTP from 98.95% to 99%',
    (risk) => {
      for (const rows of ROWS) {
        const table = plinkoTable(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual(table);
        const rtp = plinkoRtp(rows, risk);
        expect(rtp).toBeLessThanOrEqual(plinkoMeta.declaredRtp);
        expect(rtp, `${rows} rows ${risk}`).toBeGreaterThanOrEqual(0.9895);
        expect(Math.max(...table)).toBeLessThanOrEqual(100_000);
      }
      expect(plinkoTable(16, 'high')[0]).toBe(100_000);
    },
  );

  it('lands in the slot counting the right bounces and pays its multiplier', () => {
    const right = playPlinko({ bet: 100, rows: 8, risk: 'low' }, { next: () => 0.5 });
    expect(right.slot).toBe(8);
    expect(right.payout).toBe(plinkoTable(8, 'low')[8]);
    const left = playPlinko({ bet: 100, rows: 12, risk: 'high' }, { next: () => 0.4999 });
    expect(left.path).toEqual(Array(12).fill(0));
    expect(left.slot).toBe(0);
  });

  it('lands in slot i with probability C(rows, i) / 2^rows', () => {
    const rng = createSeededRng(TEST_SEED);
    const n = 100_000;
    const counts = new Array(17).fill(0);
    for (let i = 0; i < n; i++) {
      counts[playPlinko({ bet: 10, rows: 16, risk: 'low' }, rng).slot]++;
    }
    for (let slot = 4; slot <= 12; slot++) {
      const p = choose(16, slot) / 2 ** 16;
      expect(Math.abs(counts[slot] / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    }
  });

  it.each([
    { rows: 7, risk: 'low' },
    { rows: 17, risk: 'low' },
    { rows: 12, risk: 'extreme' },
  ])('refuses %j', (bad) => {
    expect(() => playPlinko({ bet: 100, ...bad } as never, createSeededRng(1))).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });

  it('is determined by the seeds alone', () => {
    expect(verifyPlinko(SEEDS, { bet: 100, rows: 16, risk: 'medium' })).toEqual(
      playPlinko({ bet: 100, rows: 16, risk: 'medium' }, createFairRng(SEEDS)),
    );
  });

  it.each([
    [8, 'low'],
    [12, 'medium'],
    [16, 'medium'],
  ] as const)('returns its RTP in a seeded simulation (%i rows, %s)', (rows, risk) => {
    const sim = simulateRtp(200_000, TEST_SEED, (rng) => playPlinko({ bet: 100, rows, risk }, rng));
    const exact = plinkoRtp(rows, risk);
    expect(Math.abs(sim.rtp - exact), describeSimulation(sim, exact)).toBeLessThan(4 * sim.standardError);
  });
});
