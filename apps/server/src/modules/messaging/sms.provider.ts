// The SMS adapter services see (TSmsProvider), built from SMS_PROVIDERS: the providers in fallback
// order, each tried up to SMS_RETRY_ATTEMPTS times with a doubling back-off when the failure may pass
// (network, time-out, 5xx, 429) and given up at once on a reject (4xx), then the next one. Every
// message gets a message_deliveries row (provider, its message id, attempts), which the delivery
// callbacks complete. The throttles sit in front, in the services that decide to send (per number
// and per IP in verification-code.service.ts, per challenge and IP for second verification). The
// outbox, the demo default, writes to the table GET /api/dev/outbox reads.
import { randomUUID } from 'node:crypto';
import type { TConfig, TSmsProviderName } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { publicOrigin } from '@/modules/identity/demo-id.provider.ts';
import { AppError } from '@/shared/app-error.ts';
import * as deliveries from './deliveries.repo.ts';
import type { TMessageLanguage } from './message-language.ts';
import { renderSms, type TMessage } from './message-templates.ts';
import { insertOutboxMessage } from './outbox.repo.ts';
import { SmsFailure, type TSmsAdapter } from './sms-adapter.ts';
import { httpTemplateAdapter } from './sms-http.ts';
import { twilioAdapter } from './sms-twilio.ts';

export type TSmsMessage = Exclude<TMessage, { kind: 'password-reset' }>;

/** Sends a named message (message-templates.ts) in a language; throws SERVICE_UNAVAILABLE when no provider took it. */
export type TSmsProvider = {
  send(to: string, message: TSmsMessage, language: TMessageLanguage): Promise<void>;
};

export const TWILIO_STATUS_PATH = '/api/messaging/sms/twilio/status';
export const HTTP_STATUS_PATH = '/api/messaging/sms/http/status';

/** The recipient as the outbox shows it: "+855 12345678". */
export function smsRecipient(dialingCode: string, mobile: string): string {
  return `${dialingCode} ${mobile}`;
}

/** E.164 for providers: "+855 12345678" → "+85512345678". */
export function e164(recipient: string): string {
  return recipient.replace(/[^\d+]/g, '');
}

function outboxAdapter(db: TDb): TSmsAdapter {
  return {
    name: 'outbox',
    send: async ({ recipient, text }) => {
      await insertOutboxMessage(db, { channel: 'sms', recipient, subject: null, body: text });
      return { providerMessageId: null };
    },
  };
}

type TLog = (fields: Record<string, unknown>, msg: string) => void;
type TPolicy = { attempts: number; baseMs: number; maxWaitMs: number };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class SmsSender implements TSmsProvider {
  private readonly db: TDb;
  private readonly adapters: TSmsAdapter[];
  private readonly policy: TPolicy;
  private readonly log: TLog;

  constructor(db: TDb, adapters: TSmsAdapter[], policy: TPolicy, log: TLog) {
    this.db = db;
    this.adapters = adapters;
    this.policy = policy;
    this.log = log;
  }

  /** Waits before try `attempt + 1`: base · 2^(attempt-1), jittered, or what the provider asked. */
  private backoffMs(attempt: number, failure: SmsFailure): number {
    const exp = this.policy.baseMs * 2 ** (attempt - 1);
    const jittered = exp / 2 + Math.random() * (exp / 2);
    return Math.min(this.policy.maxWaitMs, Math.max(jittered, failure.retryAfterMs ?? 0));
  }

  async send(to: string, message: TSmsMessage, language: TMessageLanguage): Promise<void> {
    const text = renderSms(message, language);
    const reference = randomUUID();
    const id = await deliveries.insertDelivery(this.db, { channel: 'sms', reference, recipient: to });
    let attempts = 0;
    let last: { provider: string; reason: string } | null = null;
    for (const adapter of this.adapters) {
      for (let attempt = 1; attempt <= this.policy.attempts; attempt += 1) {
        attempts += 1;
        try {
          const { providerMessageId } = await adapter.send({ to: e164(to), recipient: to, text, reference });
          await deliveries.finishSending(this.db, id, {
            status: 'sent',
            provider: adapter.name,
            providerMessageId,
            attempts,
            error: last ? `after ${last.reason}` : null,
          });
          return;
        } catch (error) {
          const failure =
            error instanceof SmsFailure ? error : new SmsFailure(`${adapter.name} error`, false);
          last = { provider: adapter.name, reason: failure.message };
          this.log(
            { delivery: id, provider: adapter.name, attempt, reason: failure.message },
            'SMS provider failed',
          );
          if (!failure.retryable || attempt === this.policy.attempts) {
            break;
          }
          await sleep(this.backoffMs(attempt, failure));
        }
      }
    }
    await deliveries.finishSending(this.db, id, {
      status: 'failed',
      provider: last?.provider ?? null,
      providerMessageId: null,
      attempts,
      error: last?.reason ?? null,
    });
    throw new AppError('SERVICE_UNAVAILABLE');
  }
}

function adapterFor(name: TSmsProviderName, db: TDb, config: TConfig): TSmsAdapter {
  switch (name) {
    case 'outbox':
      return outboxAdapter(db);
    case 'twilio':
      return twilioAdapter({
        baseUrl: config.TWILIO_API_BASE_URL,
        // loadConfig refuses twilio without these
        accountSid: config.TWILIO_ACCOUNT_SID ?? '',
        authToken: config.TWILIO_AUTH_TOKEN ?? '',
        from: config.TWILIO_FROM,
        messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
        statusCallbackUrl: `${publicOrigin(config)}${TWILIO_STATUS_PATH}`,
        timeoutMs: config.SMS_TIMEOUT_MS,
      });
    case 'http':
      return httpTemplateAdapter({
        url: config.SMS_HTTP_URL ?? '',
        method: config.SMS_HTTP_METHOD,
        headers: config.SMS_HTTP_HEADERS,
        bodyTemplate: config.SMS_HTTP_BODY,
        contentType: config.SMS_HTTP_CONTENT_TYPE,
        successStatus: config.SMS_HTTP_SUCCESS_STATUS,
        successField: config.SMS_HTTP_SUCCESS_FIELD,
        idField: config.SMS_HTTP_ID_FIELD,
        timeoutMs: config.SMS_TIMEOUT_MS,
      });
  }
}

export function createSmsProvider(db: TDb, config: TConfig, log: TLog = () => {}): SmsSender {
  return new SmsSender(
    db,
    config.SMS_PROVIDERS.map((name) => adapterFor(name, db, config)),
    { attempts: config.SMS_RETRY_ATTEMPTS, baseMs: config.SMS_RETRY_BASE_MS, maxWaitMs: 5_000 },
    log,
  );
}
