// Bonus money (decision 061): a bonus credit is paid into the wallet through the ledger (kind
// 'bonus', from the house 'bonus' account) together with a lock in the same transaction. While a lock
// is open, the bonus and what the member has won since it was paid stay in the wallet: they can be
// bet, but not withdrawn, transferred to anyone or converted. A lock opens when its turnover (stakes
// of settled bets placed since it was paid) reaches what it requires, or when an operator waives it.
// The member's cash is the rest of the balance, spent first.
import { assertBonusAllowed } from '@/modules/risk/restrictions.service.ts';
import type { Transaction } from 'kysely';
import type { TDatabase } from '@/db/tables.ts';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import type { TLedgerDb } from '@/modules/wallet/ledger.repo.ts';
import * as repo from './bonus-locks.repo.ts';
import type { TBonusSource } from './bonus-locks.repo.ts';

export type TBonusPosition = {
  /** the part of the balance that may not leave the wallet now */
  locked: number;
  turnoverRequired: number;
  turnoverProgress: number;
  openLocks: number;
  /** the open locks, oldest first */
  lockIds: number[];
};

export type TOpenLock = { id: number; amount: number; required: number; progress: number; createdAt: Date };

/** The member's open locks with their progress; those whose turnover is met are marked released. */
async function settleOpenLocks(db: TLedgerDb, memberId: number): Promise<TOpenLock[]> {
  const rows = await repo.openLocks(db, memberId);
  const open: TOpenLock[] = [];
  const met: number[] = [];
  for (const r of rows) {
    const lock = {
      id: Number(r.id),
      amount: Number(r.amount),
      required: Number(r.turnover_required),
      progress: Number(r.valid),
      createdAt: new Date(r.created_at),
    };
    if (lock.progress >= lock.required) {
      met.push(lock.id);
    } else {
      open.push(lock);
    }
  }
  await repo.releaseLocks(db, met, 'met');
  return open;
}

/**
 * What of `balance` bonus money holds: the open locks' bonuses plus the net winnings since the
 * oldest of them, never more than the balance. Inside the outflow gate's transaction (wallet row
 * locked) it is exact; elsewhere it is a reading.
 */
export async function bonusPosition(
  db: TLedgerDb,
  memberId: number,
  balance: number,
): Promise<TBonusPosition> {
  const open = await settleOpenLocks(db, memberId);
  if (open.length === 0) {
    return { locked: 0, turnoverRequired: 0, turnoverProgress: 0, openLocks: 0, lockIds: [] };
  }
  const winnings = await repo.netWinSince(db, memberId, open[0]!.createdAt);
  const held = open.reduce((s, l) => s + l.amount, 0) + winnings;
  return {
    locked: Math.max(0, Math.min(balance, held)),
    turnoverRequired: open.reduce((s, l) => s + l.required, 0),
    turnoverProgress: open.reduce((s, l) => s + Math.min(l.progress, l.required), 0),
    openLocks: open.length,
    lockIds: open.map((l) => l.id),
  };
}

export type TGrantBonus = {
  memberId: number;
  amount: number;
  turnoverRequired: number;
  source: TBonusSource;
  /** unique per source: the grant happens once */
  sourceRef: string;
  idempotencyKey: string;
  description: string;
  meta?: Record<string, unknown>;
};

/**
 * Pays a locked bonus once, inside the caller's transaction: the lock first (unique per source), then
 * the ledger credit. A turnover of 0 pays withdrawable cash (no lock is kept). `paid` is false when
 * this source was granted before.
 */
export async function grantBonus(
  trx: Transaction<TDatabase>,
  g: TGrantBonus,
): Promise<{ balance: number; paid: boolean; transactionId: string }> {
  // an operator's "no bonus" restriction (decision 075), read in the grant's transaction
  await assertBonusAllowed(trx, g.memberId);
  const locked = g.turnoverRequired > 0 ? await repo.insertLock(trx, g) : null;
  // a lock already there means this source was granted: the ledger replays its posting
  const posted = await postMemberMovement(trx, movement(g));
  return {
    balance: posted.balance,
    paid: !posted.replayed && locked !== undefined,
    transactionId: posted.transactionId,
  };
}

function movement(g: TGrantBonus) {
  return {
    idempotencyKey: g.idempotencyKey,
    kind: 'bonus' as const,
    memberId: g.memberId,
    amount: g.amount,
    counterparty: 'bonus' as const,
    description: g.description,
    meta: { ...g.meta, bonusSource: g.source, bonusRef: g.sourceRef },
  };
}

/**
 * Ends open locks before their turnover is met: an operator's waiver (the bonus becomes cash) or the
 * member's forfeit (bonus-forfeit.service.ts takes the locked money back in the same transaction).
 * Returns how many were still open.
 */
export function endLocks(
  db: TLedgerDb,
  ids: number[],
  reason: 'waived' | 'forfeited',
  by: number | null,
): Promise<number> {
  return repo.releaseLocks(db, ids, reason, by);
}

/** An operator lifts a lock (the bonus becomes cash); false when it was not open. */
export async function waiveLock(
  db: TLedgerDb,
  source: TBonusSource,
  sourceRef: string,
  operatorId: number,
): Promise<boolean> {
  const lock = await repo.findLock(db, source, sourceRef);
  return lock ? (await endLocks(db, [lock.id], 'waived', operatorId)) === 1 : false;
}
