// A database outage is answered 503 SERVICE_UNAVAILABLE with Retry-After (issue 25), not 500:
// a client knows it may retry. On PostgreSQL the file's own database stops accepting connections
// (its backends terminated, ALLOW_CONNECTIONS false); the shared server keeps running.
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '@/plugins/error-handler.ts';
import { isDatabaseUnavailableError } from '@/plugins/database-unavailable.ts';
import { startTestApp, TEST_ADMIN, type TTestApp } from './helpers/test-app.ts';
import { createMember, errorCode, loginOk } from './helpers/auth-fixtures.ts';

function expectUnavailable(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(errorCode(res)).toBe('SERVICE_UNAVAILABLE');
}

describe('[PLATFORM] database outage', () => {
  it('recognises the connection errors of pg', () => {
    for (const code of ['ECONNREFUSED', '57P01', '57P03', '08006', '08001']) {
      expect(isDatabaseUnavailableError(Object.assign(new Error('x'), { code }))).toBe(true);
    }
    expect(isDatabaseUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailableError(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailableError(new Error('boom'))).toBe(false);
  });

  it('a pool at a closed port answers 503 with Retry-After', async () => {
    const pool = new pg.Pool({
      connectionString: 'postgres://postgres@127.0.0.1:1/none',
      connectionTimeoutMillis: 2000,
    });
    const app = Fastify();
    installErrorHandler(app);
    app.get('/q', async () => (await pool.query('select 1')).rows);
    try {
      expectUnavailable(await app.inject({ method: 'GET', url: '/q' }));
    } finally {
      await app.close();
      await pool.end();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('[PLATFORM] database outage on PostgreSQL', () => {
  let t: TTestApp;
  let admin: pg.Client;
  let name: string;
  beforeAll(async () => {
    t = await startTestApp();
    name = new URL(t.databaseUrl ?? '').pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    await admin.end();
    await t.close();
  });

  it('answers 503 + Retry-After on several routes while its database refuses connections', async () => {
    const m = await createMember(t);
    const { token } = await loginOk(t, m.account, m.password);
    expect((await t.call({ method: 'GET', url: '/api/members/profile', token })).statusCode).toBe(200);

    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);

    expectUnavailable(await t.call({ method: 'GET', url: '/api/members/profile', token }));
    expectUnavailable(await t.call({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN }));
    expectUnavailable(await t.call({ method: 'GET', url: '/api/members/profile', token }));

    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    await expect
      .poll(async () => (await t.call({ method: 'GET', url: '/api/members/profile', token })).statusCode)
      .toBe(200);
  });
});
