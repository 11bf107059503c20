// SQL of deposit channels and deposits. State changes are UPDATEs guarded by the expected status.
import type { Updateable } from 'kysely';
import type { TDepositStatus } from '@pavilion/contracts/cashier';
import type { TCashierDepositChannelsTable, TCashierDepositsTable } from '@/db/tables-cashier.ts';
import type { TLedgerDb } from '@/modules/wallet/ledger.repo.ts';

export async function listChannels(db: TLedgerDb, onlyEnabled: boolean) {
  let q = db.selectFrom('cashier_deposit_channels').selectAll();
  if (onlyEnabled) {
    q = q.where('enabled', '=', true);
  }
  return q.orderBy('sort').orderBy('id').execute();
}

export async function findChannel(db: TLedgerDb, id: string) {
  return db.selectFrom('cashier_deposit_channels').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateChannel(
  db: TLedgerDb,
  id: string,
  set: Omit<Updateable<TCashierDepositChannelsTable>, 'id' | 'kind' | 'updated_at'>,
) {
  return db
    .updateTable('cashier_deposit_channels')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

type TNewDeposit = Pick<
  TCashierDepositsTable,
  'member_id' | 'request_id' | 'channel_id' | 'kind' | 'amount' | 'reference' | 'status' | 'payment_id'
>;

/** undefined when this member already used the request id (a retry). */
export async function insertDeposit(db: TLedgerDb, row: TNewDeposit) {
  return db
    .insertInto('cashier_deposits')
    .values(row)
    .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findDeposit(db: TLedgerDb, id: number) {
  return db.selectFrom('cashier_deposits').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findByRequestId(db: TLedgerDb, memberId: number, requestId: string) {
  return db
    .selectFrom('cashier_deposits')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function findByPaymentId(db: TLedgerDb, paymentId: string) {
  return db.selectFrom('cashier_deposits').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
}

type TSet = {
  status: TDepositStatus;
  reason?: string | null;
  reviewed_by?: number | null;
  credited_at?: Date;
};

/** Moves one deposit from one of `from` to `set.status`; undefined when it was in none of them. */
export async function transition(
  db: TLedgerDb,
  id: number,
  from: TDepositStatus[],
  set: TSet,
  memberId?: number,
) {
  let q = db
    .updateTable('cashier_deposits')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', from);
  if (memberId !== undefined) {
    q = q.where('member_id', '=', memberId);
  }
  return q.returningAll().executeTakeFirst();
}

export async function listDeposits(
  db: TLedgerDb,
  filter: { memberId?: number; status?: string },
  page: { offset: number; limit: number },
) {
  let base = db
    .selectFrom('cashier_deposits as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .innerJoin('cashier_deposit_channels as c', 'c.id', 'd.channel_id')
    .leftJoin('operators as o', 'o.id', 'd.reviewed_by');
  if (filter.memberId !== undefined) {
    base = base.where('d.member_id', '=', filter.memberId);
  }
  if (filter.status !== undefined) {
    base = base.where('d.status', '=', filter.status as TDepositStatus);
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('d')
    .select(['m.account as member_account', 'c.name as channel_name', 'o.username as reviewer'])
    .orderBy('d.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(total.n), rows };
}

/** The sandbox gateway's secret kept in site_settings when none is configured (generated once). */
export async function ensureSetting(db: TLedgerDb, key: string, candidate: string): Promise<string> {
  await db
    .insertInto('site_settings')
    .values({ key, value: JSON.stringify(candidate) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return String(row.value);
}
