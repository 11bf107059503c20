// Ticket returns: hand-worked accumulators (void, half-win, half-lose legs), the named systems'
// line counts, and the invariant that a system pays the sum of its lines settled one by one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEG_OUTCOMES, type TLegOutcome } from './catalogue.ts';
import {
  lineReturn,
  linesOf,
  potentialReturn,
  ticketReturn,
  ticketStatusOf,
  type TReturnLeg,
} from './ticket-return.ts';

const leg = (odds1000: number, outcome: TLegOutcome): TReturnLeg => ({ odds1000, outcome });

describe('linesOf', () => {
  it.each([
    ['single', null, 1, 1],
    ['accumulator', null, 2, 1],
    ['accumulator', null, 12, 1],
    ['system', '2/3', 3, 3],
    ['system', 'trixie', 3, 4],
    ['system', 'patent', 3, 7],
    ['system', 'yankee', 4, 11],
    ['system', 'lucky15', 4, 15],
    ['system', '3/5', 5, 10],
    ['system', '1/3', 3, 3],
    ['system', '2/8', 8, 28],
  ] as const)('%s %s of %i legs has %i lines', (betType, kind, legs, count) => {
    const lines = linesOf(betType, kind, legs);
    expect(lines).toHaveLength(count);
    // distinct combinations of valid, ascending leg indexes
    expect(new Set(lines?.map((l) => l.join(','))).size).toBe(count);
    for (const line of lines ?? []) {
      expect(line.every((i, j) => i >= 0 && i < legs && (j === 0 || i > (line[j - 1] ?? -1)))).toBe(true);
    }
  });

  it('lists the Trixie as three doubles and the treble', () => {
    expect(linesOf('system', 'trixie', 3)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ]);
  });

  it.each([
    ['single', null, 2],
    ['accumulator', null, 1],
    ['accumulator', null, 13],
    ['system', null, 3],
    ['system', '2/3', 4],
    ['system', 'trixie', 4],
    ['system', 'yankee', 3],
    ['system', '3/3', 3],
    ['system', '0/3', 3],
    ['system', '2/9', 9],
    ['system', '1/2', 2],
  ] as const)('refuses %s %s of %i legs', (betType, kind, legs) => {
    expect(linesOf(betType, kind, legs)).toBeNull();
  });
});

