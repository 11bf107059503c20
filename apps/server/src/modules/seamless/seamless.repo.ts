// SQL of the seamless money operations: each is one call of its plpgsql function (migration
// 0005_seamless), which records the vendor operation and posts to the ledger in one statement.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';

/** What the functions return: the reply fields, or `error` for a recorded refusal. */
export type TSeamlessOutcome = {
  balance: number;
  currency: string;
  platformTransactionId?: string;
  replayed?: boolean;
  error?: string;
};

async function one(
  db: TDb,
  query: ReturnType<typeof sql<{ outcome: TSeamlessOutcome }>>,
): Promise<TSeamlessOutcome> {
  const { rows } = await query.execute(db);
  const outcome = rows[0]?.outcome;
  if (!outcome) {
    throw new Error('seamless function returned no row');
  }
  return typeof outcome === 'string' ? (JSON.parse(outcome) as TSeamlessOutcome) : outcome;
}

export function callBet(
  db: TDb,
  p: {
    vendor: string;
    txId: string;
    fingerprint: string;
    memberId: number;
    tokenHash: Buffer;
    idleCutoff: Date;
    roundId: string;
    gameCode: string;
    amount: number;
  },
) {
  return one(
    db,
    sql`select seamless_bet(${p.vendor}, ${p.txId}, ${p.fingerprint}, ${p.memberId}::bigint, ${p.tokenHash}::bytea,
      ${p.idleCutoff}::timestamptz, ${p.roundId}, ${p.gameCode}, ${p.amount}::bigint) as outcome`,
  );
}

export function callWin(
  db: TDb,
  p: {
    vendor: string;
    txId: string;
    fingerprint: string;
    memberId: number;
    betTxId: string;
    roundId: string;
    amount: number;
    endRound: boolean;
  },
) {
  return one(
    db,
    sql`select seamless_win(${p.vendor}, ${p.txId}, ${p.fingerprint}, ${p.memberId}::bigint, ${p.betTxId}, ${p.roundId},
      ${p.amount}::bigint, ${p.endRound}::boolean) as outcome`,
  );
}

export function callRollback(
  db: TDb,
  p: {
    vendor: string;
    txId: string;
    fingerprint: string;
    memberId: number;
    betTxId: string;
    roundId: string;
  },
) {
  return one(
    db,
    sql`select seamless_rollback(${p.vendor}, ${p.txId}, ${p.fingerprint}, ${p.memberId}::bigint, ${p.betTxId}, ${p.roundId}) as outcome`,
  );
}

export function callEndRound(db: TDb, p: { vendor: string; memberId: number; roundId: string }) {
  return one(db, sql`select seamless_end_round(${p.vendor}, ${p.memberId}::bigint, ${p.roundId}) as outcome`);
}
