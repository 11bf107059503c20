// The audit log (issue 15, decision 042): every mutating admin route writes its row through the
// one hook (the walk calls each once and finds it), secrets never reach it, settings, flags,
// maintenance and an operator's role carry before and after, the search filters, and the table
// refuses update, delete and truncate.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditPage } from '@pavilion/contracts/console-access';
import { declaredAdminRoutes } from '@/plugins/api-guards.ts';
import { nextIp } from './helpers/auth-fixtures.ts';
import { concreteUrl, createOperator, operatorToken } from './helpers/console-fixtures.ts';
import { TEST_ADMIN, startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function audit(query: string, token?: string): Promise<TAuditPage> {
  const res = await t.call({
    method: 'GET',
    url: `/api/admin/audit?${query}`,
    token: token ?? (await t.adminToken()),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('[ADMIN] audit log', () => {
  it('writes a row for every mutating admin route', async () => {
    const routes = declaredAdminRoutes(t.app).filter((r) => MUTATING.has(r.method) && r.audit);
    expect(routes.length).toBeGreaterThan(50);
    const owner = await createOperator(t, 'owner');
    const started = new Date(Date.now() - 1000).toISOString();
    for (const route of routes) {
      // a session of its own each: the logout routes end theirs
      const token = route.permission === 'public' ? undefined : await operatorToken(t, owner);
      const res = await t.call({
        method: route.method as 'POST',
        url: concreteUrl(route.url),
        ip: nextIp(),
        payload: {},
        ...(token ? { token } : {}),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(600);
    }
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id', 'username', 'status', 'ip'])
      .where('at', '>=', new Date(started))
      .execute();
    const missing = routes
      .map((r) => `${r.method} ${r.url}`)
      .filter((action) => !rows.some((row) => row.action === action));
    expect(missing).toEqual([]);
    const secured = rows.filter((row) => !row.action.includes('/login'));
    expect(
      secured.every((row) => Number(row.operator_id) === owner.id && row.username === owner.username),
    ).toBe(true);
    expect(rows.every((row) => row.ip !== null && row.status >= 200)).toBe(true);
  });

  it('skips the read-only POST and the calls of nobody', async () => {
    const before = await t.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    await t.call({ method: 'POST', url: '/api/admin/login/captcha-required', payload: { username: 'x' } });
    await t.call({ method: 'PUT', url: '/api/admin/maintenance', payload: { enabled: true } });
    const after = await t.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('records before and after of maintenance, flags, settings and an operator role', async () => {
    const token = await t.adminToken();
    await t.call({
      method: 'PUT',
      url: '/api/admin/maintenance',
      token,
      payload: { enabled: false, message: 'm1' },
    });
    await t.call({
      method: 'PUT',
      url: '/api/admin/maintenance',
      token,
      payload: { enabled: true, message: 'm2' },
    });
    await t.call({ method: 'PUT', url: '/api/admin/maintenance', token, payload: { enabled: false } });
    const maintenance = (await audit('action=PUT%20/api/admin/maintenance&pageSize=1')).items[0]!;
    expect(maintenance).toMatchObject({
      before: { enabled: true, message: 'm2' },
      after: { enabled: false, message: 'm2' },
      status: 200,
      username: TEST_ADMIN.username,
    });

    const { mod_id: modId } = await t.db.selectFrom('site_flags').select('mod_id').executeTakeFirstOrThrow();
    await t.call({ method: 'PUT', url: `/api/admin/flags/${modId}`, token, payload: { enabled: true } });
    await t.call({ method: 'PUT', url: `/api/admin/flags/${modId}`, token, payload: { enabled: false } });
    const flag = (await audit('action=flags&pageSize=1')).items[0]!;
    expect(flag).toMatchObject({
      target: `modId=${modId}`,
      before: { [modId]: true },
      after: { [modId]: false },
    });

    await t.call({
      method: 'PUT',
      url: '/api/admin/settings',
      token,
      payload: { mainDomain: 'one.example' },
    });
    await t.call({
      method: 'PUT',
      url: '/api/admin/settings',
      token,
      payload: { mainDomain: 'two.example' },
    });
    const settings = (await audit('action=settings&pageSize=1')).items[0]!;
    expect(settings).toMatchObject({
      before: { mainDomain: 'one.example' },
      after: { mainDomain: 'two.example' },
    });

    const op = await createOperator(t, 'support');
    await t.call({ method: 'PUT', url: `/api/admin/operators/${op.id}`, token, payload: { role: 'risk' } });
    const role = (await audit('action=operators&pageSize=1')).items[0]!;
    expect(role).toMatchObject({
      target: `id=${op.id}`,
      before: { role: 'support', locked: false },
      after: { role: 'risk', locked: false },
    });
  });

  it('keeps passwords, secrets and codes out of the log', async () => {
    const token = await t.adminToken();
    await t.call({
      method: 'POST',
      url: '/api/admin/login',
      ip: nextIp(),
      payload: { username: 'someone', password: 'Do-not-log-me-1' },
    });
    await t.call({
      method: 'PUT',
      url: '/api/admin/password',
      token,
      payload: { oldPassword: 'Not-the-old-one-1', newPassword: 'Do-not-log-me-2' },
    });
    await t.call({ method: 'POST', url: '/api/admin/totp/confirm', token, payload: { code: '123456' } });
    const { rows } = await sql<{
      text: string;
    }>`select coalesce(after::text, '') as text from audit_log`.execute(t.db);
    const all = rows.map((r) => r.text).join('\n');
    expect(all).not.toContain('Do-not-log-me');
    expect(all).not.toContain('123456');
    const login = (await audit('action=POST%20/api/admin/login&pageSize=1')).items[0]!;
    expect(login).toMatchObject({ username: 'someone', status: 401, after: { password: '[redacted]' } });
  });

  it('searches by operator, action and time, newest first, with the total', async () => {
    const op = await createOperator(t, 'owner');
    const token = await operatorToken(t, op);
    const from = new Date(Date.now() - 1000).toISOString();
    for (let i = 0; i < 3; i++) {
      await t.call({ method: 'PUT', url: '/api/admin/settings', token, payload: { gtagId: `G-${i}` } });
    }
    const page = await audit(
      `operatorId=${op.id}&action=settings&from=${encodeURIComponent(from)}&pageSize=2`,
    );
    expect(page.total).toBe(3);
    expect(page.items.map((i) => (i.after as { gtagId: string }).gtagId)).toEqual(['G-2', 'G-1']);
    const second = await audit(`operatorId=${op.id}&action=settings&pageSize=2&page=2`);
    expect(second.items.map((i) => (i.after as { gtagId: string }).gtagId)).toEqual(['G-0']);
    const future = await audit(
      `operatorId=${op.id}&from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(future.total).toBe(0);
    const risk = await operatorToken(t, await createOperator(t, 'risk'));
    // risk reads the log too (audit.read); the operator's login is in it with the three changes
    expect((await audit(`operatorId=${op.id}&action=settings`, risk)).total).toBe(3);
    expect((await audit(`operatorId=${op.id}`, risk)).total).toBe(4);
  });

  it('refuses to update, delete or truncate an entry, whoever asks', async () => {
    const attempts = [
      sql`update audit_log set username = 'nobody'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ];
    for (const statement of attempts) {
      await expect(statement.execute(t.db)).rejects.toThrow(/append-only/);
    }
    const count = await t.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBeGreaterThan(0);
  });
});
