// Secrets at rest (issue 27 item 5, decision 064): after start-up no secret column holds plain
// text (each value is sealed, sbx1:…), captchas keep only a keyed hash, the start-up step seals
// what an older version left in plain text (the OIDC client secret was the console's RSA
// ciphertext) once and idempotently, the services keep working on the sealed values, and a rotation
// re-wraps every data key under the new master key.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRETS_KEY } from '@/config.ts';
import { keyRingOf, RSA_KEYS_SETTING } from '@/modules/crypto/rsa-keys.service.ts';
import { rewrapSecrets, SEALED_COLUMNS, sealLegacySecrets } from '@/modules/crypto/sealed-secrets.service.ts';
import { installSecretBox, masterKeyId, SecretBox } from '@/modules/crypto/secret-box.ts';
import { totpCode } from '@/modules/operators/totp.ts';
import { INHOUSE_VENDOR_CODE } from '@/modules/vendors/inhouse-vendor.ts';
import { forgetVendorCache, inhouseVendorSecret } from '@/modules/vendors/vendors.service.ts';
import { createMember, nextIp } from './helpers/auth-fixtures.ts';
import { createOperator, operatorToken, passwordLogin } from './helpers/console-fixtures.ts';
import { newBrowser, providerLogin } from './helpers/identity-flow.ts';
import { createPlayer, seamlessCall } from './helpers/seamless-client.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
const testKey = Buffer.from(TEST_SECRETS_KEY, 'base64');

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  installSecretBox(new SecretBox(testKey));
  await t.close();
});

/** Every stored secret, by column; the RSA private key is a field of a site setting. */
async function storedSecrets(): Promise<{ column: string; value: string }[]> {
  const out: { column: string; value: string }[] = [];
  for (const c of SEALED_COLUMNS) {
    const { rows } = await sql<{ value: string }>`select ${sql.ref(c.column)} as value
      from ${sql.table(c.table)} where ${sql.ref(c.column)} is not null order by ${sql.ref(c.id)}`.execute(
      t.db,
    );
    out.push(...rows.map((r) => ({ column: `${c.table}.${c.column}`, value: r.value })));
  }
  const rsa = await t.db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', RSA_KEYS_SETTING)
    .executeTakeFirstOrThrow();
  out.push({ column: 'rsa_keys.pkcs8Pem', value: (rsa.value as { pkcs8Pem: string }).pkcs8Pem });
  return out;
}

