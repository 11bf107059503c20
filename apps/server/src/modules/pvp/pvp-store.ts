// How every change to a PVP table is made, by a player or by the server's timer: compute the next
// state with the pure rules from the row, and write it back only if its version is still the one
// read. A second instance (or a second tab) that changed the table meanwhile makes the write match
// no row: the change is retried on the new state (or refused with PVP_TABLE_BUSY when the client
// named the version it acted on).
// - A change that moves money (sit, top-up, leave: `changeTable`) runs in ONE transaction with the
//   wallet calls on the same handle, so a lost race rolls the wallet back too.
// - A change that moves no money (an action, sit out, a stake, the timer's move: `moveTable`) is one
//   statement: the UPDATE with the version check (and the ended hand's history row in the same
//   statement); it commits without waiting for the WAL flush (pvp.repo.ts, decision 052 addendum).
// - The row this instance wrote last is kept in memory: the next change starts from it without a
//   read. It is the table at its version; if anybody wrote since, the version check fails and the
//   change reads the row and tries again, so the cache can be stale but never wrong.
// After the write the onlookers' view goes out on the topic bus (not awaited: the reply does not
// wait for the push); seated clients then read their own view.
import type { Selectable } from 'kysely';
import { GameError } from '@pavilion/games/money';
import type { TDb } from '@/db/database.ts';
import type { TPvpTablesTable } from '@/db/tables-pvp.ts';
import { AppError } from '@/shared/app-error.ts';
import { topicBus } from '@/shared/topic-bus.ts';
import { NiuniuRefusal } from './niuniu-state.ts';
import { newSeed, pvpTopic } from './pvp-tables.ts';
import { viewOfRow } from './pvp-view.ts';
import * as repo from './pvp.repo.ts';

export type TTableRow = Selectable<TPvpTablesTable>;
export type THandRow = repo.THandInsert;
export type TChange<T> = {
  state: unknown;
  deadline: Date | null;
  /** the committed seed dealt: draw the next one (its hash is public from now on) */
  usedSeed?: boolean;
  /** the history row of a hand or round that ended with this change (written with it) */
  hand?: THandRow;
  result: T;
  /** nothing to write (a timer that found the table already moved on) */
  skip?: boolean;
};

const ATTEMPTS = 4;

const CACHES = new WeakMap<object, Map<string, TTableRow>>();

/** The rows this database handle (this instance) wrote last, by table id. */
function cacheOf(db: TDb): Map<string, TTableRow> {
  let cache = CACHES.get(db);
  if (!cache) {
    cache = new Map();
    CACHES.set(db, cache);
  }
  return cache;
}

export async function tableOrThrow(db: TDb, id: string): Promise<TTableRow> {
  return (await repo.findTable(db, id)) ?? fail('PVP_TABLE_NOT_FOUND');
}

/** The table's game (it never changes): from the last row written when there is one. */
export async function tableGame(db: TDb, id: string): Promise<TTableRow['game']> {
  return (cacheOf(db).get(id) ?? (await tableOrThrow(db, id))).game;
}

function fail(code: 'PVP_TABLE_NOT_FOUND' | 'PVP_TABLE_BUSY'): never {
  throw new AppError(code);
}

/** The rules' refusals as the player's error; anything else is a bug and stays a 500. */
export function asRefusal(error: unknown): unknown {
  if (error instanceof GameError || error instanceof NiuniuRefusal) {
    return new AppError('PVP_NOT_ALLOWED', { message: error.message });
  }
  return error;
}

class VersionMoved extends Error {}

/** Two sittings raced for one seat: the loser retries on the state the winner wrote. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

type TWrite<T> = { value: T; written: TTableRow | null };

/** Thrown when a change computed from the cached row did not write: it is tried on a fresh read. */
class FromCache extends Error {}

/**
 * The row to start from (the one this instance wrote last if it may still be current, else a read)
 * and the change computed from it. A change from the cached row that refuses or skips may be the
 * stale row's answer (a sitting made on another instance, a deadline moved there), so it is computed
 * again from a read.
 */
