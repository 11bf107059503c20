// Sessions: opaque 256-bit tokens stored hashed, with idle and absolute expiry; revoked on
// logout, on password change and when an account is disabled.
import type { TDb } from '@/db/database.ts';
import type { TConfig } from '@/config.ts';
import { AppError } from '@/shared/app-error.ts';
import { hashToken, newToken } from '@/shared/tokens.ts';
import * as repo from './sessions.repo.ts';

export type TSessionPrincipal = {
  sessionId: number;
  kind: repo.TSessionKind;
  memberId: number | null;
  operatorId: number | null;
};

export async function createSession(
  db: TDb,
  config: TConfig,
  opts: {
    kind: repo.TSessionKind;
    memberId?: number;
    operatorId?: number;
    ip: string;
    userAgent?: string | undefined;
  },
): Promise<string> {
  const token = newToken();
  await repo.insertSession(db, {
    tokenHash: hashToken(token),
    kind: opts.kind,
    memberId: opts.memberId ?? null,
    operatorId: opts.operatorId ?? null,
    ip: opts.ip,
    userAgent: opts.userAgent ?? null,
    expiresAt: new Date(Date.now() + config.SESSION_ABSOLUTE_HOURS * 3_600_000),
  });
  return token;
}

/** Resolves a bearer token to its principal, or throws NOT_LOGGED_IN / SESSION_EXPIRED. */
export async function resolveSession(
  db: TDb,
  config: TConfig,
  token: string | undefined,
): Promise<TSessionPrincipal> {
  if (!token) {
    throw new AppError('NOT_LOGGED_IN');
  }
  const idleCutoff = new Date(Date.now() - config.SESSION_IDLE_MINUTES * 60_000);
  const row = await repo.touchLiveSession(db, hashToken(token), idleCutoff);
  if (!row) {
    throw new AppError('SESSION_EXPIRED');
  }
  return { sessionId: row.id, kind: row.kind, memberId: row.member_id, operatorId: row.operator_id };
}

export async function revokeSession(db: TDb, token: string): Promise<void> {
  await repo.revokeByHash(db, hashToken(token));
}

export async function revokeMemberSessions(
  db: TDb,
  memberId: number,
  exceptSessionId?: number,
): Promise<void> {
  await repo.revokeAllForMember(db, memberId, exceptSessionId);
}

/** Ends every session of an operator but the one given (after a password change, ASVS 5.0). */
export async function revokeOperatorSessions(
  db: TDb,
  operatorId: number,
  exceptSessionId: number,
): Promise<void> {
  await repo.revokeAllForOperator(db, operatorId, exceptSessionId);
}
