// SQL of player protection: deposit limit rows, the member's protection settings row, the sum of
// credited deposits in a window (the cashier's table), and the session's game result.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TDepositLimitPeriod, TExclusionKind } from '@pavilion/contracts/protection';

export async function depositLimits(db: TDb, memberId: number) {
  return db.selectFrom('member_deposit_limits').selectAll().where('member_id', '=', memberId).execute();
}

export async function upsertDepositLimit(
  db: TDb,
  row: {
    memberId: number;
    period: TDepositLimitPeriod;
    amount: number | null;
    pendingAmount: number | null;
    pendingEffectiveAt: Date | null;
  },
) {
  const values = {
    amount: row.amount,
    pending_amount: row.pendingAmount,
    pending_effective_at: row.pendingEffectiveAt,
    updated_at: new Date(),
  };
  await db
    .insertInto('member_deposit_limits')
    .values({ member_id: row.memberId, period: row.period, ...values })
    .onConflict((oc) => oc.columns(['member_id', 'period']).doUpdateSet(values))
    .execute();
}

export async function protectionSettings(db: TDb, memberId: number) {
  return db.selectFrom('member_protection').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

/**
 * Sets the exclusion end, never shortening one in force (greatest of old and new). A self-exclusion
 * outranks a time-out still in force; the operator who set the one in force is kept (null: the member).
 */
export async function extendExclusion(
  db: TDb,
  memberId: number,
  exclusion: { until: Date; kind: TExclusionKind; operatorId: number | null },
): Promise<{ until: Date; kind: TExclusionKind; operatorId: number | null }> {
  const row = await db
    .insertInto('member_protection')
    .values({
      member_id: memberId,
      excluded_until: exclusion.until,
      exclusion_kind: exclusion.kind,
      excluded_by_operator_id: exclusion.operatorId,
    })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({
        excluded_until: sql<Date>`greatest(coalesce(member_protection.excluded_until, excluded.excluded_until), excluded.excluded_until)`,
        exclusion_kind: sql<TExclusionKind>`case
          when member_protection.excluded_until > now() and member_protection.exclusion_kind = 'self_exclusion'
            then 'self_exclusion' else excluded.exclusion_kind end`,
        excluded_by_operator_id: sql<number | null>`case
          when member_protection.excluded_until > excluded.excluded_until then member_protection.excluded_by_operator_id
          else excluded.excluded_by_operator_id end`,
        updated_at: new Date(),
      }),
    )
    .returning(['excluded_until', 'exclusion_kind', 'excluded_by_operator_id'])
    .executeTakeFirstOrThrow();
  return {
    until: row.excluded_until ?? exclusion.until,
    kind: (row.exclusion_kind as TExclusionKind | null) ?? exclusion.kind,
    operatorId: row.excluded_by_operator_id === null ? null : Number(row.excluded_by_operator_id),
  };
}

export async function setRealityCheckMinutes(db: TDb, memberId: number, minutes: number) {
  await db
    .insertInto('member_protection')
    .values({ member_id: memberId, reality_check_minutes: minutes })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: new Date() }),
    )
    .execute();
}

/** Credited deposits of the cashier (H6's cashier_deposits) since `since`. */
export async function creditedDepositsSince(db: TDb, memberId: number, since: Date): Promise<number> {
  const { rows } = await sql<{ total: string | number | null }>`
    select coalesce(sum(amount), 0)::bigint as total from cashier_deposits
    where member_id = ${memberId} and status = 'credited' and credited_at >= ${since}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

export async function sessionStart(db: TDb, sessionId: number) {
  return db.selectFrom('sessions').select('created_at').where('id', '=', sessionId).executeTakeFirst();
}

/** Sum of the member's ledger entries of kinds bet, win and rollback since `since` (wins minus stakes). */
export async function gameResultSince(db: TDb, memberId: number, since: Date): Promise<number> {
  const { rows } = await sql<{ total: string | number | null }>`
    select coalesce(sum(e.amount), 0)::bigint as total
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    where a.member_id = ${memberId} and e.created_at >= ${since} and t.kind in ('bet', 'win', 'rollback')`.execute(
    db,
  );
  return Number(rows[0]?.total ?? 0);
}
