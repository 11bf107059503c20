// Recall of past rounds (AGCO 13.1.1: the last game and the nine before it) and one round's
// detail, as the player may see them: an open round shows only what is on the table, a settled
// one its whole recorded outcome; the server seed appears once its pair has been rotated.
import type { TRecentRounds, TRound } from '@pavilion/contracts/play';
import {
  isMultiStep,
  parseHidden,
  viewOf,
  ZRecordedRoundSchema,
  type TRecordedRound,
} from '@pavilion/games/lifecycle';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { engineOf } from './round-engines.ts';
import * as repo from './rounds.repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The engine's part of a stored round, read through the round schemas: the outcome once settled
 * (a final outcome whose win is not paid yet stays hidden until it is), the view of an open hand.
 */
function recordedPart(row: repo.TRoundRow): TRecordedRound {
  const engine = engineOf(row);
  const settled = row.status === 'settled';
  const showsView = row.status === 'open' && !row.settling && isMultiStep(engine);
  return ZRecordedRoundSchema.parse({
    engine,
    input: row.input,
    outcome: settled ? row.outcome : null,
    view: showsView ? viewOf(engine, parseHidden(engine, row.outcome)) : null,
  });
}

export function toRound(row: repo.TRoundRow): TRound {
  const settled = row.status === 'settled';
  const before = row.balance_before ?? 0;
  return {
    roundId: String(row.id),
    nodeId: row.node_id,
    gameName: row.game_name ?? row.game_code ?? '',
    status: settled ? 'settled' : 'open',
    stake: Number(row.stake),
    payout: settled ? Number(row.payout) : 0,
    balanceBefore: before,
    balanceAfter: row.balance_after ?? before,
    ...recordedPart(row),
    seeds: {
      serverSeedHash: row.server_seed_hash,
      serverSeed: row.revealed_server_seed,
      clientSeed: row.client_seed,
      nonce: Number(row.nonce),
    },
    createdAt: iso(row.created_at),
    settledAt: row.settled_at ? iso(row.settled_at) : null,
  };
}

export async function recentRounds(
  db: TDb,
  memberId: number,
  query: { nodeId?: number | undefined; limit: number },
): Promise<TRecentRounds> {
  const rows = await repo.listRecent(db, memberId, query.nodeId, query.limit);
  return { rounds: rows.map(toRound) };
}

/** Only the owner's rounds exist for a player; refused rounds were never played. */
export async function oneRound(db: TDb, memberId: number, roundId: number): Promise<TRound> {
  const row = Number.isSafeInteger(roundId) ? await repo.findRound(db, roundId) : undefined;
  if (!row || row.member_id !== memberId || row.status === 'failed') {
    throw new AppError('NOT_FOUND', { message: 'Round not found' });
  }
  return toRound(row);
}
