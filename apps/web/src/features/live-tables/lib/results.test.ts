import { describe, expect, it } from 'vitest';
import { cardOf } from '@pavilion/games/cards';
import { cardText, roadResults } from './results';

describe('live results', () => {
  it('writes a card with its suit symbol', () => {
    const text = cardText(cardOf(8, 0));
    expect(text).toMatch(/^10[♠♥♦♣]$/);
  });

  it('reads baccarat coups as road results and skips other games', () => {
    const coup = {
      player: [],
      banker: [],
      playerTotal: 8,
      bankerTotal: 3,
      winner: 'player',
      playerPair: true,
      bankerPair: false,
    } as const;
    const items = [
      {
        id: '1',
        roundNo: 1,
        salt: 's',
        seedHash: 'h',
        serverSeed: 'x',
        settledAt: '',
        result: { game: 'baccarat', coup },
      },
      {
        id: '2',
        roundNo: 2,
        salt: 's',
        seedHash: 'h',
        serverSeed: 'x',
        settledAt: '',
        result: { game: 'roulette', number: 7 },
      },
    ] as const;
    expect(roadResults(items as never)).toEqual([{ winner: 'player', playerPair: true, bankerPair: false }]);
  });
});
