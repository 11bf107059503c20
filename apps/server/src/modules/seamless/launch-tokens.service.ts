// Launch tokens: what a vendor receives when a member opens one of its games. Opaque 256-bit
// tokens stored as SHA-256, bound to the member's session so they die with it (logout, expiry,
// idle time-out). A bet needs a live token; wins and rollbacks never look at it.
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { hashToken, newToken } from '@/shared/tokens.ts';
import { findSeamlessVendor } from '@/modules/vendors/vendors.service.ts';
import * as repo from './launch-tokens.repo.ts';

const DEFAULT_IDLE_MINUTES = 30;

export function idleCutoff(config?: Pick<TConfig, 'SESSION_IDLE_MINUTES'>): Date {
  return new Date(Date.now() - (config?.SESSION_IDLE_MINUTES ?? DEFAULT_IDLE_MINUTES) * 60_000);
}

/**
 * Issues a launch token for `memberId` at `vendorCode`. Bound to `sessionId` when given (the
 * session the game is opened from), else to the member's most recently used live session.
 * playerId is the id vendors use in every later call: the member id as a string.
 */
export async function issueLaunchToken(
  db: TDb,
  opts: {
    memberId: number;
    vendorCode: string;
    nodeId: number | null;
    /** The record's game type of a vertical with no catalogue node (the live tables: LIVE). */
    gameType?: string;
    sessionId?: number;
    config?: Pick<TConfig, 'SESSION_IDLE_MINUTES'>;
  },
): Promise<{ token: string; playerId: string }> {
  const vendor = await findSeamlessVendor(db, opts.vendorCode);
  if (!vendor?.enabled) {
    throw new AppError('UNKNOWN_VENDOR');
  }
  const session = await repo.findLiveSession(db, opts.memberId, idleCutoff(opts.config), opts.sessionId);
  if (!session) {
    throw new AppError('SESSION_EXPIRED');
  }
  const token = newToken();
  await repo.insertLaunchToken(db, {
    tokenHash: hashToken(token),
    memberId: opts.memberId,
    sessionId: Number(session.id),
    vendorCode: vendor.code,
    nodeId: opts.nodeId,
    gameType: opts.gameType,
  });
  return { token, playerId: String(opts.memberId) };
}

/** The live player of a launch token, or SESSION_EXPIRED. */
export async function playerOfToken(
  db: TDb,
  config: Pick<TConfig, 'SESSION_IDLE_MINUTES'>,
  token: string,
  vendorCode: string,
) {
  const row = await repo.findLivePlayerByToken(db, hashToken(token), vendorCode, idleCutoff(config));
  if (!row || row.status !== 'active') {
    throw new AppError('SESSION_EXPIRED');
  }
  return {
    memberId: Number(row.memberId),
    nickname: row.nickname,
    balance: Number(row.balance),
    currency: row.currency,
  };
}
