import { describe, expect, it } from 'vitest';
import { cardFace } from './cards';

describe('cardFace', () => {
  it('reads rank and suit as the games package numbers cards', () => {
    expect(cardFace(0)).toMatchObject({ rank: '2', suit: '♣', red: false });
    expect(cardFace(12)).toMatchObject({ rank: 'A', suitName: 'clubs' });
    expect(cardFace(13 + 9)).toMatchObject({ rank: 'J', suitName: 'diamonds', red: true });
    expect(cardFace(51)).toMatchObject({ rank: 'A', suit: '♠', red: false });
  });
});
