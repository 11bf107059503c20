import { describe, expect, it } from 'vitest';
import { commitRound, roundSalt, seedMatches } from '../live-tables/commit.ts';
import { createSeededRng, shuffle, type TRng } from '../rng.ts';
import {
  chiSquare,
  chiSquareCritical99,
  describeSimulation,
  simulateRtp,
  TEST_SEED,
} from '../testing/stats.ts';
import {
  BALLS,
  cardFromSeed,
  drawOrder,
  drawPositions,
  FREE,
  generateCard,
  isValidCard,
  type TBingoCard,
} from './card.ts';
import { declaredBingoRtp, settleBingo, STANDARD_PRIZES, type TPrizeTable } from './game.ts';
import { completionBalls } from './patterns.ts';

const SEED = 'd'.repeat(64);
const salt = roundSalt('bingo', 'room-1', 7);
const balls = Array.from({ length: BALLS }, (_, i) => i + 1);

/** A draw order that starts with `first` (in that order) and then the other balls ascending. */
const orderStarting = (first: number[]): number[] => [...first, ...balls.filter((b) => !first.includes(b))];
const cellsOf = (card: TBingoCard, cells: number[]): number[] =>
  cells.filter((i) => i !== FREE).map((i) => card[i] as number);

describe('bingo cards and draws', () => {
  it('makes valid 75-ball cards from the committed seed, one per card number', () => {
    const one = cardFromSeed(SEED, salt, 1);
    expect(isValidCard(one)).toBe(true);
    expect(one[FREE]).toBe(0);
    expect(cardFromSeed(SEED, salt, 1)).toEqual(one);
    expect(cardFromSeed(SEED, salt, 2)).not.toEqual(one);
    expect(() => cardFromSeed(SEED, salt, 0)).toThrow(/start at 1/);
    expect(isValidCard([...one.slice(0, 24), 1])).toBe(false);
  });

  it('picks every number of a column equally often', () => {
    const rng = createSeededRng(TEST_SEED);
    const counts = new Array<number>(15).fill(0);
    const cards = 3000;
    for (let i = 0; i < cards; i++) {
      const card = generateCard(rng);
      for (let row = 0; row < 5; row++) {
        const b = card[row * 5] as number;
        counts[b - 1] = (counts[b - 1] ?? 0) + 1;
      }
    }
    expect(chiSquare(counts, (cards * 5) / 15), `seed ${TEST_SEED}`).toBeLessThan(chiSquareCritical99(14));
  });

  it('draws each ball once, verifiably', () => {
    const order = drawOrder(SEED, salt);
    expect([...order].sort((a, b) => a - b)).toEqual(balls);
    expect(drawOrder(SEED, salt)).toEqual(order);
    expect(seedMatches(SEED, commitRound(SEED, salt))).toBe(true);
    expect(() => drawPositions([1, 1, ...balls.slice(2)])).toThrow(/once/);
  });
});

describe('bingo patterns', () => {
  const card = cardFromSeed(SEED, salt, 3);
  const row2 = cellsOf(card, [10, 11, 12, 13, 14]);
  const column2 = cellsOf(card, [2, 7, 12, 17, 22]);
  const corners = cellsOf(card, [0, 4, 20, 24]);

  it('completes a line, two lines and shapes at the ball of their last cell', () => {
    const order = orderStarting([...row2, ...column2, ...corners]);
    const done = completionBalls(card, drawPositions(order));
    // The middle row holds the free centre: 4 balls; the N column then needs its 4: ball 8.
    expect(done.line).toBe(4);
    expect(done['two-lines']).toBe(8);
    expect(done['four-corners']).toBe(12);
    const last = Math.max(...card.filter((n) => n > 0).map((n) => order.indexOf(n) + 1));
    expect(done['full-house']).toBe(last);
    expect(done.x).toBeGreaterThan(12);
    expect(done.frame).toBeGreaterThanOrEqual(done['four-corners']);
  });
});

