import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResult } from '@pavilion/contracts/auth';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { createMember, errorCode, lastCode, nextIp, outbox, withFlags } from './helpers/auth-fixtures.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

let mobileCounter = 0;
/** A Cambodian mobile number (8 digits) no other test uses. */
function freshMobile(): string {
  mobileCounter += 1;
  return `9${String(mobileCounter).padStart(7, '0')}`;
}

async function memberWithMobile() {
  const mobile = freshMobile();
  const m = await createMember(t, { dialing_code: '+855', mobile });
  return { ...m, mobile, recipient: `+855 ${mobile}` };
}

const sendLoginCode = (mobileNum: string, ip = nextIp(), countryDialingCode = '+855') =>
  t.call({ method: 'POST', url: '/api/auth/login-code', ip, payload: { mobileNum, countryDialingCode } });
const smsLogin = (mobileNum: string, code: string, ip = nextIp()) =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    ip,
    payload: { type: 'sms', mobileNum, countryDialingCode: '+855', code },
  });

describe('[AUTH] SMS login code', () => {
  it('sends a 6-digit code to the outbox and logs the demo mobile player in with it', async () => {
    const res = await sendLoginCode('12345678');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ expiredMinutes: 5, resendSeconds: 300 });
    const [message] = await outbox(t, '+855 12345678');
    expect(message).toMatchObject({ channel: 'sms', recipient: '+855 12345678' });
    const row = await t.db
      .selectFrom('verification_codes')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'login', dialing_code: '+855', mobile: '12345678' });
    const code = await lastCode(t, '+855 12345678');
    expect(row.code_hash).not.toContain(code); // stored hashed
    const login = await smsLogin('12345678', code);
    expect(login.statusCode).toBe(200);
    const body = login.json() as Extract<TLoginResult, { status: 'ok' }>;
    expect(body).toMatchObject({
      status: 'ok',
      mustChangePassword: false,
      member: { account: 'player02', mobileNum: '12345678', countryDialingCode: '+855' },
    });
    const attempts = await t.db
      .selectFrom('login_attempts')
      .selectAll()
      .where('method', '=', 'sms')
      .where('success', '=', true)
      .execute();
    expect(attempts).toHaveLength(1);
  });

  it('validates the number: missing, bad format, wrong digit count for the region, unregistered', async () => {
    expect(errorCode(await sendLoginCode(''))).toBe('auth/missing-phone-number');
    expect(errorCode(await sendLoginCode('12ab5678'))).toBe('auth/invalid-phone-number');
    expect(errorCode(await sendLoginCode('1234567'))).toBe('auth/invalid-phone-number'); // KH needs 8-9 digits
    expect(errorCode(await sendLoginCode('12345678', nextIp(), '+999'))).toBe('auth/invalid-phone-number');
    // an unregistered number gets the same answer as a registered one, and no message
    const unregistered = await sendLoginCode('87654321');
    const registered = await sendLoginCode((await memberWithMobile()).mobile);
    expect(unregistered.statusCode).toBe(200);
    expect(unregistered.json()).toEqual(registered.json());
    expect(await outbox(t, '+855 87654321')).toEqual([]);
  });

  it('accepts a dialing code without + and spaces inside the number', async () => {
    const m = await memberWithMobile();
    const spaced = `${m.mobile.slice(0, 3)} ${m.mobile.slice(3)}`;
    expect((await sendLoginCode(spaced, nextIp(), '855')).statusCode).toBe(200);
    expect(await lastCode(t, m.recipient)).toMatch(/^[0-9]{6}$/);
  });

  it('refuses a second send within the resend countdown, with retryAfterSeconds 300', async () => {
    const m = await memberWithMobile();
    expect((await sendLoginCode(m.mobile)).statusCode).toBe(200);
    const again = await sendLoginCode(m.mobile);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error: { code: 'auth/too-many-requests', retryAfterSeconds: 300 } });
  });

  it('allows at most 5 sends per number per hour', async () => {
    const m = await memberWithMobile();
    for (let i = 0; i < 5; i++) {
      expect((await sendLoginCode(m.mobile)).statusCode).toBe(200);
      // Move the previous sends out of the resend countdown, but not out of the hour.
      await t.db
        .updateTable('verification_codes')
        .set({ created_at: new Date(Date.now() - 10 * 60_000) })
        .where('mobile', '=', m.mobile)
        .execute();
    }
    expect(errorCode(await sendLoginCode(m.mobile))).toBe('auth/too-many-requests');
  });

  it('allows at most 10 sends per IP per hour', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/auth/register-code/mobile',
        ip,
        payload: { mobileNum: freshMobile(), countryDialingCode: '+855' },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/register-code/mobile',
      ip,
      payload: { mobileNum: freshMobile(), countryDialingCode: '+855' },
    });
    expect(res.statusCode).toBe(429);
    expect(errorCode(res)).toBe('auth/too-many-requests');
  });

  it('refuses login codes when MOBILEVERCODELOGIN3 is off', async () => {
    await withFlags(t, { MOBILEVERCODELOGIN3: false }, async () => {
      const m = await memberWithMobile();
      expect(errorCode(await sendLoginCode(m.mobile))).toBe('FEATURE_DISABLED');
      expect(errorCode(await smsLogin(m.mobile, '123456'))).toBe('FEATURE_DISABLED');
    });
  });
});

