// Platform messages, counters, feedback and site articles (issue 13, decision 037): who sees which
// message (everyone, a member, an agent tree, a VIP level), read / delete marks and the unread counter; the stream's `message` signal; feedback
// rules (captcha, 20-200 characters, types, daily limit), the single reply under concurrency and
// its notification; articles in three languages. No money moves here: the ledger stays clean.
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_DAILY_LIMIT,
  type TArticleList,
  type TFeedbackList,
  type TMemberCounters,
  type TMessageList,
} from '@pavilion/contracts/messages';
import { createRedisBus } from '@/modules/notifications/notification-bus.ts';
import { countAvailablePromotions } from '@/modules/promotions/promotions.service.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { createMember, errorCode, nextIp, solvedCaptcha, withFlags } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
let player: string;
let playerId: number;

async function sessionOf(account: string): Promise<string> {
  const row = await t.db
    .selectFrom('members')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return createSession(t.db, t.config, { kind: 'member', memberId: Number(row.id), ip: nextIp() });
}
const get = async <T>(url: string, token: string) => {
  const res = await t.call({ method: 'GET', url, token });
  return { status: res.statusCode, body: res.json() as T, code: errorCode(res) };
};
const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.call({ method, url, token, ...(payload === undefined ? {} : { payload }) });
const admin = async (method: 'POST' | 'GET' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, token: await t.adminToken(), ...(payload === undefined ? {} : { payload }) });
const unread = async (token: string) =>
  (await get<TMemberCounters>('/api/member/counters', token)).body.unread;
