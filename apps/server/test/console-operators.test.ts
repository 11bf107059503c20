// Operator accounts of the console (issue 15, decision 042): TOTP enrolment and the two-step
// login (replays refused, recovery codes single use, wrong codes toward the lock, the challenge
// single use and short-lived), logout here and everywhere, session expiry, and the owners'
// management of operators (never without an unlocked owner).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperatorMe } from '@pavilion/contracts/console-access';
import { totpCode } from '@/modules/operators/totp.ts';
import { errorCode, nextIp } from './helpers/auth-fixtures.ts';
import {
  createOperator,
  operatorToken,
  passwordLogin,
  type TTestOperator,
} from './helpers/console-fixtures.ts';
import { TEST_ADMIN, startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const STEP_MS = 30_000;

async function me(token: string) {
  const res = await t.call({ method: 'GET', url: '/api/admin/me', token });
  return { status: res.statusCode, body: res.json() as TOperatorMe, code: errorCode(res) };
}

/** Enrols TOTP for `op`; returns the secret and the recovery codes. */
async function enrol(op: TTestOperator): Promise<{ secret: string; recoveryCodes: string[] }> {
  const token = await operatorToken(t, op);
  const setup = await t.call({ method: 'POST', url: '/api/admin/totp/setup', token });
  const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(otpauthUrl).toContain(`otpauth://totp/Pavilion:${op.username}?`);
  const confirm = await t.call({
    method: 'POST',
    url: '/api/admin/totp/confirm',
    token,
    payload: { code: totpCode(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  return { secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes };
}

async function challengeOf(op: TTestOperator): Promise<string> {
  const { status, body } = await passwordLogin(t, op);
  expect(status).toBe(200);
  expect(body).toEqual({ totpRequired: true, challenge: expect.any(String) });
  return body.challenge!;
}

const totpLogin = (challenge: string, code: string, ip = nextIp()) =>
  t.call({ method: 'POST', url: '/api/admin/login/totp', ip, payload: { challenge, code } });

describe('[ADMIN] TOTP', () => {
  it('enrols with a confirmed code, then asks every login for a code', async () => {
    const op = await createOperator(t, 'finance');
    const token = await operatorToken(t, op);
    expect((await me(token)).body).toMatchObject({ role: 'finance', totpEnabled: false });
    const early = await t.call({
      method: 'POST',
      url: '/api/admin/totp/confirm',
      token,
      payload: { code: '123456' },
    });
    expect([early.statusCode, errorCode(early)]).toEqual([404, 'NOT_FOUND']);
    const setup = (await t.call({ method: 'POST', url: '/api/admin/totp/setup', token })).json() as {
      secret: string;
    };
    const wrongCode = String((Number(totpCode(setup.secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await t.call({
      method: 'POST',
      url: '/api/admin/totp/confirm',
      token,
      payload: { code: wrongCode },
    });
    expect([wrong.statusCode, errorCode(wrong)]).toEqual([400, 'VERIFICATION_FAILED']);
    const confirm = await t.call({
      method: 'POST',
      url: '/api/admin/totp/confirm',
      token,
      payload: { code: totpCode(setup.secret) },
    });
    const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes.every((c) => /^[a-z0-9]{4}-[a-z0-9]{4}$/.test(c))).toBe(true);
    const stored = await t.db
      .selectFrom('operator_recovery_codes')
      .select('code_hash')
      .where('operator_id', '=', op.id)
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.every((r) => r.code_hash.startsWith('$argon2id$'))).toBe(true);
    expect((await me(token)).body.totpEnabled).toBe(true);

    const challenge = await challengeOf(op);
    // the confirming code's step is spent; the next step's code (±1 step) logs in
    const res = await totpLogin(challenge, totpCode(setup.secret, Date.now() + STEP_MS));
    expect(res.statusCode).toBe(200);
    const session = (res.json() as { token: string }).token;
    expect((await me(session)).body).toMatchObject({ username: op.username, totpEnabled: true });
  });

  it('refuses a replayed code, a reused challenge and an expired one', async () => {
    const op = await createOperator(t, 'risk');
    const { secret } = await enrol(op);
    const code = totpCode(secret, Date.now() + STEP_MS);
    const first = await challengeOf(op);
    expect((await totpLogin(first, code)).statusCode).toBe(200);
    const reused = await totpLogin(first, totpCode(secret, Date.now() + STEP_MS));
    expect([reused.statusCode, errorCode(reused)]).toEqual([400, 'CHALLENGE_INVALID']);
    const replay = await totpLogin(await challengeOf(op), code);
    expect([replay.statusCode, errorCode(replay)]).toEqual([400, 'VERIFICATION_FAILED']);
    const stale = await challengeOf(op);
    await t.db
      .updateTable('operator_login_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('operator_id', '=', op.id)
      .where('consumed_at', 'is', null)
      .execute();
    const expired = await totpLogin(stale, totpCode(secret));
    expect([expired.statusCode, errorCode(expired)]).toEqual([400, 'CHALLENGE_INVALID']);
  });

  it('accepts each recovery code once', async () => {
    const op = await createOperator(t, 'support');
    const { recoveryCodes } = await enrol(op);
    const code = recoveryCodes[3]!;
    expect((await totpLogin(await challengeOf(op), code.toUpperCase())).statusCode).toBe(200);
    const again = await totpLogin(await challengeOf(op), code);
    expect([again.statusCode, errorCode(again)]).toEqual([400, 'VERIFICATION_FAILED']);
    expect((await totpLogin(await challengeOf(op), recoveryCodes[4]!)).statusCode).toBe(200);
  });

  it('counts wrong codes toward the login lock', async () => {
    const op = await createOperator(t, 'content');
    await enrol(op);
    const answers: string[] = [];
    for (let i = 0; i < t.config.LOGIN_LOCK_THRESHOLD; i++) {
      const res = await totpLogin(await challengeOf(op), 'zzzz-zzzz');
      answers.push(`${res.statusCode} ${errorCode(res)}`);
    }
    expect(answers).toEqual([
      ...Array.from({ length: t.config.LOGIN_LOCK_THRESHOLD - 1 }, () => '400 VERIFICATION_FAILED'),
      '423 ACCOUNT_LOCKED',
    ]);
    const locked = await passwordLogin(t, op);
    expect(locked.status).toBe(423);
  });
});

describe('[ADMIN] operator sessions', () => {
  it('ends this session on logout and every session on logout everywhere', async () => {
    const op = await createOperator(t, 'marketing');
    const [a, b, c] = [await operatorToken(t, op), await operatorToken(t, op), await operatorToken(t, op)];
    expect((await t.call({ method: 'POST', url: '/api/admin/logout', token: a })).statusCode).toBe(200);
    expect((await me(a)).code).toBe('SESSION_EXPIRED');
    expect((await me(b)).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/admin/logout-everywhere', token: b })).statusCode).toBe(
      200,
    );
    expect([(await me(b)).code, (await me(c)).code]).toEqual(['SESSION_EXPIRED', 'SESSION_EXPIRED']);
  });

  it('expires after 30 idle minutes and 12 hours in all', async () => {
    const op = await createOperator(t, 'auditor');
    const idle = await operatorToken(t, op);
    const row = await t.db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'expires_at'])
      .where('operator_id', '=', op.id)
      .executeTakeFirstOrThrow();
    const hours = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(12);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('id', '=', row.id)
      .execute();
    expect((await me(idle)).code).toBe('SESSION_EXPIRED');
    const old = await operatorToken(t, op);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('operator_id', '=', op.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect((await me(old)).code).toBe('SESSION_EXPIRED');
  });
});

describe('[ADMIN] operator management', () => {
  it('creates, lists and changes operators; a created one must change the password', async () => {
    const token = await t.adminToken();
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/operators',
      token,
      payload: { username: 'clerk.one', password: 'Clerk-pass-123', role: 'finance' },
    });
    expect(created.statusCode).toBe(200);
    const item = created.json() as { id: number };
    expect(item).toMatchObject({
      username: 'clerk.one',
      role: 'finance',
      totpEnabled: false,
      locked: false,
      lastLoginAt: null,
    });
    const dup = await t.call({
      method: 'POST',
      url: '/api/admin/operators',
      token,
      payload: { username: 'CLERK.ONE', password: 'Clerk-pass-123', role: 'risk' },
    });
    expect([dup.statusCode, errorCode(dup)]).toEqual([409, 'USERNAME_TAKEN']);
    const weak = await t.call({
      method: 'POST',
      url: '/api/admin/operators',
      token,
      payload: { username: 'clerk.two', password: 'short', role: 'risk' },
    });
    expect([weak.statusCode, errorCode(weak)]).toEqual([400, 'VALIDATION_FAILED']);

    const clerk = await operatorToken(t, { username: 'clerk.one', password: 'Clerk-pass-123' });
    expect((await me(clerk)).body).toMatchObject({
      mustChangePassword: true,
      permissions: expect.arrayContaining(['cashier.write']),
    });
    const changed = await t.call({
      method: 'PUT',
      url: '/api/admin/password',
      token: clerk,
      payload: { oldPassword: 'Clerk-pass-123', newPassword: 'Clerk-pass-456' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(clerk)).body.mustChangePassword).toBe(false);

    const list = (await t.call({ method: 'GET', url: '/api/admin/operators', token })).json() as {
      items: { username: string; lastLoginAt: string | null }[];
    };
    expect(list.items.find((o) => o.username === 'clerk.one')?.lastLoginAt).toEqual(expect.any(String));
    const missing = await t.call({
      method: 'PUT',
      url: '/api/admin/operators/999999',
      token,
      payload: { role: 'risk' },
    });
    expect([missing.statusCode, errorCode(missing)]).toEqual([404, 'NOT_FOUND']);
  });

  it('locks an operator out at once and refuses the lock and demotion of the last owner', async () => {
    const token = await t.adminToken();
    const admin = await t.db
      .selectFrom('operators')
      .select('id')
      .where('username', '=', TEST_ADMIN.username)
      .executeTakeFirstOrThrow();
    const put = (id: number, payload: object, as = token) =>
      t.call({ method: 'PUT', url: `/api/admin/operators/${id}`, token: as, payload });
    const owners = await t.db.selectFrom('operators').select('id').where('role', '=', 'owner').execute();
    expect(owners.map((o) => Number(o.id))).toEqual([Number(admin.id)]);
    for (const payload of [{ role: 'finance' }, { locked: true }]) {
      const res = await put(Number(admin.id), payload);
      expect([res.statusCode, errorCode(res)]).toEqual([409, 'LAST_OWNER']);
    }

    const support = await createOperator(t, 'support');
    const supportToken = await operatorToken(t, support);
    expect((await put(support.id, { locked: true })).json()).toMatchObject({ locked: true });
    expect((await me(supportToken)).code).toBe('SESSION_EXPIRED');
    expect((await passwordLogin(t, support)).status).toBe(403);
    expect((await put(support.id, { locked: false })).statusCode).toBe(200);
    expect((await passwordLogin(t, support)).status).toBe(200);

    const second = await createOperator(t, 'finance');
    expect((await put(second.id, { role: 'owner' })).statusCode).toBe(200);
    const secondToken = await operatorToken(t, second);
    expect((await put(Number(admin.id), { role: 'auditor' }, secondToken)).statusCode).toBe(200);
    const self = await put(second.id, { locked: true }, secondToken);
    expect([self.statusCode, errorCode(self)]).toEqual([409, 'LAST_OWNER']);
    expect((await put(Number(admin.id), { role: 'owner' }, secondToken)).statusCode).toBe(200);
  });
});
