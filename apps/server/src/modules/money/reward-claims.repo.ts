// SQL of the guards on rewards that need no deposit (migration 0059, decision 063): the caps'
// settings row, the per-(scope, key, UTC day) claim counters taken by one atomic upsert, the
// member's qualifying deposit and upline.
import { sql } from 'kysely';
import type { TRewardCaps, TRewardCapScope } from '@pavilion/contracts/reward-payout';
import type { TLedgerDb } from '@/modules/wallet/ledger.repo.ts';

export async function readCaps(db: TLedgerDb): Promise<TRewardCaps | undefined> {
  const row = await db
    .selectFrom('reward_caps')
    .select(['per_device', 'per_ip', 'per_upline'])
    .where('id', '=', true)
    .executeTakeFirst();
  return row && { device: row.per_device, ip: row.per_ip, upline: row.per_upline };
}

export async function saveCaps(db: TLedgerDb, caps: TRewardCaps, operatorId: number | null): Promise<void> {
  const values = {
    per_device: caps.device,
    per_ip: caps.ip,
    per_upline: caps.upline,
    updated_at: new Date(),
    updated_by: operatorId,
  };
  await db
    .insertInto('reward_caps')
    .values({ id: true, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/**
 * Counts one claim of (scope, key) on `day` unless it already holds `cap`; false when full. One
 * statement: concurrent claims of the same key queue on its row, and each re-reads the count the one
 * before it committed (ON CONFLICT DO UPDATE re-checks its WHERE on the newest row version).
 */
export async function takeClaim(
  db: TLedgerDb,
  c: { scope: TRewardCapScope; key: string; day: string; cap: number },
): Promise<boolean> {
  const { rows } = await sql<{ claims: number }>`
    insert into reward_claim_counts (scope, key, day, claims) values (${c.scope}, ${c.key}, ${c.day}::date, 1)
    on conflict (scope, key, day) do update set claims = reward_claim_counts.claims + 1
      where reward_claim_counts.claims < ${c.cap}
    returning claims`.execute(db);
  return rows.length > 0;
}

/** Claims counted for (scope, key) on `day` (tests and the operator's view). */
export async function claimsOn(db: TLedgerDb, scope: TRewardCapScope, key: string, day: string) {
  const row = await db
    .selectFrom('reward_claim_counts')
    .select('claims')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('day', '=', sql<Date>`${day}::date`)
    .executeTakeFirst();
  return row?.claims ?? 0;
}

export async function hasCreditedDeposit(
  db: TLedgerDb,
  memberId: number,
  minAmount: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('cashier_deposits')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'credited')
    .where('amount', '>=', minAmount)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function uplineOf(db: TLedgerDb, memberId: number): Promise<number | null> {
  const row = await db
    .selectFrom('members')
    .select('upline_id')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.upline_id ?? null;
}
