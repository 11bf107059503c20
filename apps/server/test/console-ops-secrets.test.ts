// Console operations of issue 15 (decision 053): an owner rotates a seamless vendor's HMAC secret
// (answered once; the old one verifies for the grace period only; never in a read or the audit
// log) and resets an operator's lost TOTP (secret, recovery codes and sessions gone, enrolment
// required again, audited with the reason).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperatorMe } from '@pavilion/contracts/console-access';
import type { TSeamlessVendors, TVendorSecretRotation } from '@pavilion/contracts/vendor-secrets';
import { totpCode } from '@/modules/operators/totp.ts';
import { INHOUSE_VENDOR_CODE } from '@/modules/vendors/inhouse-vendor.ts';
import { forgetVendorCache, inhouseVendorSecret } from '@/modules/vendors/vendors.service.ts';
import { errorCode } from './helpers/auth-fixtures.ts';
import { createOperator, operatorToken, passwordLogin } from './helpers/console-fixtures.ts';
import { createPlayer, seamlessCall } from './helpers/seamless-client.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let owner: string;
let auditor: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.adminToken();
  auditor = await operatorToken(t, await createOperator(t, 'auditor'));
});
afterAll(async () => {
  await t.close();
});

const rotate = (code: string, token = owner) =>
  t.call({ method: 'POST', url: `/api/admin/seamless-vendors/${code}/rotate-secret`, token });

describe('[CONSOLE] vendor secret rotation', () => {
  it('keeps the old secret valid in the grace period only; the new one works; shown once', async () => {
    const player = await createPlayer(t, 5_000);
    const balance = (secret: string, n: string) =>
      seamlessCall(t, 'balance', { requestId: `rot-${n}`, playerId: player.playerId }, { secret });
    const old = await inhouseVendorSecret(t.db);
    expect((await balance(old, 'a')).statusCode).toBe(200);

    const res = await rotate(INHOUSE_VENDOR_CODE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const rotation = res.json() as TVendorSecretRotation;
    expect(rotation.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotation.secret).not.toBe(old);
    const graceMs = Date.parse(rotation.previousValidUntil) - Date.parse(rotation.rotatedAt);
    expect(graceMs).toBe(10 * 60_000);

    expect((await balance(rotation.secret, 'b')).statusCode).toBe(200);
    expect((await balance(old, 'c')).statusCode).toBe(200);
    // the grace period ends (moved into the past rather than waiting ten minutes)
    await t.db
      .updateTable('vendors_seamless')
      .set({ previous_secret_until: new Date(Date.now() - 1_000) })
      .where('code', '=', INHOUSE_VENDOR_CODE)
      .execute();
    forgetVendorCache(t.db);
    const late = await balance(old, 'd');
    expect([late.statusCode, errorCode(late)]).toEqual([401, 'INVALID_SIGNATURE']);
    expect((await balance(rotation.secret, 'e')).statusCode).toBe(200);
    // the in-house game service signs with the secret in force
    expect(await inhouseVendorSecret(t.db)).toBe(rotation.secret);

    const list = await t.call({ method: 'GET', url: '/api/admin/seamless-vendors', token: auditor });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(rotation.secret);
    expect(list.body).not.toContain(old);
    const inhouse = (list.json() as TSeamlessVendors).vendors.find((v) => v.code === INHOUSE_VENDOR_CODE);
    expect(inhouse?.rotatedAt).toBe(rotation.rotatedAt);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('route', '=', '/api/admin/seamless-vendors/:code/rotate-secret')
      .where('status', '=', 200)
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe(`code=${INHOUSE_VENDOR_CODE}`);
    const stored = JSON.stringify(audit);
    expect(stored).toContain(rotation.previousValidUntil);
    expect(stored).not.toContain(rotation.secret);
    expect(stored).not.toContain(old);
  });

  it('answers NOT_FOUND for an unknown vendor', async () => {
    const res = await rotate('NOPE');
    expect([res.statusCode, errorCode(res)]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers VALIDATION_FAILED for a malformed vendor code', async () => {
    const res = await rotate('lower-case');
    expect([res.statusCode, errorCode(res)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses a rotation without games.write', async () => {
    const res = await rotate(INHOUSE_VENDOR_CODE, auditor);
    expect([res.statusCode, errorCode(res)]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('[CONSOLE] TOTP reset by an owner', () => {
  const reset = (id: number, payload: object, token = owner) =>
    t.call({ method: 'POST', url: `/api/admin/operators/${id}/reset-totp`, token, payload });

  it('clears the TOTP and recovery codes, ends the sessions and requires enrolment again', async () => {
    const op = await createOperator(t, 'finance');
    const token = await operatorToken(t, op);
    const setup = (await t.call({ method: 'POST', url: '/api/admin/totp/setup', token })).json() as {
      secret: string;
    };
    const confirm = await t.call({
      method: 'POST',
      url: '/api/admin/totp/confirm',
      token,
      payload: { code: totpCode(setup.secret) },
    });
    expect(confirm.statusCode).toBe(200);
    const pending = (await passwordLogin(t, op)).body.challenge as string;

    const res = await reset(op.id, { reason: 'Lost phone, ticket 4411' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/admin/me', token })).statusCode).toBe(401);
    // a challenge issued before the reset is spent
    const stale = await t.call({
      method: 'POST',
      url: '/api/admin/login/totp',
      payload: { challenge: pending, code: totpCode(setup.secret) },
    });
    expect(errorCode(stale)).toBe('CHALLENGE_INVALID');

    const login = await passwordLogin(t, op);
    expect(login.status).toBe(200);
    expect(login.body.token).toEqual(expect.any(String));
    const me = (
      await t.call({ method: 'GET', url: '/api/admin/me', token: login.body.token })
    ).json() as TOperatorMe;
    expect(me).toMatchObject({ totpEnabled: false, mustEnrolTotp: true });
    const codes = await t.db
      .selectFrom('operator_recovery_codes')
      .select('id')
      .where('operator_id', '=', op.id)
      .execute();
    expect(codes).toHaveLength(0);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after', 'target'])
      .where('route', '=', '/api/admin/operators/:id/reset-totp')
      .where('status', '=', 200)
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe(`id=${op.id}`);
    expect(audit.before).toEqual({ totpEnabled: true, unusedRecoveryCodes: 10 });
    expect(audit.after).toMatchObject({ mustEnrolTotp: true, reason: 'Lost phone, ticket 4411' });

    // enrolling again lifts the requirement
    const again = (
      await t.call({ method: 'POST', url: '/api/admin/totp/setup', token: login.body.token })
    ).json() as { secret: string };
    await t.call({
      method: 'POST',
      url: '/api/admin/totp/confirm',
      token: login.body.token,
      payload: { code: totpCode(again.secret) },
    });
    const after = (
      await t.call({ method: 'GET', url: '/api/admin/me', token: login.body.token })
    ).json() as TOperatorMe;
    expect(after).toMatchObject({ totpEnabled: true, mustEnrolTotp: false });
  });

  it('answers NOT_FOUND for an unknown operator', async () => {
    const res = await reset(2_000_000_000, { reason: 'Lost phone' });
    expect([res.statusCode, errorCode(res)]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers VALIDATION_FAILED without a reason', async () => {
    const op = await createOperator(t, 'support');
    const res = await reset(op.id, { reason: ' ' });
    expect([res.statusCode, errorCode(res)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses a reset to anyone but an owner', async () => {
    const op = await createOperator(t, 'support');
    const res = await reset(op.id, { reason: 'Lost phone' }, auditor);
    expect([res.statusCode, errorCode(res)]).toEqual([403, 'FORBIDDEN']);
  });
});
