import { describe, expect, it } from 'vitest';
import { TEST_SEED } from '../testing/stats.ts';
import { createSeededRng, shuffle } from '../rng.ts';
import { orderedShoe } from '../cards.ts';
import {
  categoryOfValue,
  compareHands,
  evaluateHand,
  handValue,
  HAND_CATEGORIES,
  valueOfFive,
} from './evaluate.ts';

// Cards as text: rank 23456789TJQKA, suit cdhs.
const card = (t: string): number =>
  '23456789TJQKA'.indexOf(t[0] as string) + 13 * 'cdhs'.indexOf(t[1] as string);
const hand = (t: string): number[] => t.split(' ').map(card);
const cat = (t: string): string => evaluateHand(hand(t)).category;

describe('five-card categories against the published table', () => {
  it('counts every one of the 2,598,960 hands into the published frequencies', () => {
    // Published counts (e.g. Wikipedia, "Poker probability": frequency of 5-card poker hands).
    const counts = Object.fromEntries(HAND_CATEGORIES.map((c) => [c, 0])) as Record<string, number>;
    for (let a = 0; a < 52; a++) {
      for (let b = a + 1; b < 52; b++) {
        for (let c = b + 1; c < 52; c++) {
          for (let d = c + 1; d < 52; d++) {
            for (let e = d + 1; e < 52; e++) {
              const category = categoryOfValue(handValue([a, b, c, d, e]));
              counts[category] = (counts[category] ?? 0) + 1;
            }
          }
        }
      }
    }
    expect(counts).toEqual({
      'straight-flush': 40,
      'four-of-a-kind': 624,
      'full-house': 3_744,
      flush: 5_108,
      straight: 10_200,
      'three-of-a-kind': 54_912,
      'two-pair': 123_552,
      pair: 1_098_240,
      'high-card': 1_302_540,
    });
  }, 30_000);

  it('gives the fast value and the detailed value the same number', () => {
    const rng = createSeededRng(TEST_SEED);
    for (let i = 0; i < 5000; i++) {
      const five = shuffle(orderedShoe(1), rng).slice(0, 5);
      expect(handValue(five), `seed ${TEST_SEED} hand ${i}`).toBe(valueOfFive(five).value);
    }
  });
});

