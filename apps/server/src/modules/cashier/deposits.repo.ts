// SQL of deposit channels and deposits. State changes are UPDATEs guarded by the expected status.
import type { Updateable } from 'kysely';
import type { TDepositFlag, TDepositStatus } from '@pavilion/contracts/cashier';
import type { TCashierDepositChannelsTable, TCashierDepositsTable } from '@/db/tables-cashier.ts';
import { open, seal } from '@/modules/crypto/secret-box.ts';
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
  // the gateway's secrets are sealed here (decision 064) and opened only by stripeChannelKeys
  const sealed = {
    ...set,
    ...(typeof set.secret_key === 'string' ? { secret_key: seal(set.secret_key) } : {}),
    ...(typeof set.webhook_secret === 'string' ? { webhook_secret: seal(set.webhook_secret) } : {}),
  };
  return db
    .updateTable('cashier_deposit_channels')
    .set({ ...sealed, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** A Stripe channel's keys, opened; undefined when the channel is not a configured Stripe one. */
export async function stripeChannelKeys(db: TLedgerDb, id: string) {
  const row = await db
    .selectFrom('cashier_deposit_channels')
    .select(['secret_key', 'webhook_secret'])
    .where('id', '=', id)
    .where('adapter', '=', 'stripe')
    .executeTakeFirst();
  if (!row?.secret_key) {
    return undefined;
  }
  return {
    secretKey: open(row.secret_key),
    webhookSecret: row.webhook_secret === null ? null : open(row.webhook_secret),
  };
}

/** Every Stripe channel's webhook secret, opened (a webhook names no channel until it is verified). */
export async function stripeWebhookSecrets(db: TLedgerDb) {
  const rows = await db
    .selectFrom('cashier_deposit_channels')
    .select(['id', 'webhook_secret'])
    .where('adapter', '=', 'stripe')
    .where('webhook_secret', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ channelId: r.id, secret: open(r.webhook_secret as string) }));
}

type TNewDeposit = Pick<
  TCashierDepositsTable,
  'member_id' | 'request_id' | 'channel_id' | 'kind' | 'amount' | 'reference' | 'status' | 'payment_id'
> & { currency?: string | null };

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
  payment_intent?: string | null;
};

/** The Checkout Session of a Stripe deposit, once Stripe answered (a retry writes the same). */
export async function setCheckout(db: TLedgerDb, id: number, sessionId: string, url: string) {
  return db
    .updateTable('cashier_deposits')
    .set({ payment_id: sessionId, checkout_url: url, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Marks a deposit for an operator; the first flag stays. */
export async function flagDeposit(db: TLedgerDb, id: number, flag: TDepositFlag) {
  await db
    .updateTable('cashier_deposits')
    .set({ flag, updated_at: new Date() })
    .where('id', '=', id)
    .where('flag', 'is', null)
    .execute();
}

/** Records a provider event; false when it was already recorded (a replay or a duplicate). */
export async function recordGatewayEvent(
  db: TLedgerDb,
  e: { eventId: string; depositId: number | null; outcome: 'credited' | 'duplicate' | 'flagged' | 'ignored' },
) {
  const row = await db
    .insertInto('cashier_gateway_events')
    .values({ provider: 'stripe', event_id: e.eventId, deposit_id: e.depositId, outcome: e.outcome })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setGatewayEventOutcome(
  db: TLedgerDb,
  eventId: string,
  outcome: 'credited' | 'duplicate' | 'flagged' | 'ignored',
) {
  await db
    .updateTable('cashier_gateway_events')
    .set({ outcome })
    .where('provider', '=', 'stripe')
    .where('event_id', '=', eventId)
    .execute();
}

/** The deposit row, locked for the rest of the transaction. */
export async function lockDeposit(db: TLedgerDb, id: number) {
  return db
    .selectFrom('cashier_deposits')
    .selectAll()
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export async function markRefunded(db: TLedgerDb, id: number, refundId: string, operatorId: number) {
  return db
    .updateTable('cashier_deposits')
    .set({ refund_id: refundId, refunded_at: new Date(), refunded_by: operatorId, updated_at: new Date() })
    .where('id', '=', id)
    .where('refunded_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

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
