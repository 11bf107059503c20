// The SMS providers' delivery callbacks, without a member token: Twilio's StatusCallback (signed)
// and the generic aggregator's (shared secret). Each is registered only when its provider is set up.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZHttpSmsStatusSchema,
  ZSmsStatusReplySchema,
  ZTwilioStatusCallbackSchema,
} from '@pavilion/contracts/messaging';
import { HTTP_STATUS_PATH, TWILIO_STATUS_PATH } from './sms.provider.ts';
import { recordHttpStatus, recordTwilioStatus } from './sms-status.service.ts';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export const smsStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config };
  const tags = ['messaging'];
  if (app.config.SMS_PROVIDERS.includes('twilio') && app.config.TWILIO_AUTH_TOKEN) {
    app.post(
      TWILIO_STATUS_PATH,
      {
        schema: { tags, body: ZTwilioStatusCallbackSchema, response: { 200: ZSmsStatusReplySchema } },
        config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      },
      async (request) =>
        recordTwilioStatus(deps, {
          params: request.body,
          signature: header(request.headers['x-twilio-signature']),
        }),
    );
  }
  if (app.config.SMS_PROVIDERS.includes('http') && app.config.SMS_HTTP_CALLBACK_SECRET) {
    app.post(
      HTTP_STATUS_PATH,
      {
        schema: { tags, body: ZHttpSmsStatusSchema, response: { 200: ZSmsStatusReplySchema } },
        config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      },
      async (request) =>
        recordHttpStatus(deps, { body: request.body, secret: header(request.headers['x-callback-secret']) }),
    );
  }
};
