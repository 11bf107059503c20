// SQL of the PVP tables: the table rows (state with a version: an update applies only to the version
// it read), the sittings (one open sitting per seat and per member, by partial unique indexes) and
// the hand history (one row per (table, hand_no), so a hand is recorded once whoever ends it).
import { sql, type Transaction } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';

type TQ = TDb | Transaction<TDatabase>;

export function listTables(db: TQ) {
  return db.selectFrom('pvp_tables').selectAll().where('enabled', '=', true).orderBy('sort').execute();
}

export function findTable(db: TQ, id: string) {
  return db
    .selectFrom('pvp_tables')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

export async function insertTableIfMissing(
  db: TQ,
  row: {
    id: string;
    game: 'holdem' | 'niuniu';
    sort: number;
    config: unknown;
    state: unknown;
    next_seed: string;
    next_seed_hash: string;
  },
): Promise<void> {
  await db
    .insertInto('pvp_tables')
    .values({ ...row, config: JSON.stringify(row.config), state: JSON.stringify(row.state) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Writes the next state if nobody wrote since `version` was read; false when somebody did.
 * `asyncCommit`: the transaction of this write commits without waiting for its WAL flush
 * (`synchronous_commit = off` for this transaction only, set in the same statement): for moves
 * without money (decision 052 addendum). A server crash may lose the last such moves, never
 * reorder them: any later synchronous commit (every wallet move) flushes them first.
 */
export async function updateTable(
  db: TQ,
  id: string,
  version: number,
  next: { state: unknown; deadline: Date | null; next_seed?: string; next_seed_hash?: string },
  opts: { asyncCommit?: boolean } = {},
): Promise<boolean> {
  let query = db
    .updateTable('pvp_tables')
    .set({ ...next, state: JSON.stringify(next.state), version: sql`version + 1` })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('enabled', '=', true);
  if (opts.asyncCommit) {
    query = query.where(sql<boolean>`set_config('synchronous_commit', 'off', true) = 'off'`);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * `updateTable` and the history row of the hand that ended with this change, in
 * ONE statement: the row is inserted only if the update matched (the version was still the one
 * read), and once per (table, hand_no). False when somebody wrote since `version`.
 */
export async function updateTableWithHand(
  db: TQ,
  id: string,
  version: number,
  next: { state: unknown; deadline: Date | null; next_seed?: string; next_seed_hash?: string },
  hand: THandInsert,
  opts: { asyncCommit?: boolean } = {},
): Promise<boolean> {
  const asyncCommit = opts.asyncCommit
    ? sql`and set_config('synchronous_commit', 'off', true) = 'off'`
    : sql``;
  const seed =
    next.next_seed && next.next_seed_hash
      ? sql`, next_seed = ${next.next_seed}, next_seed_hash = ${next.next_seed_hash}`
      : sql``;
  const { rows } = await sql<{ moved: number }>`
    with moved as (
      update pvp_tables
      set state = ${JSON.stringify(next.state)}::jsonb, deadline = ${next.deadline}, version = version + 1 ${seed}
      where id = ${id} and version = ${version} and enabled ${asyncCommit}
      returning id
    ), hand as (
      insert into pvp_hands (table_id, hand_no, salt, seed_hash, server_seed, summary, rake)
      select ${hand.table_id}, ${hand.hand_no}, ${hand.salt}, ${hand.seed_hash}, ${hand.server_seed},
        ${JSON.stringify(hand.summary)}::jsonb, ${hand.rake}
      from moved
      on conflict (table_id, hand_no) do nothing
    )
    select count(*)::int as moved from moved
  `.execute(db);
  return Number(rows[0]?.moved) === 1;
}

export function dueTables(db: TQ, now: Date, limit: number) {
  return db
    .selectFrom('pvp_tables')
    .select(['id', 'game'])
    .where('enabled', '=', true)
    .where('deadline', '<=', now)
    .orderBy('deadline')
    .limit(limit)
    .execute();
}

export function insertSitting(
  db: TQ,
  row: { table_id: string; member_id: number; seat: number; bought_in: number },
) {
  return db.insertInto('pvp_sittings').values(row).returning(['id']).executeTakeFirstOrThrow();
}

export function openSitting(db: TQ, tableId: string, memberId: number) {
  return db
    .selectFrom('pvp_sittings')
    .selectAll()
    .where('table_id', '=', tableId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'seated')
    .executeTakeFirst();
}

export async function addTopUp(db: TQ, sittingId: number): Promise<number> {
  const row = await db
    .updateTable('pvp_sittings')
    .set({ top_ups: sql`top_ups + 1` })
    .where('id', '=', sittingId)
    .returning(['top_ups'])
    .executeTakeFirstOrThrow();
  return row.top_ups;
}

export async function closeSitting(db: TQ, sittingId: number, cashOut: number): Promise<boolean> {
  const result = await db
    .updateTable('pvp_sittings')
    .set({ status: 'left', cash_out: cashOut, left_at: new Date() })
    .where('id', '=', sittingId)
    .where('status', '=', 'seated')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type THandInsert = {
  table_id: string;
  hand_no: number;
  salt: string;
  seed_hash: string;
  server_seed: string;
  summary: unknown;
  rake: number;
};

export async function insertHand(db: TQ, row: THandInsert): Promise<void> {
  await db
    .insertInto('pvp_hands')
    .values({ ...row, summary: JSON.stringify(row.summary) })
    .onConflict((oc) => oc.columns(['table_id', 'hand_no']).doNothing())
    .execute();
}

export function recentHands(db: TQ, tableId: string, limit: number) {
  return db
    .selectFrom('pvp_hands')
    .selectAll()
    .where('table_id', '=', tableId)
    .orderBy('hand_no', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Takes or renews the timer's lease for `holder` (migration 0049): true while this holder leads.
 * The database's clock decides; a renewal lost in a crash only means a new election.
 */
export async function takeTimerLease(db: TQ, holder: string, leaseMs: number): Promise<boolean> {
  const row = await db
    .updateTable('pvp_timer_lease')
    .set({ holder, expires_at: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<', sql<Date>`now()`)]))
    .where(sql<boolean>`set_config('synchronous_commit', 'off', true) = 'off'`)
    .returning('holder')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives the lease up (an instance that stops): another instance leads from its next tick. */
export async function releaseTimerLease(db: TQ, holder: string): Promise<void> {
  await db
    .updateTable('pvp_timer_lease')
    .set({ expires_at: sql`now()` })
    .where('id', '=', 1)
    .where('holder', '=', holder)
    .execute();
}
