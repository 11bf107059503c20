import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResult } from '@pavilion/contracts/auth';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import {
  createMember,
  errorCode,
  lastCode,
  loginOk,
  loginRequest,
  nextIp,
  outbox,
  setFlag,
} from './helpers/auth-fixtures.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
  await setFlag(t, 'LOGINIPVERF3', true);
});
afterAll(async () => {
  await t.close();
});

type TVerify = Extract<TLoginResult, { status: 'verify' }>;
type TOk = Extract<TLoginResult, { status: 'ok' }>;
const totpSecret = new OTPAuth.Secret({ size: 20 }).base32;
let mobileCounter = 0;

/** A member with every verification method who already logged in once from `homeIp`. */
async function knownMember(extra: Record<string, unknown> = {}) {
  const mobile = `5550${String(++mobileCounter).padStart(4, '0')}`;
  const m = await createMember(t, {
    dialing_code: '+855',
    mobile,
    email: `v${mobileCounter}@example.com`,
    payee_name: 'Sok Dara',
    totp_secret: totpSecret,
    ...extra,
  });
  const homeIp = nextIp();
  await loginOk(t, m.account, m.password, homeIp);
  return { ...m, mobile, email: `v${mobileCounter}@example.com`, homeIp };
}

async function challenge(m: { account: string; password: string }, ip: string): Promise<TVerify> {
  const res = await loginRequest(t, { username: m.account, password: m.password, ip });
  const body = res.json() as TLoginResult;
  if (body.status !== 'verify') {
    throw new Error(`expected a challenge: ${res.body}`);
  }
  return body;
}

const verify = (challengeId: string, method: string, answer: string, ip: string) =>
  t.call({ method: 'POST', url: '/api/auth/login/verify', ip, payload: { challengeId, method, answer } });
const sendChallengeCode = (challengeId: string, method: string, ip: string) =>
  t.call({ method: 'POST', url: '/api/auth/login/challenge-code', ip, payload: { challengeId, method } });

