// [MESSAGING] SMS through real providers' HTTP APIs (decision 071): a local Twilio stub and a local
// aggregator stub receive the codes; 5xx is retried then falls back to the next provider, a 4xx
// reject is not retried; delivery callbacks (Twilio's signed one, the aggregator's shared-secret
// one) record delivered or failed; the per-number throttle still stands in front of every provider.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { twilioSignature } from '@/modules/messaging/twilio-signature.ts';
import { createMember, errorCode, nextIp } from './helpers/auth-fixtures.ts';
import {
  AGGREGATOR_KEY,
  startSmsProviderStubs,
  TWILIO_ERRORS,
  TWILIO_SID,
  TWILIO_TOKEN,
} from './helpers/sms-provider-stubs.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

const CALLBACK_SECRET = 'aggregator-callback-secret';
const PUBLIC_URL = 'https://play.example.test';
const TWILIO_STATUS_URL = `${PUBLIC_URL}/api/messaging/sms/twilio/status`;

let t: TTestApp;
let stubs: Awaited<ReturnType<typeof startSmsProviderStubs>>;
beforeAll(async () => {
  stubs = await startSmsProviderStubs();
  t = await startTestApp({
    PUBLIC_URL,
    SMS_PROVIDERS: ['twilio', 'http'],
    SMS_RETRY_ATTEMPTS: 3,
    SMS_RETRY_BASE_MS: 5,
    SMS_TIMEOUT_MS: 2000,
    TWILIO_API_BASE_URL: stubs.origin,
    TWILIO_ACCOUNT_SID: TWILIO_SID,
    TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
    TWILIO_FROM: '+15005550006',
    SMS_HTTP_URL: `${stubs.origin}/aggregator/send`,
    SMS_HTTP_METHOD: 'POST',
    SMS_HTTP_HEADERS: { 'X-Api-Key': AGGREGATOR_KEY },
    SMS_HTTP_BODY: '{"to":"{to}","text":"{text}","ref":"{reference}"}',
    SMS_HTTP_CONTENT_TYPE: 'application/json',
    SMS_HTTP_SUCCESS_STATUS: [200],
    SMS_HTTP_SUCCESS_FIELD: 'status=ok',
    SMS_HTTP_ID_FIELD: 'data.id',
    SMS_HTTP_CALLBACK_SECRET: CALLBACK_SECRET,
  });
});
afterAll(async () => {
  await t.close();
  await stubs.close();
});
beforeEach(() => stubs.reset());

let mobileCounter = 0;
async function memberWithMobile() {
  mobileCounter += 1;
  const mobile = `7${String(process.pid % 1000).padStart(3, '0')}${String(mobileCounter).padStart(4, '0')}`;
  await createMember(t, { dialing_code: '+855', mobile });
  return { mobile, e164: `+855${mobile}`, recipient: `+855 ${mobile}` };
}

const sendLoginCode = (mobileNum: string, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/auth/login-code',
    ip: nextIp(),
    headers,
    payload: { mobileNum, countryDialingCode: '+855' },
  });