async function enrolledOperator() {
  const op = await createOperator(t, 'auditor');
  const token = await operatorToken(t, op);
  const setup = await t.call({ method: 'POST', url: '/api/admin/totp/setup', token });
  const { secret } = setup.json() as { secret: string };
  const pending = await t.db
    .selectFrom('operators')
    .select('totp_pending_secret')
    .where('id', '=', op.id)
    .executeTakeFirstOrThrow();
  expect(pending.totp_pending_secret).toMatch(/^sbx1:/);
  const confirm = await t.call({
    method: 'POST',
    url: '/api/admin/totp/confirm',
    token,
    payload: { code: totpCode(secret) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { op, secret };
}

/** The password step, then the TOTP step with a code of `secret` (a step not used yet). */
async function totpLogin(op: { username: string; password: string }, secret: string, at = Date.now()) {
  const { body } = await passwordLogin(t, op);
  expect(body.totpRequired).toBe(true);
  return t.call({
    method: 'POST',
    url: '/api/admin/login/totp',
    ip: nextIp(),
    payload: { challenge: body.challenge, code: totpCode(secret, at) },
  });
}

describe('[SECURITY] secrets at rest', () => {
  it('stores every secret sealed: vendor HMAC, OIDC client secret, TOTP, the RSA private key', async () => {
    const { op, secret } = await enrolledOperator();
    await createMember(t, { totp_secret: new OTPAuth.Secret({ size: 20 }).base32 });
    const rotated = await t.call({
      method: 'POST',
      url: `/api/admin/seamless-vendors/${INHOUSE_VENDOR_CODE}/rotate-secret`,
      token: await t.adminToken(),
    });
    expect(rotated.statusCode).toBe(200);
    const stored = await storedSecrets();
    const columns = new Set(stored.map((s) => s.column));
    for (const c of [
      'vendors_seamless.secret',
      'vendors_seamless.previous_secret',
      'identity_providers.client_secret_enc',
      'operators.totp_secret',
      'members.totp_secret',
      'rsa_keys.pkcs8Pem',
    ]) {
      expect(columns, c).toContain(c);
    }
    for (const s of stored) {
      expect(s.value, s.column).toMatch(new RegExp(`^sbx1:${masterKeyId(testKey)}:`));
    }
    expect(stored.map((s) => s.value).join('\n')).not.toContain(secret);
    // the services see plain text: the vendor signs, the operator logs in with the code
    forgetVendorCache(t.db);
    const player = await createPlayer(t, 1_000);
    const call = await seamlessCall(t, 'balance', { requestId: 'sealed-1', playerId: player.playerId });
    expect(call.statusCode, call.body).toBe(200);
    const login = await totpLogin(op, secret, Date.now() + 30_000);
    expect(login.statusCode, login.body).toBe(200);
  });

  it('keeps no captcha answer in the database', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/captcha', ip: nextIp() });
    const { captchaId } = res.json() as { captchaId: string };
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from captchas where id = ${captchaId}`.execute(t.db);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {})).not.toContain('answer');
    expect(String(rows[0]?.answer_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(rows[0] ?? {}).some((v) => typeof v === 'string' && /^\d{4}$/.test(v))).toBe(false);
  });

  it('seals the plain text an older version stored, once, in place; everything still works', async () => {
    const box = new SecretBox(testKey);
    const { op, secret } = await enrolledOperator();
    const vendorSecret = await inhouseVendorSecret(t.db);
    const rsa = await t.db
      .selectFrom('site_settings')
      .select('value')
      .where('key', '=', RSA_KEYS_SETTING)
      .executeTakeFirstOrThrow();
    const keys = rsa.value as { spkiBase64: string; pkcs8Pem: string };
    const demo = await t.db
      .selectFrom('identity_providers')
      .select(['id', 'client_secret_enc'])
      .where('slug', '=', 'demo-id')
      .executeTakeFirstOrThrow();
    const demoSecret = box.open(demo.client_secret_enc ?? '');
    // what the previous version left: plain text, and the client secret as the RSA ciphertext
    await t.db
      .updateTable('site_settings')
      .set({ value: JSON.stringify({ ...keys, pkcs8Pem: box.open(keys.pkcs8Pem) }) })
      .where('key', '=', RSA_KEYS_SETTING)
      .execute();
    await t.db
      .updateTable('vendors_seamless')
      .set({ secret: vendorSecret, previous_secret: null })
      .where('code', '=', INHOUSE_VENDOR_CODE)
      .execute();
    await t.db
      .updateTable('identity_providers')
      .set({ client_secret_enc: t.encrypt(demoSecret) })
      .where('id', '=', demo.id)
      .execute();
    await t.db.updateTable('operators').set({ totp_secret: secret }).where('id', '=', op.id).execute();
    expect((await storedSecrets()).filter((s) => !s.value.startsWith('sbx1:')).length).toBe(4);

    const sweeps = await sealLegacySecrets(t.db, box);
    const changed = Object.fromEntries(sweeps.map((s) => [s.column, s.changed]));
    expect(changed).toMatchObject({
      'site_settings.rsa_keys': 1,
      'vendors_seamless.secret': 1,
      'identity_providers.client_secret_enc': 1,
      'operators.totp_secret': 1,
    });
    for (const s of await storedSecrets()) {
      expect(s.value, s.column).toMatch(/^sbx1:/);
    }
    // idempotent: a second start finds nothing to seal
    expect((await sealLegacySecrets(t.db, box)).every((s) => s.changed === 0)).toBe(true);
    const after = await t.db
      .selectFrom('identity_providers')
      .select('client_secret_enc')
      .where('id', '=', demo.id)
      .executeTakeFirstOrThrow();
    expect(box.open(after.client_secret_enc ?? '')).toBe(demoSecret);
    const rsaAfter = (
      await t.db
        .selectFrom('site_settings')
        .select('value')
        .where('key', '=', RSA_KEYS_SETTING)
        .executeTakeFirstOrThrow()
    ).value as { spkiBase64: string; pkcs8Pem: string };
    expect(keyRingOf(rsaAfter.spkiBase64, box.open(rsaAfter.pkcs8Pem)).keyId).toBe(t.app.keys.keyId);

    forgetVendorCache(t.db);
    const player = await createPlayer(t, 1_000);
    const call = await seamlessCall(t, 'balance', { requestId: 'legacy-1', playerId: player.playerId });
    expect(call.statusCode, call.body).toBe(200);
    const login = await totpLogin(op, secret, Date.now() + 30_000);
    expect(login.statusCode, login.body).toBe(200);
    // the Demo ID's token request uses the opened client secret
    const oidc = await providerLogin(t, newBrowser(), { identity: 'new' });
    expect(oidc.statusCode, oidc.body).toBe(200);
    expect((oidc.json() as { status: string }).status).toBe('signup');
  });

  it('re-wraps every data key under a new master key; the old key alone no longer opens them', async () => {
    const { op, secret } = await enrolledOperator();
    const newKey = randomBytes(32);
    const rotating = new SecretBox(newKey, testKey);
    const before = await storedSecrets();
    const sweeps = await rewrapSecrets(t.db, rotating);
    expect(sweeps.reduce((n, s) => n + s.changed, 0)).toBe(before.length);
    const after = await storedSecrets();
    const fresh = new SecretBox(newKey);
    const old = new SecretBox(testKey);
    for (const [i, s] of after.entries()) {
      expect(s.value, s.column).toMatch(new RegExp(`^sbx1:${masterKeyId(newKey)}:`));
      expect(fresh.open(s.value)).toBe(old.open(before[i]?.value ?? ''));
      expect(() => old.open(s.value)).toThrow();
    }
    expect((await rewrapSecrets(t.db, rotating)).every((s) => s.changed === 0)).toBe(true);
    // the site started with the new key keeps verifying vendors and operators
    installSecretBox(fresh);
    forgetVendorCache(t.db);
    const player = await createPlayer(t, 1_000);
    const call = await seamlessCall(t, 'balance', { requestId: 'rotated-1', playerId: player.playerId });
    expect(call.statusCode, call.body).toBe(200);
    const login = await totpLogin(op, secret, Date.now() + 30_000);
    expect(login.statusCode, login.body).toBe(200);
  });
});
