import { describe, expect, it } from 'vitest';
import { awardPots, buildPots, clockwiseFrom, rakePots } from './pots.ts';

describe('buildPots', () => {
  it('makes a main pot and side pots from all-in amounts', () => {
    // Seat 1 all-in 50, seat 2 all-in 120, seats 3 and 4 put in 300; seat 5 folded after 80.
    const pots = buildPots(
      [
        { seat: 1, amount: 50 },
        { seat: 2, amount: 120 },
        { seat: 3, amount: 300 },
        { seat: 4, amount: 300 },
        { seat: 5, amount: 80 },
      ],
      [5],
    );
    expect(pots).toEqual([
      { amount: 250, eligible: [1, 2, 3, 4] },
      { amount: 30 + 70 * 3, eligible: [2, 3, 4] },
      { amount: 360, eligible: [3, 4] },
    ]);
    expect(pots.reduce((t, p) => t + p.amount, 0)).toBe(850);
  });

  it('gives one pot when everybody put in the same', () => {
    expect(
      buildPots(
        [
          { seat: 0, amount: 100 },
          { seat: 3, amount: 100 },
        ],
        [],
      ),
    ).toEqual([{ amount: 200, eligible: [0, 3] }]);
  });

  it('keeps folded chips above the last live level in the last pot', () => {
    expect(
      buildPots(
        [
          { seat: 0, amount: 100 },
          { seat: 1, amount: 150 },
        ],
        [1],
      ),
    ).toEqual([{ amount: 250, eligible: [0] }]);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => buildPots([{ seat: 0, amount: -1 }], [])).toThrow(/non-negative/);
    expect(() => buildPots([{ seat: 0, amount: 1.5 }], [])).toThrow(/whole/);
  });
});

describe('rakePots', () => {
  const rule = { rateBps: 500, cap: 300 };
  it('takes 5% of each pot, main pot first, up to the cap', () => {
    expect(
      rakePots(
        [
          { amount: 4000, eligible: [] },
          { amount: 3000, eligible: [] },
        ],
        true,
        rule,
      ),
    ).toEqual([200, 100]);
    expect(rakePots([{ amount: 1999, eligible: [] }], true, rule)).toEqual([99]);
  });
  it('takes nothing when the flop was not dealt', () => {
    expect(rakePots([{ amount: 4000, eligible: [] }], false, rule)).toEqual([0]);
  });
});

describe('awardPots', () => {
  it('gives each pot to its best eligible hand', () => {
    const values: Record<number, number> = { 1: 900, 2: 500, 3: 700, 4: 100 };
    const pots = [
      { amount: 250, eligible: [1, 2, 3, 4] },
      { amount: 240, eligible: [2, 3, 4] },
      { amount: 360, eligible: [3, 4] },
    ];
    const awards = awardPots(pots, [0, 0, 0], (s) => values[s] ?? 0, [1, 2, 3, 4]);
    expect(awards.map((a) => a.winners)).toEqual([
      [{ seat: 1, amount: 250 }],
      [{ seat: 3, amount: 240 }],
      [{ seat: 3, amount: 360 }],
    ]);
  });

  it('splits and gives odd chips one each from the button left, clockwise', () => {
    // Button on seat 4: clockwise order 5, 0, 2. Pot 101 after rake 5 among three equal hands.
    const order = clockwiseFrom(4, [0, 2, 4, 5]);
    expect(order).toEqual([5, 0, 2, 4]);
    const [award] = awardPots([{ amount: 106, eligible: [0, 2, 5] }], [5], () => 7, order);
    expect(award?.winners).toEqual([
      { seat: 5, amount: 34 },
      { seat: 0, amount: 34 },
      { seat: 2, amount: 33 },
    ]);
    expect(award?.amount).toBe(101);
  });
});
