// SQL of message_deliveries (migration 0064): one row per e-mail or SMS, the provider that took it,
// its message id and the status its delivery callback reported. No message text is kept here.
import type { TDb } from '@/db/database.ts';

export type TDeliveryStatus = 'sending' | 'sent' | 'delivered' | 'failed';

export async function insertDelivery(
  db: TDb,
  row: { channel: 'sms' | 'email'; reference: string; recipient: string },
): Promise<number> {
  const inserted = await db
    .insertInto('message_deliveries')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The outcome of sending: the provider that took it (or the last one tried) and how often we tried. */
export async function finishSending(
  db: TDb,
  id: number,
  outcome: {
    status: 'sent' | 'failed';
    provider: string | null;
    providerMessageId: string | null;
    attempts: number;
    error: string | null;
  },
): Promise<void> {
  await db
    .updateTable('message_deliveries')
    .set({
      status: outcome.status,
      provider: outcome.provider,
      provider_message_id: outcome.providerMessageId,
      attempts: outcome.attempts,
      error: outcome.error?.slice(0, 200) ?? null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * A provider's delivery report. `delivered` and `failed` are final: a late `sent` (reports can
 * arrive out of order) never takes them back. False when no message matches.
 */
export async function recordDeliveryStatus(
  db: TDb,
  match: { provider: string; providerMessageId: string } | { reference: string },
  report: { status: 'sent' | 'delivered' | 'failed'; error: string | null },
): Promise<boolean> {
  let q = db
    .updateTable('message_deliveries')
    .set({ status: report.status, error: report.error?.slice(0, 200) ?? null, updated_at: new Date() });
  q =
    'reference' in match
      ? q.where('reference', '=', match.reference)
      : q.where('provider', '=', match.provider).where('provider_message_id', '=', match.providerMessageId);
  const final = report.status !== 'sent';
  const row = await q
    .where((eb) =>
      final
        ? eb('status', 'in', ['sending', 'sent', report.status])
        : eb('status', 'in', ['sending', 'sent']),
    )
    .returning('id')
    .executeTakeFirst();
  if (row) {
    return true;
  }
  // the message exists but already holds a final status: still a known message
  let exists = db.selectFrom('message_deliveries').select('id');
  exists =
    'reference' in match
      ? exists.where('reference', '=', match.reference)
      : exists
          .where('provider', '=', match.provider)
          .where('provider_message_id', '=', match.providerMessageId);
  return (await exists.executeTakeFirst()) !== undefined;
}
