// SQL of notifications: insert, page newest first, unread counts, mark read; and the read-only
// session check the stream repeats (it must not slide the session's idle clock).
import type { TDb } from '@/db/database.ts';
import type { TNotificationPayload, TNotificationType } from '@pavilion/contracts/notifications';

export async function insertNotification(
  db: TDb,
  row: { memberId: number; type: TNotificationType; payload: TNotificationPayload },
) {
  return db
    .insertInto('notifications')
    .values({ member_id: row.memberId, type: row.type, payload: JSON.stringify(row.payload) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Many notifications in one INSERT, returned in the order given. */
export async function insertNotifications(
  db: TDb,
  rows: { memberId: number; type: TNotificationType; payload: TNotificationPayload }[],
) {
  return db
    .insertInto('notifications')
    .values(rows.map((r) => ({ member_id: r.memberId, type: r.type, payload: JSON.stringify(r.payload) })))
    .returningAll()
    .execute();
}

export async function listNotifications(db: TDb, memberId: number, limit: number, offset: number) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countNotifications(db: TDb, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countUnread(db: TDb, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks the member's own unread notifications (all, or those ids) read; returns how many changed. */
export async function markRead(db: TDb, memberId: number, ids: number[] | 'all'): Promise<number> {
  let q = db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null);
  if (ids !== 'all') {
    q = q.where('id', 'in', ids);
  }
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function liveSession(db: TDb, sessionId: number, idleCutoff: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'expires_at'])
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('last_seen_at', '>', idleCutoff)
    .executeTakeFirst();
}
