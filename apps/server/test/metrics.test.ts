// [METRICS] Prometheus text at /metrics (issue 27): request latency by route pattern and status, open
// live streams by topic kind, the database pool, job queues; a bearer token when METRICS_TOKEN is set,
// absent under DEPLOYMENT=production without one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('[METRICS] /metrics', () => {
  it('counts requests by route pattern and status, and open streams by topic kind', async () => {
    await t.call({ method: 'GET', url: '/api/bingo/rooms' });
    await t.call({ method: 'GET', url: '/api/no-such-route-here' });
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await fetch(`${base}/api/bingo/rooms/turbo/stream`);
    expect(stream.status).toBe(200);
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /pavilion_http_request_duration_seconds_count\{method="GET",route="\/api\/bingo\/rooms",status="401"\} 1/,
    );
    expect(text).toMatch(
      /pavilion_http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 1/,
    );
    expect(text).toMatch(/pavilion_sse_streams_open\{topic="bingo-room"\} 1/);
    expect(text).toMatch(/pavilion_process_resident_memory_bytes \d+/);
    if (t.databaseUrl) {
      expect(text).toMatch(/pavilion_db_pool_connections\{state="in_use"\} \d+/);
    }
    await stream.body?.cancel();
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const app = await buildApp({
      config: { ...t.config, METRICS_TOKEN: 'scrape-secret-0123456789' },
      db: t.db,
    });
    const none = await app.inject({ method: 'GET', url: '/metrics' });
    expect([none.statusCode, none.json().error.code]).toEqual([401, 'NOT_LOGGED_IN']);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret-0123456780' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret-0123456789' },
    });
    expect(right.statusCode).toBe(200);
    await app.close();
  });

  it('is absent under DEPLOYMENT=production without a token', async () => {
    const app = await buildApp({ config: { ...t.config, DEPLOYMENT: 'production' }, db: t.db });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND']);
    await app.close();
  });
});
