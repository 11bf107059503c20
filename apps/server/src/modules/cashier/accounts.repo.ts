// SQL of the member's cashier identity: fund password hash, payee name, bank cards and the direct
// upline (members.upline_id).
import { sql } from 'kysely';
import type { TLedgerDb } from '@/modules/wallet/ledger.repo.ts';

export async function findMemberCashierRow(db: TLedgerDb, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'account', 'type', 'fund_password_hash', 'payee_name', 'upline_id'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Sets the hash only when it still is `expected` (null: none set yet), so two setters cannot both win. */
export async function updateFundPasswordHash(
  db: TLedgerDb,
  memberId: number,
  expected: string | null,
  hash: string,
): Promise<boolean> {
  let q = db.updateTable('members').set({ fund_password_hash: hash }).where('id', '=', memberId);
  q =
    expected === null
      ? q.where('fund_password_hash', 'is', null)
      : q.where('fund_password_hash', '=', expected);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setPayeeName(db: TLedgerDb, memberId: number, payeeName: string): Promise<void> {
  await db.updateTable('members').set({ payee_name: payeeName }).where('id', '=', memberId).execute();
}

export async function listBankCards(db: TLedgerDb, memberId: number) {
  return db
    .selectFrom('cashier_bank_cards')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

export async function findBankCard(db: TLedgerDb, memberId: number, cardId: number) {
  return db
    .selectFrom('cashier_bank_cards')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('id', '=', cardId)
    .executeTakeFirst();
}

/** undefined when the member already bound this account number. */
export async function insertBankCard(
  db: TLedgerDb,
  row: { member_id: number; bank_name: string; account_number: string; payee_name: string },
) {
  return db
    .insertInto('cashier_bank_cards')
    .values(row)
    .onConflict((oc) => oc.columns(['member_id', 'account_number']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Serialises concurrent card binds of one member (the first card fixes the payee name). */
export async function lockMember(db: TLedgerDb, memberId: number): Promise<void> {
  await db.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
}

export async function findMemberById(db: TLedgerDb, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'account', 'nickname', 'type', 'status'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export async function findFundPasswordLock(db: TLedgerDb, memberId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('cashier_fund_password_failures')
    .select('locked_until')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.locked_until ? new Date(row.locked_until) : null;
}

/** Counts one wrong fund password; the `threshold`-th in a row locks until now + lockMinutes and restarts the count. */
export async function recordFundPasswordFailure(
  db: TLedgerDb,
  memberId: number,
  threshold: number,
  lockMinutes: number,
): Promise<Date | null> {
  const { rows } = await sql<{ failures: number }>`
    insert into cashier_fund_password_failures as f (member_id, failures) values (${memberId}, 1)
    on conflict (member_id) do update set failures = f.failures + 1
    returning failures`.execute(db);
  const failures = Number(rows[0]?.failures ?? 0);
  if (failures < threshold) {
    return null;
  }
  const until = new Date(Date.now() + lockMinutes * 60_000);
  await db
    .updateTable('cashier_fund_password_failures')
    .set({ failures: 0, locked_until: until })
    .where('member_id', '=', memberId)
    .execute();
  return until;
}

export async function clearFundPasswordFailures(db: TLedgerDb, memberId: number): Promise<void> {
  await db.deleteFrom('cashier_fund_password_failures').where('member_id', '=', memberId).execute();
}
