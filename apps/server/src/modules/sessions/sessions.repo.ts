// SQL for sessions: create, look up (sliding idle expiry), revoke.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';

export type TSessionKind = 'member' | 'trial' | 'operator';

export async function insertSession(
  db: TDb,
  row: {
    tokenHash: Buffer;
    kind: TSessionKind;
    memberId: number | null;
    operatorId: number | null;
    ip: string;
    userAgent: string | null;
    expiresAt: Date;
  },
) {
  return db
    .insertInto('sessions')
    .values({
      token_hash: row.tokenHash,
      kind: row.kind,
      member_id: row.memberId,
      operator_id: row.operatorId,
      ip: row.ip,
      user_agent: row.userAgent,
      expires_at: row.expiresAt,
      last_seen_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Finds a live session and slides its idle clock in the same statement, at most twice a minute
 * (the seamless bet's rule): a request within 30 s of the last slide writes nothing, so it commits
 * without a WAL flush (decision 031: the flush was half the cost of a lottery slip under load).
 */
export async function touchLiveSession(db: TDb, tokenHash: Buffer, idleCutoff: Date) {
  const now = new Date();
  const { rows } = await sql<{
    id: number;
    kind: TSessionKind;
    member_id: number | null;
    operator_id: number | null;
  }>`
    with live as (
      select id, kind, member_id, operator_id, last_seen_at from sessions
        where token_hash = ${tokenHash} and revoked_at is null and expires_at > ${now} and last_seen_at > ${idleCutoff}
    ), slid as (
      update sessions s set last_seen_at = ${now} from live
        where s.id = live.id and live.last_seen_at < ${new Date(now.getTime() - 30_000)}
    )
    select id, kind, member_id, operator_id from live`.execute(db);
  const row = rows[0];
  return row === undefined
    ? undefined
    : {
        id: Number(row.id),
        kind: row.kind,
        member_id: row.member_id === null ? null : Number(row.member_id),
        operator_id: row.operator_id === null ? null : Number(row.operator_id),
      };
}

export async function revokeByHash(db: TDb, tokenHash: Buffer) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllForOperator(db: TDb, operatorId: number, exceptId: number) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .where('id', '!=', exceptId)
    .execute();
}

export async function revokeAllForMember(db: TDb, memberId: number, exceptId?: number) {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (exceptId !== undefined) {
    q = q.where('id', '!=', exceptId);
  }
  await q.execute();
}
