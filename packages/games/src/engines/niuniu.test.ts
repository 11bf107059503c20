import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardOf, type TCard } from '../cards.ts';
import { createSeededRng } from '../rng.ts';
import { describeSimulation, simulateRtp, TEST_SEED } from '../testing/stats.ts';
import {
  compareNiuniu,
  niuniuMeta,
  niuniuRank,
  niuniuStake,
  playNiuniu,
  settleNiuniu,
  type TNiuniuBetType,
} from './niuniu.ts';

const RANKS = '23456789TJQKA';
const SUITS = 'CDHS';
/** "KS QH 5D 5C JS" → cards */
const hand = (text: string): TCard[] =>
  text.split(' ').map((c) => cardOf(RANKS.indexOf(c[0] as string), SUITS.indexOf(c[1] as string)));
const bet = (type: TNiuniuBetType, amount = 100) => ({ bets: [{ type, amount }] });

describe('niuniu hands', () => {
  it.each<[string, number]>([
    ['3C 3D 5H 7S AC', 0],
    ['KC QD JH 3S 4C', 7],
    ['AC 9D TH 2S 3C', 5],
    ['KC QD 5H 5S JC', 10],
    ['JC QD KH JS QC', 11],
    ['7C 7D 7H 7S 2C', 12],
    ['AC AD 2H 2S 3C', 13],
    ['AC AD AH AS 2C', 13],
  ])('%s ranks %i', (text, rank) => {
    expect(niuniuRank(hand(text))).toBe(rank);
  });

  it('breaks equal classes on the highest card, then the suit', () => {
    expect(compareNiuniu(hand('KS 3C 4D 3H 7C'), hand('KH 3D 4C 3S 7D'))).toBeGreaterThan(0);
    expect(compareNiuniu(hand('QS 8C 2D 6H 4C'), hand('KD 8D 2C 6S 4D'))).toBeLessThan(0);
    expect(compareNiuniu(hand('AC AD 2H 2S 3C'), hand('JC QD KH JS QC'))).toBeGreaterThan(0);
  });

  it('always has a winner, and swapping the hands swaps it (property)', () => {
    const deal = fc.shuffledSubarray([...Array(52).keys()], { minLength: 10, maxLength: 10 });
    fc.assert(
      fc.property(deal, (cards) => {
        const a = cards.slice(0, 5);
        const b = cards.slice(5);
        const ab = compareNiuniu(a, b);
        return ab !== 0 && Math.sign(ab) === -Math.sign(compareNiuniu(b, a));
      }),
      { seed: TEST_SEED, numRuns: 2000 },
    );
  });
});

describe('niuniu bets', () => {
  const bullBull = hand('KC QD 5H 5S JC');
  const bull8 = hand('KS QH JD 4C 4D');
  const noBull = hand('3C 3D 5H 7S AC');

  it('pays the equal bet 1:1 less 5% commission', () => {
    expect(settleNiuniu(bet('equal', 1000), bullBull, noBull).payout).toBe(1950);
    expect(settleNiuniu(bet('equal', 1000), noBull, bullBull).payout).toBe(0);
    expect(settleNiuniu(bet('equal', 30), bullBull, noBull).payout).toBe(30 + 28);
  });

  it("lodges 5 × the double bet and settles it by the winner's multiplier", () => {
    expect(niuniuStake(bet('double', 100))).toBe(500);
    expect(settleNiuniu(bet('double', 100), bullBull, noBull).bets[0]).toMatchObject({
      lodged: 500,
      payout: 500 + 285,
    });
    expect(settleNiuniu(bet('double', 100), noBull, bull8).payout).toBe(500 - 200);
    expect(settleNiuniu(bet('double', 100), noBull, hand('7C 7D 7H 7S 2C')).payout).toBe(0);
  });

  it('deals the same cards whatever the stake', () => {
    for (let seed = 0; seed < 100; seed++) {
      const a = playNiuniu(bet('equal', 20), createSeededRng(seed));
      const b = playNiuniu(bet('double', 20_000), createSeededRng(seed));
      expect([b.player.cards, b.banker.cards]).toEqual([a.player.cards, a.banker.cards]);
    }
  });

  it.each<[string, unknown]>([
    ['no bets', []],
    ['a zero stake', [{ type: 'equal', amount: 0 }]],
    ['a stake under the minimum', [{ type: 'equal', amount: 19 }]],
    ['a fractional stake', [{ type: 'double', amount: 20.5 }]],
    ['an unknown bet', [{ type: 'triple', amount: 100 }]],
  ])('refuses %s', (_label, list) => {
    expect(() => playNiuniu({ bets: list as never }, createSeededRng(1))).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });

  it('returns 97.5% on equal and about 99.19% on double in a seeded simulation', { timeout: 30_000 }, () => {
    const equal = simulateRtp(60_000, TEST_SEED, (rng) => playNiuniu(bet('equal', 1000), rng));
    expect(
      Math.abs(equal.rtp - niuniuMeta.declaredRtp),
      describeSimulation(equal, niuniuMeta.declaredRtp),
    ).toBeLessThan(4 * equal.standardError);
    const double = simulateRtp(60_000, TEST_SEED + 1, (rng) => playNiuniu(bet('double', 1000), rng));
    expect(Math.abs(double.rtp - 0.9919), describeSimulation(double, 0.9919)).toBeLessThan(
      4 * double.standardError,
    );
  });
});