async function computeFrom<C>(
  db: TDb,
  cache: Map<string, TTableRow>,
  tableId: string,
  expectVersion: number | null,
  fresh: boolean,
  compute: (row: TTableRow) => Promise<C & { skip?: boolean }>,
): Promise<{ row: TTableRow; change: C & { skip?: boolean } }> {
  const cached = fresh ? undefined : cache.get(tableId);
  if (cached && (expectVersion === null || cached.version === expectVersion)) {
    const change = await compute(cached).catch((error: unknown) => {
      throw new FromCache(error instanceof Error ? error.message : 'refused');
    });
    if (change.skip) {
      throw new FromCache('nothing to do');
    }
    return { row: cached, change };
  }
  const row = (await repo.findTable(db, tableId)) ?? fail('PVP_TABLE_NOT_FOUND');
  if (expectVersion !== null && row.version !== expectVersion) {
    fail('PVP_TABLE_BUSY');
  }
  return { row, change: await compute(row) };
}

/**
 * Writes the change if the version is still the one read (else throws VersionMoved), with the
 * ended hand's history row in the same statement. `asyncCommit` only for moves without money.
 */
async function write<T>(
  db: TDb,
  row: TTableRow,
  change: TChange<T>,
  opts: { asyncCommit: boolean },
): Promise<TWrite<T>> {
  if (change.skip) {
    return { value: change.result, written: null };
  }
  const seed = change.usedSeed ? newSeed() : {};
  const next = { state: change.state, deadline: change.deadline, ...seed };
  const hand = change.hand;
  const moved = hand
    ? await repo.updateTableWithHand(db, row.id, row.version, next, hand, opts)
    : await repo.updateTable(db, row.id, row.version, next, opts);
  if (!moved) {
    throw new VersionMoved();
  }
  return { value: change.result, written: { ...row, ...next, version: row.version + 1 } };
}

async function retrying<T>(
  db: TDb,
  tableId: string,
  expectVersion: number | null,
  attempt: (fresh: boolean, cache: Map<string, TTableRow>) => Promise<TWrite<T>>,
): Promise<T> {
  const cache = cacheOf(db);
  let fresh = false;
  for (let n = 1; ; n += 1) {
    try {
      const { value, written } = await attempt(fresh, cache);
      if (written) {
        cache.set(tableId, written);
        publishView(db, written);
      }
      return value;
    } catch (error) {
      cache.delete(tableId);
      fresh = true;
      if (error instanceof FromCache) {
        n -= 1;
        continue;
      }
      if (!(error instanceof VersionMoved) && !isUniqueViolation(error)) {
        throw asRefusal(error);
      }
      if (expectVersion !== null || n >= ATTEMPTS) {
        fail('PVP_TABLE_BUSY');
      }
    }
  }
}

/** A change with wallet moves: one transaction, rolled back whole when the version moved. */
export function changeTable<T>(
  db: TDb,
  tableId: string,
  expectVersion: number | null,
  compute: (row: TTableRow, trx: TDb) => Promise<TChange<T>>,
): Promise<T> {
  return retrying(db, tableId, expectVersion, (fresh, cache) =>
    db.transaction().execute(async (t) => {
      const trx = t as unknown as TDb;
      const { row, change } = await computeFrom(trx, cache, tableId, expectVersion, fresh, (r) =>
        compute(r, trx),
      );
      return write(trx, row, change, { asyncCommit: false });
    }),
  );
}

/** A change without money: one statement (the UPDATE with the version check, and its hand row). */
export function moveTable<T>(
  db: TDb,
  tableId: string,
  expectVersion: number | null,
  compute: (row: TTableRow) => TChange<T>,
): Promise<T> {
  return retrying(db, tableId, expectVersion, async (fresh, cache) => {
    const { row, change } = await computeFrom(db, cache, tableId, expectVersion, fresh, async (r) =>
      compute(r),
    );
    return write(db, row, change, { asyncCommit: true });
  });
}

/**
 * Sends the onlookers' view (no hole cards) to everyone watching the table. Not awaited: a push
 * that fails costs the viewers one state, which the next change (or the stream's snapshot when
 * they reconnect) brings again.
 */
function publishView(db: TDb, row: TTableRow): void {
  const view = viewOfRow(row, null, new Date());
  topicBus(db)
    .publish(pvpTopic(view.id), { event: 'state', data: view })
    .catch(() => undefined);
}
