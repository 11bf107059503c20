// The SMS adapter. Services only see TSmsProvider; config.SMS_PROVIDER picks the implementation.
// The default (and demo) provider writes every message to the outbox table, which the demo UI
// and the tests read back through GET /api/dev/outbox.
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { insertOutboxMessage } from './outbox.repo.ts';

export type TSmsProvider = { send(to: string, text: string): Promise<void> };

export class OutboxSmsProvider implements TSmsProvider {
  private readonly db: TDb;

  constructor(db: TDb) {
    this.db = db;
  }

  async send(to: string, text: string): Promise<void> {
    await insertOutboxMessage(this.db, { channel: 'sms', recipient: to, subject: null, body: text });
  }
}

export function createSmsProvider(db: TDb, config: TConfig): TSmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'outbox':
      return new OutboxSmsProvider(db);
  }
}

/** The recipient as providers and the outbox show it: "+855 12345678". */
export function smsRecipient(dialingCode: string, mobile: string): string {
  return `${dialingCode} ${mobile}`;
}
