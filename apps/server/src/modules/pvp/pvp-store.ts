// How every change to a PVP table is made, by a player or by the server's timer: in ONE transaction,
// read the row, compute the next state with the pure rules, move the wallet (the seamless calls run
// on the same handle) and write the state back only if its version is still the one read. A second
// instance (or a second tab) that changed the table meanwhile makes the write fail: the transaction
// rolls back, wallet moves included, and the change is retried on the new state (or refused with
// PVP_TABLE_BUSY when the client named the version it acted on). After the commit the table's
// onlookers' view goes out on the topic bus; seated clients then read their own view.
import type { Selectable } from 'kysely';
import { GameError } from '@pavilion/games/money';
import type { TPvpTableView } from '@pavilion/contracts/pvp';
import type { TDb } from '@/db/database.ts';
import type { TPvpTablesTable } from '@/db/tables-pvp.ts';
import { AppError } from '@/shared/app-error.ts';
import { topicBus } from '@/shared/topic-bus.ts';
import { NiuniuRefusal } from './niuniu-state.ts';
import { newSeed, pvpTopic } from './pvp-tables.ts';
import { viewOfRow } from './pvp-view.ts';
import * as repo from './pvp.repo.ts';

export type TTableRow = Selectable<TPvpTablesTable>;
export type TChange<T> = {
  state: unknown;
  deadline: Date | null;
  /** the committed seed dealt: draw the next one (its hash is public from now on) */
  usedSeed?: boolean;
  result: T;
  /** nothing to write (a timer that found the table already moved on) */
  skip?: boolean;
};

const ATTEMPTS = 4;

export async function tableOrThrow(db: TDb, id: string): Promise<TTableRow> {
  return (await repo.findTable(db, id)) ?? fail('PVP_TABLE_NOT_FOUND');
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

export async function changeTable<T>(
  db: TDb,
  tableId: string,
  expectVersion: number | null,
  compute: (row: TTableRow, trx: TDb) => Promise<TChange<T>>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await db.transaction().execute(async (trx) => {
        const row = (await repo.findTable(trx, tableId)) ?? fail('PVP_TABLE_NOT_FOUND');
        if (expectVersion !== null && row.version !== expectVersion) {
          fail('PVP_TABLE_BUSY');
        }
        const change = await compute(row, trx as unknown as TDb).catch((error: unknown) => {
          throw asRefusal(error);
        });
        if (change.skip) {
          return { value: change.result, written: null };
        }
        const seed = change.usedSeed ? newSeed() : {};
        const next = { state: change.state, deadline: change.deadline, ...seed };
        if (!(await repo.updateTable(trx, tableId, row.version, next))) {
          throw new VersionMoved();
        }
        return { value: change.result, written: { ...row, ...next, version: row.version + 1 } };
      });
      if (result.written) {
        // the row as written: no second read to tell the onlookers
        await publishView(db, viewOfRow(result.written, null, new Date()));
      }
      return result.value;
    } catch (error) {
      if (!(error instanceof VersionMoved) && !isUniqueViolation(error)) {
        throw error;
      }
      if (expectVersion !== null || attempt >= ATTEMPTS) {
        fail('PVP_TABLE_BUSY');
      }
    }
  }
}

/** Sends the onlookers' view (no hole cards) to everyone watching the table. */
async function publishView(db: TDb, view: TPvpTableView): Promise<void> {
  await topicBus(db).publish(pvpTopic(view.id), { event: 'state', data: view });
}
