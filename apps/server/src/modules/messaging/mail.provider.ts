// The e-mail adapter, shaped like the SMS one: the default mailer writes to the outbox
// (channel 'email') so password-reset links can be followed in the demo and in tests.
import type { TDb } from '@/db/database.ts';
import { insertOutboxMessage } from './outbox.repo.ts';

export type TMailer = { send(to: string, subject: string, body: string): Promise<void> };

export class OutboxMailer implements TMailer {
  private readonly db: TDb;

  constructor(db: TDb) {
    this.db = db;
  }

  async send(to: string, subject: string, body: string): Promise<void> {
    await insertOutboxMessage(this.db, { channel: 'email', recipient: to, subject, body });
  }
}

export function createMailer(db: TDb): TMailer {
  return new OutboxMailer(db);
}
