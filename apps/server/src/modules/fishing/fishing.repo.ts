// SQL of the fishing vendor: seas, sessions (the open batch's totals live on the session row, which
// every shot locks), shots, batches (closed from the open totals in the shot's transaction, settled
// or voided once by a guarded update) and the sea's caught fish.
import { sql, type Selectable, type Transaction } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';
import type * as S from '@/db/schema.generated.ts';

export type TFishingDb = TDb | Transaction<TDatabase>;
export type TTrx = Transaction<TDatabase>;
export type TSeaRow = Selectable<S.FishingSeas>;
export type TSessionRow = Selectable<S.FishingSessions>;
export type TBatchRow = Selectable<S.FishingBatches>;

export function listSeas(db: TFishingDb): Promise<TSeaRow[]> {
  return db.selectFrom('fishing_seas').selectAll().orderBy('sort').execute();
}

export function findSea(db: TFishingDb, id: string): Promise<TSeaRow | undefined> {
  return db.selectFrom('fishing_seas').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Open sessions per sea (players in it). */
export async function playersBySea(db: TFishingDb): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('fishing_sessions')
    .select(['sea_id', sql<number>`count(distinct member_id)::int`.as('n')])
    .where('status', '=', 'open')
    .groupBy('sea_id')
    .execute();
  return new Map(rows.map((r) => [r.sea_id, r.n]));
}

export function openSessionOf(db: TFishingDb, memberId: number, seaId: string) {
  return db
    .selectFrom('fishing_sessions')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('sea_id', '=', seaId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

export function insertSession(
  db: TFishingDb,
  row: Pick<
    TSessionRow,
    'sea_id' | 'member_id' | 'session_id' | 'server_seed' | 'seed_hash' | 'client_seed' | 'balance_at_batch'
  >,
): Promise<TSessionRow> {
  return db.insertInto('fishing_sessions').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findSession(db: TFishingDb, id: number): Promise<TSessionRow | undefined> {
  return db.selectFrom('fishing_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockSession(trx: TTrx, id: number): Promise<TSessionRow | undefined> {
  return trx.selectFrom('fishing_sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function caughtIn(db: TFishingDb, seaId: string, fishIds: string[]): Promise<Set<string>> {
  if (fishIds.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('fishing_kills')
    .select('fish_id')
    .where('sea_id', '=', seaId)
    .where('fish_id', 'in', fishIds)
    .execute();
  return new Set(rows.map((r) => r.fish_id));
}

export async function insertKills(trx: TTrx, seaId: string, sessionId: number, fishIds: string[]) {
  if (fishIds.length > 0) {
    await trx
      .insertInto('fishing_kills')
      .values(fishIds.map((fish_id) => ({ sea_id: seaId, fish_id, session_id: sessionId })))
      .onConflict((oc) => oc.columns(['sea_id', 'fish_id']).doNothing())
      .execute();
  }
}

export async function insertShot(trx: TTrx, row: Omit<Selectable<S.FishingShots>, 'at' | 'batch_no'>) {
  await trx
    .insertInto('fishing_shots')
    .values({ ...row, fish: JSON.stringify(row.fish), kills: JSON.stringify(row.kills) })
    .execute();
}

export async function updateSession(trx: TTrx, id: number, patch: Partial<Omit<TSessionRow, 'id'>>) {
  await trx.updateTable('fishing_sessions').set(patch).where('id', '=', id).execute();
}

/** Closes the session's open batch (if any) into a pending batch row; returns the updated session. */
export async function closeOpenBatch(trx: TTrx, s: TSessionRow): Promise<TSessionRow> {
  if (s.open_shots === 0 || s.open_first_shot === null) {
    return s;
  }
  const batchNo = s.next_batch_no;
  await trx
    .insertInto('fishing_batches')
    .values({
      session_id: s.id,
      batch_no: batchNo,
      key: `fish:${s.id}:${batchNo}`,
      first_shot: s.open_first_shot,
      last_shot: s.open_first_shot + s.open_shots - 1,
      shots: s.open_shots,
      staked: s.open_staked,
      paid: s.open_paid,
    })
    .execute();
  await trx
    .updateTable('fishing_shots')
    .set({ batch_no: batchNo })
    .where('session_id', '=', s.id)
    .where('batch_no', 'is', null)
    .execute();
  const patch = {
    next_batch_no: batchNo + 1,
    open_first_shot: null,
    open_shots: 0,
    open_staked: 0,
    open_paid: 0,
    open_since: null,
  };
  await updateSession(trx, s.id, patch);
  return { ...s, ...patch };
}

export function pendingBatches(db: TFishingDb, sessionId: number): Promise<TBatchRow[]> {
  return db
    .selectFrom('fishing_batches')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('status', '=', 'pending')
    .orderBy('batch_no')
    .execute();
}

export async function batchCounts(db: TFishingDb, sessionId: number) {
  const row = await db
    .selectFrom('fishing_batches')
    .select([
      sql<number>`count(*)::int`.as('all'),
      sql<number>`count(*) filter (where status = 'pending')::int`.as('pending'),
      sql<number>`coalesce(sum(paid - staked) filter (where status = 'pending'), 0)::bigint`.as('net'),
    ])
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return { all: row.all, pending: row.pending, net: Number(row.net) };
}

/** Settles or voids a pending batch once and records the wallet's balance after it. */
export async function finishBatch(
  trx: TTrx,
  sessionId: number,
  batchNo: number,
  status: 'settled' | 'void',
  balance: number | null,
): Promise<boolean> {
  const row = await trx
    .updateTable('fishing_batches')
    .set({ status })
    .where('session_id', '=', sessionId)
    .where('batch_no', '=', batchNo)
    .where('status', '=', 'pending')
    .returning('batch_no')
    .executeTakeFirst();
  if (row && balance !== null) {
    await updateSession(trx, sessionId, { balance_at_batch: balance });
  }
  if (row && status === 'void') {
    // a void batch's stakes were not taken nor its wins paid: the session's totals say so
    await trx
      .updateTable('fishing_sessions as s')
      .from('fishing_batches as b')
      .set({ staked: sql`s.staked - b.staked`, paid: sql`s.paid - b.paid` })
      .whereRef('b.session_id', '=', 's.id')
      .where('s.id', '=', sessionId)
      .where('b.batch_no', '=', batchNo)
      .execute();
  }
  return row !== undefined;
}

/** Sessions the sweeper must visit: an open batch older than `batchCutoff`, idle, or pending batches. */
export async function sessionsToSweep(
  db: TFishingDb,
  batchCutoff: Date,
  idleCutoff: Date,
): Promise<number[]> {
  const rows = await db
    .selectFrom('fishing_sessions as s')
    .select('s.id')
    .where((eb) =>
      eb.or([
        eb.and([eb('s.status', '=', 'open'), eb('s.open_since', '<', batchCutoff)]),
        eb.and([eb('s.status', '=', 'open'), eb('s.last_shot_at', '<', idleCutoff)]),
        eb.exists(
          eb
            .selectFrom('fishing_batches as b')
            .select('b.batch_no')
            .whereRef('b.session_id', '=', 's.id')
            .where('b.status', '=', 'pending'),
        ),
      ]),
    )
    .limit(500)
    .execute();
  return rows.map((r) => r.id);
}
