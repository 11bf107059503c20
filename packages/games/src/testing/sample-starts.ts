// One valid start per engine, for tests of the lifecycle and of the round service over HTTP.
import type { TEngineId } from '../engine-meta.ts';
import type { TRoundStartOf } from '../lifecycle.ts';

/** A start every engine accepts: one-shot bets, and the opening bet of the two multi-step games. */
export const SAMPLE_STARTS: { [K in TEngineId]: TRoundStartOf<K> } = {
  slot: { engine: 'slot', lineBet: 2, lines: 25 },
  scratch: { engine: 'scratch', bet: 100 },
  'video-poker': { engine: 'video-poker', bet: 100 },
  baccarat: {
    engine: 'baccarat',
    bets: [
      { type: 'banker', amount: 100 },
      { type: 'tie', amount: 20 },
    ],
  },
  roulette: {
    engine: 'roulette',
    bets: [
      { type: 'red', amount: 100 },
      { type: 'straight', numbers: [17], amount: 10 },
    ],
  },
  'sic-bo': {
    engine: 'sic-bo',
    bets: [
      { type: 'big', amount: 100 },
      { type: 'combination', faces: [2, 5], amount: 20 },
    ],
  },
  'dragon-tiger': { engine: 'dragon-tiger', bets: [{ type: 'dragon', amount: 100 }] },
  blackjack: { engine: 'blackjack', bet: 100 },
  dice: { engine: 'dice', bet: 100, target: 5000, side: 'under' },
  limbo: { engine: 'limbo', bet: 100, target: 200 },
  mines: { engine: 'mines', bet: 100, mines: 3 },
  plinko: { engine: 'plinko', bet: 100, rows: 16, risk: 'medium' },
  keno: { engine: 'keno', bet: 100, picks: [1, 7, 13, 22, 40] },
  niuniu: {
    engine: 'niuniu',
    bets: [
      { type: 'equal', amount: 100 },
      { type: 'double', amount: 20 },
    ],
  },
};
