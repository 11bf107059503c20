// SQL of the in-house rounds: the insert that shares a transaction with the nonce, guarded state
// writes (compare the step so concurrent actions cannot both apply), recall with each round's
// seed commitment (and the seed itself once its pair is revealed), and the unsettled-round scan.
import { sql, type Transaction, type Updateable } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';
import type { TInhouseRoundsTable } from '@/db/tables-inhouse.ts';

type TDbOrTrx = TDb | Transaction<TDatabase>;

const ROUND_COLUMNS = [
  'r.id',
  'r.member_id',
  'r.request_id',
  'r.node_id',
  'r.engine',
  'r.theme',
  'r.status',
  'r.input',
  'r.outcome',
  'r.stake',
  'r.step',
  'r.settling',
  'r.bet_seq',
  'r.pending_bet',
  'r.bets',
  'r.stake_debited',
  'r.payout',
  'r.balance_before',
  'r.balance_after',
  'r.player_id',
  'r.failure',
  'r.seed_pair_id',
  'r.client_seed',
  'r.nonce',
  'r.created_at',
  'r.updated_at',
  'r.settled_at',
] as const;

function selectRounds(db: TDbOrTrx) {
  return (
    db
      .selectFrom('inhouse_rounds as r')
      .innerJoin('inhouse_seed_pairs as p', 'p.id', 'r.seed_pair_id')
      .leftJoin('games as g', 'g.node_id', 'r.node_id')
      .select(ROUND_COLUMNS)
      .select(['p.server_seed_hash', 'g.display_name_en as game_name', 'g.game_code'])
      // The server seed leaves the database only once its pair has been rotated.
      .select(
        sql<string | null>`case when p.revealed_at is not null then p.server_seed end`.as(
          'revealed_server_seed',
        ),
      )
  );
}

export type TRoundRow = NonNullable<Awaited<ReturnType<typeof findRound>>>;
export type TNewRound = {
  memberId: number;
  requestId: string;
  nodeId: number;
  engine: string;
  theme: string | null;
  input: unknown;
  outcome: unknown;
  stake: number;
  settling: boolean;
  playerId: string;
  seedPairId: number;
  clientSeed: string;
  nonce: number;
};
export type TRoundPatch = Omit<Updateable<TInhouseRoundsTable>, 'input' | 'outcome' | 'bets'> & {
  input?: unknown;
  outcome?: unknown;
  bets?: string[];
};

export async function findRound(db: TDbOrTrx, id: number) {
  return selectRounds(db).where('r.id', '=', id).executeTakeFirst();
}

export async function findByRequest(db: TDbOrTrx, memberId: number, requestId: string) {
  return selectRounds(db)
    .where('r.member_id', '=', memberId)
    .where('r.request_id', '=', requestId)
    .executeTakeFirst();
}

export async function findOpenRound(db: TDbOrTrx, memberId: number, nodeId: number) {
  return selectRounds(db)
    .where('r.member_id', '=', memberId)
    .where('r.node_id', '=', nodeId)
    .where('r.status', '=', 'open')
    .executeTakeFirst();
}

/** Newest first; failed (refused) rounds are not recalled. */
export async function listRecent(db: TDbOrTrx, memberId: number, nodeId: number | undefined, limit: number) {
  let q = selectRounds(db).where('r.member_id', '=', memberId).where('r.status', '<>', 'failed');
  if (nodeId !== undefined) {
    q = q.where('r.node_id', '=', nodeId);
  }
  return q.orderBy('r.id', 'desc').limit(limit).execute();
}

/** Open rounds, oldest first (start-up recovery). */
export async function listOpenRounds(db: TDbOrTrx, limit: number, afterId: number) {
  return selectRounds(db)
    .where('r.status', '=', 'open')
    .where('r.id', '>', afterId)
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

export async function insertRound(trx: TDbOrTrx, round: TNewRound): Promise<number> {
  const row = await trx
    .insertInto('inhouse_rounds')
    .values({
      member_id: round.memberId,
      request_id: round.requestId,
      node_id: round.nodeId,
      engine: round.engine,
      theme: round.theme,
      status: 'open',
      input: JSON.stringify(round.input),
      outcome: JSON.stringify(round.outcome),
      stake: round.stake,
      settling: round.settling,
      player_id: round.playerId,
      seed_pair_id: round.seedPairId,
      client_seed: round.clientSeed,
      nonce: round.nonce,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes `patch` if the round is still open and (when given) still at `step`; false when another
 * request moved it first.
 */
export async function updateOpenRound(
  db: TDbOrTrx,
  id: number,
  patch: TRoundPatch,
  step?: number,
): Promise<boolean> {
  const { input, outcome, bets, ...rest } = patch;
  let q = db
    .updateTable('inhouse_rounds')
    .set({
      ...rest,
      updated_at: sql`now()`,
      ...(input !== undefined ? { input: JSON.stringify(input) } : {}),
      ...(outcome !== undefined ? { outcome: JSON.stringify(outcome) } : {}),
      ...(bets !== undefined ? { bets: JSON.stringify(bets) } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'open');
  if (step !== undefined) {
    q = q.where('step', '=', step);
  }
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The constraint of a unique violation (pg and PGlite both report it), else null. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (e?.code !== '23505') {
    return null;
  }
  if (typeof e.constraint === 'string') {
    return e.constraint;
  }
  const match = typeof e.message === 'string' ? /"([^"]+)"/.exec(e.message) : null;
  return match?.[1] ?? null;
}
