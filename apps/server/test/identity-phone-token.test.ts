// SMS login through a third-party phone service (issue 18): the server verifies the service's
// signed token against its JWKS (a local fake here) instead of one of our codes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResult } from '@pavilion/contracts/auth';
import { DEMO_ACCOUNTS } from '@/db/seed.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { errorCode, nextIp } from './helpers/auth-fixtures.ts';

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

function phoneToken(phoneNumber: string): Promise<string> {
  return new SignJWT({ phone_number: phoneNumber })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(ISSUER)
    .setAudience('demo')
    .setSubject('phone-user')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
}

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
