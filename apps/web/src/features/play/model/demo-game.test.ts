import { describe, expect, it } from 'vitest';
import { slotTheme } from '@pavilion/games/engines/slot';
import { ENGINES, engineForGame } from '@pavilion/games/registry';
import { demoGameOf, findGameItem } from './demo-game';

const item = {
  nodeId: 4242,
  gameCode: 'BAC01',
  displayName: 'Baccarat Gold',
  vassalage: 'INHOUSE',
  gameType: 'LIVE' as const,
  subType: 'baccarat' as const,
};

describe('demoGameOf', () => {
  it('opens the engine the server would open, with its stake limits', () => {
    const game = demoGameOf(item, 100_000, 'USD');
    expect(game.engine).toBe('baccarat');
    expect(game.theme).toBeNull();
    expect(game.minBet).toBe(ENGINES.baccarat.minBet);
    expect(game.maxBet).toBe(ENGINES.baccarat.maxBet);
    expect(game.balance).toBe(100_000);
  });

  it('gives a slot its theme and the theme its declared RTP', () => {
    const slot = { ...item, nodeId: 17, gameType: 'RNG' as const, subType: 'slot' as const };
    const game = demoGameOf(slot, 1, 'USD');
    const choice = engineForGame({ nodeId: 17, subType: 'slot', gameType: 'RNG' });
    expect(game.engine).toBe('slot');
    expect(game.theme).toBe(choice.theme);
    expect(game.declaredRtp).toBe(slotTheme(choice.theme ?? 'classic').declaredRtp);
  });
});

describe('findGameItem', () => {
  it('finds a catalogue item inside cached pages and lanes', () => {
    const cache = [{ pages: [{ content: [{ ...item, nodeId: 1 }, item] }] }, { other: true }];
    expect(findGameItem(cache, 4242)?.displayName).toBe('Baccarat Gold');
    expect(findGameItem(cache, 99)).toBeNull();
  });
});
