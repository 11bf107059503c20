// SQL of withdrawals and their proof images. Every state change is one UPDATE guarded by the
// expected status, so concurrent actors (two operators, the member and the auto-receive job on
// several instances) can never both apply a transition.
import { sql } from 'kysely';
import type { TWithdrawalStatus } from '@pavilion/contracts/cashier';
import type { TCashierWithdrawalsTable } from '@/db/tables-cashier.ts';
import type { TLedgerDb } from '@/modules/wallet/ledger.repo.ts';

type TNewWithdrawal = {
  member_id: number;
  request_id: string;
  bank_card_id: number;
  bank_name: string;
  account_number: string;
  payee_name: string;
  amount: number;
};

/** undefined when this member already used the request id (a retry). */
export async function insertWithdrawal(db: TLedgerDb, row: TNewWithdrawal) {
  return db
    .insertInto('cashier_withdrawals')
    .values({ ...row, status: 'pending' })
    .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findByRequestId(db: TLedgerDb, memberId: number, requestId: string) {
  return db
    .selectFrom('cashier_withdrawals')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function findWithdrawal(db: TLedgerDb, id: number) {
  return db.selectFrom('cashier_withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

type TUpdate = Partial<Pick<TCashierWithdrawalsTable, 'remaining_amount' | 'reason' | 'reviewed_by'>> & {
  status: TWithdrawalStatus;
  reviewed_at?: Date;
  paid_at?: Date;
  confirmed_at?: Date;
};

/** Moves one withdrawal from `from` to `set.status`; undefined when it was not in `from` (or not the member's). */
export async function transition(
  db: TLedgerDb,
  id: number,
  from: TWithdrawalStatus,
  set: TUpdate,
  memberId?: number,
) {
  let q = db.updateTable('cashier_withdrawals').set(set).where('id', '=', id).where('status', '=', from);
  if (memberId !== undefined) {
    q = q.where('member_id', '=', memberId);
  }
  return q.returningAll().executeTakeFirst();
}

export async function lockedAmount(db: TLedgerDb, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('cashier_withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listWithdrawals(
  db: TLedgerDb,
  filter: { memberId?: number; status?: string },
  page: { offset: number; limit: number },
) {
  let base = db
    .selectFrom('cashier_withdrawals as w')
    .innerJoin('members as m', 'm.id', 'w.member_id')
    .leftJoin('operators as o', 'o.id', 'w.reviewed_by')
    .leftJoin('operators as f', 'f.id', 'w.first_approved_by');
  if (filter.memberId !== undefined) {
    base = base.where('w.member_id', '=', filter.memberId);
  }
  if (filter.status !== undefined) {
    base = base.where('w.status', '=', filter.status as TWithdrawalStatus);
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('w')
    .select(['m.account as member_account', 'o.username as reviewer', 'f.username as first_approver'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('cashier_withdrawal_proofs as p')
            .select('p.withdrawal_id')
            .whereRef('p.withdrawal_id', '=', 'w.id'),
        )
        .as('has_proof'),
    )
    .orderBy('w.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(total.n), rows };
}

export async function hasProof(db: TLedgerDb, withdrawalId: number): Promise<boolean> {
  const row = await db
    .selectFrom('cashier_withdrawal_proofs')
    .select('withdrawal_id')
    .where('withdrawal_id', '=', withdrawalId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The proof's row holds the blob's key (decision 066); its bytes are in the blob store. */
export async function insertProof(
  db: TLedgerDb,
  withdrawalId: number,
  proof: { mime: 'image/png' | 'image/jpeg'; size: number; blobKey: string },
): Promise<void> {
  await db
    .insertInto('cashier_withdrawal_proofs')
    .values({ withdrawal_id: withdrawalId, mime: proof.mime, size: proof.size, blob_key: proof.blobKey })
    .execute();
}

/** `bytes` is set on proofs stored before decision 066, `blob_key` on the later ones. */
export async function findProof(db: TLedgerDb, withdrawalId: number) {
  return db
    .selectFrom('cashier_withdrawal_proofs')
    .select(['mime', 'bytes', 'blob_key'])
    .where('withdrawal_id', '=', withdrawalId)
    .executeTakeFirst();
}

/** The auto-receive job: one idempotent statement, safe to run from several instances at once. */
export async function autoReceive(db: TLedgerDb, now: Date, minutes: number): Promise<number> {
  const cutoff = new Date(now.getTime() - minutes * 60_000);
  const res = await db
    .updateTable('cashier_withdrawals')
    .set({ status: 'auto_received', confirmed_at: now })
    .where('status', '=', 'approved')
    .where('paid_at', '<', cutoff)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