describe('[AUTH] SMS login: checking the code', () => {
  it('asks for a code when none is given and refuses one when none was sent', async () => {
    const m = await memberWithMobile();
    expect(errorCode(await smsLogin(m.mobile, ''))).toBe('auth/missing-verification-code');
    expect(errorCode(await smsLogin(m.mobile, '123456'))).toBe('auth/invalid-verification-code');
  });

  it('refuses a reused code', async () => {
    const m = await memberWithMobile();
    await sendLoginCode(m.mobile);
    const code = await lastCode(t, m.recipient);
    expect((await smsLogin(m.mobile, code)).statusCode).toBe(200);
    expect(errorCode(await smsLogin(m.mobile, code))).toBe('auth/invalid-verification-code');
  });

  it('refuses an expired code', async () => {
    const m = await memberWithMobile();
    await sendLoginCode(m.mobile);
    const code = await lastCode(t, m.recipient);
    await t.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('mobile', '=', m.mobile)
      .execute();
    const res = await smsLogin(m.mobile, code);
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('auth/code-expired');
  });

  it('burns a code after 5 wrong tries', async () => {
    await withFlags(t, { CAPTCHA3: false }, async () => {
      const m = await memberWithMobile();
      await sendLoginCode(m.mobile);
      const code = await lastCode(t, m.recipient);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        expect(errorCode(await smsLogin(m.mobile, wrong))).toBe('auth/invalid-verification-code');
      }
      expect(errorCode(await smsLogin(m.mobile, code))).toBe('auth/invalid-verification-code');
    });
  });

  it('answers an unknown mobile as a wrong code, and checks the code of the right purpose only', async () => {
    expect(errorCode(await smsLogin('87654321', '123456'))).toBe('auth/invalid-verification-code');
    const m = await memberWithMobile();
    await t.call({
      method: 'POST',
      url: '/api/auth/forgot-password/phone-code',
      ip: nextIp(),
      payload: { mobileNum: m.mobile, countryDialingCode: '+855' },
    });
    const resetCode = await lastCode(t, m.recipient);
    expect(errorCode(await smsLogin(m.mobile, resetCode))).toBe('auth/invalid-verification-code');
  });

  it('lets an SMS login skip the forced change even with the default password', async () => {
    const mobile = freshMobile();
    await createMember(t, { dialing_code: '+855', mobile, password: '{key}', must_change_password: true });
    await sendLoginCode(mobile);
    const res = await smsLogin(mobile, await lastCode(t, `+855 ${mobile}`));
    expect(res.json()).toMatchObject({ status: 'ok', mustChangePassword: false });
  });
});

describe('[DEV] outbox', () => {
  it('lists messages newest first, filtered by recipient and channel, limited', async () => {
    const m = await memberWithMobile();
    await sendLoginCode(m.mobile);
    await t.db
      .updateTable('verification_codes')
      .set({ created_at: new Date(Date.now() - 10 * 60_000) })
      .where('mobile', '=', m.mobile)
      .execute();
    await sendLoginCode(m.mobile);
    const res = await t.call({
      method: 'GET',
      url: `/api/dev/outbox?recipient=${encodeURIComponent(m.recipient)}&channel=sms&limit=1`,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; createdAt: string }[];
    expect(list).toHaveLength(1);
    const all = await outbox(t, m.recipient);
    expect(all).toHaveLength(2);
    expect(all[0]!.id).toBeGreaterThan(all[1]!.id);
    expect(list[0]!.id).toBe(all[0]!.id);
    expect((await t.call({ method: 'GET', url: '/api/dev/outbox?limit=1000' })).statusCode).toBe(400);
  });

  it('is not registered when EXPOSE_OUTBOX is false', async () => {
    const hidden = await startTestApp({ EXPOSE_OUTBOX: false });
    try {
      const res = await hidden.call({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await hidden.close();
    }
  });
});
