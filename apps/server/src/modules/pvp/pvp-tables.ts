// The PVP tables the house runs, their stored state's shape and the seeds. A table row is made once
// (insert when missing) when the routes are registered; its rules live in `config`. The stored state
// wraps the pure reducer's state with the current hand's event log (private events included), which
// becomes the hand history when the hand ends (the seed is revealed then, so nothing in it is secret).
import { randomBytes } from 'node:crypto';
import type { THoldemConfig, THoldemEvent, TTableState } from '@pavilion/games/holdem/table-state';
import { createTable } from '@pavilion/games/holdem/table-state';
import { hashServerSeed } from '@pavilion/games/provably-fair';
import type { TDb } from '@/db/database.ts';
import type { TNiuniuConfig } from './niuniu-state.ts';
import { emptyNiuniu } from './niuniu-state.ts';
import * as repo from './pvp.repo.ts';

export type THoldemTableConfig = { holdem: THoldemConfig; actionMs: number; pauseMs: number };
export type THoldemStored = { table: TTableState; log: THoldemEvent[] };

const HOLDEM_TABLES: { id: string; sort: number; config: THoldemTableConfig }[] = [
  {
    id: 'holdem-1',
    sort: 1,
    config: {
      holdem: {
        tableId: 'holdem-1',
        maxSeats: 6,
        smallBlind: 10,
        bigBlind: 20,
        minBuyIn: 400,
        maxBuyIn: 4000,
        rake: { rateBps: 500, cap: 60 },
      },
      actionMs: 20_000,
      pauseMs: 3_000,
    },
  },
  {
    id: 'holdem-2',
    sort: 2,
    config: {
      holdem: {
        tableId: 'holdem-2',
        maxSeats: 9,
        smallBlind: 50,
        bigBlind: 100,
        minBuyIn: 2000,
        maxBuyIn: 20000,
        rake: { rateBps: 500, cap: 300 },
      },
      actionMs: 20_000,
      pauseMs: 3_000,
    },
  },
];

const NIUNIU_TABLES: { id: string; sort: number; config: TNiuniuConfig }[] = [
  {
    id: 'niuniu-1',
    sort: 10,
    config: {
      tableId: 'niuniu-1',
      maxSeats: 6,
      minBuyIn: 1000,
      maxBuyIn: 20000,
      minStake: 100,
      rakeBps: 500,
      bettingMs: 15_000,
    },
  },
];

export function newSeed(): { next_seed: string; next_seed_hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { next_seed: seed, next_seed_hash: hashServerSeed(seed) };
}

/** Makes the house's tables that do not exist yet; existing ones keep their state. */
export async function ensurePvpTables(db: TDb): Promise<void> {
  for (const t of HOLDEM_TABLES) {
    const state: THoldemStored = { table: createTable(t.config.holdem), log: [] };
    await repo.insertTableIfMissing(db, {
      id: t.id,
      game: 'holdem',
      sort: t.sort,
      config: t.config,
      state,
      ...newSeed(),
    });
  }
  for (const t of NIUNIU_TABLES) {
    const state = emptyNiuniu(t.config);
    await repo.insertTableIfMissing(db, {
      id: t.id,
      game: 'niuniu',
      sort: t.sort,
      config: t.config,
      state,
      ...newSeed(),
    });
  }
}

export function pvpTopic(tableId: string): string {
  return `pvp:${tableId}`;
}
