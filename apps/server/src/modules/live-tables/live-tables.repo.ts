// SQL of the live-style tables: tables, rounds (made once per (table, round_no)), bets and their
// settlement by guarded updates, so two instances never settle a round or pay a bet twice.
import { sql, type Transaction } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';

type TQ = TDb | Transaction<TDatabase>;

export function listTables(db: TQ) {
  return db.selectFrom('live_tables').selectAll().where('enabled', '=', true).orderBy('sort').execute();
}

export function findTable(db: TQ, id: string) {
  return db
    .selectFrom('live_tables')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

export function latestRound(db: TQ, tableId: string) {
  return db
    .selectFrom('live_rounds')
    .selectAll()
    .where('table_id', '=', tableId)
    .orderBy('round_no', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The round shown at `now`: the latest that has opened (a round made ahead is not shown yet). */
export function currentRound(db: TQ, tableId: string, now: Date) {
  return db
    .selectFrom('live_rounds')
    .selectAll()
    .where('table_id', '=', tableId)
    .where('opens_at', '<=', now)
    .orderBy('round_no', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type TNewRound = {
  table_id: string;
  round_no: number;
  salt: string;
  seed_hash: string;
  server_seed: string;
  result: string;
  steps: string;
  opens_at: Date;
  closes_at: Date;
  reveal_at: Date;
  settles_at: Date;
  next_opens_at: Date;
};

/** Makes the round unless another instance made it first (same table and number). */
export async function insertRound(db: TQ, round: TNewRound): Promise<void> {
  await db
    .insertInto('live_rounds')
    .values(round)
    .onConflict((oc) => oc.columns(['table_id', 'round_no']).doNothing())
    .execute();
}

export function findRound(db: TQ, id: number) {
  return db.selectFrom('live_rounds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Holds the round against settlement while a bet is written (settlement updates the row). */
export function lockRoundForBet(trx: Transaction<TDatabase>, id: number) {
  return trx.selectFrom('live_rounds').selectAll().where('id', '=', id).forShare().executeTakeFirst();
}

export function recentSettled(db: TQ, tableId: string, limit: number) {
  return db
    .selectFrom('live_rounds')
    .select(['id', 'round_no', 'salt', 'seed_hash', 'server_seed', 'result', 'settled_at'])
    .where('table_id', '=', tableId)
    .where('status', '=', 'settled')
    .orderBy('round_no', 'desc')
    .limit(limit)
    .execute();
}

export async function playersAt(db: TQ, roundIds: number[]): Promise<Map<number, number>> {
  if (roundIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('live_bets')
    .select(['round_id', sql<number>`count(distinct member_id)::int`.as('players')])
    .where('round_id', 'in', roundIds)
    .groupBy('round_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.round_id), Number(r.players)]));
}

/** The earlier placements of these members in the round (their limits add up per spot). */
export function memberStakesBySpot(trx: TQ, roundId: number, memberIds: number[]) {
  return trx
    .selectFrom('live_bets')
    .select(['member_id', 'bets'])
    .where('round_id', '=', roundId)
    .where('member_id', 'in', memberIds)
    .execute();
}

export type TBetToPlace = {
  roundId: number;
  tableId: string;
  memberId: number;
  bets: unknown;
  stake: number;
  placedAt: string;
  /** the launch token's sha256, hex */
  tokenHash: string;
};

/** Writes a group of bets and debits their wallets in one call (db/functions/live_place_bets.sql): one outcome per bet. */
export async function placeBets(
  trx: TQ,
  vendor: string,
  idleCutoff: Date,
  items: TBetToPlace[],
): Promise<unknown[]> {
  if (items.length === 0) {
    return [];
  }
  const { rows } = await sql<{ out: unknown }>`select live_place_bets(${vendor}, ${idleCutoff}::timestamptz,
    ${JSON.stringify(items)}::jsonb) as out`.execute(trx);
  return jsonArray(rows[0]?.out);
}

function jsonArray(value: unknown): unknown[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed : [];
}

export function myBets(db: TQ, tableId: string, memberId: number, limit: number) {
  return db
    .selectFrom('live_bets as b')
    .innerJoin('live_rounds as r', 'r.id', 'b.round_id')
    .selectAll('b')
    .select('r.round_no')
    .where('b.table_id', '=', tableId)
    .where('b.member_id', '=', memberId)
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
}

/** Rounds whose settlement time has come and that nobody settled yet. */
export function dueRounds(db: TQ, now: Date) {
  return db
    .selectFrom('live_rounds')
    .selectAll()
    .where('status', '=', 'open')
    .where('settles_at', '<=', now)
    .orderBy('settles_at')
    .limit(200)
    .execute();
}

/** Claims the round's settlement: true for exactly one caller across instances. */
export async function claimSettlement(trx: Transaction<TDatabase>, id: number, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('live_rounds')
    .set({ status: 'settled', settled_at: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function placedBets(trx: TQ, roundId: number) {
  return trx
    .selectFrom('live_bets')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('status', '=', 'placed')
    .execute();
}

/** Writes the payouts of a claimed round's bets in one statement (each still only from 'placed'). */
export async function settleBets(
  trx: TQ,
  payouts: { id: number; payout: number }[],
  now: Date,
): Promise<void> {
  if (payouts.length === 0) {
    return;
  }
  await sql`update live_bets b set status = 'settled', payout = v.payout, settled_at = ${now}::timestamptz,
      wallet_done = false
    from jsonb_to_recordset(${JSON.stringify(payouts)}::jsonb) as v(id bigint, payout bigint)
    where b.id = v.id and b.status = 'placed'`.execute(trx);
}

/** Sends a group of wins to the wallet in one call (db/functions/live_pay_wins.sql); a paid bet turns wallet_done. */
export async function payWinGroup(
  db: TQ,
  vendor: string,
  items: { id: number; memberId: number; amount: number }[],
): Promise<{ id: number; error?: string }[]> {
  if (items.length === 0) {
    return [];
  }
  const { rows } = await sql<{
    out: unknown;
  }>`select live_pay_wins(${vendor}, ${JSON.stringify(items)}::jsonb) as out`.execute(db);
  return jsonArray(rows[0]?.out) as { id: number; error?: string }[];
}

export function unpaidBets(db: TQ, limit: number) {
  return db
    .selectFrom('live_bets')
    .selectAll()
    .where('wallet_done', '=', false)
    .where('status', '=', 'settled')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function markPaid(db: TQ, id: number): Promise<void> {
  await db.updateTable('live_bets').set({ wallet_done: true }).where('id', '=', id).execute();
}

export function nextDue(db: TQ) {
  return db
    .selectFrom('live_rounds')
    .select(sql<Date | null>`min(settles_at)`.as('at'))
    .where('status', '=', 'open')
    .executeTakeFirst();
}
