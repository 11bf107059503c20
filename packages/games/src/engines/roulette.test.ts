import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../rng.ts';
import { describeSimulation, simulateRtp, TEST_SEED } from '../testing/stats.ts';
import { coveredNumbers, rouletteMeta, settleRoulette, spinRoulette, type TRouletteBet } from './roulette.ts';
import { colourOf, INSIDE_BETS, POCKETS } from './roulette-layout.ts';

const OUTSIDE: TRouletteBet[] = [
  ...([1, 2, 3] as const).flatMap((index) => [
    { type: 'dozen' as const, index, amount: 100 },
    { type: 'column' as const, index, amount: 100 },
  ]),
  ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((type) => ({ type, amount: 100 })),
];
const INSIDE: TRouletteBet[] = Object.entries(INSIDE_BETS).flatMap(([type, sets]) =>
  sets.map((numbers) => ({ type: type as 'split', numbers, amount: 100 })),
);

describe('roulette layout', () => {
  it('knows every inside bet of the single-zero table', () => {
    expect(INSIDE_BETS.straight).toHaveLength(37);
    expect(INSIDE_BETS.split).toHaveLength(60); // 24 across, 33 up and down, 3 with zero
    expect(INSIDE_BETS.street).toHaveLength(14); // 12 rows and the trios 0-1-2, 0-2-3
    expect(INSIDE_BETS.corner).toHaveLength(23); // 22 squares and the first four
    expect(INSIDE_BETS.line).toHaveLength(11);
  });

  it('colours 18 red, 18 black and the zero green', () => {
    const colours = Array.from({ length: POCKETS }, (_, n) => colourOf(n));
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect(colourOf(0)).toBe('green');
    expect([colourOf(1), colourOf(2), colourOf(10), colourOf(11), colourOf(19), colourOf(36)]).toEqual([
      'red',
      'black',
      'black',
      'black',
      'red',
      'red',
    ]);
  });

  it('covers the right numbers with outside bets', () => {
    expect(coveredNumbers({ type: 'dozen', index: 2, amount: 1 })).toEqual([
      13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
    ]);
    expect(coveredNumbers({ type: 'column', index: 1, amount: 1 })).toEqual([
      1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34,
    ]);
    expect(coveredNumbers({ type: 'even', amount: 1 })).not.toContain(0);
    expect(coveredNumbers({ type: 'low', amount: 1 })).toHaveLength(18);
    expect(coveredNumbers({ type: 'split', numbers: [17, 14], amount: 1 })).toEqual([14, 17]);
  });
});

describe('roulette payouts', () => {
  it('pays straight 35:1, split 17:1, street 11:1, corner 8:1, line 5:1, dozen 2:1, red 1:1', () => {
    const bets: TRouletteBet[] = [
      { type: 'straight', numbers: [17], amount: 10 },
      { type: 'split', numbers: [17, 20], amount: 10 },
      { type: 'street', numbers: [16, 17, 18], amount: 10 },
      { type: 'corner', numbers: [13, 14, 16, 17], amount: 10 },
      { type: 'line', numbers: [13, 14, 15, 16, 17, 18], amount: 10 },
      { type: 'dozen', index: 2, amount: 10 },
      { type: 'black', amount: 10 },
      { type: 'red', amount: 10 },
    ];
    const outcome = settleRoulette({ bets }, 17);
    expect(outcome.bets.map((b) => b.payout)).toEqual([360, 180, 120, 90, 60, 30, 20, 0]);
    expect(outcome).toMatchObject({ colour: 'black', stake: 80, payout: 860 });
  });

  it('loses every outside bet on zero', () => {
    expect(settleRoulette({ bets: OUTSIDE }, 0).payout).toBe(0);
  });

  it('returns exactly 36/37 on every bet of the layout, by enumeration', () => {
    for (const bet of [...INSIDE, ...OUTSIDE]) {
      let paid = 0;
      for (let n = 0; n < POCKETS; n++) {
        paid += settleRoulette({ bets: [bet] }, n).payout;
      }
      expect(paid / (POCKETS * bet.amount), JSON.stringify(bet)).toBeCloseTo(36 / 37, 12);
    }
    expect(rouletteMeta.declaredRtp).toBe(36 / 37);
  });

  it('spins the same number whatever the stake', () => {
    for (let seed = 0; seed < 100; seed++) {
      const a = spinRoulette({ bets: [{ type: 'red', amount: 10 }] }, createSeededRng(seed));
      const b = spinRoulette({ bets: [{ type: 'red', amount: 999_999 }] }, createSeededRng(seed));
      expect(b.number).toBe(a.number);
    }
  });

  it.each<[string, unknown]>([
    ['no bets', []],
    ['a zero stake', [{ type: 'red', amount: 0 }]],
    ['a negative stake', [{ type: 'red', amount: -10 }]],
    ['a fractional stake', [{ type: 'red', amount: 10.5 }]],
    ['an unknown type', [{ type: 'green', amount: 10 }]],
    ['a split that is not adjacent', [{ type: 'split', numbers: [1, 5], amount: 10 }]],
    ['a corner that is not a square', [{ type: 'corner', numbers: [3, 4, 6, 7], amount: 10 }]],
    ['a straight on 37', [{ type: 'straight', numbers: [37], amount: 10 }]],
    ['a repeated number', [{ type: 'split', numbers: [1, 1], amount: 10 }]],
    ['a street without numbers', [{ type: 'street', amount: 10 }]],
    ['a dozen 4', [{ type: 'dozen', index: 4, amount: 10 }]],
    ['too many bets', Array.from({ length: 201 }, () => ({ type: 'red', amount: 10 }))],
  ])('refuses %s', (_label, bets) => {
    expect(() => spinRoulette({ bets: bets as TRouletteBet[] }, createSeededRng(1))).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });

  it(
    'returns 97.3% in a seeded simulation of straight-up bets (4 standard errors)',
    { timeout: 30_000 },
    () => {
      const sim = simulateRtp(100_000, TEST_SEED, (rng) =>
        spinRoulette({ bets: [{ type: 'straight', numbers: [7], amount: 100 }] }, rng),
      );
      expect(Math.abs(sim.rtp - 36 / 37), describeSimulation(sim, 36 / 37)).toBeLessThan(
        4 * sim.standardError,
      );
    },
  );
});