describe('ticketReturn', () => {
  it('pays a single its odds, floored', () => {
    expect(ticketReturn({ betType: 'single', legs: [leg(1955, 'win')], stakePerLine: 333 }).payout).toBe(651);
    expect(ticketReturn({ betType: 'single', legs: [leg(1955, 'lose')], stakePerLine: 333 }).payout).toBe(0);
    expect(ticketReturn({ betType: 'single', legs: [leg(1955, 'void')], stakePerLine: 333 }).payout).toBe(
      333,
    );
    expect(
      ticketReturn({ betType: 'single', legs: [leg(1950, 'half_win')], stakePerLine: 1000 }).payout,
    ).toBe(1475);
    expect(
      ticketReturn({ betType: 'single', legs: [leg(1950, 'half_lose')], stakePerLine: 1001 }).payout,
    ).toBe(500);
  });

  it('counts a void or pushed leg of an accumulator as 1', () => {
    const legs = [leg(1950, 'win'), leg(2100, 'void'), leg(1800, 'win'), leg(3000, 'push')];
    expect(ticketReturn({ betType: 'accumulator', legs, stakePerLine: 1000 }).payout).toBe(3510);
  });

  it('counts a half-won leg as (1 + odds) / 2 and a half-lost one as ½', () => {
    const half = [leg(1950, 'half_win'), leg(2000, 'win')];
    expect(ticketReturn({ betType: 'accumulator', legs: half, stakePerLine: 1000 }).payout).toBe(2950);
    const lost = [leg(1900, 'half_lose'), leg(2000, 'win')];
    expect(ticketReturn({ betType: 'accumulator', legs: lost, stakePerLine: 1000 }).payout).toBe(1000);
    const dead = [leg(1900, 'half_lose'), leg(2000, 'lose')];
    expect(ticketReturn({ betType: 'accumulator', legs: dead, stakePerLine: 1000 }).payout).toBe(0);
  });

  it('floors once per line, not once per leg', () => {
    // 333 × 1.333 × 1.333 = 591.70; flooring after each leg would give 590
    const legs = [leg(1333, 'win'), leg(1333, 'win')];
    expect(ticketReturn({ betType: 'accumulator', legs, stakePerLine: 333 }).payout).toBe(591);
  });

  it('pays a 2/3 system only the doubles that won', () => {
    const legs = [leg(2000, 'win'), leg(3000, 'win'), leg(1500, 'lose')];
    const result = ticketReturn({ betType: 'system', systemKind: '2/3', legs, stakePerLine: 100 });
    expect(result.perLine.map((l) => l.payout)).toEqual([600, 0, 0]);
    expect(result.payout).toBe(600);
  });

  it('pays a Trixie, a Patent and a Yankee of winners line by line', () => {
    const three = [leg(2000, 'win'), leg(2000, 'win'), leg(2000, 'win')];
    expect(
      ticketReturn({ betType: 'system', systemKind: 'trixie', legs: three, stakePerLine: 100 }).payout,
    ).toBe(3 * 400 + 800);
    expect(
      ticketReturn({ betType: 'system', systemKind: 'patent', legs: three, stakePerLine: 100 }).payout,
    ).toBe(3 * 200 + 3 * 400 + 800);
    const four = [...three, leg(1500, 'void')];
    // Yankee with a void fourth leg: its doubles with it are singles (×1), trebles with it doubles…
    expect(
      ticketReturn({ betType: 'system', systemKind: 'yankee', legs: four, stakePerLine: 100 }).payout,
    ).toBe(3 * 400 + 3 * 200 + (800 + 3 * 400) + 800);
  });

  it('refuses a bet type that does not fit the legs', () => {
    expect(() =>
      ticketReturn({ betType: 'system', systemKind: 'yankee', legs: [leg(2000, 'win')], stakePerLine: 1 }),
    ).toThrow(RangeError);
  });

  const legArb = fc.record({
    odds1000: fc.integer({ min: 1001, max: 50_000 }),
    outcome: fc.constantFrom(...LEG_OUTCOMES),
  });

  it('pays a system the sum of its k-folds computed one by one (any k/n, n ≤ 8)', () => {
    fc.assert(
      fc.property(
        fc.array(legArb, { minLength: 3, maxLength: 8 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (legs, kRaw, stakePerLine) => {
          const n = legs.length;
          const k = 1 + (kRaw % (n - 1));
          const result = ticketReturn({ betType: 'system', systemKind: `${k}/${n}`, legs, stakePerLine });
          // every k-subset by bitmask, independent of linesOf's enumeration
          let expected = 0;
          let lines = 0;
          for (let mask = 0; mask < 1 << n; mask++) {
            const picked = legs.filter((_, i) => mask & (1 << i));
            if (picked.length === k) {
              expected += lineReturn(picked, stakePerLine);
              lines += 1;
            }
          }
          expect(result.perLine).toHaveLength(lines);
          expect(result.payout).toBe(expected);
        },
      ),
    );
  });

  it('never pays more than the potential return, and a named system equals its folds', () => {
    fc.assert(
      fc.property(
        fc.array(legArb, { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 1, max: 100_000 }),
        (legs, stake) => {
          const yankee = ticketReturn({
            betType: 'system',
            systemKind: 'yankee',
            legs,
            stakePerLine: stake,
          }).payout;
          const folds = ['2/4', '3/4'].map(
            (systemKind) =>
              ticketReturn({ betType: 'system', systemKind: systemKind as '2/4', legs, stakePerLine: stake })
                .payout,
          );
          const fourfold = ticketReturn({ betType: 'accumulator', legs, stakePerLine: stake }).payout;
          expect(yankee).toBe((folds[0] ?? 0) + (folds[1] ?? 0) + fourfold);
          expect(yankee).toBeLessThanOrEqual(
            potentialReturn({ betType: 'system', systemKind: 'yankee', legs, stakePerLine: stake }),
          );
        },
      ),
    );
  });
});

describe('ticketStatusOf', () => {
  it.each([
    [0, 100, ['lose'], 'lost'],
    [195, 100, ['win'], 'won'],
    [100, 100, ['void'], 'void'],
    [100, 100, ['push'], 'push'],
    [147, 100, ['half_win'], 'half_won'],
    [50, 100, ['half_lose'], 'half_lost'],
    [100, 100, ['void', 'void'], 'void'],
    [195, 100, ['win', 'void'], 'won'],
    [50, 100, ['half_lose', 'push'], 'half_lost'],
    [120, 300, ['win', 'win', 'lose'], 'half_lost'],
  ] as const)('pays %i of %i with %o → %s', (payout, stake, outcomes, status) => {
    expect(ticketStatusOf(payout, stake, outcomes)).toBe(status);
  });
});
