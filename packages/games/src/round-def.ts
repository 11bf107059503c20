// What every kind of round declares to the lifecycle (lifecycle.ts): the zod schemas of what the
// player sends to open it (`start`, tagged with the engine id), what is recorded (`input`,
// `outcome`), what stays server-side while it is open (`hidden`) and what the player sees of it
// meanwhile (`view`), and the pure steps: the stake of a start, open, act, view and replay. One-shot
// engines open straight to a settled step; multi-step engines (video poker, blackjack) wait for
// actions. A new vertical (lottery ticket, sportsbook slip, bingo card…) is one more module of this
// shape listed in rounds/registry.ts.
import { z } from 'zod';
import type { TSlotThemeId } from './engines/slot-paytables.ts';
import { GameError } from './money.ts';
import type { TRng } from './rng.ts';
import type { TRoundAction } from './rounds/actions.ts';

/** A card of @pavilion/games/cards: 0..51. */
export const ZCardSchema = z.number().int().min(0).max(51);
/**
 * An amount in minor units as a round carries it: its shape is checked here (a whole number), its
 * limits by the engine (INVALID_BET with the engine's reason).
 */
export const ZAmountSchema = z.number().int();

/** The settled part every outcome carries. */
export type TSettled = { stake: number; payout: number };

export type TRoundTypes = {
  start: { engine: string };
  input: object;
  outcome: TSettled & { input: object };
  hidden: object;
  view: object;
};

export type TStep<T extends TRoundTypes> =
  | { status: 'settled'; input: T['input']; outcome: T['outcome']; stake: number }
  | { status: 'open'; input: T['input']; hidden: T['hidden']; stake: number };
/** An action's step, with the extra stake it bets (a double or a split). */
export type TActed<T extends TRoundTypes> = TStep<T> & { extraStake: number };

/** What opening a round may depend on besides its start: the fair stream and the game's theme. */
export type TOpenContext = { rng: TRng; theme: TSlotThemeId | null };

export type TRoundDef<T extends TRoundTypes> = {
  engine: T['start']['engine'];
  schemas: {
    start: z.ZodType<T['start']>;
    input: z.ZodType<T['input']>;
    outcome: z.ZodType<T['outcome']>;
    hidden: z.ZodType<T['hidden']>;
    view: z.ZodType<T['view']>;
    /** a recorded round as the player sees it: the outcome once settled, the view while open */
    round: z.ZodType<{
      engine: T['start']['engine'];
      input: T['input'];
      outcome: T['outcome'] | null;
      view: T['view'] | null;
    }>;
  };
  /** the stake a start bets: a pure function of the typed start, no dry run */
  stake(start: T['start']): number;
  /** most a round can return per unit staked, or null when only rare free-spin chains bound it */
  maxReturn: number | null;
  open(start: T['start'], ctx: TOpenContext): TStep<T>;
  /** the next step of an open round; an action of another engine is INVALID_ACTION */
  act(hidden: T['hidden'], action: TRoundAction): TActed<T>;
  view(hidden: T['hidden']): T['view'];
  /** the whole round again from its recorded input (verification) */
  replay(input: T['outcome']['input'], rng: TRng): T['outcome'];
};

/** A settled step of a one-shot engine. */
export function settledStep<I extends object, O extends TSettled & { input: I }>(
  outcome: O,
): { status: 'settled'; input: I; outcome: O; stake: number } {
  return { status: 'settled', input: outcome.input, outcome, stake: outcome.stake };
}

/** For engines whose rounds never wait: nothing is hidden, nothing to act on. */
export function noActions(engine: string): never {
  throw new GameError('INVALID_ACTION', `a ${engine} round takes no actions`);
}

/** The action of a multi-step engine, or INVALID_ACTION naming the engine the round plays. */
export function actionFor<A extends { engine: string }, E extends A['engine']>(
  engine: E,
  action: A,
): Extract<A, { engine: E }> {
  if (!isFor(engine, action)) {
    throw new GameError('INVALID_ACTION', `this round is ${engine}, not ${action.engine}`);
  }
  return action;
}

function isFor<A extends { engine: string }, E extends A['engine']>(
  engine: E,
  action: A,
): action is Extract<A, { engine: E }> {
  return action.engine === engine;
}