describe('seven cards: best five, kickers, exact compare', () => {
  it('names each category from seven cards', () => {
    expect(cat('Ah Kh Qh Jh Th 2c 3d')).toBe('straight-flush');
    expect(evaluateHand(hand('Ah Kh Qh Jh Th 2c 3d')).royal).toBe(true);
    expect(cat('9s 9h 9d 9c Kd 2c 3d')).toBe('four-of-a-kind');
    expect(cat('9s 9h 9d Kc Kd Ks 3d')).toBe('full-house');
    expect(cat('2h 7h 9h Jh Kh Kd Ks')).toBe('flush');
    expect(cat('5c 6d 7h 8s 9c Kd Ks')).toBe('straight');
    expect(cat('7c 7d 7h As 9c 3d 2s')).toBe('three-of-a-kind');
    expect(cat('7c 7d 9h 9s Ac 3d 3s')).toBe('two-pair');
    expect(cat('7c 7d 9h Js Ac 3d 2s')).toBe('pair');
    expect(cat('7c 8d 9h Js Ac 3d 2s')).toBe('high-card');
  });

  it('plays the wheel five-high, below a six-high straight', () => {
    const wheel = evaluateHand(hand('Ad 2c 3h 4s 5d Kc Qs'));
    expect(wheel.category).toBe('straight');
    expect(wheel.tiebreak).toEqual([3]);
    expect(compareHands(hand('Ad 2c 3h 4s 5d Kc Qs'), hand('6d 2c 3h 4s 5d Kc Qs'))).toBeLessThan(0);
    expect(evaluateHand(hand('Ah 2h 3h 4h 5h Kc Qs')).category).toBe('straight-flush');
    expect(evaluateHand(hand('Ah 2h 3h 4h 5h Kc Qs')).royal).toBe(false);
  });

  it('breaks ties on kickers and splits when the best five are equal', () => {
    const board = 'Kd Kc 9h 5s 2d';
    // A-K vs K-Q: trips of kings, ace kicker beats queen.
    expect(compareHands(hand(`As Kh ${board}`), hand(`Qs Ks ${board}`))).toBeGreaterThan(0);
    // Pair of kings, kickers A-Q-9 vs A-J-9.
    expect(compareHands(hand(`As Qh ${board}`), hand(`Ah Jh ${board}`))).toBeGreaterThan(0);
    // The board's K K 9 8 7 plays for both: a split.
    expect(compareHands(hand(`3s 4h Kd Kc 9h 8s 7d`), hand(`3c 4d Kd Kc 9h 8s 7d`))).toBe(0);
    // Two pair, the fifth card decides: board A A 8 8 4, Q kicker vs J kicker.
    expect(compareHands(hand('Qs 2h Ad Ac 8h 8s 4d'), hand('Jd 3c Ad Ac 8h 8s 4d'))).toBeGreaterThan(0);
    // Three pairs on seven cards: the best two pairs and the best remaining kicker play.
    expect(evaluateHand(hand('Ad Ac 8h 8s 4d 4c 7h')).tiebreak).toEqual([12, 6, 5]);
    // Flush against flush down to the fifth card.
    expect(compareHands(hand('Ah 9h 7h 5h 3h Kc 2d'), hand('Ah 9h 7h 5h 2h Kc Qd'))).toBeGreaterThan(0);
    // Full house: trips first, then the pair; two sets of trips make trips over pair.
    expect(evaluateHand(hand('9s 9h 9d Kc Kd Ks 3d')).tiebreak).toEqual([11, 7]);
    expect(compareHands(hand('Qs Qh Qd 2c 2d 5s 6d'), hand('Js Jh Jd Ac Ad 5s 6d'))).toBeGreaterThan(0);
    // Four of a kind on the board: the kicker decides, and equal kickers split.
    expect(compareHands(hand('As 2h 7s 7h 7d 7c 3d'), hand('Ks Qh 7s 7h 7d 7c 3d'))).toBeGreaterThan(0);
    expect(compareHands(hand('2s 3h 7s 7h 7d 7c Ad'), hand('4s 5h 7s 7h 7d 7c Ad'))).toBe(0);
    // Suits never break ties.
    expect(compareHands(hand('As Kd 9c 8c 4h 3s 2c'), hand('Ah Kc 9c 8c 4h 3s 2c'))).toBe(0);
    // A higher straight on the board beats a hole-card straight below it.
    expect(compareHands(hand('Ts 2c 5h 6d 7c 8s 9h'), hand('4s 2d 5h 6d 7c 8s 9h'))).toBeGreaterThan(0);
  });

  it('names the five cards that play', () => {
    expect(evaluateHand(hand('Ad 2c 3h 4s 5d Kc Qs')).best).toEqual(hand('5d 4s 3h 2c Ad'));
    expect(
      evaluateHand(hand('9s 9h 9d Kc Kd Ks 3d'))
        .best.map((c) => c % 13)
        .sort(),
    ).toEqual([11, 11, 11, 7, 7].sort());
  });

  it('refuses fewer than five, more than seven or repeated cards', () => {
    expect(() => evaluateHand(hand('As Ks Qs Js'))).toThrow(/5 to 7/);
    expect(() => evaluateHand(hand('As As Qs Js Ts'))).toThrow(/distinct/);
    expect(() => evaluateHand([1, 2, 3, 4, 52])).toThrow(/0 to 51/);
  });

  it('matches the published seven-card frequencies on a seeded sample', () => {
    // Published counts out of C(52, 7) = 133,784,560 (Wikipedia, "Poker probability", 7-card).
    const published: Record<string, number> = {
      'straight-flush': 41_584,
      'four-of-a-kind': 224_848,
      'full-house': 3_473_184,
      flush: 4_047_644,
      straight: 6_180_020,
      'three-of-a-kind': 6_461_620,
      'two-pair': 31_433_400,
      pair: 58_627_800,
      'high-card': 23_294_460,
    };
    const total = 133_784_560;
    const rng = createSeededRng(TEST_SEED);
    const n = 60_000;
    const seen: Record<string, number> = {};
    const deck = orderedShoe(1);
    for (let i = 0; i < n; i++) {
      const seven = shuffle(deck, rng).slice(0, 7);
      const category = categoryOfValue(handValue(seven));
      seen[category] = (seen[category] ?? 0) + 1;
    }
    for (const [category, count] of Object.entries(published)) {
      const p = count / total;
      const sd = Math.sqrt(n * p * (1 - p));
      expect(Math.abs((seen[category] ?? 0) - n * p), `seed ${TEST_SEED} ${category}`).toBeLessThan(
        4.5 * sd + 2,
      );
    }
  }, 30_000);
});