const lastDelivery = (recipient: string) =>
  t.db
    .selectFrom('message_deliveries')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('[MESSAGING] SMS providers', () => {
  it('sends the code through Twilio in the request language, and the code logs the member in', async () => {
    const m = await memberWithMobile();
    const res = await sendLoginCode(m.mobile, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(stubs.twilio).toHaveLength(1);
    const [sent] = stubs.twilio;
    expect(sent?.form).toMatchObject({ To: m.e164, From: '+15005550006', StatusCallback: TWILIO_STATUS_URL });
    expect(sent?.form.Body).toMatch(/^您的 Pavilion 登录验证码为 \d{6}，5 分钟内有效。$/);
    expect(stubs.aggregator).toHaveLength(0);
    const row = await lastDelivery(m.recipient);
    expect(row).toMatchObject({
      channel: 'sms',
      provider: 'twilio',
      status: 'sent',
      attempts: 1,
      error: null,
    });
    expect(row.provider_message_id).toMatch(/^SM[0-9a-f]{32}$/);

    const code = sent?.form.Body?.match(/\d{6}/)?.[0];
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      ip: nextIp(),
      payload: { type: 'sms', mobileNum: m.mobile, countryDialingCode: '+855', code },
    });
    expect(login.statusCode).toBe(200);
  });

  it('retries a 500 from Twilio, then falls back to the aggregator', async () => {
    const m = await memberWithMobile();
    stubs.queueTwilio(TWILIO_ERRORS.serverError(), TWILIO_ERRORS.serverError(), TWILIO_ERRORS.serverError());
    const res = await sendLoginCode(m.mobile);
    expect(res.statusCode).toBe(200);
    expect(stubs.twilio).toHaveLength(3);
    expect(stubs.aggregator).toHaveLength(1);
    const [agg] = stubs.aggregator;
    expect(agg).toMatchObject({ apiKey: AGGREGATOR_KEY, contentType: 'application/json' });
    const body = agg?.body as { to: string; text: string; ref: string };
    expect(body.to).toBe(m.e164);
    expect(body.text).toMatch(/^Your Pavilion login code is \d{6}\. It expires in 5 minutes\.$/);
    const row = await lastDelivery(m.recipient);
    expect(row).toMatchObject({ provider: 'http', status: 'sent', attempts: 4, reference: body.ref });
    expect(row.provider_message_id).toMatch(/^agg-/);
    expect(row.error).toBe('after twilio 500 20500');
  });

  it('retries a 429, then succeeds on Twilio itself', async () => {
    const m = await memberWithMobile();
    stubs.queueTwilio(TWILIO_ERRORS.tooManyRequests());
    expect((await sendLoginCode(m.mobile)).statusCode).toBe(200);
    expect(stubs.twilio).toHaveLength(2);
    expect(stubs.aggregator).toHaveLength(0);
    expect(await lastDelivery(m.recipient)).toMatchObject({
      provider: 'twilio',
      attempts: 2,
      status: 'sent',
    });
  });

  it('does not retry a 400 reject; when every provider refuses, the call answers SERVICE_UNAVAILABLE', async () => {
    const m = await memberWithMobile();
    stubs.queueTwilio(TWILIO_ERRORS.invalidTo());
    stubs.queueAggregator({ status: 200, body: { status: 'error', message: 'no route' } });
    const res = await sendLoginCode(m.mobile);
    expect(res.statusCode).toBe(503);
    expect(errorCode(res)).toBe('SERVICE_UNAVAILABLE');
    expect(stubs.twilio).toHaveLength(1);
    expect(stubs.aggregator).toHaveLength(1);
    expect(await lastDelivery(m.recipient)).toMatchObject({
      status: 'failed',
      attempts: 2,
      provider: 'http',
      error: 'http 200 status not ok',
    });

    const other = await memberWithMobile();
    stubs.queueTwilio(TWILIO_ERRORS.invalidTo());
    expect((await sendLoginCode(other.mobile)).statusCode).toBe(200);
    expect(stubs.twilio).toHaveLength(2);
    expect(stubs.aggregator).toHaveLength(2);
    expect(await lastDelivery(other.recipient)).toMatchObject({
      provider: 'http',
      attempts: 2,
      status: 'sent',
    });
  });

  it('keeps the per-number throttle in front: a second code within the countdown reaches no provider', async () => {
    const m = await memberWithMobile();
    expect((await sendLoginCode(m.mobile)).statusCode).toBe(200);
    const again = await sendLoginCode(m.mobile);
    expect(again.statusCode).toBe(429);
    expect(errorCode(again)).toBe('auth/too-many-requests');
    expect(stubs.twilio).toHaveLength(1);
    expect(stubs.aggregator).toHaveLength(0);
  });
});

