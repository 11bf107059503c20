// SQL of the cashier's limits: withdrawal channels (the payout limits operators edit) and what a
// member has already moved through a channel in a UTC day, for the daily limits.
import type { Updateable } from 'kysely';
import type { TCashierWithdrawalChannelsTable } from '@/db/tables-cashier.ts';
import type { TLedgerDb } from '@/modules/wallet/ledger.repo.ts';

export function listWithdrawalChannels(db: TLedgerDb) {
  return db.selectFrom('cashier_withdrawal_channels').selectAll().orderBy('sort').orderBy('id').execute();
}

export function findWithdrawalChannel(db: TLedgerDb, id: string) {
  return db.selectFrom('cashier_withdrawal_channels').selectAll().where('id', '=', id).executeTakeFirst();
}

export function updateWithdrawalChannel(
  db: TLedgerDb,
  id: string,
  set: Omit<Updateable<TCashierWithdrawalChannelsTable>, 'id' | 'updated_at'>,
) {
  return db
    .updateTable('cashier_withdrawal_channels')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deposits of the member through the channel since `since` that are not cancelled or refused. */
export async function depositedSince(db: TLedgerDb, memberId: number, channelId: string, since: Date) {
  const row = await db
    .selectFrom('cashier_deposits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('channel_id', '=', channelId)
    .where('status', 'in', ['pending', 'awaiting_payment', 'credited'])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Withdrawals the member asked for since `since`, but the rejected ones (their money came back). */
export async function withdrawnSince(db: TLedgerDb, memberId: number, since: Date) {
  const row = await db
    .selectFrom('cashier_withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '!=', 'rejected')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
