import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/shared/app-error.ts';
import { e164, providerTokenPhoneVerifier, type TPhoneVerifier } from './phone-verification.ts';

// A local fake of a third-party phone service: its keys on a JWKS endpoint, tokens signed with them.
const ISSUER = 'https://phone.example.test/project-1';
const AUDIENCE = 'project-1';
const phone = { dialingCode: '+855', mobile: '12345678' };
let server: Server;
let signingKey: CryptoKey;
let verifier: TPhoneVerifier;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  verifier = providerTokenPhoneVerifier({
    issuer: ISSUER,
    audience: AUDIENCE,
    keys: createRemoteJWKSet(new URL(`http://127.0.0.1:${port}/jwks`)),
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function token(
  claims: Record<string, unknown> = {},
  opts: { key?: CryptoKey; iat?: number; exp?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ phone_number: '+85512345678', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(String(claims.iss ?? ISSUER))
    .setAudience(String(claims.aud ?? AUDIENCE))
    .setSubject('uid-1')
    .setIssuedAt(opts.iat ?? now)
    .setExpirationTime(opts.exp ?? now + 3600)
    .sign(opts.key ?? signingKey);
}

async function codeOf(promise: Promise<void>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('phone verification through a provider token', () => {
  it('accepts a fresh token for the number, signed with the service key', async () => {
    expect(await codeOf(verifier.verify({ purpose: 'login', phone, token: await token() }))).toBeNull();
  });

  it('asks for the token when there is none', async () => {
    expect(await codeOf(verifier.verify({ purpose: 'login', phone, code: '123456' }))).toBe(
      'auth/missing-verification-code',
    );
  });

  it('refuses another number, issuer, audience or key', async () => {
    const other = await generateKeyPair('RS256');
    const cases = [
      await token({ phone_number: '+85599999999' }),
      await token({ iss: 'https://evil.example' }),
      await token({ aud: 'another-project' }),
      await token({}, { key: other.privateKey }),
      'not.a.token',
    ];
    for (const t of cases) {
      expect(await codeOf(verifier.verify({ purpose: 'login', phone, token: t }))).toBe(
        'PHONE_TOKEN_INVALID',
      );
    }
  });

  it('an expired token, or one from a sign-in too long ago, reads as an expired code', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(
      await codeOf(
        verifier.verify({
          purpose: 'login',
          phone,
          token: await token({}, { iat: now - 7200, exp: now - 3600 }),
        }),
      ),
    ).toBe('auth/code-expired');
    expect(
      await codeOf(verifier.verify({ purpose: 'login', phone, token: await token({}, { iat: now - 1800 }) })),
    ).toBe('auth/code-expired');
  });

  it('counts down one minute (spec §4) and writes numbers as E.164', () => {
    expect(verifier.resendSeconds(5)).toBe(60);
    expect(e164({ dialingCode: '+855', mobile: '012345678' })).toBe('+85512345678');
  });
});
