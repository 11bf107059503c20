// SQL of bonus money (migration 0058, decision 061): the locks that keep a bonus credit and what it
// wins from leaving the member's withdrawable balance until its turnover is met, and the member's
// wallet row taken FOR UPDATE, which serialises every outflow of one member (the gate's lock).
import { sql } from 'kysely';
import type { TLedgerDb } from '@/modules/wallet/ledger.repo.ts';

export type TBonusSource = 'promotion' | 'mission' | 'red_envelope' | 'reward' | 'adjustment';
export type TReleaseReason = 'met' | 'waived' | 'forfeited';

export type TOpenLockRow = {
  id: string;
  amount: string;
  turnover_required: string;
  created_at: Date;
  /** stakes of the member's settled bets placed since the lock was made */
  valid: string;
};

/** Locks the member's wallet row until the transaction ends; undefined when the member has none. */
export async function lockWallet(db: TLedgerDb, memberId: number) {
  const { rows } = await sql<{ account_id: string; balance: string; currency: string; status: string }>`
    select a.id as account_id, a.balance, a.currency, m.status
    from ledger_accounts a join members m on m.id = a.member_id
    where a.member_id = ${memberId} and a.purpose = 'wallet'
    for update of a`.execute(db);
  return rows[0];
}

export function insertLock(
  db: TLedgerDb,
  row: {
    memberId: number;
    source: TBonusSource;
    sourceRef: string;
    amount: number;
    turnoverRequired: number;
  },
) {
  return db
    .insertInto('bonus_locks')
    .values({
      member_id: row.memberId,
      source: row.source,
      source_ref: row.sourceRef,
      amount: row.amount,
      turnover_required: row.turnoverRequired,
    })
    .onConflict((oc) => oc.columns(['source', 'source_ref']).doNothing())
    .returning(['id'])
    .executeTakeFirst();
}

/** The member's open locks, oldest first, each with the turnover it has seen. */
export async function openLocks(db: TLedgerDb, memberId: number): Promise<TOpenLockRow[]> {
  const { rows } = await sql<TOpenLockRow>`
    select l.id, l.amount, l.turnover_required, l.created_at,
      (select coalesce(sum(s.amount), 0) from seamless_bets s
        where s.member_id = l.member_id and s.status = 'settled' and s.placed_at >= l.created_at) as valid
    from bonus_locks l
    where l.member_id = ${memberId} and l.released_at is null
    order by l.created_at, l.id`.execute(db);
  return rows;
}

/** What the member's settled bets placed since `since` won beyond their stakes (0 when they lost). */
export async function netWinSince(db: TLedgerDb, memberId: number, since: Date): Promise<number> {
  const { rows } = await sql<{ net: string }>`
    select greatest(coalesce(sum(win_amount - amount), 0), 0) as net from seamless_bets
    where member_id = ${memberId} and status = 'settled' and placed_at >= ${since}`.execute(db);
  return Number(rows[0]?.net ?? 0);
}

export async function releaseLocks(
  db: TLedgerDb,
  ids: number[],
  reason: TReleaseReason,
  operatorId: number | null = null,
): Promise<number> {
  if (ids.length === 0) {
    return 0;
  }
  const res = await db
    .updateTable('bonus_locks')
    .set({ released_at: new Date(), release_reason: reason, released_by: operatorId })
    .where('id', 'in', ids)
    .where('released_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export function findLock(db: TLedgerDb, source: TBonusSource, sourceRef: string) {
  return db
    .selectFrom('bonus_locks')
    .selectAll()
    .where('source', '=', source)
    .where('source_ref', '=', sourceRef)
    .executeTakeFirst();
}

/** Locks of many sources at once (the bonus-details page reads its promotions' locks). */
export function locksOf(db: TLedgerDb, source: TBonusSource, sourceRefs: string[]) {
  if (sourceRefs.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .selectFrom('bonus_locks')
    .selectAll()
    .where('source', '=', source)
    .where('source_ref', 'in', sourceRefs)
    .execute();
}

/** What a forfeit posted under `key` recorded (a retried forfeit answers with it). */
export async function forfeitPosted(db: TLedgerDb, key: string) {
  const row = await db
    .selectFrom('ledger_transactions')
    .select('meta')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? (row.meta as { forfeited?: number; locks?: number[] }) : undefined;
}
