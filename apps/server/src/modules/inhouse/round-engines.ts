// What the round service needs to know about each engine, in one place: which input keys a round
// takes, how a round opens (one-shot engines finish at once; video poker deals and blackjack
// starts, then wait for actions), how an action moves an open round on, and what the player may
// see of an open round (never the deck or the dealer's hole card). Engine errors become
// INVALID_BET with the engine's reason.
import type { TEngineId } from '@pavilion/games/engine-meta';
import { blackjackView } from '@pavilion/games/engines/blackjack-view';
import { act, additionalStake, settle, start, totalStake, type TBlackjackState } from '@pavilion/games/engines/blackjack';
import { deal, draw, type TVideoPokerDeal } from '@pavilion/games/engines/video-poker';
import { GameError, sum } from '@pavilion/games/money';
import { createFairRng, type TRoundSeeds } from '@pavilion/games/provably-fair';
import type { TRng } from '@pavilion/games/rng';
import { playRound, type TRoundInput } from '@pavilion/games/rounds';
import type { TRoundActionRequest } from '@pavilion/contracts/play';
import { AppError } from '@/shared/app-error.ts';

export type TMultiStepEngine = 'video-poker' | 'blackjack';
export type TRoundInputJson = Record<string, unknown>;
/** Every finished outcome carries the stake and the gross payout. */
export type TFinalOutcome = { stake: number; payout: number } & Record<string, unknown>;

/** An opened round: finished (one-shot, or a blackjack dealt as blackjack) or waiting for actions. */
export type TOpened =
  | { finished: true; input: TRoundInputJson; outcome: TFinalOutcome }
  | { finished: false; input: TRoundInputJson; state: TRoundState; stake: number };
export type TRoundState = TVideoPokerDeal | TBlackjackState;
export type TActed =
  | { finished: true; input: TRoundInputJson; outcome: TFinalOutcome; extraStake: number }
  | { finished: false; input: TRoundInputJson; state: TRoundState; stake: number; extraStake: number };

const INPUT_KEYS: Record<TEngineId, readonly string[]> = {
  slot: ['theme', 'lineBet', 'lines'],
  scratch: ['bet'],
  'video-poker': ['bet'],
  baccarat: ['bets'],
  roulette: ['bets'],
  'sic-bo': ['bets'],
  'dragon-tiger': ['bets'],
  blackjack: ['bet'],
  niuniu: ['bets'],
};

/**
 * Most a round can return per unit staked, from each paytable (roulette straight 35:1, sic bo
 * specific triple 180:1, video poker royal 800, scratch top prize 1000, …). A win travels as one
 * seamless payment, so a stake whose best case would not fit is refused up front: the check looks
 * at the stake only, never at the outcome. Slots have no such bound short of astronomically rare
 * free-spin chains, and their largest stake is far below the limit.
 */
const MAX_RETURN: Partial<Record<TEngineId, number>> = {
  roulette: 36,
  'sic-bo': 181,
  baccarat: 12,
  'dragon-tiger': 9,
  niuniu: 2,
  scratch: 1000,
  'video-poker': 800,
  blackjack: 3,
};

export function largestPossibleWin(engine: TEngineId, stake: number): number | null {
  const factor = MAX_RETURN[engine];
  return factor === undefined ? null : stake * factor;
}

/** Seeds of the validation dry run only; never used for a real round. */
const DRY_RUN_SEEDS: TRoundSeeds = { serverSeed: '0'.repeat(64), clientSeed: 'validation', nonce: 0 };

export function isMultiStep(engine: TEngineId): engine is TMultiStepEngine {
  return engine === 'video-poker' || engine === 'blackjack';
}

/**
 * The round's input with only the engine's keys; a slot plays the game's own theme. Then a dry
 * run with throwaway seeds proves the input valid and gives the stake (stakes never depend on the
 * RNG), so a refused bet never takes a nonce.
 */
export function prepareInput(engine: TEngineId, theme: string | null, raw: Record<string, unknown>): { input: TRoundInputJson; stake: number } {
  const input: TRoundInputJson = {};
  for (const key of INPUT_KEYS[engine]) {
    if (raw[key] !== undefined) {
      input[key] = raw[key];
    }
  }
  if (engine === 'slot') {
    if (input.theme !== undefined && input.theme !== theme) {
      throw new AppError('INVALID_BET', { message: `this game plays the "${theme ?? ''}" reels` });
    }
    input.theme = theme;
  }
  const opened = engineCall(() => openRound(engine, input, createFairRng(DRY_RUN_SEEDS)));
  return { input, stake: opened.finished ? opened.outcome.stake : opened.stake };
}

export function openRound(engine: TEngineId, input: TRoundInputJson, rng: TRng): TOpened {
  if (engine === 'video-poker') {
    const dealt = deal(input.bet as number, rng);
    return { finished: false, input: { bet: dealt.bet }, state: dealt, stake: dealt.bet };
  }
  if (engine === 'blackjack') {
    return fromBlackjack(start(input.bet as number, rng));
  }
  const outcome = playRound(engine, input as TRoundInput<typeof engine>, rng) as unknown as TFinalOutcome;
  return { finished: true, input, outcome };
}

/** Applies one action to an open round's state (no randomness: the deck was fixed at the deal). */
export function applyAction(engine: TEngineId, state: TRoundState, action: TRoundActionRequest): TActed {
  if (action.engine !== engine) {
    throw new AppError('INVALID_BET', { message: `this round is ${engine}, not ${action.engine}` });
  }
  return engineCall((): TActed => {
    if (action.engine === 'video-poker') {
      const outcome = draw(state as TVideoPokerDeal, action.hold);
      return { finished: true, input: { ...outcome.input }, outcome: outcome as unknown as TFinalOutcome, extraStake: 0 };
    }
    const before = state as TBlackjackState;
    const after = act(before, action.action);
    return { ...fromBlackjack(after), extraStake: additionalStake(before, action.action) };
  });
}

/** What the player sees of an open round: the dealt hand, or the blackjack table without the shoe. */
export function openView(engine: TEngineId, state: TRoundState): unknown {
  if (engine === 'blackjack') {
    return blackjackView(state as TBlackjackState);
  }
  const { bet, hand } = state as TVideoPokerDeal;
  return { bet, hand };
}

function fromBlackjack(state: TBlackjackState): TOpened {
  const input = { bet: state.bet, actions: state.actions };
  if (state.phase === 'settled') {
    const results = settle(state);
    const outcome = { input, state, results, stake: totalStake(state), payout: sum(results.map((r) => r.payout)) };
    return { finished: true, input, outcome };
  }
  return { finished: false, input, state, stake: totalStake(state) };
}

/** Runs engine code, turning its refusals (and malformed shapes it trips over) into INVALID_BET. */
function engineCall<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    if (error instanceof GameError) {
      throw new AppError('INVALID_BET', { message: error.message });
    }
    if (error instanceof TypeError || error instanceof RangeError) {
      throw new AppError('INVALID_BET', { message: 'the bet is not in the shape this game takes' });
    }
    throw error;
  }
}
