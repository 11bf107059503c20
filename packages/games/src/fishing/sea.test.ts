import { describe, expect, it } from 'vitest';
import { createSeededRng, randomInt, type TRng } from '../rng.ts';
import { describeSimulation, simulateRtp, TEST_SEED } from '../testing/stats.ts';
import {
  BOMB_PRICE,
  BOSS,
  CANNON_STAKES,
  expectedMultiplier,
  FISH,
  FISHING_RTP,
  killChance,
  resolveShot,
  shotCost,
  verifyShot,
  type TShot,
  type TTarget,
} from './sea.ts';

const SPECIES = Object.keys(FISH) as (keyof typeof FISH)[];
const TARGETS: TTarget[] = [...SPECIES, BOSS.id];
const seeds = { serverSeed: 'e'.repeat(64), clientSeed: 'player-seed', nonce: 17 };

describe('fishing shots', () => {
  it('gives every cannon shot, boss shot and bomb an expected return of exactly RTP × cost', () => {
    const expectedReturn = (shot: TShot): number => {
      const targets = shot.weapon === 'cannon' ? [shot.target] : shot.targets;
      const chance = killChance(shot);
      return targets.reduce((t, target) => t + chance * expectedMultiplier(target) * shot.stake, 0);
    };
    for (const target of TARGETS) {
      expect(killChance({ weapon: 'cannon', stake: 10, target })).toBeLessThanOrEqual(FISHING_RTP / 2);
      expect(expectedReturn({ weapon: 'cannon', stake: 10, target }) / 10).toBeCloseTo(FISHING_RTP, 12);
    }
    const bomb: TShot = { weapon: 'bomb', stake: 50, targets: ['clownfish', 'shark', BOSS.id, 'ray'] };
    expect(expectedReturn(bomb) / shotCost(bomb)).toBeCloseTo(FISHING_RTP, 12);
    expect(killChance({ weapon: 'bomb', stake: 10, targets: ['shark'] })).toBeCloseTo(FISHING_RTP, 12);
    expect(expectedMultiplier(BOSS.id)).toBe(250);
  });

  it('decides the same kills whatever the stake; the payout scales with it', () => {
    const shotAt = (stake: number): TShot => ({
      weapon: 'bomb',
      stake,
      targets: ['shark', 'ray', BOSS.id, 'whale'],
    });
    const results = CANNON_STAKES.map((stake) => verifyShot(seeds, shotAt(stake)));
    const kills = (i: number): number[][] => results[i]?.kills.map((k) => [k.index, k.multiplier]) ?? [];
    results.forEach((result, i) => {
      expect(kills(i)).toEqual(kills(0));
      expect(result.payout).toBe(
        result.kills.reduce((t, k) => t + k.multiplier, 0) * (CANNON_STAKES[i] as number),
      );
    });
    expect(results.map((r) => r.cost)).toEqual(CANNON_STAKES.map((s) => s * BOMB_PRICE));
  });

  it('is reproduced from the seeds and shot number, and differs by shot number', () => {
    const shot: TShot = { weapon: 'bomb', stake: 10, targets: Array<TTarget>(12).fill('turtle') };
    expect(verifyShot(seeds, shot)).toEqual(verifyShot(seeds, shot));
    const outcomes = new Set(
      Array.from({ length: 10 }, (_, nonce) => JSON.stringify(verifyShot({ ...seeds, nonce }, shot).kills)),
    );
    expect(outcomes.size).toBeGreaterThan(1);
  });

  it('refuses unknown fish, stakes off the cannon levels and weak or crowded blasts', () => {
    const rng = createSeededRng(1);
    expect(() => resolveShot({ weapon: 'cannon', stake: 15, target: 'ray' }, rng)).toThrow(/cannon fires/);
    expect(() => resolveShot({ weapon: 'cannon', stake: 10, target: 'kraken' as TTarget }, rng)).toThrow(
      /no such fish/,
    );
    expect(() => resolveShot({ weapon: 'bomb', stake: 10, targets: ['clownfish', 'puffer'] }, rng)).toThrow(
      /worth at least 20/,
    );
    expect(() =>
      resolveShot({ weapon: 'bomb', stake: 10, targets: Array<TTarget>(13).fill('ray') }, rng),
    ).toThrow(/1 to 12/);
  });

  it('draws the boss multiplier from its list when it dies', () => {
    const rng = createSeededRng(TEST_SEED);
    const seen = new Set<number>();
    for (let i = 0; i < 20_000; i++) {
      for (const kill of resolveShot({ weapon: 'cannon', stake: 10, target: BOSS.id }, rng).kills) {
        seen.add(kill.multiplier);
      }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([...BOSS.multipliers]);
  });
});

describe('fishing RTP by seeded simulation', () => {
  const within = (shots: number, shot: (rng: TRng) => TShot): void => {
    const sim = simulateRtp(shots, TEST_SEED, (rng) => {
      const result = resolveShot(shot(rng), rng);
      return { stake: result.cost, payout: result.payout };
    });
    expect(Math.abs(sim.rtp - FISHING_RTP), describeSimulation(sim, FISHING_RTP)).toBeLessThan(
      4 * sim.standardError,
    );
  };

  it('on each fish alone', () => {
    for (const target of ['clownfish', 'turtle', 'shark', 'whale'] as const) {
      within(100_000, () => ({ weapon: 'cannon', stake: 100, target }));
    }
  }, 60_000);

  it('on the boss alone', () => {
    within(200_000, () => ({ weapon: 'cannon', stake: 100, target: BOSS.id }));
  }, 60_000);

  it('on mixed cannon shots and bombs', () => {
    within(200_000, (rng) => {
      const pick = (): TTarget => SPECIES[randomInt(rng, SPECIES.length)] as TTarget;
      if (rng.next() < 0.2) {
        const targets = Array.from({ length: 2 + randomInt(rng, 8) }, pick);
        if (targets.reduce((t, f) => t + expectedMultiplier(f), 0) >= BOMB_PRICE) {
          return { weapon: 'bomb', stake: 100, targets };
        }
      }
      return { weapon: 'cannon', stake: 100, target: pick() };
    });
  }, 60_000);
});