describe('bingo prizes', () => {
  it('shares a prize among simultaneous winners, the remainder to the lowest card numbers', () => {
    const card = cardFromSeed(SEED, salt, 1);
    const other = cardFromSeed(SEED, salt, 2);
    const order = orderStarting(card.filter((n) => n > 0));
    const result = settleBingo([card, card, other], order, 101, { ...STANDARD_PRIZES, jackpot: null });
    expect(result.sales).toBe(303);
    const fullHouse = result.awards.find((a) => a.pattern === 'full-house');
    // 50% of 303 = 151: 76 to card 1, 75 to card 2.
    expect(fullHouse).toMatchObject({
      ball: 24,
      prize: 151,
      winners: [
        { cardNo: 1, amount: 76 },
        { cardNo: 2, amount: 75 },
      ],
    });
    expect(result.balls).toBe(24);
    expect(result.paid).toBe(result.awards.reduce((t, a) => t + a.prize, 0));
  });

  it('pays the jackpot to each full-house winner within N balls only', () => {
    const card = cardFromSeed(SEED, salt, 1);
    const early = settleBingo([card], orderStarting(card.filter((n) => n > 0)), 100, STANDARD_PRIZES);
    expect(early.jackpots).toEqual([{ cardNo: 1, amount: 5000 }]);
    const numbers = card.filter((n) => n > 0);
    const late = orderStarting([...balls.filter((b) => !numbers.includes(b)).slice(0, 40), ...numbers]);
    const slow = settleBingo([card], late, 100, STANDARD_PRIZES);
    expect(slow.balls).toBe(64);
    expect(slow.jackpots).toEqual([]);
  });

  it('refuses prize tables without a full house, with repeats or above 100%', () => {
    const refuse = (table: TPrizeTable): void => {
      expect(() => settleBingo([generateCard(createSeededRng(1))], balls, 100, table)).toThrow(/prize table/);
    };
    refuse({ prizes: [{ pattern: 'line', shareBps: 5000 }], jackpot: null });
    refuse({
      prizes: [
        { pattern: 'full-house', shareBps: 5000 },
        { pattern: 'full-house', shareBps: 100 },
      ],
      jackpot: null,
    });
    refuse({ prizes: [{ pattern: 'full-house', shareBps: 10_001 }], jackpot: null });
    refuse({
      prizes: [{ pattern: 'full-house', shareBps: 5000 }],
      jackpot: { withinBalls: 20, multiple: 5 },
    });
  });

  it('declares the RTP of the standard table: 85% + 50 × C(56, 24) / C(75, 24)', () => {
    expect(declaredBingoRtp(STANDARD_PRIZES)).toBeCloseTo(0.85 + 50 * 1.6893915e-4, 7);
  });

  it('returns the declared RTP in a seeded simulation of 25-card games', () => {
    const declared = declaredBingoRtp(STANDARD_PRIZES);
    const play = (rng: TRng): { stake: number; payout: number } => {
      const cards = Array.from({ length: 25 }, () => generateCard(rng));
      const result = settleBingo(cards, shuffle(balls, rng), 100, STANDARD_PRIZES);
      return { stake: result.sales, payout: result.paid };
    };
    const sim = simulateRtp(8000, TEST_SEED, play);
    // Within four standard errors (the declared jackpot part is an upper bound, 0.013% above the
    // 25-card value, far inside the tolerance).
    expect(Math.abs(sim.rtp - declared), describeSimulation(sim, declared)).toBeLessThan(
      4 * sim.standardError + 0.0002,
    );
  }, 60_000);

  it('matches C(N, 24) / C(75, 24) for one card completing within N balls', () => {
    const rng = createSeededRng(TEST_SEED);
    const n = 100_000;
    let within = 0;
    for (let i = 0; i < n; i++) {
      const card = generateCard(rng);
      if (completionBalls(card, drawPositions(shuffle(balls, rng)))['full-house'] <= 60) {
        within += 1;
      }
    }
    const p = 0.0013985339862;
    expect(Math.abs(within - n * p), `seed ${TEST_SEED}: ${within} of ${n}`).toBeLessThan(
      4 * Math.sqrt(n * p),
    );
  }, 60_000);
});
