// The rules of the seamless-wallet API for vendors: who the player is, and bet / win / rollback /
// end round applied once per vendor transaction id. The money rules themselves (replays, tombstones,
// settlement, rounds) live in the plpgsql functions db/functions/seamless_*.sql (decision 060) so each
// call is one round trip; this module shapes their input (parameter fingerprints, hashed tokens) and their errors.
import type {
  TSeamlessAuthenticateReply,
  TSeamlessAuthenticateRequest,
  TSeamlessBalanceRequest,
  TSeamlessBetRequest,
  TSeamlessEndRoundRequest,
  TSeamlessReply,
  TSeamlessRollbackRequest,
  TSeamlessWinRequest,
} from '@pavilion/contracts/seamless';
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { hashToken, sha256Hex } from '@/shared/tokens.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { idleCutoff, playerOfToken } from './launch-tokens.service.ts';
import { dbRefusalError } from '@/shared/db-refusal.ts';
import * as repo from './seamless.repo.ts';

export type TSeamlessCtx = { db: TDb; config: Pick<TConfig, 'SESSION_IDLE_MINUTES'>; vendor: string };
type TCtx = TSeamlessCtx;

/** playerId is the member id as a decimal string; anything else is no player of ours. */
export function parsePlayerId(playerId: string): number {
  if (!/^[1-9][0-9]{0,14}$/.test(playerId)) {
    throw new AppError('PLAYER_NOT_FOUND');
  }
  return Number(playerId);
}

/** What makes two requests with one transaction id "the same": everything but requestId and token. */
function fingerprint(op: string, params: (string | number | boolean)[]): string {
  return sha256Hex(JSON.stringify([op, ...params]));
}

function toReply(requestId: string, outcome: repo.TSeamlessOutcome): TSeamlessReply {
  if (outcome.error) {
    const code = outcome.error === 'BET_NOT_FOUND' ? 'BET_NOT_FOUND' : 'UNKNOWN_ERROR';
    throw new AppError(code, { data: { balance: Number(outcome.balance) } });
  }
  return {
    requestId,
    currency: outcome.currency,
    balance: Number(outcome.balance),
    ...(outcome.platformTransactionId ? { platformTransactionId: outcome.platformTransactionId } : {}),
    ...(outcome.replayed !== undefined ? { replayed: outcome.replayed } : {}),
  };
}

async function run(requestId: string, call: () => Promise<repo.TSeamlessOutcome>): Promise<TSeamlessReply> {
  let outcome: repo.TSeamlessOutcome;
  try {
    outcome = await call();
  } catch (error) {
    throw dbRefusalError(error) ?? error;
  }
  return toReply(requestId, outcome);
}

export async function authenticate(
  ctx: TCtx,
  req: TSeamlessAuthenticateRequest,
): Promise<TSeamlessAuthenticateReply> {
  const player = await playerOfToken(ctx.db, ctx.config, req.token, ctx.vendor);
  return {
    requestId: req.requestId,
    playerId: String(player.memberId),
    nickname: player.nickname,
    currency: player.currency,
    balance: player.balance,
  };
}

export async function balance(ctx: TCtx, req: TSeamlessBalanceRequest): Promise<TSeamlessReply> {
  const wallet = await memberWallet(ctx.db, parsePlayerId(req.playerId));
  return { requestId: req.requestId, currency: wallet.currency, balance: wallet.balance };
}

export function bet(ctx: TCtx, req: TSeamlessBetRequest): Promise<TSeamlessReply> {
  const memberId = parsePlayerId(req.playerId);
  return run(req.requestId, () =>
    repo.callBet(ctx.db, {
      vendor: ctx.vendor,
      txId: req.transactionId,
      fingerprint: fingerprint('bet', [req.playerId, req.roundId, req.gameCode, req.amount]),
      memberId,
      tokenHash: hashToken(req.token),
      idleCutoff: idleCutoff(ctx.config),
      roundId: req.roundId,
      gameCode: req.gameCode,
      amount: req.amount,
    }),
  );
}

export function win(ctx: TCtx, req: TSeamlessWinRequest): Promise<TSeamlessReply> {
  const memberId = parsePlayerId(req.playerId);
  return run(req.requestId, () =>
    repo.callWin(ctx.db, {
      vendor: ctx.vendor,
      txId: req.transactionId,
      fingerprint: fingerprint('win', [
        req.playerId,
        req.betTransactionId,
        req.roundId,
        req.amount,
        req.endRound,
      ]),
      memberId,
      betTxId: req.betTransactionId,
      roundId: req.roundId,
      amount: req.amount,
      endRound: req.endRound,
    }),
  );
}

export function rollback(ctx: TCtx, req: TSeamlessRollbackRequest): Promise<TSeamlessReply> {
  const memberId = parsePlayerId(req.playerId);
  return run(req.requestId, () =>
    repo.callRollback(ctx.db, {
      vendor: ctx.vendor,
      txId: req.transactionId,
      fingerprint: fingerprint('rollback', [req.playerId, req.betTransactionId, req.roundId]),
      memberId,
      betTxId: req.betTransactionId,
      roundId: req.roundId,
    }),
  );
}

export function endRound(ctx: TCtx, req: TSeamlessEndRoundRequest): Promise<TSeamlessReply> {
  const memberId = parsePlayerId(req.playerId);
  return run(req.requestId, () =>
    repo.callEndRound(ctx.db, { vendor: ctx.vendor, memberId, roundId: req.roundId }),
  );
}
