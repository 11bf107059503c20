// SQL for launch tokens: the member's current session, token insert and the authenticate look-up.
import type { TDb } from '@/db/database.ts';

/** The member's most recently used live session (or the given one, when still live and theirs). */
export function findLiveSession(db: TDb, memberId: number, idleCutoff: Date, sessionId?: number) {
  let q = db
    .selectFrom('sessions')
    .select(['id'])
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('last_seen_at', '>', idleCutoff);
  if (sessionId !== undefined) {
    q = q.where('id', '=', sessionId);
  }
  return q.orderBy('last_seen_at', 'desc').limit(1).executeTakeFirst();
}

/** Stores the token with the catalogue game of nodeId (type and vendor), so bets need no look-up. */
export async function insertLaunchToken(
  db: TDb,
  row: {
    tokenHash: Buffer;
    memberId: number;
    sessionId: number;
    vendorCode: string;
    nodeId: number | null;
    gameType?: string;
  },
) {
  const game =
    row.nodeId === null
      ? undefined
      : await db
          .selectFrom('games')
          .select(['game_type', 'vendor_code'])
          .where('node_id', '=', row.nodeId)
          .executeTakeFirst();
  await db
    .insertInto('seamless_launch_tokens')
    .values({
      token_hash: row.tokenHash,
      member_id: row.memberId,
      session_id: row.sessionId,
      vendor_code: row.vendorCode,
      node_id: row.nodeId,
      game_type: game?.game_type ?? row.gameType ?? null,
      catalogue_vendor: game?.vendor_code ?? null,
    })
    .execute();
}

/** The player behind a live launch token of this vendor, with their wallet. */
export function findLivePlayerByToken(db: TDb, tokenHash: Buffer, vendorCode: string, idleCutoff: Date) {
  return db
    .selectFrom('seamless_launch_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .innerJoin('ledger_accounts as a', (j) =>
      j.onRef('a.member_id', '=', 'm.id').on('a.purpose', '=', 'wallet'),
    )
    .select(['m.id as memberId', 'm.nickname', 'm.status', 'a.balance', 'a.currency'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.vendor_code', '=', vendorCode)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date())
    .where('s.last_seen_at', '>', idleCutoff)
    .executeTakeFirst();
}
