import { describe, expect, it } from 'vitest';
import { cardOf, type TCard } from '../cards.ts';
import { createSeededRng } from '../rng.ts';
import { describeSimulation, simulateRtp, TEST_SEED } from '../testing/stats.ts';
import { simpleStrategyHold } from '../testing/video-poker-strategy.ts';
import { classifyHand, POKER_HANDS, type TPokerHand } from './poker-hands.ts';
import { deal, draw, playVideoPoker, VIDEO_POKER_PAYS, videoPokerMeta } from './video-poker.ts';

const RANKS = '23456789TJQKA';
const SUITS = 'CDHS';
/** "AS KS QS JS TS" → cards */
const hand = (text: string): TCard[] =>
  text.split(' ').map((c) => cardOf(RANKS.indexOf(c[0] as string), SUITS.indexOf(c[1] as string)));

describe('jacks or better hands', () => {
  it.each<[string, TPokerHand]>([
    ['AS KS QS JS TS', 'royal-flush'],
    ['9H KH QH JH TH', 'straight-flush'],
    ['AD 2D 3D 4D 5D', 'straight-flush'],
    ['7C 7D 7H 7S 2C', 'four-of-a-kind'],
    ['3C 3D 3H 9S 9C', 'full-house'],
    ['2H 7H 9H JH KH', 'flush'],
    ['AC KD QH JS TC', 'straight'],
    ['AC 2D 3H 4S 5C', 'straight'],
    ['QC KD AH 2S 3C', 'nothing'],
    ['8C 8D 8H KS 2C', 'three-of-a-kind'],
    ['8C 8D KH KS 2C', 'two-pair'],
    ['JC JD 4H 6S 9C', 'jacks-or-better'],
    ['AC AD 4H 6S 9C', 'jacks-or-better'],
    ['TC TD 4H 6S 9C', 'nothing'],
    ['2C 5D 8H JS KC', 'nothing'],
  ])('%s is %s', (text, expected) => {
    expect(classifyHand(hand(text))).toBe(expected);
  });

  it('classifies all 2,598,960 hands with the textbook frequencies', { timeout: 30_000 }, () => {
    const counts = Object.fromEntries(POKER_HANDS.map((h) => [h, 0])) as Record<TPokerHand, number>;
    const cards: TCard[] = [0, 0, 0, 0, 0];
    for (let a = 0; a < 52; a++) {
      for (let b = a + 1; b < 52; b++) {
        for (let c = b + 1; c < 52; c++) {
          for (let d = c + 1; d < 52; d++) {
            for (let e = d + 1; e < 52; e++) {
              cards[0] = a;
              cards[1] = b;
              cards[2] = c;
              cards[3] = d;
              cards[4] = e;
              counts[classifyHand(cards)] += 1;
            }
          }
        }
      }
    }
    expect(counts).toEqual({
      'royal-flush': 4,
      'straight-flush': 36,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108,
      straight: 10_200,
      'three-of-a-kind': 54_912,
      'two-pair': 123_552,
      'jacks-or-better': 337_920,
      nothing: 2_598_960 - 4 - 36 - 624 - 3744 - 5108 - 10_200 - 54_912 - 123_552 - 337_920,
    });
  });

  it('pays the 9/6 table', () => {
    expect(POKER_HANDS.map((h) => VIDEO_POKER_PAYS[h])).toEqual([800, 50, 25, 9, 6, 4, 3, 2, 1, 0]);
  });
});

describe('video poker rounds', () => {
  it('deals five cards and draws replacements in deck order', () => {
    const dealt = deal(100, createSeededRng(TEST_SEED));
    expect(new Set([...dealt.hand, ...dealt.deck]).size).toBe(52);
    const result = draw(dealt, [true, false, true, false, false]);
    expect(result.hand).toEqual([dealt.hand[0], dealt.deck[0], dealt.hand[2], dealt.deck[1], dealt.deck[2]]);
    expect(result.payout).toBe(100 * VIDEO_POKER_PAYS[result.rank]);
    expect(draw(dealt, [true, true, true, true, true]).hand).toEqual(dealt.hand);
  });

  it('pays a dealt royal flush 800 for 1', () => {
    const royal = draw({ bet: 25, hand: hand('TH JH QH KH AH'), deck: hand('2C 3C 4C 5C 6C') }, [
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(royal).toMatchObject({ rank: 'royal-flush', payout: 20_000 });
  });

  it('deals the same cards whatever the stake', () => {
    for (let seed = 0; seed < 100; seed++) {
      const hold = [true, false, false, true, false];
      const a = playVideoPoker({ bet: 10, hold }, createSeededRng(seed));
      const b = playVideoPoker({ bet: 5000, hold }, createSeededRng(seed));
      expect(b.hand).toEqual(a.hand);
      expect(b.payout).toBe(a.payout * 500);
    }
  });

  it.each([0, -1, 0.5, 500_001])('refuses a bet of %s', (bet) => {
    expect(() => deal(bet, createSeededRng(1))).toThrow(expect.objectContaining({ code: 'INVALID_BET' }));
  });

  it.each([[[true, true]], [[1, 0, 1, 0, 1]], ['all']])('refuses the hold %j', (hold) => {
    const dealt = deal(100, createSeededRng(1));
    expect(() => draw(dealt, hold as unknown as boolean[])).toThrow(
      expect.objectContaining({ code: 'INVALID_ACTION' }),
    );
  });

  it(
    'returns about 99.5% with the simple strategy (seeded simulation, 4 standard errors)',
    { timeout: 30_000 },
    () => {
      const expected = 0.9946;
      const sim = simulateRtp(120_000, TEST_SEED, (rng) => {
        const dealt = deal(100, rng);
        return draw(dealt, simpleStrategyHold(dealt.hand));
      });
      expect(Math.abs(sim.rtp - expected), describeSimulation(sim, expected)).toBeLessThan(
        4 * sim.standardError,
      );
      expect(videoPokerMeta.declaredRtp).toBeGreaterThan(expected);
    },
  );
});
