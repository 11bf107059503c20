// What identity services need from the app: the database, config, the RSA key ring and the
// outbound adapters (SMS, mail, phone verification). Built once per route plugin from the Fastify instance.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEVICE_ID_HEADER } from '@pavilion/contracts/constants';
import { ZDeviceIdSchema } from '@pavilion/contracts/reward-payout';
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import type { TKeyRing } from '@/modules/crypto/rsa-keys.service.ts';
import { createPhoneVerifier, type TPhoneVerifier } from '@/modules/identity/phone-verification.ts';
import type { TMailer } from '@/modules/messaging/mail.provider.ts';
import { requestLanguage, type TMessageLanguage } from '@/modules/messaging/message-language.ts';
import type { TSmsProvider } from '@/modules/messaging/sms.provider.ts';

export type TAuthDeps = {
  db: TDb;
  config: TConfig;
  keys: TKeyRing;
  sms: TSmsProvider;
  mail: TMailer;
  /** how the SMS code paths verify a phone: our codes, or a phone service's token (issue 18) */
  phone: TPhoneVerifier;
};

/**
 * Where a request came from, for sessions, attempt logs and throttles; and what messages sent for
 * it use: the language it was made in and the address it was made on (checked before any link
 * carries it: site/site-origin.ts).
 */
export type TClient = {
  ip: string;
  userAgent: string | undefined;
  language: TMessageLanguage | null;
  origin: string;
  /** the web client's device id header when well formed (decision 063); kept for linked accounts, never for auth */
  deviceId?: string | null;
};

export function authDeps(app: FastifyInstance): TAuthDeps {
  return {
    db: app.db,
    config: app.config,
    keys: app.keys,
    sms: app.messaging.sms,
    mail: app.messaging.mail,
    phone: createPhoneVerifier(app.db, app.config),
  };
}

function deviceIdOf(header: unknown): string | null {
  const parsed = ZDeviceIdSchema.safeParse(header);
  return parsed.success ? parsed.data : null;
}

export function clientOf(request: FastifyRequest): TClient {
  const ua = request.headers['user-agent'];
  const query = request.query as { language?: unknown } | undefined;
  return {
    ip: request.ip,
    userAgent: typeof ua === 'string' ? ua.slice(0, 300) : undefined,
    language: requestLanguage({
      language: query?.language,
      acceptLanguage: request.headers['accept-language'],
    }),
    origin: `${request.protocol}://${request.host}`,
    deviceId: deviceIdOf(request.headers[DEVICE_ID_HEADER]),
  };
}
