// SMS login through a third-party phone service (issue 18): the server verifies the service's
// signed token against its JWKS (a local fake here) instead of one of our codes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResult } from '@pavilion/contracts/auth';
import { DEMO_ACCOUNTS } from '@/db/seed.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { errorCode, loginOk, nextIp } from './helpers/auth-fixtures.ts';
import { newBrowser, providerLogin } from './helpers/identity-flow.ts';

const ISSUER = 'https://phone.example.test/demo';
let t: TTestApp;
let server: Server;
let key: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await startTestApp({
    PHONE_VERIFICATION: 'provider-token',
    PHONE_TOKEN_ISSUER: ISSUER,
    PHONE_TOKEN_AUDIENCE: 'demo',
    PHONE_TOKEN_JWKS_URL: `http://127.0.0.1:${port}/jwks`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const { mobilePlayer } = DEMO_ACCOUNTS;

function phoneToken(phoneNumber: string, opts: { expired?: boolean } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ phone_number: phoneNumber })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(ISSUER)
    .setAudience('demo')
    .setSubject('phone-user')
    .setIssuedAt(opts.expired ? now - 120 : now)
    .setExpirationTime(opts.expired ? now - 60 : now + 3600)
    .sign(key);
}

let mobileCounter = 0;
function freshMobile(): string {
  mobileCounter += 1;
  return `76${String(mobileCounter).padStart(6, '0')}`;
}
const e164 = (mobile: string) => `+855${mobile}`;

const smsLogin = (body: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    ip: nextIp(),
    payload: {
      type: 'sms',
      countryDialingCode: mobilePlayer.dialingCode,
      mobileNum: mobilePlayer.mobile,
      ...body,
    },
  });

describe('[AUTH] SMS login with a provider-verified phone token', () => {
  it('logs the member of that number in', async () => {
    const number = `+${mobilePlayer.dialingCode.replace(/\D/g, '')}${mobilePlayer.mobile}`;
    const res = await smsLogin({ firebaseIdToken: await phoneToken(number) });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TLoginResult).status).toBe('ok');
  });

  it('refuses a token for another number, and our own codes', async () => {
    expect(errorCode(await smsLogin({ firebaseIdToken: await phoneToken('+85511111111') }))).toBe(
      'PHONE_TOKEN_INVALID',
    );
    expect(errorCode(await smsLogin({ code: '123456' }))).toBe('auth/missing-verification-code');
  });
});

describe('[AUTH] registration with a provider-verified phone token (spec §3 firebaseIdToken)', () => {
  const registerMobile = (mobile: string, extra: Record<string, unknown>) =>
    t.call({
      method: 'PUT',
      url: '/api/auth/register-mobile',
      ip: nextIp(),
      payload: {
        mobileNum: mobile,
        countryDialingCode: '+855',
        password: t.encrypt('Secret123'),
        confirmPassword: t.encrypt('Secret123'),
        acceptTerms: true,
        firebaseChannel: 'sms',
        ...extra,
      },
    });

  it('tells the browser to use the phone service (1-minute countdown)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/site/permission', ip: nextIp() });
    expect((res.json() as { register: { thirdPartyPhone: boolean } }).register.thirdPartyPhone).toBe(true);
  });

  it('registers a number with its token; another number, an expired token or none is refused', async () => {
    const mobile = freshMobile();
    expect(errorCode(await registerMobile(mobile, {}))).toBe('auth/missing-verification-code');
    expect(
      errorCode(await registerMobile(mobile, { firebaseIdToken: await phoneToken('+85511111111') })),
    ).toBe('PHONE_TOKEN_INVALID');
    expect(
      errorCode(
        await registerMobile(mobile, { firebaseIdToken: await phoneToken(e164(mobile), { expired: true }) }),
      ),
    ).toBe('auth/code-expired');
    const res = await registerMobile(mobile, { firebaseIdToken: await phoneToken(e164(mobile)) });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Extract<TLoginResult, { status: 'ok' }>).member).toMatchObject({
      mobileNum: mobile,
      countryDialingCode: '+855',
    });
  });
});

describe('[AUTH] forgot password by phone with a provider-verified phone token', () => {
  const setByPhone = (mobile: string, extra: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      url: '/api/auth/set-password-by-phone',
      ip: nextIp(),
      payload: {
        mobileNum: mobile,
        countryDialingCode: '+855',
        newPassword: t.encrypt('Phonepass7'),
        ...extra,
      },
    });

  it('sets the new password with the token and logs in; a token for another number does not', async () => {
    const mobile = freshMobile();
    const made = await t.call({
      method: 'PUT',
      url: '/api/auth/register-mobile',
      ip: nextIp(),
      payload: {
        mobileNum: mobile,
        countryDialingCode: '+855',
        password: t.encrypt('Secret123'),
        confirmPassword: t.encrypt('Secret123'),
        acceptTerms: true,
        firebaseIdToken: await phoneToken(e164(mobile)),
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const account = (made.json() as Extract<TLoginResult, { status: 'ok' }>).member.account;
    expect(errorCode(await setByPhone(mobile, { verificationCode: '123456' }))).toBe(
      'auth/missing-verification-code',
    );
    expect(errorCode(await setByPhone(mobile, { firebaseIdToken: await phoneToken('+85511111111') }))).toBe(
      'PHONE_TOKEN_INVALID',
    );
    const res = await setByPhone(mobile, { firebaseIdToken: await phoneToken(e164(mobile)) });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TLoginResult).status).toBe('ok');
    await loginOk(t, account, 'Phonepass7');
  });

  it('an unregistered number with a valid token is answered as a wrong code', async () => {
    const mobile = freshMobile();
    expect(errorCode(await setByPhone(mobile, { firebaseIdToken: await phoneToken(e164(mobile)) }))).toBe(
      'auth/invalid-verification-code',
    );
  });
});

describe('[AUTH] provider sign-up with a required mobile verified by the phone service', () => {
  it('asks for the token instead of our code', async () => {
    const offer = (await providerLogin(t, newBrowser(), { identity: 'new' })).json() as {
      status: string;
      ticket: string;
      suggestedUsername: string;
      phoneCheck: string;
    };
    expect(offer).toMatchObject({ status: 'signup', phoneCheck: 'token' });
    const mobile = freshMobile();
    const signup = (extra: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        url: '/api/identity/signup',
        ip: nextIp(),
        payload: {
          ticket: offer.ticket,
          username: offer.suggestedUsername,
          acceptTerms: true,
          values: { mobileNum: mobile },
          countryDialingCode: '+855',
          ...extra,
        },
      });
    expect(errorCode(await signup({ verificationCode: '123456' }))).toBe('auth/missing-verification-code');
    const res = await signup({ firebaseIdToken: await phoneToken(e164(mobile)) });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Extract<TLoginResult, { status: 'ok' }>).member).toMatchObject({
      mobileNum: mobile,
    });
  });
});
