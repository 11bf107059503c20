// Fixtures of the job tests: payouts that are due for auto-receive (approved long ago), written
// straight to the tables, and an audit trigger that records every write of an auto_received row, so
// a payout marked twice (by a re-run that skipped the guard) shows up as two audit rows.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';
import { insertMemberWithWallet } from '@/modules/members/members.repo.ts';

let seq = 0;

export async function installAutoReceiveAudit(db: TDb): Promise<void> {
  await sql`create table if not exists test_auto_receive_audit (withdrawal_id bigint not null, at timestamptz not null default clock_timestamp())`.execute(
    db,
  );
  await sql`create or replace function test_audit_auto_receive() returns trigger language plpgsql as $$
    begin insert into test_auto_receive_audit (withdrawal_id) values (new.id); return new; end $$`.execute(
    db,
  );
  await sql`drop trigger if exists test_audit_auto_receive on cashier_withdrawals`.execute(db);
  await sql`create trigger test_audit_auto_receive after update on cashier_withdrawals
    for each row when (new.status = 'auto_received') execute function test_audit_auto_receive()`.execute(db);
}

/** `count` approved payouts of one new member, paid two days ago (due under any timeout up to 2 days). */
export async function insertDueWithdrawals(db: TDb, count: number): Promise<number[]> {
  seq += 1;
  const tag = `${process.pid}x${seq}`;
  const m = await insertMemberWithWallet(db, {
    account: `due${tag}`,
    nickname: `due${tag}`,
    type: 0,
    password_hash: 'x',
  });
  const card = await db
    .insertInto('cashier_bank_cards')
    .values({ member_id: m.id, bank_name: 'Test Bank', account_number: '12345678', payee_name: 'Due Member' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const paidAt = new Date(Date.now() - 2 * 86_400_000);
  const rows = await db
    .insertInto('cashier_withdrawals')
    .values(
      Array.from({ length: count }, (_, i) => ({
        member_id: m.id,
        request_id: `due-${tag}-${i}`,
        bank_card_id: card.id,
        bank_name: 'Test Bank',
        account_number: '12345678',
        payee_name: 'Due Member',
        amount: 1_000,
        status: 'approved',
        paid_at: paidAt,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Per payout: its status and how many times an auto_received row was written. */
export async function autoReceiveLedger(
  db: TDb,
  ids: number[],
): Promise<{ status: string; writes: number }[]> {
  const rows = await sql<{ id: number; status: string; writes: number }>`
    select w.id, w.status, (select count(*)::int from test_auto_receive_audit a where a.withdrawal_id = w.id) as writes
    from cashier_withdrawals w where w.id = any(${ids}) order by w.id`.execute(db);
  return rows.rows.map(({ status, writes }) => ({ status, writes: Number(writes) }));
}
