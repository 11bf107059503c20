import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnnouncements, THelpArticle, TNotice, TWinner } from '@pavilion/contracts/content';
import { findMemberByAccount } from '@/modules/members/members.repo.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true });
});
afterAll(async () => {
  await t.close();
});

const get = async <T>(url: string) => {
  const res = await t.call({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const errorOf = async (url: string) =>
  (await t.call({ method: 'GET', url })).json() as { error: { code: string } };

describe('[CONTENT] announcements', () => {
  it('returns banners by group, notices, popups for A/B/F, promotions and help', async () => {
    const a = await get<TAnnouncements>('/api/content/announcements?types=B,PL,PU,PR,H&platform=W');
    const home = a.banners!.filter((b) => b.groupName === 'w_home');
    expect(home.length).toBeGreaterThanOrEqual(3);
    expect(home.map((b) => b.sort)).toEqual([...home.map((b) => b.sort)].sort((x, y) => x - y));
    expect(new Set(a.banners!.map((b) => b.groupName))).toEqual(
      new Set(['w_home', 'w_login', 'w_register', 'w_leftmenu']),
    );
    expect(home[0]!.url).toMatch(/^\/api\/content\/banner\/\d+\.svg\?lang=EN&v=\d+&text=0$/);
    expect(home[0]!.art).toMatchObject({ title: home[0]!.title, cta: 'Play now' });
    expect(a.notices).toHaveLength(4);
    expect(new Set(a.popups!.map((p) => p.execution))).toEqual(new Set(['A', 'B', 'F']));
    expect(a.promotions!.length).toBeGreaterThan(0);
    expect(a.promotions![0]!.announcementImages[0]).toMatchObject({
      sequence: 1,
      url: expect.stringMatching(/^\/api\/content\/promotion\/\d+-1\.svg/),
    });
    expect(a.help!.map((h) => h.anchor)).toContain('term');
  });

  it('returns only the requested types and refuses unknown ones', async () => {
    const a = await get<TAnnouncements>('/api/content/announcements?types=B');
    expect(Object.keys(a)).toEqual(['banners']);
    const res = await t.call({ method: 'GET', url: '/api/content/announcements?types=B,XX' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect((await errorOf('/api/content/announcements?platform=M')).error.code).toBe('VALIDATION_FAILED');
  });

  it('serves banner and promotion artwork as cacheable SVG', async () => {
    const a = await get<TAnnouncements>('/api/content/announcements?types=B,PR');
    for (const url of [a.banners![0]!.url, a.promotions![0]!.announcementImages[0]!.url]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.body).toMatch(/^<svg[^>]*width="1200" height="360"/);
    }
    expect((await errorOf('/api/content/banner/9999.svg')).error.code).toBe('NOT_FOUND');
    expect((await errorOf('/api/content/banner/x.svg')).error.code).toBe('VALIDATION_FAILED');
  });
});

describe('[CONTENT] notices and help', () => {
  it('lists notices with HTML content and epoch-millisecond times, newest first', async () => {
    const list = await get<{ content: TNotice[]; total: number }>('/api/content/notices');
    expect(list.total).toBe(4);
    expect(list.content[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      content: expect.stringContaining('<p>'),
    });
    expect(list.content.every((n) => Number.isInteger(n.time) && n.time > 1_600_000_000_000)).toBe(true);
  });

  it('gives help by language, falling back to English', async () => {
    const cn = await get<THelpArticle[]>('/api/content/help?lang=CN&device=WEB');
    expect(cn.find((h) => h.anchor === 'term')?.title).toBe('条款与条件');
    const km = await get<THelpArticle[]>('/api/content/help?lang=KM&device=WEB');
    expect(km.find((h) => h.anchor === 'term')?.title).toBe('លក្ខខណ្ឌ និងខ្លឹមសារ');
    const th = await get<THelpArticle[]>('/api/content/help?lang=TH&device=WEB');
    expect(th.find((h) => h.anchor === 'term')?.title).toBe('Terms and conditions');
    expect((await errorOf('/api/content/help?lang=EN&device=TV')).error.code).toBe('VALIDATION_FAILED');
  });
});

describe('[CONTENT] winner board', () => {
  it('lists the biggest wins first, 20 by default', async () => {
    const winners = await get<TWinner[]>('/api/content/winners?gameCategory=ALL&limitNum=20');
    expect(winners).toHaveLength(20);
    expect(winners.map((w) => w.winAmount)).toEqual(
      [...winners.map((w) => w.winAmount)].sort((a, b) => b - a),
    );
    expect(winners[0]!.customerName).toMatch(/^.{2}\*\*\*.{2}$/);
    expect(winners[0]!.iconUrl).toMatch(/^\/api\/games\/icon\/\d+\.svg/);
    expect((await get<TWinner[]>('/api/content/winners?limitNum=9')).map((w) => w.winAmount)).toEqual(
      winners.slice(0, 9).map((w) => w.winAmount),
    );
  });

  it('filters by category and win type', async () => {
    // no jackpot game is open yet, so the demo has no jackpot winner (decision 021)
    expect(await get<TWinner[]>('/api/content/winners?winType=JACKPOT')).toEqual([]);
    const big = await get<TWinner[]>('/api/content/winners?winType=BIG_WIN');
    expect(big.length).toBeGreaterThan(0);
    expect(big.every((w) => w.winType === 'BIG_WIN' && ['RNG', 'BGS'].includes(w.game.gameType))).toBe(true);
    const rng = await get<TWinner[]>('/api/content/winners?gameCategory=RNG&limitNum=100');
    expect(rng.every((w) => w.game.gameType === 'RNG')).toBe(true);
    expect(await get<TWinner[]>('/api/content/winners?gameCategory=SPORTS')).toEqual([]);
    expect((await errorOf('/api/content/winners?limitNum=0')).error.code).toBe('VALIDATION_FAILED');
    expect((await errorOf('/api/content/winners?limitNum=101')).error.code).toBe('VALIDATION_FAILED');
    expect((await errorOf('/api/content/winners?gameCategory=CASINO')).error.code).toBe('VALIDATION_FAILED');
  });
});

describe('[CONTENT] admin edits', () => {
  it('needs an operator session', async () => {
    const payload = { title: 'x', content: 'y' };
    let res = await t.call({ method: 'POST', url: '/api/admin/content/notices', payload });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_LOGGED_IN' } });
    const player = await findMemberByAccount(t.db, 'player01');
    const token = await createSession(t.db, t.config, {
      kind: 'member',
      memberId: player!.id,
      ip: '10.1.2.3',
    });
    res = await t.call({ method: 'POST', url: '/api/admin/content/notices', token, payload });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('sanitises notice HTML on write, updates and deletes it', async () => {
    const token = await t.adminToken();
    const content =
      '<p onclick="steal()">Hello <b>players</b></p><script>alert(document.cookie)</script><a href="javascript:alert(1)">x</a><img src="/a.png" onerror="x()">';
    let res = await t.call({
      method: 'POST',
      url: '/api/admin/content/notices',
      token,
      payload: { title: 'Safe?', content, sort: -1 },
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json() as { id: number };
    let notice = (await get<{ content: TNotice[] }>('/api/content/notices')).content[0]!;
    expect(notice).toMatchObject({
      id,
      title: 'Safe?',
      content: '<p>Hello <b>players</b></p><a>x</a><img src="/a.png" />',
    });
    res = await t.call({
      method: 'PUT',
      url: `/api/admin/content/notices/${id}`,
      token,
      payload: { title: 'Updated', content: '<p>ok<style>*{}</style></p>', sort: -1 },
    });
    expect(res.statusCode).toBe(200);
    notice = (await get<{ content: TNotice[] }>('/api/content/notices')).content[0]!;
    expect(notice).toMatchObject({ id, title: 'Updated', content: '<p>ok</p>' });
    expect(
      (await t.call({ method: 'DELETE', url: `/api/admin/content/notices/${id}`, token })).statusCode,
    ).toBe(200);
    res = await t.call({ method: 'DELETE', url: `/api/admin/content/notices/${id}`, token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    res = await t.call({
      method: 'PUT',
      url: `/api/admin/content/notices/${id}`,
      token,
      payload: { title: 'x', content: 'y' },
    });
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    res = await t.call({
      method: 'POST',
      url: '/api/admin/content/notices',
      token,
      payload: { title: '', content: 'y' },
    });
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('creates banners with an active window', async () => {
    const token = await t.adminToken();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    let res = await t.call({
      method: 'POST',
      url: '/api/admin/content/banners',
      token,
      payload: { groupName: 'w_home', title: 'Now', linkageType: 'ROUTE', link: '/live', sort: 99 },
    });
    const now = (res.json() as { id: number }).id;
    res = await t.call({
      method: 'POST',
      url: '/api/admin/content/banners',
      token,
      payload: { groupName: 'w_home', title: 'Later', startsAt: future },
    });
    const later = (res.json() as { id: number }).id;
    const banners = (await get<TAnnouncements>('/api/content/announcements?types=B')).banners!;
    expect(banners.map((b) => b.id)).toContain(now);
    expect(banners.map((b) => b.id)).not.toContain(later);
    expect((await t.call({ method: 'GET', url: `/api/content/banner/${now}.svg` })).body).toContain('Now');
    res = await t.call({
      method: 'POST',
      url: '/api/admin/content/banners',
      token,
      payload: { groupName: 'w_home', title: 'Bad', startsAt: future, endsAt: new Date().toISOString() },
    });
    expect(res.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { endsAt: expect.any(String) } },
    });
    res = await t.call({
      method: 'POST',
      url: '/api/admin/content/banners',
      token,
      payload: { groupName: 'w_home', title: 'X', imageUrl: 'javascript:alert(1)' },
    });
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    res = await t.call({
      method: 'POST',
      url: '/api/admin/content/banners',
      token,
      payload: { groupName: 'w_nowhere', title: 'X' },
    });
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('edits popups and promotions', async () => {
    const token = await t.adminToken();
    let res = await t.call({
      method: 'POST',
      url: '/api/admin/content/popups',
      token,
      payload: { title: 'Hi', content: '<p>x<iframe src="//e"></iframe></p>', execution: 'F' },
    });
    const popup = (res.json() as { id: number }).id;
    res = await t.call({
      method: 'POST',
      url: '/api/admin/content/promotions',
      token,
      payload: { title: 'Promo', content: '<p>y</p>', images: ['/a.png', 'https://cdn.example/b.png'] },
    });
    const promotion = (res.json() as { id: number }).id;
    const a = await get<TAnnouncements>('/api/content/announcements?types=PU,PR');
    expect(a.popups!.find((p) => p.id === popup)).toMatchObject({ execution: 'F', content: '<p>x</p>' });
    expect(a.promotions!.find((p) => p.id === promotion)?.announcementImages).toEqual([
      { sequence: 1, url: '/a.png' },
      { sequence: 2, url: 'https://cdn.example/b.png' },
    ]);
    res = await t.call({
      method: 'PUT',
      url: `/api/admin/content/popups/${popup}`,
      token,
      payload: { title: 'Hi', content: 'z', execution: 'Q' },
    });
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(
      (await t.call({ method: 'DELETE', url: `/api/admin/content/promotions/${promotion}`, token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call({ method: 'DELETE', url: '/api/admin/content/popups/0', token })).json(),
    ).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});
