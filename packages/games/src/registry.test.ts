import { describe, expect, it } from 'vitest';
import { ENGINE_IDS } from './engine-meta.ts';
import { SLOT_THEME_IDS } from './engines/slot-paytables.ts';
import { engineForGame, ENGINES, isEngineId, ORIGINAL_ENGINES, originalNodeId } from './registry.ts';

// The catalogue's sub types and categories (packages/contracts), repeated here because this
// package imports nothing of ours; unknown values must map too.
const SUB_TYPES = [
  'slot',
  'scratch',
  'video_poker',
  'table',
  'arcade',
  'jackpot',
  'bingo',
  'fishing',
  'baccarat',
  'sicbo',
  'roulette',
  'dragon_tiger',
  'blackjack',
  'niuniu',
  'poker',
  'lottery',
  'lobby',
  'originals',
  'something-new',
  '',
  'constructor',
  '__proto__',
];
const GAME_TYPES = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'BINGO',
  'BGS',
  'toString',
];

describe('engine registry', () => {
  it('lists every engine with sane metadata', () => {
    expect(Object.keys(ENGINES).sort()).toEqual([...ENGINE_IDS].sort());
    for (const [id, meta] of Object.entries(ENGINES)) {
      expect(meta.id).toBe(id);
      expect(meta.declaredRtp).toBeGreaterThan(0.9);
      expect(meta.declaredRtp).toBeLessThan(1);
      expect(Number.isSafeInteger(meta.minBet) && meta.minBet > 0 && meta.maxBet > meta.minBet).toBe(true);
    }
    expect(isEngineId('slot')).toBe(true);
    expect(isEngineId('toString')).toBe(false);
  });

  it('maps every game of a 10,000-game catalogue to a playable engine, the same way every time', () => {
    const seen = new Set<string>();
    for (let nodeId = 1; nodeId <= 10_000; nodeId++) {
      const game = {
        subType: SUB_TYPES[nodeId % SUB_TYPES.length] as string,
        gameType: GAME_TYPES[nodeId % GAME_TYPES.length] as string,
        nodeId,
      };
      const choice = engineForGame(game);
      const playable =
        isEngineId(choice.engine) &&
        (choice.engine === 'slot' ? SLOT_THEME_IDS.includes(choice.theme as never) : choice.theme === null);
      const stable = JSON.stringify(engineForGame({ ...game })) === JSON.stringify(choice);
      if (!playable || !stable) {
        throw new Error(`bad mapping for ${JSON.stringify(game)}: ${JSON.stringify(choice)}`);
      }
      seen.add(`${choice.engine}:${choice.theme ?? ''}`);
    }
    expect(ENGINE_IDS.every((id) => [...seen].some((s) => s.startsWith(`${id}:`)))).toBe(true);
  });

  it('maps sub types that name an engine to that engine', () => {
    const engine = (subType: string): string => engineForGame({ subType, gameType: 'RNG', nodeId: 7 }).engine;
    expect(engine('baccarat')).toBe('baccarat');
    expect(engine('sicbo')).toBe('sic-bo');
    expect(engine('dragon_tiger')).toBe('dragon-tiger');
    expect(engine('video_poker')).toBe('video-poker');
    expect(engine('scratch')).toBe('scratch');
    expect(engine('bingo')).toBe('scratch');
    expect(engineForGame({ subType: 'fishing', gameType: 'FISH', nodeId: 7 })).toEqual({
      engine: 'slot',
      theme: 'ocean',
    });
    expect(['roulette', 'baccarat', 'blackjack']).toContain(engine('table'));
  });

  it('opens each original on the node id originalNodeId finds for it', () => {
    for (const original of ORIGINAL_ENGINES) {
      const nodeId = originalNodeId(original, 980_001);
      expect(engineForGame({ subType: 'originals', gameType: 'RNG', nodeId })).toEqual({
        engine: original,
        theme: null,
      });
    }
  });

  it('spreads slot games over all themes', () => {
    const counts = new Map<string, number>();
    for (let nodeId = 1; nodeId <= 6000; nodeId++) {
      const { theme } = engineForGame({ subType: 'slot', gameType: 'RNG', nodeId });
      counts.set(theme as string, (counts.get(theme as string) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...SLOT_THEME_IDS].sort());
    expect(Math.min(...counts.values())).toBeGreaterThan(800);
  });

  it('maps lobby and unknown sub types by category', () => {
    expect(engineForGame({ subType: 'lobby', gameType: 'LOTT', nodeId: 1 }).engine).toBe('scratch');
    expect(['baccarat', 'roulette', 'blackjack', 'dragon-tiger', 'sic-bo']).toContain(
      engineForGame({ subType: 'lobby', gameType: 'LIVE', nodeId: 3 }).engine,
    );
    expect(engineForGame({ subType: 'x', gameType: 'SPORTS', nodeId: 1 }).engine).toBe('slot');
    expect(engineForGame({ subType: 'slot', gameType: 'RNG', nodeId: Number.NaN }).engine).toBe('slot');
  });
});