describe('[MESSAGING] delivery callbacks', () => {
  const twilioCallback = (params: Record<string, string>, signature: string | undefined) =>
    t.call({
      method: 'POST',
      url: '/api/messaging/sms/twilio/status',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature !== undefined ? { 'x-twilio-signature': signature } : {}),
      },
      payload: new URLSearchParams(params).toString(),
    });

  async function sentByTwilio() {
    const m = await memberWithMobile();
    expect((await sendLoginCode(m.mobile)).statusCode).toBe(200);
    const row = await lastDelivery(m.recipient);
    return { ...m, sid: row.provider_message_id ?? '' };
  }

  it("records Twilio's delivered report with a valid signature; a late 'sent' does not take it back", async () => {
    const m = await sentByTwilio();
    const params = {
      AccountSid: TWILIO_SID,
      MessageSid: m.sid,
      SmsSid: m.sid,
      MessageStatus: 'delivered',
      To: m.e164,
      From: '+15005550006',
      ApiVersion: '2010-04-01',
    };
    const res = await twilioCallback(params, twilioSignature(TWILIO_TOKEN, TWILIO_STATUS_URL, params));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recorded: true });
    expect(await lastDelivery(m.recipient)).toMatchObject({ status: 'delivered', error: null });

    const late = { ...params, MessageStatus: 'sent' };
    await twilioCallback(late, twilioSignature(TWILIO_TOKEN, TWILIO_STATUS_URL, late));
    expect((await lastDelivery(m.recipient)).status).toBe('delivered');
  });

  it("records Twilio's undelivered report as failed with its error code", async () => {
    const m = await sentByTwilio();
    const params = {
      AccountSid: TWILIO_SID,
      MessageSid: m.sid,
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
    };
    const res = await twilioCallback(params, twilioSignature(TWILIO_TOKEN, TWILIO_STATUS_URL, params));
    expect(res.json()).toEqual({ recorded: true });
    expect(await lastDelivery(m.recipient)).toMatchObject({ status: 'failed', error: 'twilio 30003' });
  });

  it('refuses an invalid or missing signature with INVALID_SIGNATURE and records nothing', async () => {
    const m = await sentByTwilio();
    const params = { AccountSid: TWILIO_SID, MessageSid: m.sid, MessageStatus: 'delivered' };
    const signedOther = twilioSignature(TWILIO_TOKEN, TWILIO_STATUS_URL, {
      ...params,
      MessageStatus: 'failed',
    });
    for (const signature of [
      signedOther,
      twilioSignature('wrong-token', TWILIO_STATUS_URL, params),
      'x',
      undefined,
    ]) {
      const res = await twilioCallback(params, signature);
      expect(res.statusCode).toBe(401);
      expect(errorCode(res)).toBe('INVALID_SIGNATURE');
    }
    // signed for another address than the callback URL we gave Twilio
    const elsewhere = twilioSignature(
      TWILIO_TOKEN,
      'https://evil.example/api/messaging/sms/twilio/status',
      params,
    );
    expect((await twilioCallback(params, elsewhere)).statusCode).toBe(401);
    expect((await lastDelivery(m.recipient)).status).toBe('sent');
  });

  it("records the aggregator's report by our reference or its id, with the shared secret only", async () => {
    const m = await memberWithMobile();
    stubs.queueTwilio(TWILIO_ERRORS.invalidTo());
    expect((await sendLoginCode(m.mobile)).statusCode).toBe(200);
    const row = await lastDelivery(m.recipient);
    const callback = (payload: Record<string, unknown>, secret?: string) =>
      t.call({
        method: 'POST',
        url: '/api/messaging/sms/http/status',
        headers: secret ? { 'x-callback-secret': secret } : {},
        payload,
      });

    const wrong = await callback({ reference: row.reference, status: 'DELIVRD' }, 'not-the-secret-at-all');
    expect(wrong.statusCode).toBe(401);
    expect(errorCode(wrong)).toBe('INVALID_SIGNATURE');
    expect(errorCode(await callback({ reference: row.reference, status: 'DELIVRD' }))).toBe(
      'INVALID_SIGNATURE',
    );
    expect(errorCode(await callback({ reference: 'not-a-uuid', status: 'delivered' }, CALLBACK_SECRET))).toBe(
      'VALIDATION_FAILED',
    );
    expect(errorCode(await callback({ reference: row.reference, status: 'maybe' }, CALLBACK_SECRET))).toBe(
      'VALIDATION_FAILED',
    );
    expect((await lastDelivery(m.recipient)).status).toBe('sent');

    const ok = await callback({ reference: row.reference, status: 'DELIVRD' }, CALLBACK_SECRET);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ recorded: true });
    expect((await lastDelivery(m.recipient)).status).toBe('delivered');

    const unknown = await callback({ id: 'agg-unknown', status: 'failed' }, CALLBACK_SECRET);
    expect(unknown.json()).toEqual({ recorded: false });

    const n = await memberWithMobile();
    stubs.queueTwilio(TWILIO_ERRORS.invalidTo());
    await sendLoginCode(n.mobile);
    const second = await lastDelivery(n.recipient);
    const byId = await callback(
      { id: second.provider_message_id, status: 'rejected', error: 'blocked' },
      CALLBACK_SECRET,
    );
    expect(byId.json()).toEqual({ recorded: true });
    expect(await lastDelivery(n.recipient)).toMatchObject({ status: 'failed', error: 'http blocked' });
  });
});
