// One entry point per round for any engine: `playRound` (the server, with the fair stream of the
// round's seeds) and `verifyRound` (the browser, replaying a recorded round from its revealed
// seeds and the player's inputs). Multi-step games are recorded with their whole input — video
// poker with the hold flags, blackjack with the action list — and replay from it.
import type { TEngineId } from './engine-meta.ts';
import { playBaccarat, type TBaccaratInput, type TBaccaratOutcome } from './engines/baccarat.ts';
import { playBlackjack, type TBlackjackInput, type TBlackjackOutcome } from './engines/blackjack.ts';
import { playDragonTiger, type TDragonTigerInput, type TDragonTigerOutcome } from './engines/dragon-tiger.ts';
import { playNiuniu, type TNiuniuInput, type TNiuniuOutcome } from './engines/niuniu.ts';
import { spinRoulette, type TRouletteInput, type TRouletteOutcome } from './engines/roulette.ts';
import { playScratch, type TScratchInput, type TScratchOutcome } from './engines/scratch.ts';
import { rollSicBo, type TSicBoInput, type TSicBoOutcome } from './engines/sic-bo.ts';
import { playSlotRound, type TSlotInput, type TSlotRound } from './engines/slot.ts';
import { playVideoPoker, type TVideoPokerInput, type TVideoPokerOutcome } from './engines/video-poker.ts';
import { GameError } from './money.ts';
import { createFairRng, type TRoundSeeds } from './provably-fair.ts';
import type { TRng } from './rng.ts';

/** Each engine's round input and outcome; every outcome carries `stake` and `payout`. */
export type TEngineRounds = {
  slot: { input: TSlotInput; outcome: TSlotRound };
  scratch: { input: TScratchInput; outcome: TScratchOutcome };
  'video-poker': { input: TVideoPokerInput; outcome: TVideoPokerOutcome };
  baccarat: { input: TBaccaratInput; outcome: TBaccaratOutcome };
  roulette: { input: TRouletteInput; outcome: TRouletteOutcome };
  'sic-bo': { input: TSicBoInput; outcome: TSicBoOutcome };
  'dragon-tiger': { input: TDragonTigerInput; outcome: TDragonTigerOutcome };
  blackjack: { input: TBlackjackInput; outcome: TBlackjackOutcome };
  niuniu: { input: TNiuniuInput; outcome: TNiuniuOutcome };
};
export type TRoundInput<K extends TEngineId> = TEngineRounds[K]['input'];
export type TRoundOutcome<K extends TEngineId> = TEngineRounds[K]['outcome'];

const PLAYERS: { [K in TEngineId]: (input: TRoundInput<K>, rng: TRng) => TRoundOutcome<K> } = {
  slot: playSlotRound,
  scratch: playScratch,
  'video-poker': playVideoPoker,
  baccarat: playBaccarat,
  roulette: spinRoulette,
  'sic-bo': rollSicBo,
  'dragon-tiger': playDragonTiger,
  blackjack: playBlackjack,
  niuniu: playNiuniu,
};

export function playRound<K extends TEngineId>(
  engine: K,
  input: TRoundInput<K>,
  rng: TRng,
): TRoundOutcome<K> {
  if (!Object.hasOwn(PLAYERS, engine)) {
    throw new GameError('INVALID_INPUT', `unknown engine "${String(engine)}"`);
  }
  if (typeof input !== 'object' || input === null) {
    throw new GameError('INVALID_INPUT', 'round input must be an object');
  }
  const play: (input: TRoundInput<K>, rng: TRng) => TRoundOutcome<K> = PLAYERS[engine];
  return play(input, rng);
}

export function verifyRound<K extends TEngineId>(
  engine: K,
  seeds: TRoundSeeds,
  input: TRoundInput<K>,
): TRoundOutcome<K> {
  return playRound(engine, input, createFairRng(seeds));
}
