import { describe, expect, it } from 'vitest';
import { createFairRng } from '../provably-fair.ts';
import { createSeededRng } from '../rng.ts';
import { describeSimulation, simulateRtp, TEST_SEED } from '../testing/stats.ts';
import { DICE_MAX_CHANCE, DICE_MIN_CHANCE, diceMeta, diceMultiplier, playDice, verifyDice } from './dice.ts';

const fixed = (f: number) => ({ next: () => f });
const SEEDS = { serverSeed: 'a'.repeat(64), clientSeed: 'dice-test', nonce: 7 };

describe('dice', () => {
  it('has an exact RTP within 0.01% of 99% at every allowed win chance', () => {
    for (let w = DICE_MIN_CHANCE; w <= DICE_MAX_CHANCE; w++) {
      const rtp = (w * diceMultiplier(w)) / 1e8;
      expect(rtp).toBeLessThanOrEqual(diceMeta.declaredRtp);
      expect(rtp, `win chance ${w}`).toBeGreaterThan(0.9899);
    }
    expect(diceMultiplier(5000)).toBe(19_800);
    expect(diceMultiplier(1)).toBe(99_000_000);
    expect(diceMultiplier(9800)).toBe(10_102);
  });

  it('reads the roll as floor(f × 10,000) and wins under / at-or-over the target', () => {
    expect(playDice({ bet: 100, target: 5000, side: 'under' }, fixed(0.4999)).roll).toBe(4999);
    expect(playDice({ bet: 100, target: 5000, side: 'under' }, fixed(0.4999))).toMatchObject({
      win: true,
      payout: 198,
    });
    expect(playDice({ bet: 100, target: 5000, side: 'under' }, fixed(0.5))).toMatchObject({
      win: false,
      payout: 0,
    });
    expect(playDice({ bet: 100, target: 5000, side: 'over' }, fixed(0.5))).toMatchObject({
      win: true,
      payout: 198,
    });
    expect(playDice({ bet: 333, target: 3333, side: 'under' }, fixed(0))).toMatchObject({
      multiplier: 29_702,
      payout: 989,
    });
  });

  it.each([
    [{ target: 0, side: 'under' }],
    [{ target: 10_000, side: 'over' }],
    [{ target: 9900, side: 'under' }],
    [{ target: 100, side: 'over' }],
    [{ target: 50.5, side: 'under' }],
    [{ target: 5000, side: 'sideways' }],
  ])('refuses %j', (bad) => {
    expect(() => playDice({ bet: 100, ...bad } as never, createSeededRng(1))).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });

  it('is determined by the seeds alone', () => {
    const a = verifyDice(SEEDS, { bet: 100, target: 5000, side: 'under' });
    const b = playDice({ bet: 100, target: 5000, side: 'under' }, createFairRng(SEEDS));
    expect(a).toEqual(b);
    expect(verifyDice(SEEDS, { bet: 99_999, target: 5000, side: 'under' }).roll).toBe(a.roll);
  });

  it.each([
    [5000, 'under'],
    [1000, 'over'],
    [9000, 'under'],
  ] as const)('returns its RTP in a seeded simulation (target %i %s)', (target, side) => {
    const sim = simulateRtp(200_000, TEST_SEED, (rng) => playDice({ bet: 100, target, side }, rng));
    const chance = side === 'under' ? target : 10_000 - target;
    const exact = (chance * diceMultiplier(chance)) / 1e8;
    expect(Math.abs(sim.rtp - exact), describeSimulation(sim, exact)).toBeLessThan(4 * sim.standardError);
  });
});
