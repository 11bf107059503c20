// Every money step of a round, as seamless-API calls under transaction ids derived from the
// round id, so a retry of any step (after a time-out, a crash, a replayed request) repeats the same
// id and the wallet answers with the first result instead of moving money twice:
//   bet k:   r<id>-bet (k = 1), r<id>-bet<k> (doubles and splits)
//   win:     r<id>-win (referencing r<id>-bet; 0 on a loss; closes the round)
//   rollback of a bet whose fate is unknown: <bet id>-rb
// Refusals of the wallet become catalogue errors; transport failures stay SeamlessCallError so
// callers can tell "refused" (nothing moved) from "unknown" (resolve later, by the same ids).
import { AppError } from '@/shared/app-error.ts';
import { SeamlessCallError, type TSeamlessClient } from './seamless-client.ts';

export type TRoundMoneyRef = { roundId: number; playerId: string };

export const betTxId = (roundId: number, k: number) => (k === 1 ? `r${roundId}-bet` : `r${roundId}-bet${k}`);
export const winTxId = (roundId: number) => `r${roundId}-win`;
export const rollbackTxId = (betTx: string) => `${betTx}-rb`;

/** Codes with which the wallet refused a call for good: nothing moved. */
const REFUSALS = new Set([
  'INSUFFICIENT_FUNDS',
  'SESSION_EXPIRED',
  'PLAYER_NOT_FOUND',
  'VALIDATION_FAILED',
  'DUPLICATE_TRANSACTION',
  'ROUND_CLOSED',
  'BET_ROLLED_BACK',
  'BET_NOT_FOUND',
  'BET_ALREADY_SETTLED',
  'INVALID_SIGNATURE',
  'UNKNOWN_VENDOR',
  'SELF_EXCLUDED',
  'STAKE_LIMIT_EXCEEDED',
]);

export function isRefusal(error: unknown): error is SeamlessCallError {
  return error instanceof SeamlessCallError && REFUSALS.has(error.code);
}

/** The wallet's refusal as the player's error: insufficient funds carries the balance. */
export function refusalToAppError(error: SeamlessCallError): AppError {
  if (error.code === 'INSUFFICIENT_FUNDS') {
    return new AppError(
      'INSUFFICIENT_FUNDS',
      error.balance === null ? {} : { data: { balance: error.balance } },
    );
  }
  if (error.code === 'SESSION_EXPIRED') {
    return new AppError('SESSION_EXPIRED');
  }
  if (error.code === 'SELF_EXCLUDED' || error.code === 'STAKE_LIMIT_EXCEEDED') {
    // the ledger's own player-protection and restriction rules (decision 075)
    return new AppError(error.code);
  }
  return new AppError('UNKNOWN_ERROR', { message: `the wallet refused the round (${error.code})` });
}

/** A call whose outcome we do not know: the round stays open and is resolved by the same ids. */
export function walletUnavailable(): AppError {
  return new AppError('UNKNOWN_ERROR', {
    message: 'The wallet did not answer; the round will be settled automatically',
  });
}

export async function placeBet(
  seamless: TSeamlessClient,
  ref: TRoundMoneyRef & { token: string; gameCode: string },
  k: number,
  amount: number,
): Promise<number> {
  const reply = await seamless.bet({
    playerId: ref.playerId,
    token: ref.token,
    transactionId: betTxId(ref.roundId, k),
    roundId: String(ref.roundId),
    gameCode: ref.gameCode,
    amount,
  });
  return reply.balance;
}

/** Pays the round's gross payout against its first bet and closes the round; returns the balance. */
export async function payWin(
  seamless: TSeamlessClient,
  ref: TRoundMoneyRef,
  payout: number,
): Promise<number> {
  const reply = await seamless.win({
    playerId: ref.playerId,
    transactionId: winTxId(ref.roundId),
    betTransactionId: betTxId(ref.roundId, 1),
    roundId: String(ref.roundId),
    amount: payout,
    endRound: true,
  });
  return reply.balance;
}

/**
 * Voids a bet whose fate is unknown: refunds it if it was taken, or leaves a tombstone so it can
 * never be taken later. Either way the bet is off; returns the balance when the wallet sent one.
 */
export async function voidBet(
  seamless: TSeamlessClient,
  ref: TRoundMoneyRef,
  betTx: string,
): Promise<number | null> {
  try {
    const reply = await seamless.rollback({
      playerId: ref.playerId,
      transactionId: rollbackTxId(betTx),
      betTransactionId: betTx,
      roundId: String(ref.roundId),
    });
    return reply.balance;
  } catch (error) {
    if (
      error instanceof SeamlessCallError &&
      (error.code === 'BET_NOT_FOUND' || error.code === 'BET_ROLLED_BACK')
    ) {
      return error.balance;
    }
    throw error;
  }
}

/** A wallet call that failed without a refusal leaves the round for a later resolution. */
export async function walletCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SeamlessCallError) {
      throw isRefusal(error) ? refusalToAppError(error) : walletUnavailable();
    }
    throw error;
  }
}
