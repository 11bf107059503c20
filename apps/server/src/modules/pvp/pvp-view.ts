// What one viewer sees of a PVP table: Hold'em through the reducer's `tableView` (the viewer's own
// hole cards only, no deck, no seed) and the legal actions when it is the viewer's turn; niuniu with
// the seed of the round in play kept back (the last round's seed is public once dealt). Onlookers
// and the topic bus get the view of seat null.
import { legalActions, tableView } from '@pavilion/games/holdem/table-state';
import type { TPvpLobby, TPvpTableView } from '@pavilion/contracts/pvp';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import type { TNiuniuConfig, TNiuniuState } from './niuniu-state.ts';
import type { THoldemStored, THoldemTableConfig } from './pvp-tables.ts';
import * as repo from './pvp.repo.ts';

type TRow = NonNullable<Awaited<ReturnType<typeof repo.findTable>>>;

export function seatOf(row: TRow, memberId: number | null): number | null {
  if (memberId === null) {
    return null;
  }
  const seats =
    row.game === 'holdem' ? (row.state as THoldemStored).table.seats : (row.state as TNiuniuState).seats;
  const seat = seats.findIndex((s) => s?.playerId === String(memberId));
  return seat < 0 ? null : seat;
}

export function viewOfRow(row: TRow, memberId: number | null, now: Date): TPvpTableView {
  const mySeat = seatOf(row, memberId);
  const common = {
    id: row.id,
    game: row.game as TPvpTableView['game'],
    version: row.version,
    serverTime: now.toISOString(),
    deadline: row.deadline?.toISOString() ?? null,
    nextSeedHash: row.next_seed_hash,
    mySeat,
  };
  if (row.game === 'holdem') {
    const { table } = row.state as THoldemStored;
    const legal = legalActions(table);
    return {
      ...common,
      state: tableView(table, mySeat),
      legal: legal && legal.seat === mySeat ? legal : null,
    };
  }
  return { ...common, state: row.state, legal: null };
}

export async function viewTable(
  db: TDb,
  id: string,
  memberId: number | null,
  now: Date,
): Promise<TPvpTableView> {
  const row = await repo.findTable(db, id);
  if (!row) {
    throw new AppError('PVP_TABLE_NOT_FOUND');
  }
  return viewOfRow(row, memberId, now);
}

export async function lobby(db: TDb): Promise<TPvpLobby> {
  const rows = await repo.listTables(db);
  return {
    tables: rows.map((row) => {
      if (row.game === 'holdem') {
        const { holdem } = row.config as THoldemTableConfig;
        const { table } = row.state as THoldemStored;
        return {
          id: row.id,
          game: 'holdem' as const,
          smallBlind: holdem.smallBlind,
          bigBlind: holdem.bigBlind,
          minBuyIn: holdem.minBuyIn,
          maxBuyIn: holdem.maxBuyIn,
          maxSeats: holdem.maxSeats,
          seatsTaken: table.seats.filter(Boolean).length,
          handNo: table.handNo,
        };
      }
      const config = row.config as TNiuniuConfig;
      const state = row.state as TNiuniuState;
      return {
        id: row.id,
        game: 'niuniu' as const,
        smallBlind: config.minStake,
        bigBlind: config.minStake,
        minBuyIn: config.minBuyIn,
        maxBuyIn: config.maxBuyIn,
        maxSeats: config.maxSeats,
        seatsTaken: state.seats.filter(Boolean).length,
        handNo: state.roundNo,
      };
    }),
  };
}

export async function history(db: TDb, id: string) {
  const rows = await repo.recentHands(db, id, 20);
  return {
    hands: rows.map((h) => ({
      handNo: h.hand_no,
      salt: h.salt,
      seedHash: h.seed_hash,
      serverSeed: h.server_seed,
      rake: h.rake,
      endedAt: h.ended_at.toISOString(),
      summary: h.summary,
    })),
  };
}
