// The PVP API's entry points: commands common to both games go to the table's game; the timer
// (`runDueTables`) makes the server's moves of every table whose deadline has passed. Two instances
// may both find a table due: the version check lets one move it, the other finds it moved on.
import type { TPvpSitRequest } from '@pavilion/contracts/pvp';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { leaveHoldem, sitHoldem, tickHoldem, topUpHoldem } from './holdem.service.ts';
import { leaveNiuniuTable, sitNiuniuTable, tickNiuniu, topUpNiuniuTable } from './niuniu.service.ts';
import type { TPvpConfig, TPvpPlayer } from './pvp-money.ts';
import { tableGame } from './pvp-store.ts';
import * as repo from './pvp.repo.ts';

type TDeps = { db: TDb; config: TPvpConfig };

export async function sit(deps: TDeps, player: TPvpPlayer, tableId: string, req: TPvpSitRequest, now: Date) {
  return (await tableGame(deps.db, tableId)) === 'holdem'
    ? sitHoldem(deps, player, tableId, req, now)
    : sitNiuniuTable(deps, player, tableId, req, now);
}

export async function topUp(deps: TDeps, player: TPvpPlayer, tableId: string, amount: number, now: Date) {
  return (await tableGame(deps.db, tableId)) === 'holdem'
    ? topUpHoldem(deps, player, tableId, amount, now)
    : topUpNiuniuTable(deps, player, tableId, amount, now);
}

export async function leave(deps: TDeps, player: TPvpPlayer, tableId: string, now: Date) {
  return (await tableGame(deps.db, tableId)) === 'holdem'
    ? leaveHoldem(deps, player, tableId, now)
    : leaveNiuniuTable(deps, player, tableId, now);
}

export async function requireGame(db: TDb, tableId: string, game: 'holdem' | 'niuniu'): Promise<void> {
  if ((await tableGame(db, tableId)) !== game) {
    throw new AppError('PVP_NOT_ALLOWED', { message: `this is not a ${game} table` });
  }
}

/** One pass of the timer: the server's move at each due table; returns how many it moved. */
export async function runDueTables(db: TDb, now: Date, onError: (error: unknown) => void): Promise<number> {
  const due = await repo.dueTables(db, now, 20);
  let moved = 0;
  for (const table of due) {
    try {
      const did = await (table.game === 'holdem'
        ? tickHoldem(db, table.id, now)
        : tickNiuniu(db, table.id, now));
      moved += did ? 1 : 0;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'PVP_TABLE_BUSY')) {
        onError(error);
      }
    }
  }
  return moved;
}
