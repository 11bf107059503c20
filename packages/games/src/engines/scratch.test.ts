import { describe, expect, it } from 'vitest';
import { createSeededRng, type TRng } from '../rng.ts';
import { chiSquareCritical99, describeSimulation, simulateRtp, TEST_SEED } from '../testing/stats.ts';
import {
  matchedSymbol,
  playScratch,
  SCRATCH_CELLS,
  SCRATCH_POOL,
  SCRATCH_TIERS,
  scratchMeta,
} from './scratch.ts';

const firstFloat = (f: number, rest: TRng): TRng => {
  let used = false;
  return {
    next: () => {
      if (used) {
        return rest.next();
      }
      used = true;
      return f;
    },
  };
};

describe('scratch card', () => {
  it('has an exact RTP of 996,000 / 2^20 and declares it', () => {
    const exact = SCRATCH_TIERS.reduce((acc, t) => acc + t.shares * t.multiplier, 0) / SCRATCH_POOL;
    expect(exact).toBe(996_000 / 1_048_576);
    expect(Math.abs(exact - scratchMeta.declaredRtp)).toBeLessThan(0.00005);
    expect(SCRATCH_TIERS.reduce((acc, t) => acc + t.shares, 0)).toBeLessThan(SCRATCH_POOL);
  });

  it('picks the tier from the first float: share = floor(f × 2^20)', () => {
    const rest = createSeededRng(TEST_SEED);
    expect(playScratch({ bet: 100 }, firstFloat(0, rest)).tier?.symbol).toBe('coin');
    expect(playScratch({ bet: 100 }, firstFloat(111_000 / SCRATCH_POOL, rest)).tier?.symbol).toBe('bell');
    const topShare = SCRATCH_TIERS.reduce((acc, t) => acc + t.shares, 0) - 1;
    const top = playScratch({ bet: 100 }, firstFloat((topShare + 0.5) / SCRATCH_POOL, rest));
    expect(top.tier?.symbol).toBe('pot-of-gold');
    expect(top.payout).toBe(100_000);
    expect(playScratch({ bet: 100 }, firstFloat(0.999, rest)).tier).toBeNull();
  });

  it('lays out cards that show exactly their prize', () => {
    const rng = createSeededRng(TEST_SEED);
    const wrong: unknown[] = [];
    for (let i = 0; i < 5000; i++) {
      const card = playScratch({ bet: 50 }, rng);
      const most = Math.max(...card.cells.map((c) => card.cells.filter((d) => d === c).length));
      const ok =
        card.cells.length === SCRATCH_CELLS &&
        matchedSymbol(card.cells) === (card.tier?.symbol ?? null) &&
        most === (card.tier ? 3 : 2) &&
        card.winningCells.length === (card.tier ? 3 : 0) &&
        card.payout === (card.tier ? 50 * card.tier.multiplier : 0);
      if (!ok) {
        wrong.push(card);
      }
    }
    expect(wrong, `seed ${TEST_SEED}`).toEqual([]);
  });

  it('shows the same card whatever the stake', () => {
    for (let seed = 0; seed < 200; seed++) {
      const a = playScratch({ bet: 10 }, createSeededRng(seed));
      const b = playScratch({ bet: 99_999 }, createSeededRng(seed));
      expect(b.cells).toEqual(a.cells);
      expect(b.payout * 10).toBe(a.payout * 99_999);
    }
  });

  it.each([0, -10, 10.5, Number.NaN, 9, 100_001, Number.MAX_SAFE_INTEGER + 1])(
    'refuses a ticket price of %s',
    (bet) => {
      expect(() => playScratch({ bet }, createSeededRng(1))).toThrow(
        expect.objectContaining({ code: 'INVALID_BET' }),
      );
    },
  );

  it('returns its RTP and tier frequencies in a seeded simulation', { timeout: 30_000 }, () => {
    const counts = new Map<string, number>();
    const sim = simulateRtp(100_000, TEST_SEED, (rng) => {
      const card = playScratch({ bet: 100 }, rng);
      const key = card.tier?.symbol ?? 'none';
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return card;
    });
    const message = describeSimulation(sim, scratchMeta.declaredRtp);
    expect(Math.abs(sim.rtp - scratchMeta.declaredRtp), message).toBeLessThan(4 * sim.standardError);
    const losing = SCRATCH_POOL - SCRATCH_TIERS.reduce((acc, t) => acc + t.shares, 0);
    const cells = [...SCRATCH_TIERS.map((t) => [t.symbol, t.shares] as const), ['none', losing] as const];
    const statistic = cells.reduce((acc, [key, shares]) => {
      const expected = (100_000 * shares) / SCRATCH_POOL;
      return acc + ((counts.get(key) ?? 0) - expected) ** 2 / expected;
    }, 0);
    expect(statistic, message).toBeLessThan(chiSquareCritical99(cells.length - 1));
  });
});
