// [HEALTH] Liveness, readiness and the 404s a balancer and a crawler rely on (issue 27): /healthz and
// /readyz answer JSON, never the web app; readiness is 503 while jobs start, while draining and when
// the database is gone; an unknown API path is a JSON 404; an unknown page is the web app with 404.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { createDb } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { drainer } from '@/modules/health/drain.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'pavilion-web-'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>Pavilion</title><div id="root"></div>',
  );
  t = await startTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
});

describe('[HEALTH] probes', () => {
  it('/healthz answers JSON ok, uncached', async () => {
    const res = await t.call({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is ready with the database migrated, no Redis and no jobs configured', async () => {
    const res = await t.call({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'off', jobs: 'off', draining: false },
      replica: { configured: false, inUse: false, lagSeconds: null, reason: 'not configured' },
    });
  });

  it('/readyz is 503 while the job worker starts and while draining', async () => {
    t.app.lifecycle.jobs = 'starting';
    let res = await t.call({ method: 'GET', url: '/readyz' });
    expect([res.statusCode, res.json().checks.jobs]).toEqual([503, 'starting']);
    t.app.lifecycle.jobs = 'running';
    expect((await t.call({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    t.app.lifecycle.draining = true;
    res = await t.call({ method: 'GET', url: '/readyz' });
    expect([res.statusCode, res.json().status, res.json().checks.draining]).toEqual([503, 'not_ready', true]);
    t.app.lifecycle.draining = false;
    t.app.lifecycle.jobs = 'off';
  });

  it('/readyz is 503 (and answers at once) when the database is gone', async () => {
    const db = await createDb({ kind: 'pglite', dir: null });
    await migrateToLatest(db);
    const app = await buildApp({ config: t.config, db });
    await db.destroy();
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect([res.statusCode, res.json().checks.database]).toEqual([503, 'down']);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('[HEALTH] not found', () => {
  it('an unknown API path is a JSON 404', async () => {
    const res = await t.call({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('a page of the site is the web app with 200, any other path the web app with 404', async () => {
    for (const page of ['/', '/live', '/live/table-1', '/promotions', '/agentHome']) {
      const res = await t.call({ method: 'GET', url: page });
      expect([page, res.statusCode]).toEqual([page, 200]);
      expect(res.body).toContain('<div id="root">');
    }
    for (const other of ['/no-such-page', '/live/table-1/extra', '/member/x']) {
      const res = await t.call({ method: 'GET', url: other });
      expect([other, res.statusCode]).toEqual([other, 404]);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    expect((await t.call({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
  });
});

describe('[HEALTH] graceful drain', () => {
  it('turns readiness 503, lets the in-flight request finish, ends SSE streams, stops jobs, exits 0', async () => {
    const app = await buildApp({ config: t.config, db: t.db });
    app.get('/slow-for-test', async () => {
      await new Promise((r) => setTimeout(r, 800));
      return { done: true };
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const sse = await fetch(`${base}/api/bingo/rooms/turbo/stream`);
    expect(sse.status).toBe(200);
    const sseEnded = sse.text().then(() => true);
    const inFlight = fetch(`${base}/slow-for-test`).then(async (r) => [r.status, await r.json()]);
    await new Promise((r) => setTimeout(r, 50));

    const exits: number[] = [];
    const steps: string[] = [];
    const stop = drainer({
      app,
      jobs: { stop: async () => void steps.push('jobs stopped') },
      release: async () => void steps.push('released'),
      delaySeconds: 0.3,
      timeoutSeconds: 10,
      exit: (code) => exits.push(code),
    });
    const drained = stop('SIGTERM');
    expect(stop('SIGTERM')).toBe(drained);
    const during = await fetch(`${base}/readyz`);
    expect([
      during.status,
      ((await during.json()) as { checks: { draining: boolean } }).checks.draining,
    ]).toEqual([503, true]);
    await drained;
    expect(await inFlight).toEqual([200, { done: true }]);
    expect(await sseEnded).toBe(true);
    expect(steps).toEqual(['jobs stopped', 'released']);
    expect(app.lifecycle.jobs).toBe('stopped');
    expect(exits).toEqual([0]);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
