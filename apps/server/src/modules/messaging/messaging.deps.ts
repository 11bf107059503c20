// The app's outbound messaging, built once at start-up (app.ts) so every route plugin shares one
// SMTP transport and one SMS provider chain; closed with the app.
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { createMailer, type Mailer } from './mail.provider.ts';
import { createSmsProvider, type SmsSender } from './sms.provider.ts';

export type TMessaging = { mail: Mailer; sms: SmsSender; close: () => void };

export function createMessaging(db: TDb, config: TConfig, log: FastifyBaseLogger): TMessaging {
  // reasons and ids only: never a number's text, a message body or a provider secret
  const warn = (fields: Record<string, unknown>, msg: string) => log.warn(fields, msg);
  const mail = createMailer(db, config, warn);
  const sms = createSmsProvider(db, config, warn);
  return { mail, sms, close: () => mail.close() };
}
