import { describe, expect, it } from 'vitest';
import {
  aceLowRank,
  cardLabel,
  createShoe,
  drawInfinite,
  orderedShoe,
  pointValue,
  shuffledShoe,
} from './cards.ts';
import { createSeededRng, randomInt, shuffle, type TRng } from './rng.ts';
import { chiSquare, chiSquareCritical99, TEST_SEED } from './testing/stats.ts';

const fixed = (...floats: number[]): TRng => {
  let i = 0;
  return { next: () => floats[i++ % floats.length] as number };
};

describe('seeded rng (simulations only)', () => {
  it('repeats for a seed and differs between seeds', () => {
    const take = (seed: number): number[] => {
      const rng = createSeededRng(seed);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(take(1)).toEqual(take(1));
    expect(take(1)).not.toEqual(take(2));
  });

  it('gives uniform floats in [0, 1)', () => {
    const rng = createSeededRng(TEST_SEED);
    const counts = new Array<number>(20).fill(0);
    let outside = 0;
    for (let i = 0; i < 100_000; i++) {
      const f = rng.next();
      outside += f >= 0 && f < 1 ? 0 : 1;
      counts[Math.floor(f * 20)] = (counts[Math.floor(f * 20)] ?? 0) + 1;
    }
    expect(outside).toBe(0);
    expect(chiSquare(counts, 5000), `seed ${TEST_SEED}`).toBeLessThan(chiSquareCritical99(19));
  });
});

describe('integers and shuffles', () => {
  it('maps a float to floor(f × n)', () => {
    expect(randomInt(fixed(0), 37)).toBe(0);
    expect(randomInt(fixed(0.999_999_999), 37)).toBe(36);
    expect(randomInt(fixed(0.5), 6)).toBe(3);
  });

  it('shuffles forward: position i takes i + floor(f × (n − i))', () => {
    // f = 0.99 always swaps in the last item: [4,2,3,1] → [4,1,3,2] → [4,1,2,3].
    expect(shuffle([1, 2, 3, 4], fixed(0.99))).toEqual([4, 1, 2, 3]);
    expect(shuffle([1, 2, 3, 4], fixed(0))).toEqual([1, 2, 3, 4]);
  });

  it('makes all 24 orders of 4 items equally often', () => {
    const rng = createSeededRng(TEST_SEED);
    const counts = new Map<string, number>();
    for (let i = 0; i < 48_000; i++) {
      const key = shuffle([0, 1, 2, 3], rng).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    expect(chiSquare([...counts.values()], 2000), `seed ${TEST_SEED}`).toBeLessThan(chiSquareCritical99(23));
  });
});

describe('cards', () => {
  it('encodes rank and suit', () => {
    expect(cardLabel(12 + 39)).toBe('AS');
    expect(cardLabel(8 + 13)).toBe('TD');
    expect(aceLowRank(12)).toBe(1);
    expect(aceLowRank(11)).toBe(13);
    expect([0, 7, 8, 9, 10, 11, 12].map(pointValue)).toEqual([2, 9, 10, 10, 10, 10, 1]);
  });

  it('builds shoes of n full decks', () => {
    const shoe = shuffledShoe(6, createSeededRng(TEST_SEED));
    expect(shoe).toHaveLength(312);
    expect([...shoe].sort((a, b) => a - b)).toEqual([...orderedShoe(6)].sort((a, b) => a - b));
  });

  it('deals lazily exactly the cards of the full shuffle', () => {
    const full = shuffledShoe(8, createSeededRng(TEST_SEED));
    const shoe = createShoe(8, createSeededRng(TEST_SEED));
    expect(Array.from({ length: 416 }, () => shoe.draw())).toEqual(full);
    expect(() => shoe.draw()).toThrow(RangeError);
  });

  it('draws from an endless deck with floor(f × 52)', () => {
    expect(drawInfinite(fixed(0.999))).toBe(51);
    expect(drawInfinite(fixed(0.25))).toBe(13);
  });
});
