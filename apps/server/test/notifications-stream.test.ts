// The notification list and its real-time stream: notify (and notifyMany, one INSERT for many
// members) stores and publishes; the list pages
// newest first with unread counts; the SSE stream (opened over a real HTTP listen) delivers,
// sends heartbeats, refuses bad tokens and ends when its session is revoked; with Redis, a
// notification made on instance A reaches a stream opened on instance B of the same database.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZNotificationListSchema, type TNotificationType } from '@pavilion/contracts/notifications';
import { buildApp } from '@/app.ts';
import { notificationBus, type TNotificationEvent } from '@/modules/notifications/notification-bus.ts';
import { SSE_TIMINGS } from '@/modules/notifications/notification-stream.ts';
import { notify, notifyMany } from '@/modules/notifications/notifications.service.ts';
import { createSession, revokeSession } from '@/modules/sessions/sessions.service.ts';
import { createMember, errorCode, nextIp } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

// REDIS_URL set (CI starts Redis and sets it): the fan-out test must run, and fails if Redis is not
// there. Unset: it runs when a Redis answers on the default address, and is skipped otherwise.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function member() {
  const m = await createMember(t);
  return {
    ...m,
    token: await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: nextIp() }),
  };
}

type TSseEvent = { event: string; data: string; comment: boolean };

