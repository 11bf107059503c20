// Shots reach the wallet in batches, not one request per shot. Every shot is decided and stored
// server-side under its shot number before the player sees it; a batch is the shots since the last
// one, closed when it holds BATCH_MAX_SHOTS shots or BATCH_MAX_MS after its first shot (the server
// ticks a timer, so a dropped connection still closes it), or when the session ends. A batch goes
// to the wallet as one debit of its stakes and one credit of its wins under the idempotency key
// `fish:<sessionId>:<batchNo>`, so a retried batch is applied once. A shot is accepted only if the
// balance at the last batch, less the open batch's stakes, plus its wins, covers its cost: the
// wallet can never be asked for money the player did not have.

export const BATCH_MAX_SHOTS = 50;
export const BATCH_MAX_MS = 2000;

export type TBatchShot = { shotNo: number; cost: number; payout: number };
export type TBatch = {
  batchNo: number;
  key: string;
  firstShotNo: number;
  lastShotNo: number;
  shots: number;
  staked: number;
  paid: number;
};
export type TBatcher = {
  sessionId: string;
  nextBatchNo: number;
  open: (Omit<TBatch, 'batchNo' | 'key'> & { openedAt: number }) | null;
};
export type TBatchStep = { batcher: TBatcher; batch: TBatch | null };

export function createBatcher(sessionId: string): TBatcher {
  return { sessionId, nextBatchNo: 1, open: null };
}

/** How much the player may still stake before the open batch is settled. */
export function available(balanceAtLastBatch: number, batcher: TBatcher): number {
  return balanceAtLastBatch - (batcher.open?.staked ?? 0) + (batcher.open?.paid ?? 0);
}

export function addShot(batcher: TBatcher, shot: TBatchShot, now: number): TBatchStep {
  const open = batcher.open ?? {
    firstShotNo: shot.shotNo,
    lastShotNo: shot.shotNo,
    shots: 0,
    staked: 0,
    paid: 0,
    openedAt: now,
  };
  const next = {
    ...batcher,
    open: {
      ...open,
      lastShotNo: shot.shotNo,
      shots: open.shots + 1,
      staked: open.staked + shot.cost,
      paid: open.paid + shot.payout,
    },
  };
  return next.open.shots >= BATCH_MAX_SHOTS ? closeBatch(next) : tick(next, now);
}

/** Closes the open batch once it is BATCH_MAX_MS old. */
export function tick(batcher: TBatcher, now: number): TBatchStep {
  return batcher.open && now - batcher.open.openedAt >= BATCH_MAX_MS
    ? closeBatch(batcher)
    : { batcher, batch: null };
}

/** Closes the open batch now (full, timed out, or the session ended). */
export function closeBatch(batcher: TBatcher): TBatchStep {
  if (!batcher.open) {
    return { batcher, batch: null };
  }
  const { openedAt: _openedAt, ...totals } = batcher.open;
  const batchNo = batcher.nextBatchNo;
  return {
    batcher: { ...batcher, nextBatchNo: batchNo + 1, open: null },
    batch: { batchNo, key: `fish:${batcher.sessionId}:${batchNo}`, ...totals },
  };
}
