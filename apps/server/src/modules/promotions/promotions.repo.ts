// SQL of promotions (decision 034): activities, the member's stored state, bonuses with their
// turnover (valid bet = stakes of settled bets placed since the claim, read from seamless_bets at
// read time, never on the bet's path: decision 023), the qualifying deposit, eligibility lookups.
// "Once" is a unique key: a second bonus insert for (promotion, member) does nothing.
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';
import type { TActivitiesTable, TStoredActivityState } from '@/db/tables-promotions.ts';

export type TPromoDb = TDb | Transaction<TDatabase>;

export function listLiveActivities(db: TPromoDb, now: Date) {
  // ended less than a week ago stays listed (its state is `close`)
  const shownAfter = new Date(now.getTime() - 7 * 86_400_000);
  return db
    .selectFrom('activities')
    .selectAll()
    .where('ends_at', '>', shownAfter)
    .where('enabled', '=', true)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

export function findActivity(db: TPromoDb, id: number) {
  return db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every activity for the console, with the agent account its eligibility names. */
export function listAllActivities(db: TPromoDb) {
  return db
    .selectFrom('activities')
    .leftJoin('members', 'members.id', 'activities.agent_id')
    .selectAll('activities')
    .select('members.account as agent_account')
    .orderBy('activities.id', 'desc')
    .limit(500)
    .execute();
}

export function updateActivity(db: TPromoDb, id: number, patch: Updateable<TActivitiesTable>) {
  return db
    .updateTable('activities')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function insertActivity(db: TPromoDb, row: Insertable<TActivitiesTable>) {
  return db.insertInto('activities').values(row).returningAll().executeTakeFirstOrThrow();
}

export function participations(db: TPromoDb, memberId: number) {
  return db.selectFrom('activity_participations').selectAll().where('member_id', '=', memberId).execute();
}

export function findParticipation(db: TPromoDb, memberId: number, promotionId: number) {
  return db
    .selectFrom('activity_participations')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('promotion_id', '=', promotionId)
    .executeTakeFirst();
}

/** Moves the stored state from `from` (null: no row yet) to `to`; false when another request moved it first. */
export async function moveParticipation(
  db: TPromoDb,
  opts: {
    memberId: number;
    promotionId: number;
    from: TStoredActivityState | null;
    to: TStoredActivityState;
  },
): Promise<boolean> {
  if (opts.from === null) {
    const row = await db
      .insertInto('activity_participations')
      .values({ member_id: opts.memberId, promotion_id: opts.promotionId, state: opts.to })
      .onConflict((oc) => oc.columns(['member_id', 'promotion_id']).doNothing())
      .returning('state')
      .executeTakeFirst();
    return row !== undefined;
  }
  const res = await db
    .updateTable('activity_participations')
    .set({ state: opts.to, updated_at: new Date() })
    .where('member_id', '=', opts.memberId)
    .where('promotion_id', '=', opts.promotionId)
    .where('state', '=', opts.from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Inserts the bonus unless (promotion, member) has one; returns the new row or undefined. */
export function insertBonus(
  db: TPromoDb,
  row: {
    promotion_id: number;
    member_id: number;
    amount: number;
    deposit_id: number | null;
  },
) {
  return db
    .insertInto('activity_bonuses')
    .values(row)
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findBonus(db: TPromoDb, memberId: number, promotionId: number) {
  return db
    .selectFrom('activity_bonuses')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('promotion_id', '=', promotionId)
    .executeTakeFirst();
}

/** The member's bonuses, newest first, each with its lock and the valid bet placed since it was paid. */
export function bonusesWithTurnover(db: TPromoDb, memberId: number) {
  return db
    .selectFrom('activity_bonuses as b')
    .innerJoin('activities as a', 'a.id', 'b.promotion_id')
    .leftJoin('bonus_locks as l', (j) =>
      j.on('l.source', '=', 'promotion').on('l.source_ref', '=', sql<string>`b.id::text`),
    )
    .select([
      'b.id',
      'b.promotion_id',
      'b.amount',
      'b.created_at',
      'l.turnover_required',
      'l.release_reason',
      'a.title',
      'a.translations',
    ])
    .select(
      sql<string>`(select coalesce(sum(s.amount), 0) from seamless_bets s
        where s.member_id = b.member_id and s.status = 'settled' and s.placed_at >= b.created_at)`.as(
        'valid',
      ),
    )
    .where('b.member_id', '=', memberId)
    .orderBy('b.id', 'desc')
    .limit(200)
    .execute();
}

/** Stakes of the member's settled bets placed in [from, to). */
export async function validBetBetween(db: TPromoDb, memberId: number, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('seamless_bets')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('valid'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'settled')
    .where('placed_at', '>=', from)
    .where('placed_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.valid);
}

/** The member's credited deposits, oldest first (a handful per member; the first decides "first deposit"). */
export function creditedDeposits(db: TPromoDb, memberId: number) {
  return db
    .selectFrom('cashier_deposits')
    .select(['id', 'amount', 'credited_at'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'credited')
    .orderBy('credited_at')
    .orderBy('id')
    .limit(500)
    .execute();
}

export function memberFacts(db: TPromoDb, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'account', 'created_at', 'zalo'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export async function isInTree(db: TPromoDb, agentId: number, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('agent_tree_paths')
    .select('depth')
    .where('ancestor_id', '=', agentId)
    .where('descendant_id', '=', memberId)
    .where('depth', '>=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findMemberByAccount(db: TPromoDb, account: string) {
  return db.selectFrom('members').select(['id']).where('account', '=', account).executeTakeFirst();
}
