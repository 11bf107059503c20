// Request logging in the default start (decision 017): at LOG_LEVEL=info a request writes no
// access line (Fastify's two info lines per request are gone), at debug it writes one, and a
// server error is logged at error whatever the level.
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

async function linesOf(
  level: 'info' | 'debug',
  run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<unknown>,
) {
  const lines: { level: number; msg: string }[] = [];
  const app = await buildApp({
    config: { ...t.config, LOG_LEVEL: level },
    db: t.db,
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });
  app.get('/api/test-boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  try {
    await run(app);
  } finally {
    await app.close();
  }
  return lines;
}

describe('[OPS] request logging', () => {
  it('writes no line per request at info, and logs a server error at error', async () => {
    const lines = await linesOf('info', async (app) => {
      expect((await app.inject({ method: 'GET', url: '/api/site/status' })).statusCode).toBeLessThan(500);
      expect((await app.inject({ method: 'GET', url: '/api/test-boom' })).statusCode).toBe(500);
    });
    expect(lines.filter((l) => /request/.test(l.msg) && l.level < 50)).toEqual([]);
    expect(lines.filter((l) => l.level === 50).map((l) => l.msg)).toEqual(['unhandled error']);
  });

  it('writes one access line per request at debug', async () => {
    const lines = await linesOf('debug', async (app) => {
      await app.inject({ method: 'GET', url: '/api/site/status' });
    });
    expect(lines.filter((l) => l.msg === 'request')).toHaveLength(1);
  });
});
