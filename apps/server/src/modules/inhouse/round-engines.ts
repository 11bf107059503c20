// The server's side of the round lifecycle (@pavilion/games/lifecycle): which engine a stored
// round plays, the stake a start bets (a pure function of the typed start) and whether its best
// case fits one seamless payment, and engine refusals as INVALID_BET with the engine's reason.
import { SEAMLESS_MAX_AMOUNT } from '@pavilion/contracts/seamless';
import { ENGINE_IDS, type TEngineId } from '@pavilion/games/engine-meta';
import { largestPossibleWin, stakeOf, type TRoundStart } from '@pavilion/games/lifecycle';
import { GameError } from '@pavilion/games/money';
import { AppError } from '@/shared/app-error.ts';

/** The engine a stored round plays. */
export function engineOf(row: { engine: string }): TEngineId {
  const engine = ENGINE_IDS.find((id) => id === row.engine);
  if (!engine) {
    throw new AppError('UNKNOWN_ERROR', { message: `round of an unknown engine "${row.engine}"` });
  }
  return engine;
}

/**
 * The stake of a start on a game of `engine`. A start for another engine is refused; so is a
 * stake whose best case could win more than one seamless payment carries (the check looks at the
 * stake only, never at the outcome; slots have no such bound short of rare free-spin chains).
 */
export function stakeOfStart(engine: TEngineId, start: TRoundStart): number {
  if (start.engine !== engine) {
    throw new AppError('INVALID_BET', { message: `this game plays ${engine}, not ${start.engine}` });
  }
  const stake = stakeOf(start.engine, start);
  if (stake > SEAMLESS_MAX_AMOUNT || (largestPossibleWin(engine, stake) ?? 0) > SEAMLESS_MAX_AMOUNT) {
    throw new AppError('INVALID_BET', {
      message: `these bets could win more than ${SEAMLESS_MAX_AMOUNT} in one round; lower the stakes`,
    });
  }
  return stake;
}

/** Runs lifecycle code, turning an engine's refusal into INVALID_BET with its reason. */
export function engineCall<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof GameError) {
      throw new AppError('INVALID_BET', { message: error.message });
    }
    throw error;
  }
}
