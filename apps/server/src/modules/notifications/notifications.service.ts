// Notifications of spec §3: `notify` stores one and publishes it to the member's open streams;
// the list, unread count and mark-read calls of the member's bell. The cashier calls `notify`;
// a settlement tells its winners with `notifyMany` (one INSERT for many).
import type { TDb } from '@/db/database.ts';
import {
  ZNotificationPayloadSchema,
  type TMarkReadRequest,
  type TNotification,
  type TNotificationList,
  type TNotificationListQuery,
  type TNotificationPayload,
  type TNotificationType,
} from '@pavilion/contracts/notifications';
import type { TNotificationBus } from './notification-bus.ts';
import * as repo from './notifications.repo.ts';

type TRow = Awaited<ReturnType<typeof repo.insertNotification>>;

function toNotification(row: TRow): TNotification {
  return {
    id: Number(row.id),
    type: row.type,
    payload: ZNotificationPayloadSchema.parse(row.payload),
    readAt: row.read_at ? row.read_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Stores the notification, then publishes it. Call it after the money movement's transaction
 * committed (a stream must never show an event that was rolled back); a failed publish is not
 * fatal: the notification stays in the list and the next unread count shows it.
 */
export async function notify(
  db: TDb,
  bus: TNotificationBus,
  opts: { memberId: number; type: TNotificationType; payload: TNotificationPayload },
): Promise<TNotification> {
  const payload = ZNotificationPayloadSchema.parse(opts.payload);
  const notification = toNotification(
    await repo.insertNotification(db, { memberId: opts.memberId, type: opts.type, payload }),
  );
  try {
    await bus.publish({ memberId: opts.memberId, notification });
  } catch {
    // delivery is best effort; the stored row is the record
  }
  return notification;
}

/** Rows stored per INSERT by notifyMany (three parameters a row, well under PostgreSQL's 65,535). */
const NOTIFY_BATCH = 1000;

/**
 * `notify` for many members at once (a settlement's winners): stored with one INSERT per
 * NOTIFY_BATCH, then each published; as with `notify`, a failed publish is not fatal.
 */
export async function notifyMany(
  db: TDb,
  bus: TNotificationBus,
  list: { memberId: number; type: TNotificationType; payload: TNotificationPayload }[],
): Promise<TNotification[]> {
  const out: TNotification[] = [];
  const published: Promise<void>[] = [];
  for (let k = 0; k < list.length; k += NOTIFY_BATCH) {
    const batch = list
      .slice(k, k + NOTIFY_BATCH)
      .map((n) => ({ ...n, payload: ZNotificationPayloadSchema.parse(n.payload) }));
    for (const row of await repo.insertNotifications(db, batch)) {
      out.push(toNotification(row));
      // each to the member its row names (RETURNING's order is not promised)
      published.push(
        bus
          .publish({ memberId: Number(row.member_id), notification: out[out.length - 1]! })
          .catch(() => undefined),
      );
    }
  }
  await Promise.all(published);
  return out;
}

export async function listNotifications(
  db: TDb,
  memberId: number,
  query: TNotificationListQuery,
): Promise<TNotificationList> {
  const [rows, total, unreadCount] = await Promise.all([
    repo.listNotifications(db, memberId, query.pageSize, (query.pageNo - 1) * query.pageSize),
    repo.countNotifications(db, memberId),
    repo.countUnread(db, memberId),
  ]);
  return {
    rows: rows.map(toNotification),
    pageNo: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    unreadCount,
  };
}

export function unreadCount(db: TDb, memberId: number): Promise<number> {
  return repo.countUnread(db, memberId);
}

export async function markRead(
  db: TDb,
  memberId: number,
  request: TMarkReadRequest,
): Promise<{ updated: number; unreadCount: number }> {
  const updated = await repo.markRead(db, memberId, 'all' in request ? 'all' : request.ids);
  return { updated, unreadCount: await repo.countUnread(db, memberId) };
}