/** Reads an SSE response as events (comments included) until asked to stop. */
async function openSse(base: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/notifications/stream?token=${encodeURIComponent(token)}`, {
    signal: controller.signal,
  });
  const events: TSseEvent[] = [];
  let ended = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  void (async () => {
    if (!res.body) {
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n');
          const field = (name: string) =>
            lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2) ?? '';
          events.push({
            event: field('event'),
            data: field('data'),
            comment: lines.every((l) => l.startsWith(':')),
          });
          wake();
        }
      }
    } catch {
      // aborted by the test
    }
    ended = true;
    wake();
  })();
  const until = async (match: (e: TSseEvent) => boolean, ms = 5000): Promise<TSseEvent> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = events.find(match);
      if (found) {
        return found;
      }
      if (ended || Date.now() > deadline) {
        throw new Error(`no matching event (ended=${ended}); got ${JSON.stringify(events)}`);
      }
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  const closed = async (ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!ended && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    return ended;
  };
  return { res, events, until, closed, close: () => controller.abort() };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const payload = (n: number) => ({ amount: n, reference: `D${n}` });

describe('notification list', () => {
  it('pages newest first, counts unread, and marks read by id or all, only the member’s own', async () => {
    const m = await member();
    const other = await member();
    const bus = notificationBus(t.app);
    const types: TNotificationType[] = [
      'deposit_credited',
      'withdrawal_approved',
      'withdrawal_rejected',
      'deposit_failed',
    ];
    const made = [];
    for (const [i, type] of types.entries()) {
      made.push(await notify(t.db, bus, { memberId: m.id, type, payload: payload(100 * (i + 1)) }));
    }
    const foreign = await notify(t.db, bus, {
      memberId: other.id,
      type: 'deposit_credited',
      payload: payload(1),
    });
    const page = ZNotificationListSchema.parse(
      (await t.call({ method: 'GET', url: '/api/notifications?pageSize=3', token: m.token })).json(),
    );
    expect(page.rows.map((r) => r.type)).toEqual([
      'deposit_failed',
      'withdrawal_rejected',
      'withdrawal_approved',
    ]);
    expect(page).toMatchObject({ pageNo: 1, totalPages: 2, unreadCount: 4 });
    expect(page.rows[0]?.payload).toEqual({ amount: 400, reference: 'D400' });
    const read = await t.call({
      method: 'POST',
      url: '/api/notifications/read',
      token: m.token,
      payload: { ids: [made[0]?.id, foreign.id] },
    });
    expect(read.json()).toEqual({ updated: 1, unreadCount: 3 });
    expect(
      (await t.call({ method: 'GET', url: '/api/notifications/unread-count', token: other.token })).json(),
    ).toEqual({ unreadCount: 1 });
    const all = await t.call({
      method: 'POST',
      url: '/api/notifications/read',
      token: m.token,
      payload: { all: true },
    });
    expect(all.json()).toEqual({ updated: 3, unreadCount: 0 });
    const last = ZNotificationListSchema.parse(
      (await t.call({ method: 'GET', url: '/api/notifications?pageNo=2&pageSize=3', token: m.token })).json(),
    );
    expect(last.rows.map((r) => r.id)).toEqual([made[0]?.id]);
    expect(last.rows[0]?.readAt).not.toBeNull();
  });

  it('notifyMany stores one per member in one go and publishes each to its member, a failed publish not fatal', async () => {
    const members = [await member(), await member(), await member()];
    const published: TNotificationEvent[] = [];
    const bus = {
      ...notificationBus(t.app),
      publish: async (event: TNotificationEvent) => {
        if (event.memberId === members[1]!.id) {
          throw new Error('bus down');
        }
        published.push(event);
      },
    };
    const made = await notifyMany(
      t.db,
      bus,
      members.map((m, i) => ({ memberId: m.id, type: 'sports_won' as const, payload: payload(10 + i) })),
    );
    expect(made).toHaveLength(3);
    const sent = published.sort((a, b) => a.memberId - b.memberId);
    expect(sent.map((e) => [e.memberId, e.notification.payload])).toEqual([
      [members[0]!.id, payload(10)],
      [members[2]!.id, payload(12)],
    ]);
    for (const [i, m] of members.entries()) {
      const page = ZNotificationListSchema.parse(
        (await t.call({ method: 'GET', url: '/api/notifications', token: m.token })).json(),
      );
      expect(page.rows.map((r) => [r.type, r.payload])).toEqual([['sports_won', payload(10 + i)]]);
    }
  });

  it('refuses bad requests with a clear code', async () => {
    const m = await member();
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { ids: [1], all: true }]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/notifications/read',
        token: m.token,
        payload: body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      errorCode(await t.call({ method: 'GET', url: '/api/notifications?pageSize=1000', token: m.token })),
    ).toBe('VALIDATION_FAILED');
    expect(errorCode(await t.call({ method: 'GET', url: '/api/notifications' }))).toBe('NOT_LOGGED_IN');
    expect(errorCode(await t.call({ method: 'GET', url: '/api/notifications/stream' }))).toBe(
      'VALIDATION_FAILED',
    );
    expect(errorCode(await t.call({ method: 'GET', url: '/api/notifications/stream?token=nope' }))).toBe(
      'SESSION_EXPIRED',
    );
    expect(
      errorCode(
        await t.call({ method: 'GET', url: `/api/notifications/stream?token=${await t.adminToken()}` }),
      ),
    ).toBe('NOT_LOGGED_IN');
  });
});

describe('notification stream', () => {
  it('delivers a notification in real time, sends heartbeats and ends when the session is revoked', async () => {
    const previous = SSE_TIMINGS.heartbeatMs;
    SSE_TIMINGS.heartbeatMs = 200;
    const base = await listen(t.app);
    const m = await member();
    const other = await member();
    const stream = await openSse(base, m.token);
    try {
      expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
      expect(JSON.parse((await stream.until((e) => e.event === 'ready')).data)).toEqual({ unreadCount: 0 });
      await notify(t.db, notificationBus(t.app), {
        memberId: other.id,
        type: 'deposit_failed',
        payload: payload(7),
      });
      const made = await notify(t.db, notificationBus(t.app), {
        memberId: m.id,
        type: 'deposit_credited',
        payload: payload(5000),
      });
      const got = await stream.until((e) => e.event === 'notification');
      expect(JSON.parse(got.data)).toEqual(made);
      expect(stream.events.filter((e) => e.event === 'notification')).toHaveLength(1);
      await stream.until((e) => e.comment);
      await revokeSession(t.db, m.token);
      expect(await stream.closed()).toBe(true);
    } finally {
      SSE_TIMINGS.heartbeatMs = previous;
      stream.close();
    }
  });
});

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

describe.skipIf(!process.env.REDIS_URL && !(await redisReachable()))('fan-out through Redis', () => {
  it('a notification made on instance A reaches a stream opened on instance B', async () => {
    const keyPrefix = `test:${process.pid}:${Date.now()}:`; // apart from other files on this Redis
    const redisA = new Redis(REDIS_URL, { keyPrefix });
    const redisB = new Redis(REDIS_URL, { keyPrefix });
    const a = await buildApp({ config: t.config, db: t.db, redis: redisA });
    const b = await buildApp({ config: t.config, db: t.db, redis: redisB });
    try {
      const baseB = await listen(b);
      const m = await member();
      const stream = await openSse(baseB, m.token);
      await stream.until((e) => e.event === 'ready');
      const made = await notify(t.db, notificationBus(a), {
        memberId: m.id,
        type: 'withdrawal_approved',
        payload: payload(2500),
      });
      expect(JSON.parse((await stream.until((e) => e.event === 'notification')).data)).toEqual(made);
      stream.close();
    } finally {
      await a.close();
      await b.close();
      redisA.disconnect();
      redisB.disconnect();
    }
  });
});
