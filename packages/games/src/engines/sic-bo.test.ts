import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../rng.ts';
import { describeSimulation, simulateRtp, TEST_SEED } from '../testing/stats.ts';
import { rollSicBo, settleSicBo, sicBoMeta, type TDice, type TSicBoBet } from './sic-bo.ts';

const ALL_THROWS: TDice[] = [1, 2, 3, 4, 5, 6].flatMap((a) =>
  [1, 2, 3, 4, 5, 6].flatMap((b) => [1, 2, 3, 4, 5, 6].map((c): TDice => [a, b, c])),
);
const payout = (bet: TSicBoBet, dice: TDice): number => settleSicBo({ bets: [bet] }, dice).payout;
const exactRtp = (bet: TSicBoBet): number =>
  ALL_THROWS.reduce((acc, dice) => acc + payout(bet, dice), 0) / (216 * bet.amount);

describe('sic bo', () => {
  it('loses small and big on any triple', () => {
    expect(payout({ type: 'small', amount: 10 }, [2, 2, 2])).toBe(0);
    expect(payout({ type: 'big', amount: 10 }, [5, 5, 5])).toBe(0);
    expect(payout({ type: 'small', amount: 10 }, [1, 2, 3])).toBe(20);
    expect(payout({ type: 'big', amount: 10 }, [4, 4, 3])).toBe(20);
  });

  it('pays singles 1:1, 2:1 or 3:1 by how many dice show the face', () => {
    expect(
      [
        [1, 2, 3],
        [4, 4, 2],
        [4, 4, 4],
        [1, 2, 3],
      ].map((d) => payout({ type: 'single', face: 4, amount: 10 }, d as TDice)),
    ).toEqual([0, 30, 40, 0]);
    expect(payout({ type: 'single', face: 1, amount: 10 }, [1, 2, 3])).toBe(20);
  });

  it('pays doubles, triples, combinations and totals', () => {
    expect(payout({ type: 'double', face: 3, amount: 10 }, [3, 3, 1])).toBe(110);
    expect(payout({ type: 'double', face: 3, amount: 10 }, [3, 3, 3])).toBe(110);
    expect(payout({ type: 'triple', face: 6, amount: 10 }, [6, 6, 6])).toBe(1810);
    expect(payout({ type: 'any-triple', amount: 10 }, [1, 1, 1])).toBe(310);
    expect(payout({ type: 'combination', faces: [2, 5], amount: 10 }, [5, 1, 2])).toBe(60);
    expect(payout({ type: 'total', total: 4, amount: 10 }, [1, 1, 2])).toBe(610);
    expect(payout({ type: 'total', total: 10, amount: 10 }, [3, 3, 4])).toBe(70);
  });

  it('has the exact RTP of each bet over the 216 throws', () => {
    const rtp = exactRtp;
    expect(rtp({ type: 'small', amount: 10 })).toBeCloseTo(210 / 216, 12);
    expect(rtp({ type: 'big', amount: 10 })).toBeCloseTo(210 / 216, 12);
    expect(rtp({ type: 'single', face: 3, amount: 10 })).toBeCloseTo(199 / 216, 12);
    expect(rtp({ type: 'double', face: 3, amount: 10 })).toBeCloseTo((11 * 16) / 216, 12);
    expect(rtp({ type: 'triple', face: 3, amount: 10 })).toBeCloseTo(181 / 216, 12);
    expect(rtp({ type: 'any-triple', amount: 10 })).toBeCloseTo((31 * 6) / 216, 12);
    expect(rtp({ type: 'combination', faces: [1, 6], amount: 10 })).toBeCloseTo((6 * 30) / 216, 12);
    const ways: Record<number, number> = { 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27 };
    const odds: Record<number, number> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6 };
    for (let total = 4; total <= 17; total++) {
      const low = Math.min(total, 21 - total);
      expect(rtp({ type: 'total', total, amount: 10 }), `total ${total}`).toBeCloseTo(
        ((ways[low] as number) * ((odds[low] as number) + 1)) / 216,
        12,
      );
    }
    expect(sicBoMeta.declaredRtp).toBe(210 / 216);
  });

  it('rolls the same dice whatever the stake', () => {
    for (let seed = 0; seed < 100; seed++) {
      const a = rollSicBo({ bets: [{ type: 'big', amount: 10 }] }, createSeededRng(seed));
      const b = rollSicBo({ bets: [{ type: 'big', amount: 12_345 }] }, createSeededRng(seed));
      expect(b.dice).toEqual(a.dice);
    }
  });

  it.each<[string, unknown]>([
    ['no bets', []],
    ['a zero stake', [{ type: 'small', amount: 0 }]],
    ['a fractional stake', [{ type: 'small', amount: 0.1 }]],
    ['an unknown bet', [{ type: 'odd', amount: 10 }]],
    ['a total of 3', [{ type: 'total', total: 3, amount: 10 }]],
    ['a face of 7', [{ type: 'single', face: 7, amount: 10 }]],
    ['a combination of one face twice', [{ type: 'combination', faces: [2, 2], amount: 10 }]],
    ['a combination of three faces', [{ type: 'combination', faces: [1, 2, 3], amount: 10 }]],
  ])('refuses %s', (_label, bets) => {
    expect(() => rollSicBo({ bets: bets as TSicBoBet[] }, createSeededRng(1))).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });

  it('returns 97.2% on small in a seeded simulation (4 standard errors)', { timeout: 30_000 }, () => {
    const sim = simulateRtp(100_000, TEST_SEED, (rng) =>
      rollSicBo({ bets: [{ type: 'small', amount: 100 }] }, rng),
    );
    expect(
      Math.abs(sim.rtp - sicBoMeta.declaredRtp),
      describeSimulation(sim, sicBoMeta.declaredRtp),
    ).toBeLessThan(4 * sim.standardError);
  });
});
