// The one lifecycle of a game round, pure (no I/O): the server's round service and the browser's
// demo driver both call it. A round opens from a start (its stake known from the start alone),
// either settles at once or stays open with a hidden state; actions move an open round on; the
// player sees an open round through its view; a settled round carries its outcome (stake and
// payout included) and replays from its recorded input. The unions below are tagged by engine and
// built from the list of round modules, so a new engine or vertical is one module added to ROUNDS.
import { z } from 'zod';
import type { TEngineId } from './engine-meta.ts';
import { GameError } from './money.ts';
import type { TActed, TOpenContext, TRoundDef, TStep } from './round-def.ts';
import type { TRng } from './rng.ts';
import type { TRoundAction } from './rounds/actions.ts';
import { baccaratRound } from './rounds/baccarat.ts';
import { blackjackRound } from './rounds/blackjack.ts';
import { dragonTigerRound } from './rounds/dragon-tiger.ts';
import { niuniuRound } from './rounds/niuniu.ts';
import { rouletteRound } from './rounds/roulette.ts';
import { scratchRound } from './rounds/scratch.ts';
import { sicBoRound } from './rounds/sic-bo.ts';
import { slotRound } from './rounds/slot.ts';
import { videoPokerRound } from './rounds/video-poker.ts';
import { diceRound } from './rounds/dice.ts';
import { kenoRound } from './rounds/keno.ts';
import { limboRound } from './rounds/limbo.ts';
import { minesRound } from './rounds/mines.ts';
import { plinkoRound } from './rounds/plinko.ts';

export { ZRoundActionSchema, type TRoundAction } from './rounds/actions.ts';

/** Every kind of round, by engine id. */
export const ROUNDS = {
  slot: slotRound,
  scratch: scratchRound,
  'video-poker': videoPokerRound,
  baccarat: baccaratRound,
  roulette: rouletteRound,
  'sic-bo': sicBoRound,
  'dragon-tiger': dragonTigerRound,
  blackjack: blackjackRound,
  niuniu: niuniuRound,
  dice: diceRound,
  limbo: limboRound,
  mines: minesRound,
  plinko: plinkoRound,
  keno: kenoRound,
} satisfies { [K in TEngineId]: { engine: K } };

type TAnyRound = (typeof ROUNDS)[TEngineId];
type TTypesOf<D extends TAnyRound> = {
  start: z.infer<D['schemas']['start']>;
  input: z.infer<D['schemas']['input']>;
  outcome: z.infer<D['schemas']['outcome']>;
  hidden: z.infer<D['schemas']['hidden']>;
  view: z.infer<D['schemas']['view']>;
};
/** Each engine's start, recorded input, outcome, hidden state and view. */
export type TRoundTypeMap = { [K in TEngineId]: TTypesOf<(typeof ROUNDS)[K]> };
export type TRoundStartOf<K extends TEngineId> = TRoundTypeMap[K]['start'];
export type TRoundOutcomeOf<K extends TEngineId> = TRoundTypeMap[K]['outcome'];
export type TRoundHiddenOf<K extends TEngineId> = TRoundTypeMap[K]['hidden'];
export type TRoundViewOf<K extends TEngineId> = TRoundTypeMap[K]['view'];

// Indexed by a generic K, this map keeps start, state and step of one engine together.
const DEFS: { [K in TEngineId]: TRoundDef<TRoundTypeMap[K]> } = ROUNDS;

function options<T>(pick: (round: TAnyRound) => T): [T, ...T[]] {
  const [first, ...rest] = Object.values(ROUNDS);
  return [pick(first ?? ROUNDS.slot), ...rest.map(pick)];
}

/** What a player sends to open a round: `{engine, …that engine's start}`. */
export const ZRoundStartSchema = z.discriminatedUnion(
  'engine',
  options((r) => r.schemas.start),
);
export type TRoundStart = z.infer<typeof ZRoundStartSchema>;

/** A round as recorded and shown: its engine, input so far, outcome once settled, view while open. */
export const ZRecordedRoundSchema = z.discriminatedUnion(
  'engine',
  options((r) => r.schemas.round),
);
export type TRecordedRound = z.infer<typeof ZRecordedRoundSchema>;

/** Any engine's settled outcome (each carries stake and payout). */
export type TAnyRoundOutcome = TRoundTypeMap[TEngineId]['outcome'];
export type TAnyRoundView = TRoundTypeMap[TEngineId]['view'];

export type TRoundStep<K extends TEngineId> = TStep<TRoundTypeMap[K]>;
export type TRoundActed<K extends TEngineId> = TActed<TRoundTypeMap[K]>;

/** The stake a start bets: a pure function of the start. */
export function stakeOf<K extends TEngineId>(engine: K, start: TRoundStartOf<K>): number {
  return DEFS[engine].stake(start);
}

/** The most one round of `engine` can return for `stake`, or null when only rare chains bound it. */
export function largestPossibleWin(engine: TEngineId, stake: number): number | null {
  const factor = DEFS[engine].maxReturn;
  return factor === null ? null : stake * factor;
}

export function openRound<K extends TEngineId>(
  engine: K,
  start: TRoundStartOf<K>,
  ctx: TOpenContext,
): TRoundStep<K> {
  return DEFS[engine].open(start, ctx);
}

/** The next step of an open round; an action of another engine is refused (INVALID_ACTION). */
export function actOnRound<K extends TEngineId>(
  engine: K,
  hidden: TRoundHiddenOf<K>,
  action: TRoundAction,
): TRoundActed<K> {
  return DEFS[engine].act(hidden, action);
}

export function viewOf<K extends TEngineId>(engine: K, hidden: TRoundHiddenOf<K>): TRoundViewOf<K> {
  return DEFS[engine].view(hidden);
}

/** A step as the player sees it: the outcome once settled, the view while open. */
export function recordOf<K extends TEngineId>(engine: K, step: TRoundStep<K>): TRecordedRound {
  return ZRecordedRoundSchema.parse({
    engine,
    input: step.input,
    outcome: step.status === 'settled' ? step.outcome : null,
    view: step.status === 'open' ? viewOf(engine, step.hidden) : null,
  });
}

/** Reads an open round's stored state (JSON from a database or a browser's storage). */
export function parseHidden<K extends TEngineId>(engine: K, stored: unknown): TRoundHiddenOf<K> {
  return DEFS[engine].schemas.hidden.parse(stored);
}

/** Reads a settled round's stored outcome. */
export function parseOutcome<K extends TEngineId>(engine: K, stored: unknown): TRoundOutcomeOf<K> {
  return DEFS[engine].schemas.outcome.parse(stored);
}

/** The whole round again from its recorded input: verification of a past round. */
export function replayRound<K extends TEngineId>(
  engine: K,
  input: TRoundOutcomeOf<K>['input'],
  rng: TRng,
): TRoundOutcomeOf<K> {
  // Replays also run on records from elsewhere: an engine or input that is not there is refused.
  if (!Object.hasOwn(DEFS, engine)) {
    throw new GameError('INVALID_INPUT', `unknown engine "${String(engine)}"`);
  }
  if (typeof input !== 'object' || input === null) {
    throw new GameError('INVALID_INPUT', 'round input must be an object');
  }
  return DEFS[engine].replay(input, rng);
}

/** True for engines whose rounds wait for actions. */
export function isMultiStep(engine: TEngineId): boolean {
  return !(DEFS[engine].schemas.hidden instanceof z.ZodNever);
}
