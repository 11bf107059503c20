// One entry point per round for any engine: `playRound` (a whole round from its input and a fair
// stream) and `verifyRound` (the browser, replaying a recorded round from its revealed seeds and
// the input its outcome records). Multi-step games are recorded with their whole input — video
// poker with the hold flags, blackjack with the action list — and replay from it.
import type { TEngineId } from './engine-meta.ts';
import { replayRound, type TRoundOutcomeOf } from './lifecycle.ts';
import { createFairRng, type TRoundSeeds } from './provably-fair.ts';
import type { TRng } from './rng.ts';

export type TRoundOutcome<K extends TEngineId> = TRoundOutcomeOf<K>;
/** The input a whole round replays from (what its outcome records). */
export type TRoundInput<K extends TEngineId> = TRoundOutcomeOf<K>['input'];

export function playRound<K extends TEngineId>(
  engine: K,
  input: TRoundInput<K>,
  rng: TRng,
): TRoundOutcome<K> {
  return replayRound(engine, input, rng);
}

export function verifyRound<K extends TEngineId>(
  engine: K,
  seeds: TRoundSeeds,
  input: TRoundInput<K>,
): TRoundOutcome<K> {
  return replayRound(engine, input, createFairRng(seeds));
}
