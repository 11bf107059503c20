// SQL for sessions: create, look up (sliding idle expiry), revoke.
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

/** Finds a live session and slides its idle clock in the same statement. */
export async function touchLiveSession(db: TDb, tokenHash: Buffer, idleCutoff: Date) {
  return db
    .updateTable('sessions')
    .set({ last_seen_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('last_seen_at', '>', idleCutoff)
    .returning(['id', 'kind', 'member_id', 'operator_id'])
    .executeTakeFirst();
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
