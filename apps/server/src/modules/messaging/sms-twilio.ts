// Twilio's Messages API (https://www.twilio.com/docs/messaging/api/message-resource): POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, From (or MessagingServiceSid),
// Body and StatusCallback, HTTP basic auth with the Account SID and auth token. 201 answers the
// message resource ({ sid, status, … }); an error answers { code, message, more_info, status }.
import { callProvider, failureOf, SmsFailure, type TSmsAdapter } from './sms-adapter.ts';

export type TTwilioSettings = {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  /** where Twilio posts the delivery status (sms-status.routes.ts) */
  statusCallbackUrl: string;
  timeoutMs: number;
};

export function twilioAdapter(s: TTwilioSettings): TSmsAdapter {
  const url = `${s.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(s.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${s.accountSid}:${s.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send({ to, text }) {
      const form = new URLSearchParams({ To: to, Body: text, StatusCallback: s.statusCallbackUrl });
      if (s.from) {
        form.set('From', s.from);
      } else if (s.messagingServiceSid) {
        form.set('MessagingServiceSid', s.messagingServiceSid);
      }
      const reply = await callProvider(
        'twilio',
        url,
        {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
        },
        s.timeoutMs,
      );
      const body = (reply.json ?? {}) as { sid?: unknown; code?: unknown };
      if (reply.status >= 200 && reply.status < 300) {
        if (typeof body.sid !== 'string') {
          throw new SmsFailure(`twilio ${reply.status} no sid`, true);
        }
        return { providerMessageId: body.sid };
      }
      // Twilio's error code (21211 invalid To, 21610 unsubscribed, 20429 too many requests…)
      throw failureOf('twilio', reply, typeof body.code === 'number' ? body.code : undefined);
    },
  };
}