const broadcast = async (title: string, audience: object = { kind: 'all' }) => {
  const res = await admin('POST', '/api/admin/messages', { audience, title, content: `${title} body` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
};

beforeAll(async () => {
  t = await startTestApp();
  player = await sessionOf('player01');
  playerId = Number(
    (
      await t.db
        .selectFrom('members')
        .select('id')
        .where('account', '=', 'player01')
        .executeTakeFirstOrThrow()
    ).id,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('[MESSAGES] platform messages', () => {
  it('the demo gives player01 one unread personal message and a read welcome, in their language', async () => {
    const list = await get<TMessageList>('/api/messages', player);
    expect(list.status).toBe(200);
    expect(list.body.unreadCount).toBe(1);
    expect(list.body.rows.map((r) => [r.kind, r.readAt === null])).toEqual([
      ['personal', true],
      ['broadcast', false],
    ]);
    const cn = await get<TMessageList>('/api/messages?language=CN', player);
    expect(cn.body.rows[1]!.title).toBe('欢迎来到 Pavilion');
    const counters = await get<TMemberCounters>('/api/member/counters', player);
    // the demo's running promotions (join, grab) count as available: the promotions module's count
    expect(counters.body).toEqual({
      unread: 1,
      availablePromo: await countAvailablePromotions(t.db, playerId),
      hasVip: false,
      claimableRewards: 0,
      claimableMissions: 0,
    });
    expect((await get<{ unreadCount: number }>('/api/messages/unread-count', player)).body).toEqual({
      unreadCount: 1,
    });
  });

  it('reading drops the count; reading again changes nothing', async () => {
    const list = await get<TMessageList>('/api/messages', player);
    const id = list.body.rows[0]!.id;
    const read = await send('POST', '/api/messages/read', player, { ids: [id] });
    expect(read.json()).toEqual({ updated: 1, unreadCount: 0 });
    const again = await send('POST', '/api/messages/read', player, { ids: [id] });
    expect(again.json()).toEqual({ updated: 0, unreadCount: 0 });
    expect(await unread(player)).toBe(0);
  });

  it('broadcasts reach members who joined before them; personal messages only their member', async () => {
    const early = await createMember(t);
    const earlyToken = await sessionOf(early.account);
    await sql`update members set created_at = now() - interval '1 day' where id = ${early.id}`.execute(t.db);
    const before = await unread(player);
    const earlyBefore = await unread(earlyToken);
    const all = await broadcast('Maintenance tonight');
    const late = await createMember(t);
    const lateToken = await sessionOf(late.account);
    await broadcast('Just for you', { kind: 'member', account: early.account });
    expect(await unread(player)).toBe(before + 1);
    expect(await unread(earlyToken)).toBe(earlyBefore + 2);
    expect(await unread(lateToken)).toBe(0);
    const lateList = await get<TMessageList>('/api/messages', lateToken);
    expect(lateList.body.rows.map((r) => r.id)).not.toContain(all);
    const foreign = await send('POST', '/api/messages/read', player, { all: true });
    expect(foreign.statusCode).toBe(200);
    expect(await unread(earlyToken)).toBe(earlyBefore + 2);
  });

  it('an agent-tree message reaches the agent and its downline only', async () => {
    const agent = await sessionOf('agent01');
    const outsider = await createMember(t);
    await sql`update members set created_at = now() - interval '1 day' where id = ${outsider.id}`.execute(
      t.db,
    );
    const outsiderToken = await sessionOf(outsider.account);
    const [p, a, o] = [await unread(player), await unread(agent), await unread(outsiderToken)];
    await broadcast('Team news', { kind: 'agentTree', agentAccount: 'agent01' });
    expect([await unread(player), await unread(agent), await unread(outsiderToken)]).toEqual([
      p + 1,
      a + 1,
      o,
    ]);
    const unknown = await admin('POST', '/api/admin/messages', {
      audience: { kind: 'agentTree', agentAccount: 'nobody-here' },
      title: 'x',
      content: 'y',
    });
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'PLAYER_NOT_FOUND']);
  });

  it('a VIP-level message reaches members at or above the level, as they are when they read', async () => {
    const member = async (level: number | null) => {
      const m = await createMember(t);
      await sql`update members set created_at = now() - interval '1 day' where id = ${m.id}`.execute(t.db);
      if (level !== null) {
        await sql`insert into vip_member_levels (member_id, level) values (${m.id}, ${level})`.execute(t.db);
      }
      return { ...m, token: await sessionOf(m.account) };
    };
    const [none, two, three] = [await member(null), await member(2), await member(3)];
    const one = await member(1);
    const counts = () => Promise.all([none, one, two, three].map((m) => unread(m.token)));
    const before = await counts();
    const id = await broadcast('VIP 2 lounge', { kind: 'vipLevel', minLevel: 2 });
    expect((await counts()).map((n, i) => n - (before[i] as number))).toEqual([0, 0, 1, 1]);
    const list = await get<TMessageList>('/api/messages', three.token);
    expect(list.body.rows.find((r) => r.id === id)).toMatchObject({
      kind: 'broadcast',
      title: 'VIP 2 lounge',
    });
    // a member who reaches the level sees it; one relegated below it no longer does
    await sql`update vip_member_levels set level = 2 where member_id = ${one.id}`.execute(t.db);
    await sql`update vip_member_levels set level = 1 where member_id = ${two.id}`.execute(t.db);
    expect([await unread(one.token), await unread(two.token)]).toEqual([
      (before[1] as number) + 1,
      before[2] as number,
    ]);
    const listed = await admin('GET', '/api/admin/messages');
    expect((listed.json() as { rows: { id: number }[] }).rows.find((r) => r.id === id)).toMatchObject({
      audience: 'vip_level',
      target: '2',
    });
    for (const minLevel of [0, 21]) {
      const bad = await admin('POST', '/api/admin/messages', {
        audience: { kind: 'vipLevel', minLevel },
        title: 'x',
        content: 'y',
      });
      expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('delete hides a message for the member alone; unknown, foreign and deleted ids answer 404', async () => {
    const other = await createMember(t);
    await sql`update members set created_at = now() - interval '1 day' where id = ${other.id}`.execute(t.db);
    const otherToken = await sessionOf(other.account);
    const id = await broadcast('To delete');
    const personal = await broadcast('Private', { kind: 'member', account: other.account });
    const del = await send('DELETE', `/api/messages/${id}`, player);
    expect(del.statusCode).toBe(200);
    expect(
      (await get<TMessageList>('/api/messages?pageSize=50', player)).body.rows.map((r) => r.id),
    ).not.toContain(id);
    expect(
      (await get<TMessageList>('/api/messages?pageSize=50', otherToken)).body.rows.map((r) => r.id),
    ).toContain(id);
    for (const target of [id, personal, 999_999]) {
      const res = await send('DELETE', `/api/messages/${target}`, player);
      expect([res.statusCode, errorCode(res)]).toEqual([404, 'MESSAGE_NOT_FOUND']);
    }
  });

  it('a withdrawn message leaves every list; withdrawing twice answers 404', async () => {
    const id = await broadcast('Oops');
    const before = await unread(player);
    expect((await admin('DELETE', `/api/admin/messages/${id}`)).statusCode).toBe(200);
    expect(await unread(player)).toBe(before - 1);
    const again = await admin('DELETE', `/api/admin/messages/${id}`);
    expect([again.statusCode, errorCode(again)]).toEqual([404, 'MESSAGE_NOT_FOUND']);
    const list = (await admin('GET', '/api/admin/messages')).json() as {
      rows: { id: number; withdrawnAt: string | null }[];
    };
    expect(list.rows.find((r) => r.id === id)?.withdrawnAt).not.toBeNull();
  });

  it('refuses guests, trial users, players on the admin API, bad input and a switched-off inbox', async () => {
    const guest = await t.call({ method: 'GET', url: '/api/member/counters' });
    expect([guest.statusCode, errorCode(guest)]).toEqual([401, 'NOT_LOGGED_IN']);
    const trialMember = await createMember(t, { type: 4 });
    const trial = await createSession(t.db, t.config, {
      kind: 'trial',
      memberId: trialMember.id,
      ip: nextIp(),
    });
    const refused = await get('/api/member/counters', trial);
    expect([refused.status, refused.code]).toEqual([403, 'REAL_ACCOUNT_REQUIRED']);
    const asPlayer = await send('POST', '/api/admin/messages', player, {
      audience: { kind: 'all' },
      title: 'x',
      content: 'y',
    });
    expect([asPlayer.statusCode, errorCode(asPlayer)]).toEqual([403, 'FORBIDDEN']);
    const bad = await send('POST', '/api/messages/read', player, { ids: [] });
    expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    const badId = await send('DELETE', '/api/messages/abc', player);
    expect(badId.statusCode).toBe(400);
    await withFlags(t, { INBOX3: false }, async () => {
      const off = await get('/api/messages', player);
      expect([off.status, off.code]).toEqual([403, 'FEATURE_DISABLED']);
    });
  });

  it('the stream tells open pages of a new message at once (one member, and everyone)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream?token=${encodeURIComponent(player)}`, {
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const waitFor = async (needle: string) => {
      const deadline = Date.now() + 5000;
      while (!text.includes(needle)) {
        if (Date.now() > deadline) {
          throw new Error(`no ${needle} in ${text}`);
        }
        const { value, done } = await reader.read();
        if (done) {
          throw new Error('stream ended');
        }
        text += decoder.decode(value, { stream: true });
      }
    };
    await waitFor('event: ready');
    const personal = await broadcast('Live one', { kind: 'member', account: 'player01' });
    await waitFor(`event: message\ndata: {"messageId":${personal}}`);
    const everyone = await broadcast('Live all');
    await waitFor(`event: message\ndata: {"messageId":${everyone}}`);
    controller.abort();
  });
});

describe('[FEEDBACK] feedback and complaints', () => {
  const content = 'The slot lobby is slow to load on my phone in the evening.';
  const put = async (token: string, body: Record<string, unknown>) =>
    send('PUT', '/api/feedback', token, { ...(await solvedCaptcha(t)), ...body });

  it('a member sends feedback with a captcha; it shows in their history, open', async () => {
    const res = await put(player, { type: 3, content: `  ${content}  `, sender: 'someone-else' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: 3, content, status: 'open', reply: null });
    const history = await get<TFeedbackList>('/api/feedback', player);
    expect(history.body.rows[0]).toMatchObject({ content, status: 'open' });
    expect(history.body.rows.some((r) => r.status === 'replied' && r.reply)).toBe(true);
  });

  it('refuses a missing or wrong captcha, a short or long description, an unknown type', async () => {
    const noCaptcha = await send('PUT', '/api/feedback', player, { type: 1, content });
    expect([noCaptcha.statusCode, errorCode(noCaptcha)]).toEqual([400, 'CAPTCHA_REQUIRED']);
    const { captchaId } = await solvedCaptcha(t);
    const wrong = await send('PUT', '/api/feedback', player, {
      type: 1,
      content,
      captchaId,
      captcha: 'xxxx',
    });
    expect([wrong.statusCode, errorCode(wrong)]).toEqual([400, 'auth/captcha-check-failed']);
    for (const body of [
      { type: 1, content: 'too short, really  ' },
      { type: 1, content: 'x'.repeat(201) },
      { type: 5, content },
      { type: '1', content },
    ]) {
      const res = await put(player, body);
      expect([res.statusCode, errorCode(res)], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
    const exactly = await put(player, { type: 0, content: 'y'.repeat(20) });
    expect(exactly.statusCode).toBe(200);
  });

  it('needs no captcha while the site captcha switch (CAPTCHA3) is off', async () => {
    await withFlags(t, { CAPTCHA3: false }, async () => {
      const res = await send('PUT', '/api/feedback', player, { type: 4, content });
      expect(res.statusCode, res.body).toBe(200);
    });
    const on = await send('PUT', '/api/feedback', player, { type: 4, content });
    expect([on.statusCode, errorCode(on)]).toEqual([400, 'CAPTCHA_REQUIRED']);
  });

  it(`allows ${FEEDBACK_DAILY_LIMIT} in 24 hours`, async () => {
    const m = await createMember(t);
    const token = await sessionOf(m.account);
    for (let i = 0; i < FEEDBACK_DAILY_LIMIT; i += 1) {
      expect((await put(token, { type: 0, content })).statusCode).toBe(200);
    }
    const over = await put(token, { type: 0, content });
    expect([over.statusCode, errorCode(over)]).toEqual([429, 'FEEDBACK_LIMIT']);
  });

  it('the operator replies once, even when two replies race; the member is notified', async () => {
    const sent = (await put(player, { type: 2, content })).json() as { id: number };
    const replies = await Promise.all(
      ['First answer', 'Second answer'].map((reply) =>
        admin('POST', `/api/admin/feedback/${sent.id}/reply`, { reply }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(replies.map(errorCode).filter(Boolean)).toEqual(['FEEDBACK_ALREADY_REPLIED']);
    const history = await get<TFeedbackList>('/api/feedback?pageSize=50', player);
    const item = history.body.rows.find((r) => r.id === sent.id)!;
    expect(item.status).toBe('replied');
    expect(['First answer', 'Second answer']).toContain(item.reply);
    const notes = await t.db
      .selectFrom('notifications')
      .select(['type', 'payload'])
      .where('member_id', '=', playerId)
      .where('type', '=', 'feedback_replied')
      .execute();
    expect(
      notes.filter((n) => (n.payload as { reference: string }).reference === `#${sent.id}`),
    ).toHaveLength(1);
    const unknown = await admin('POST', '/api/admin/feedback/999999/reply', { reply: 'x' });
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'FEEDBACK_NOT_FOUND']);
    const open = (await admin('GET', '/api/admin/feedback?status=open')).json() as { rows: { id: number }[] };
    expect(open.rows.map((r) => r.id)).not.toContain(sent.id);
  });

  it('guests are refused', async () => {
    const res = await t.call({ method: 'PUT', url: '/api/feedback', payload: { type: 1, content } });
    expect([res.statusCode, errorCode(res)]).toEqual([401, 'NOT_LOGGED_IN']);
  });
});

describe('[CONTENT] news, about us, beginner guide', () => {
  it('lists each kind in the visitor language, falling back to English per field', async () => {
    for (const [kind, language, expected] of [
      ['news', 'EN', 'New live tables every evening'],
      ['news', 'CN', '每晚新增真人桌台'],
      ['about', 'KM', 'អំពី Pavilion'],
      ['guide', 'CN', '注册账户'],
    ] as const) {
      const res = await t.call({
        method: 'GET',
        url: `/api/content/articles?kind=${kind}&language=${language}`,
      });
      expect(res.statusCode).toBe(200);
      expect((res.json() as TArticleList).rows[0]!.title).toBe(expected);
    }
    const bad = await t.call({ method: 'GET', url: '/api/content/articles?kind=blog' });
    expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('the operator writes articles, sanitised; a KM title alone keeps English content', async () => {
    const created = await admin('POST', '/api/admin/articles', {
      kind: 'news',
      title: 'Sanitised',
      content: '<p>ok<script>alert(1)</script></p>',
      sort: -1,
      translations: { KM: { title: 'បានសម្អាត' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const km = (
      await t.call({ method: 'GET', url: '/api/content/articles?kind=news&language=KM' })
    ).json() as TArticleList;
    expect(km.rows[0]).toMatchObject({ title: 'បានសម្អាត', content: '<p>ok</p>' });
    const { id } = created.json() as { id: number };
    expect((await admin('DELETE', `/api/admin/articles/${id}`)).statusCode).toBe(200);
    const gone = await admin('DELETE', `/api/admin/articles/${id}`);
    expect([gone.statusCode, errorCode(gone)]).toEqual([404, 'NOT_FOUND']);
  });

  it('moves no money', async () => {
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
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

describe.skipIf(!process.env.REDIS_URL && !(await redisReachable()))(
  '[MESSAGES] signals through Redis',
  () => {
    it('a signal published on instance A reaches its member, or everyone, on instance B', async () => {
      const keyPrefix = `test:${process.pid}:${Date.now()}:`; // apart from other files on this Redis
      const redisA = new Redis(REDIS_URL, { keyPrefix });
      const redisB = new Redis(REDIS_URL, { keyPrefix });
      const a = createRedisBus(redisA);
      const b = createRedisBus(redisB);
      try {
        const got: number[] = [];
        const notes: number[] = [];
        const stop = await b.subscribeSignals(7001, (m) => got.push(m.messageId));
        const stopNotes = await b.subscribe(7001, (n) => notes.push(n.id));
        await a.signal({ target: 7002, message: { messageId: 1 } });
        await a.signal({ target: 7001, message: { messageId: 2 } });
        await a.signal({ target: 'all', message: { messageId: 3 } });
        await a.publish({
          memberId: 7001,
          notification: {
            id: 9,
            type: 'feedback_replied',
            payload: { amount: 0, reference: '#1' },
            readAt: null,
            createdAt: new Date().toISOString(),
          },
        });
        await expect.poll(() => [got, notes]).toEqual([[2, 3], [9]]);
        stop();
        stopNotes();
      } finally {
        await a.close();
        await b.close();
        redisA.disconnect();
        redisB.disconnect();
      }
    });
  },
);
