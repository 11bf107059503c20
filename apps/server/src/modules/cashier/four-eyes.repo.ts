// SQL of four-eyes approval (decision 079): the amounts per currency, the withdrawal row locked for
// its approval, and the first of two approvals.
import type { TFourEyesThreshold } from '@pavilion/contracts/cashier';
import type { TDb } from '@/db/database.ts';
import type { TLedgerDb } from '@/modules/wallet/ledger.repo.ts';

export async function allThresholds(db: TDb) {
  return db.selectFrom('withdrawal_four_eyes').select(['currency', 'amount']).orderBy('currency').execute();
}

export async function thresholdFor(db: TLedgerDb, currency: string): Promise<number | null> {
  const row = await db
    .selectFrom('withdrawal_four_eyes')
    .select('amount')
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row ? Number(row.amount) : null;
}

export async function replaceThresholds(
  db: TDb,
  operatorId: number,
  thresholds: TFourEyesThreshold[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('withdrawal_four_eyes').execute();
    if (thresholds.length > 0) {
      await trx
        .insertInto('withdrawal_four_eyes')
        .values(thresholds.map((x) => ({ ...x, operator_id: operatorId })))
        .execute();
    }
  });
}

/** The withdrawal and its member's wallet currency, the row locked until the approval commits. */
export async function lockForApproval(trx: TLedgerDb, id: number) {
  return trx
    .selectFrom('cashier_withdrawals as w')
    .innerJoin('ledger_accounts as a', (j) =>
      j.onRef('a.member_id', '=', 'w.member_id').on('a.purpose', '=', 'wallet'),
    )
    .selectAll('w')
    .select('a.currency')
    .where('w.id', '=', id)
    .forUpdate('w')
    .executeTakeFirst();
}

export async function markFirstApproval(trx: TLedgerDb, id: number, operatorId: number, at: Date) {
  return trx
    .updateTable('cashier_withdrawals')
    .set({ first_approved_by: operatorId, first_approved_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('first_approved_by', 'is', null)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function operatorName(db: TLedgerDb, id: number | null): Promise<string | null> {
  if (id === null) {
    return null;
  }
  const row = await db.selectFrom('operators').select('username').where('id', '=', id).executeTakeFirst();
  return row?.username ?? null;
}
