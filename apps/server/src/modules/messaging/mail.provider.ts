// The e-mail adapter. Services only see TMailer. With SMTP_URL set, mail goes out over SMTP
// (nodemailer); without it (the demo default, refused under DEPLOYMENT=production) it is written
// to the outbox (channel 'email') so reset links can be followed in the demo and in tests. Every
// message gets a message_deliveries row: sent with the server's message id, or failed.
import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { publicOrigin } from '@/modules/identity/demo-id.provider.ts';
import { AppError } from '@/shared/app-error.ts';
import * as deliveries from './deliveries.repo.ts';
import type { TMessageLanguage } from './message-language.ts';
import { renderEmail, type TMessage, type TRenderedEmail } from './message-templates.ts';
import { MESSAGE_WORDS } from './message-words.ts';
import { insertOutboxMessage } from './outbox.repo.ts';

type TMail = TRenderedEmail & {
  to: string;
  /** BCP 47, for the Content-Language header */
  language: string;
};

/** Sends a named message (message-templates.ts) in a language; throws SERVICE_UNAVAILABLE when not taken. */
export type TMailer = { send(to: string, message: TMessage, language: TMessageLanguage): Promise<void> };

/** One way e-mail leaves: answers the transport's message id, throws when it was not taken. */
type TMailTransport = {
  name: 'outbox' | 'smtp';
  deliver(mail: TMail): Promise<string | null>;
  close(): void;
};

function outboxTransport(db: TDb): TMailTransport {
  return {
    name: 'outbox',
    deliver: async (mail) => {
      await insertOutboxMessage(db, {
        channel: 'email',
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
      });
      return null;
    },
    close: () => {},
  };
}

/** The From when MAIL_FROM is unset: no-reply at the public address's host. */
function defaultMailFrom(config: TConfig): string {
  return `Pavilion <no-reply@${new URL(publicOrigin(config)).hostname}>`;
}

function smtpTransport(config: TConfig & { SMTP_URL: string }): TMailTransport {
  const transport = createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const from = config.MAIL_FROM ?? defaultMailFrom(config);
  return {
    name: 'smtp',
    deliver: async (mail) => {
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.language },
      });
      return typeof info.messageId === 'string' ? info.messageId : null;
    },
    close: () => transport.close(),
  };
}

/** A short, secret-free reason: nodemailer's error code and the SMTP reply code, never the URL. */
function reasonOf(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown };
  return [
    typeof e.code === 'string' ? e.code : 'ERROR',
    typeof e.responseCode === 'number' ? e.responseCode : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export class Mailer implements TMailer {
  private readonly db: TDb;
  private readonly transport: TMailTransport;
  private readonly log: (fields: Record<string, unknown>, msg: string) => void;

  constructor(db: TDb, transport: TMailTransport, log: Mailer['log']) {
    this.db = db;
    this.transport = transport;
    this.log = log;
  }

  async send(to: string, message: TMessage, language: TMessageLanguage): Promise<void> {
    const mail: TMail = { to, language: MESSAGE_WORDS[language].htmlLang, ...renderEmail(message, language) };
    const id = await deliveries.insertDelivery(this.db, {
      channel: 'email',
      reference: randomUUID(),
      recipient: mail.to,
    });
    try {
      const messageId = await this.transport.deliver(mail);
      await deliveries.finishSending(this.db, id, {
        status: 'sent',
        provider: this.transport.name,
        providerMessageId: messageId,
        attempts: 1,
        error: null,
      });
    } catch (error) {
      const reason = reasonOf(error);
      await deliveries.finishSending(this.db, id, {
        status: 'failed',
        provider: this.transport.name,
        providerMessageId: null,
        attempts: 1,
        error: reason,
      });
      this.log({ delivery: id, provider: this.transport.name, reason }, 'e-mail not sent');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  }

  close(): void {
    this.transport.close();
  }
}

export function createMailer(
  db: TDb,
  config: TConfig,
  log: (fields: Record<string, unknown>, msg: string) => void = () => {},
): Mailer {
  const transport = config.SMTP_URL
    ? smtpTransport({ ...config, SMTP_URL: config.SMTP_URL })
    : outboxTransport(db);
  return new Mailer(db, transport, log);
}
