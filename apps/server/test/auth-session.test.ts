import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResult } from '@pavilion/contracts/auth';
import { hashToken } from '@/shared/tokens.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { createMember, errorCode, loginOk, nextIp, withFlags } from './helpers/auth-fixtures.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type TOk = Extract<TLoginResult, { status: 'ok' }>;
const me = (token?: string) => t.call({ method: 'GET', url: '/api/members/me', ...(token ? { token } : {}) });
const logout = (token?: string) =>
  t.call({ method: 'DELETE', url: '/api/auth/logout', ...(token ? { token } : {}) });

describe('[AUTH] sessions', () => {
  it('stores only a hash of the token', async () => {
    const m = await createMember(t);
    const { token } = await loginOk(t, m.account, m.password);
    const rows = await t.db.selectFrom('sessions').selectAll().where('member_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('member');
    expect(Buffer.from(rows[0]!.token_hash).equals(hashToken(token))).toBe(true);
    expect(Buffer.from(rows[0]!.token_hash).toString()).not.toContain(token);
  });

  it('revokes the session on logout, server-side', async () => {
    const m = await createMember(t);
    const { token } = await loginOk(t, m.account, m.password);
    const other = await loginOk(t, m.account, m.password);
    const res = await logout(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(errorCode(await me(token))).toBe('SESSION_EXPIRED');
    expect(errorCode(await logout(token))).toBe('SESSION_EXPIRED');
    // Only that session ends.
    expect((await me(other.token)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });

  it('needs a token to log out', async () => {
    const res = await logout();
    expect(res.statusCode).toBe(401);
    expect(errorCode(res)).toBe('NOT_LOGGED_IN');
  });

  it('expires after the idle time, and activity keeps it alive', async () => {
    const m = await createMember(t);
    const { token } = await loginOk(t, m.account, m.password);
    const idle = t.config.SESSION_IDLE_MINUTES;
    const setLastSeen = (minutesAgo: number) =>
      t.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(Date.now() - minutesAgo * 60_000) })
        .where('token_hash', '=', hashToken(token))
        .execute();
    await setLastSeen(idle - 1);
    expect((await me(token)).statusCode).toBe(200);
    await setLastSeen(idle - 1); // the call above slid the clock; wind it back again
    expect((await me(token)).statusCode).toBe(200);
    await setLastSeen(idle + 1);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(errorCode(res)).toBe('SESSION_EXPIRED');
  });

  it('expires at the absolute limit even when active', async () => {
    const m = await createMember(t);
    const { token } = await loginOk(t, m.account, m.password);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(errorCode(await me(token))).toBe('SESSION_EXPIRED');
  });

  it('refuses an operator token for member calls', async () => {
    expect(errorCode(await me(await t.adminToken()))).toBe('NOT_LOGGED_IN');
  });
});

describe('[AUTH] free play', () => {
  it('creates a trial member with demo credit and a trial session', async () => {
    const ip = nextIp();
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/free-play',
      ip,
      payload: { os: 'web', platform: 'W', gatewayVersion: 3 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TOk;
    expect(body).toMatchObject({
      status: 'ok',
      firstTimeLogin: false,
      mustChangePassword: false,
      member: { type: 4, isTrial: true, isAgent: false, balance: t.config.TRIAL_CREDIT_MINOR },
    });
    expect(body.member.account).toMatch(/^trial[0-9a-f]{10}$/);
    const info = await me(body.token);
    expect(info.json()).toMatchObject({ isTrial: true, balance: t.config.TRIAL_CREDIT_MINOR });
    const session = await t.db
      .selectFrom('sessions')
      .select('kind')
      .where('token_hash', '=', hashToken(body.token))
      .executeTakeFirstOrThrow();
    expect(session.kind).toBe('trial');
    const row = await t.db
      .selectFrom('members')
      .select(['register_ip', 'password_hash'])
      .where('id', '=', body.member.id)
      .executeTakeFirstOrThrow();
    expect(row.register_ip).toBe(ip);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('gives every trial its own account; accepts an empty body; rejects unknown fields', async () => {
    const a = (await t.call({ method: 'POST', url: '/api/auth/free-play', ip: nextIp() })).json() as TOk;
    const b = (
      await t.call({ method: 'POST', url: '/api/auth/free-play', ip: nextIp(), payload: {} })
    ).json() as TOk;
    expect(a.member.account).not.toBe(b.member.account);
    const extra = await t.call({
      method: 'POST',
      url: '/api/auth/free-play',
      ip: nextIp(),
      payload: { credit: 1e9 },
    });
    expect(errorCode(extra)).toBe('VALIDATION_FAILED');
  });

  it('keeps trial users out of real-account calls', async () => {
    const { token } = (
      await t.call({ method: 'POST', url: '/api/auth/free-play', ip: nextIp() })
    ).json() as TOk;
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/change-password',
      token,
      ip: nextIp(),
      payload: {
        oldPassword: t.encrypt('x'),
        newPassword: t.encrypt('Newpass123'),
        confirmNewPassword: t.encrypt('Newpass123'),
      },
    });
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('REAL_ACCOUNT_REQUIRED');
    expect((await logout(token)).statusCode).toBe(200);
  });

  it('is refused with FREEPLAY3 off', async () => {
    await withFlags(t, { FREEPLAY3: false }, async () => {
      const res = await t.call({ method: 'POST', url: '/api/auth/free-play', ip: nextIp() });
      expect(res.statusCode).toBe(403);
      expect(errorCode(res)).toBe('FEATURE_DISABLED');
    });
  });
});