describe('[AUTH] second verification on a new IP (LOGINIPVERF3)', () => {
  it('asks for verification instead of opening a session, with the methods the member has', async () => {
    const m = await knownMember();
    const sessionsBefore = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', m.id)
      .execute();
    const body = await challenge(m, nextIp());
    expect(body).toEqual({
      status: 'verify',
      challengeId: expect.any(String),
      methods: ['sms', 'email', 'payee', 'totp'],
      maskedMobile: `+855 ****${m.mobile.slice(-4)}`,
      maskedEmail: `v***@example.com`,
    });
    const sessionsAfter = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', m.id)
      .execute();
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);
    // The home IP still logs in directly.
    expect((await loginOk(t, m.account, m.password, m.homeIp)).status).toBe('ok');
  });

  it('verifies with an SMS code, after which the new IP is known', async () => {
    const m = await knownMember();
    const ip = nextIp();
    const { challengeId } = await challenge(m, ip);
    const sent = await sendChallengeCode(challengeId, 'sms', ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ expiredMinutes: expect.any(Number), resendSeconds: 60 });
    const res = await verify(challengeId, 'sms', await lastCode(t, `+855 ${m.mobile}`), ip);
    expect(res.statusCode).toBe(200);
    const ok = res.json() as TOk;
    expect(ok).toMatchObject({ status: 'ok', member: { account: m.account } });
    expect((await t.call({ method: 'GET', url: '/api/members/me', token: ok.token })).statusCode).toBe(200);
    expect((await loginOk(t, m.account, m.password, ip)).status).toBe('ok');
    // A used challenge cannot be used again.
    expect(errorCode(await verify(challengeId, 'payee', 'Sok Dara', ip))).toBe('CHALLENGE_INVALID');
  });

  it('verifies with an e-mail code, the payee name (any case) or an authenticator code', async () => {
    const m = await knownMember();
    let ip = nextIp();
    let c = await challenge(m, ip);
    await sendChallengeCode(c.challengeId, 'email', ip);
    expect((await verify(c.challengeId, 'email', await lastCode(t, m.email), ip)).statusCode).toBe(200);

    ip = nextIp();
    c = await challenge(m, ip);
    expect((await verify(c.challengeId, 'payee', '  sok   DARA ', ip)).statusCode).toBe(200);

    ip = nextIp();
    c = await challenge(m, ip);
    const token = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(totpSecret) }).generate();
    expect((await verify(c.challengeId, 'totp', token, ip)).statusCode).toBe(200);
  });

  it('refuses a code sent for another method', async () => {
    const m = await knownMember();
    const ip = nextIp();
    const { challengeId } = await challenge(m, ip);
    await sendChallengeCode(challengeId, 'email', ip);
    expect(errorCode(await verify(challengeId, 'sms', await lastCode(t, m.email), ip))).toBe(
      'VERIFICATION_FAILED',
    );
  });

  it('burns the challenge after 5 wrong answers', async () => {
    const m = await knownMember();
    const ip = nextIp();
    const { challengeId } = await challenge(m, ip);
    for (let i = 0; i < 4; i++) {
      const res = await verify(challengeId, 'payee', `Wrong Name ${i}`, ip);
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe('VERIFICATION_FAILED');
    }
    expect(errorCode(await verify(challengeId, 'payee', 'Wrong Name 5', ip))).toBe('CHALLENGE_INVALID');
    expect(errorCode(await verify(challengeId, 'payee', 'Sok Dara', ip))).toBe('CHALLENGE_INVALID');
  });

  it('refuses a challenge from another IP, an expired one, an unknown one and a method the member lacks', async () => {
    const m = await knownMember({ totp_secret: null });
    const ip = nextIp();
    const c = await challenge(m, ip);
    expect(c.methods).toEqual(['sms', 'email', 'payee']);
    expect(errorCode(await verify(c.challengeId, 'payee', 'Sok Dara', nextIp()))).toBe('CHALLENGE_INVALID');
    expect(errorCode(await sendChallengeCode(c.challengeId, 'sms', nextIp()))).toBe('CHALLENGE_INVALID');
    expect((await verify(c.challengeId, 'totp', '123456', ip)).json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { method: expect.any(String) } },
    });
    expect(errorCode(await verify('made-up', 'payee', 'Sok Dara', ip))).toBe('CHALLENGE_INVALID');
    await t.db
      .updateTable('login_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', c.challengeId)
      .execute();
    expect(errorCode(await verify(c.challengeId, 'payee', 'Sok Dara', ip))).toBe('CHALLENGE_INVALID');
    expect(await outbox(t, `+855 ${m.mobile}`)).toHaveLength(0);
  });

  it('keeps the forced change of the default password through the challenge', async () => {
    const m = await knownMember({ password: '{key}' });
    const ip = nextIp();
    const c = await challenge(m, ip);
    const res = await verify(c.challengeId, 'payee', 'Sok Dara', ip);
    expect(res.json()).toMatchObject({ status: 'ok', mustChangePassword: true });
  });

  it('lets in a member who has no way to verify, and a first login, and everyone when the flag is off', async () => {
    const bare = await createMember(t);
    await loginOk(t, bare.account, bare.password);
    expect((await loginOk(t, bare.account, bare.password)).status).toBe('ok');
    const m = await knownMember();
    await setFlag(t, 'LOGINIPVERF3', false);
    try {
      expect((await loginOk(t, m.account, m.password)).status).toBe('ok');
    } finally {
      await setFlag(t, 'LOGINIPVERF3', true);
    }
  });

  it('does not apply to SMS login', async () => {
    const m = await knownMember();
    await t.call({
      method: 'POST',
      url: '/api/auth/login-code',
      ip: nextIp(),
      payload: { mobileNum: m.mobile, countryDialingCode: '+855' },
    });
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      ip: nextIp(),
      payload: {
        type: 'sms',
        mobileNum: m.mobile,
        countryDialingCode: '+855',
        code: await lastCode(t, `+855 ${m.mobile}`),
      },
    });
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});
