import { describe, expect, it } from 'vitest';
import { drawOrder } from '@pavilion/games/bingo/card';
import { hashServerSeed } from '@pavilion/games/provably-fair';
import { letterOf, secondsLeft, verifyGame } from './bingo-lib';

const seed = 'ab'.repeat(32);

describe('bingo lib', () => {
  it('names the column of a ball', () => {
    expect([1, 15, 16, 45, 46, 75].map(letterOf)).toEqual(['B', 'B', 'I', 'N', 'G', 'O']);
  });
  it('counts seconds left, never below zero', () => {
    expect(secondsLeft('2026-01-01T00:00:10.000Z', Date.parse('2026-01-01T00:00:00.500Z'))).toBe(10);
    expect(secondsLeft('2026-01-01T00:00:10.000Z', Date.parse('2026-01-01T00:01:00Z'))).toBe(0);
  });
  it('verifies a game by its revealed seed and refuses a changed ball or seed', () => {
    const salt = 'bingo:turbo:7';
    const drawn = drawOrder(seed, salt).slice(0, 40);
    const game = { serverSeed: seed, salt, seedHash: hashServerSeed(seed), drawn };
    expect(verifyGame(game)).toBe(true);
    expect(verifyGame({ ...game, drawn: [...drawn.slice(0, 39), drawn[0]!] })).toBe(false);
    expect(verifyGame({ ...game, serverSeed: 'cd'.repeat(32) })).toBe(false);
    expect(verifyGame({ ...game, serverSeed: null })).toBe(false);
  });
});
