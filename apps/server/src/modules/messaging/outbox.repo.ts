// SQL for the outbox: messages the demo SMS provider and mailer "send", newest first.
import type { TDb } from '@/db/database.ts';

export type TOutboxChannel = 'sms' | 'email';

export async function insertOutboxMessage(
  db: TDb,
  msg: { channel: TOutboxChannel; recipient: string; subject: string | null; body: string },
): Promise<void> {
  await db.insertInto('outbox_messages').values(msg).execute();
}

export function listOutboxMessages(
  db: TDb,
  filter: { recipient?: string | undefined; channel?: TOutboxChannel | undefined; limit: number },
) {
  let q = db.selectFrom('outbox_messages').selectAll();
  if (filter.recipient) {
    q = q.where('recipient', '=', filter.recipient);
  }
  if (filter.channel) {
    q = q.where('channel', '=', filter.channel);
  }
  return q.orderBy('id', 'desc').limit(filter.limit).execute();
}
