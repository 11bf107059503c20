// SQL of the operator's side of the live tables: limits, pause, and voiding a round by guarded
// updates (open -> void; settlement's open -> settled wins or loses against it, never both).
import { sql, type Transaction } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';

type TQ = TDb | Transaction<TDatabase>;

export async function roundTotals(db: TQ, roundIds: number[]) {
  if (roundIds.length === 0) {
    return new Map<number, { bets: number; stake: number }>();
  }
  const rows = await db
    .selectFrom('live_bets')
    .select([
      'round_id',
      sql<number>`count(*)::int`.as('bets'),
      sql<string>`coalesce(sum(stake), 0)::text`.as('stake'),
    ])
    .where('round_id', 'in', roundIds)
    .groupBy('round_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.round_id), { bets: Number(r.bets), stake: Number(r.stake) }]));
}

export async function updateLimits(db: TQ, id: string, minBet: number, maxBet: number): Promise<boolean> {
  const row = await db
    .updateTable('live_tables')
    .set({ min_bet: minBet, max_bet: maxBet })
    .where('id', '=', id)
    .where('enabled', '=', true)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setPaused(trx: TQ, id: string, paused: boolean): Promise<boolean> {
  const row = await trx
    .updateTable('live_tables')
    .set({ paused })
    .where('id', '=', id)
    .where('enabled', '=', true)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Rounds made ahead that have not opened: a paused table opens none of them (no bet can be on one). */
export async function voidUnopened(trx: TQ, tableId: string, now: Date): Promise<void> {
  await trx
    .updateTable('live_rounds')
    .set({ status: 'void', voided_at: now })
    .where('table_id', '=', tableId)
    .where('status', '=', 'open')
    .where('opens_at', '>', now)
    .execute();
}

/** The latest round that is not void: the schedule continues from it. */
export function latestPlayedRound(db: TQ, tableId: string) {
  return db
    .selectFrom('live_rounds')
    .selectAll()
    .where('table_id', '=', tableId)
    .where('status', '!=', 'void')
    .orderBy('round_no', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function roundOfTable(trx: TQ, tableId: string, roundId: number) {
  return trx
    .selectFrom('live_rounds')
    .select(['id', 'status'])
    .where('id', '=', roundId)
    .where('table_id', '=', tableId)
    .executeTakeFirst();
}

/** Voids the round if it is still open: true for exactly one caller, false once settled or void. */
export async function claimVoid(trx: Transaction<TDatabase>, id: number, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('live_rounds')
    .set({ status: 'void', voided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function voidBets(trx: TQ, roundId: number, now: Date): Promise<void> {
  await trx
    .updateTable('live_bets')
    .set({ status: 'void', settled_at: now, wallet_done: false })
    .where('round_id', '=', roundId)
    .where('status', '=', 'placed')
    .execute();
}

/** Void bets the wallet has not rolled back yet (of one round, or of any when roundId is null). */
export function unrefundedBets(db: TQ, roundId: number | null, limit: number) {
  let q = db
    .selectFrom('live_bets')
    .select(['id', 'member_id'])
    .where('status', '=', 'void')
    .where('wallet_done', '=', false);
  if (roundId !== null) {
    q = q.where('round_id', '=', roundId);
  }
  return q.orderBy('id').limit(limit).execute();
}

export async function betCounts(db: TQ, roundId: number) {
  const row = await db
    .selectFrom('live_bets')
    .select([
      sql<number>`count(*)::int`.as('bets'),
      sql<number>`(count(*) filter (where wallet_done))::int`.as('refunded'),
    ])
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  return { bets: Number(row.bets), refunded: Number(row.refunded) };
}
