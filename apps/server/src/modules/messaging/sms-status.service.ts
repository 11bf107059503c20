// Delivery reports: Twilio's StatusCallback (signature checked against the callback URL we gave it)
// and the generic aggregator's callback (shared secret). Each records delivered, failed or sent on
// the message's message_deliveries row; states on the way (queued, sending…) are not recorded.
import type { THttpSmsStatus } from '@pavilion/contracts/messaging';
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { publicOrigin } from '@/modules/identity/demo-id.provider.ts';
import { AppError } from '@/shared/app-error.ts';
import { safeEqual } from '@/shared/tokens.ts';
import { recordDeliveryStatus } from './deliveries.repo.ts';
import { TWILIO_STATUS_PATH } from './sms.provider.ts';
import { verifyTwilioSignature } from './twilio-signature.ts';

type TReport = 'sent' | 'delivered' | 'failed';

/** Twilio's MessageStatus values (https://www.twilio.com/docs/messaging/api/message-resource#message-status-values). */
const TWILIO_STATUS: Record<string, TReport | undefined> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
  canceled: 'failed',
};

/** Words aggregators use, SMPP's delivery-receipt states among them. */
const HTTP_STATUS: Record<string, TReport | undefined> = {
  sent: 'sent',
  accepted: 'sent',
  enroute: 'sent',
  delivered: 'delivered',
  delivrd: 'delivered',
  success: 'delivered',
  failed: 'failed',
  fail: 'failed',
  undelivered: 'failed',
  undeliv: 'failed',
  rejected: 'failed',
  rejectd: 'failed',
  expired: 'failed',
};

export async function recordTwilioStatus(
  deps: { db: TDb; config: TConfig },
  opts: { params: Record<string, string>; signature: string | undefined },
): Promise<{ recorded: boolean }> {
  const token = deps.config.TWILIO_AUTH_TOKEN;
  const url = `${publicOrigin(deps.config)}${TWILIO_STATUS_PATH}`;
  if (!token || !verifyTwilioSignature(token, url, opts.params, opts.signature)) {
    throw new AppError('INVALID_SIGNATURE');
  }
  const sid = opts.params.MessageSid ?? opts.params.SmsSid;
  const report = TWILIO_STATUS[(opts.params.MessageStatus ?? opts.params.SmsStatus ?? '').toLowerCase()];
  if (!sid || !report) {
    return { recorded: false };
  }
  const error = report === 'failed' ? `twilio ${opts.params.ErrorCode ?? opts.params.MessageStatus}` : null;
  const recorded = await recordDeliveryStatus(
    deps.db,
    { provider: 'twilio', providerMessageId: sid },
    { status: report, error },
  );
  return { recorded };
}

export async function recordHttpStatus(
  deps: { db: TDb; config: TConfig },
  opts: { body: THttpSmsStatus; secret: string | undefined },
): Promise<{ recorded: boolean }> {
  const expected = deps.config.SMS_HTTP_CALLBACK_SECRET;
  if (!expected || !opts.secret || !safeEqual(opts.secret, expected)) {
    throw new AppError('INVALID_SIGNATURE');
  }
  const report = HTTP_STATUS[opts.body.status.toLowerCase()];
  if (!report) {
    throw new AppError('VALIDATION_FAILED', { fields: { status: 'delivered, failed or sent' } });
  }
  const error = report === 'failed' ? `http ${opts.body.error ?? opts.body.status}` : null;
  const match = opts.body.reference
    ? { reference: opts.body.reference }
    : { provider: 'http', providerMessageId: opts.body.id ?? '' };
  return { recorded: await recordDeliveryStatus(deps.db, match, { status: report, error }) };
}
