// Batches to the wallet (decision 049's rule, decision 051's server): a closed batch is one bet of
// its stakes and one win of its wins under `fish:<session>:<batch>:bet|win`, so a retry (the
// sweeper after a crash or a dropped connection) applies each once. A batch whose bet the wallet
// refuses for good (the player's login ended, or the wallet was spent elsewhere meanwhile) is void:
// its bet rolled back or tombstoned, nothing taken and nothing paid, and the session's totals say so.
// A batch whose fate is unknown stays pending for the next run.
import { BATCH_MAX_MS } from '@pavilion/games/fishing/batch';
import { AppError } from '@/shared/app-error.ts';
import { isRefusal } from '@/modules/inhouse/round-money.ts';
import { SeamlessCallError } from '@/modules/inhouse/seamless-client.ts';
import { issueLaunchToken } from '@/modules/seamless/launch-tokens.service.ts';
import { FISHING_VENDOR_CODE, SESSION_IDLE_MS, type TFishingDeps } from './fishing.deps.ts';
import * as repo from './fishing.repo.ts';

const betTx = (key: string) => `${key}:bet`;
const winTx = (key: string) => `${key}:win`;

async function takeBet(deps: TFishingDeps, s: repo.TSessionRow, b: repo.TBatchRow): Promise<boolean> {
  try {
    const launch = await issueLaunchToken(deps.db, {
      memberId: s.member_id,
      vendorCode: FISHING_VENDOR_CODE,
      nodeId: null,
      sessionId: s.session_id,
      config: deps.config,
    });
    await deps.seamless.bet({
      playerId: String(s.member_id),
      token: launch.token,
      transactionId: betTx(b.key),
      roundId: b.key,
      gameCode: `FISHING_${s.sea_id.toUpperCase().replaceAll('-', '_')}`,
      amount: b.staked,
    });
    return true;
  } catch (error) {
    if (isRefusal(error) || (error instanceof AppError && error.code === 'SESSION_EXPIRED')) {
      return false;
    }
    throw error;
  }
}

/** Rolls the batch's bet back if it was taken, or tombstones it so it never can be. */
async function voidBatchBet(
  deps: TFishingDeps,
  s: repo.TSessionRow,
  b: repo.TBatchRow,
): Promise<number | null> {
  try {
    const reply = await deps.seamless.rollback({
      playerId: String(s.member_id),
      transactionId: `${b.key}:rb`,
      betTransactionId: betTx(b.key),
      roundId: b.key,
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

/** Sends the session's pending batches to the wallet in order; stops at the first unknown fate. */
export async function settleBatches(deps: TFishingDeps, sessionId: number): Promise<number> {
  const s = await repo.findSession(deps.db, sessionId);
  if (!s) {
    return 0;
  }
  let done = 0;
  for (const b of await repo.pendingBatches(deps.db, sessionId)) {
    try {
      if (!(await takeBet(deps, s, b))) {
        const balance = await voidBatchBet(deps, s, b);
        await deps.db
          .transaction()
          .execute((trx) => repo.finishBatch(trx, s.id, b.batch_no, 'void', balance));
        done += 1;
        continue;
      }
      const reply = await deps.seamless.win({
        playerId: String(s.member_id),
        transactionId: winTx(b.key),
        betTransactionId: betTx(b.key),
        roundId: b.key,
        amount: b.paid,
        endRound: true,
      });
      await deps.db
        .transaction()
        .execute((trx) => repo.finishBatch(trx, s.id, b.batch_no, 'settled', reply.balance));
      done += 1;
    } catch {
      return done;
    }
  }
  return done;
}

/**
 * Closes what time has closed: an open batch older than BATCH_MAX_MS, a session idle for
 * SESSION_IDLE_MS (its open batch first); then settles every pending batch. `closeNow` also
 * closes the session (the player left).
 */
export async function sweepSession(deps: TFishingDeps, sessionId: number, now: Date, closeNow = false) {
  await deps.db.transaction().execute(async (trx) => {
    let s = await repo.lockSession(trx, sessionId);
    if (!s || s.status !== 'open') {
      return;
    }
    const idle = now.getTime() - s.last_shot_at.getTime() >= SESSION_IDLE_MS;
    if (closeNow || idle || (s.open_since && now.getTime() - s.open_since.getTime() >= BATCH_MAX_MS)) {
      s = await repo.closeOpenBatch(trx, s);
    }
    if (closeNow || idle) {
      await repo.updateSession(trx, s.id, { status: 'closed', closed_at: now });
    }
  });
  return settleBatches(deps, sessionId);
}

export async function runFishingSweep(deps: TFishingDeps, now: Date) {
  const ids = await repo.sessionsToSweep(
    deps.db,
    new Date(now.getTime() - BATCH_MAX_MS),
    new Date(now.getTime() - SESSION_IDLE_MS),
  );
  let batches = 0;
  for (const id of ids) {
    batches += await sweepSession(deps, id, now);
  }
  return { sessions: ids.length, batches };
}
