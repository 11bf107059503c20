// Games and content in the console (issue 15, decision 046): the admin lists of banners, popups,
// promotions, notices and articles (live or not, with their translations), the preview that
// answers the HTML as a write would store it, and the hot flag of a game. Each is allowed and
// refused by the role matrix; the preview writes no audit row, the hot flag does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminArticleRow,
  TAdminBannerRow,
  TAdminPopupRow,
  TContentPreview,
} from '@pavilion/contracts/content';
import type { TGamePage } from '@pavilion/contracts/games';
import { createOperator, operatorToken } from './helpers/console-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let owner: string;
let content: string;
let support: string;
const DIRTY = '<p>Hi <b>there</b><script>alert(1)</script><img src="/x.png" onerror="alert(2)"></p>';

beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true });
  owner = await t.adminToken();
  content = await operatorToken(t, await createOperator(t, 'content'));
  support = await operatorToken(t, await createOperator(t, 'support'));
});
afterAll(async () => {
  await t.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.call({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('[CONSOLE] content preview', () => {
  it('answers the sanitised HTML: the script and the onerror are gone, no audit row', async () => {
    const res = await call(content, 'POST', '/api/admin/content/preview', { html: DIRTY });
    expect(res.statusCode, res.body).toBe(200);
    const { html } = res.json() as TContentPreview;
    expect(html).toContain('<b>there</b>');
    expect(html).toContain('<img src="/x.png"');
    expect(html).not.toMatch(/script|onerror|alert/i);
    const rows = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('route', '=', '/api/admin/content/preview')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('is refused to a role without content.read and checks its input', async () => {
    const denied = await call(support, 'POST', '/api/admin/content/preview', { html: '<p>x</p>' });
    expect(denied.statusCode).toBe(403);
    const bad = await call(content, 'POST', '/api/admin/content/preview', { html: 'x'.repeat(20_001) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('[CONSOLE] content lists', () => {
  it('lists a scheduled banner with its translations, not live yet', async () => {
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = await call(content, 'POST', '/api/admin/content/banners', {
      groupName: 'w_home',
      title: 'Scheduled banner',
      subtitle: 'soon',
      translations: { CN: { title: '预定横幅' }, KM: { title: 'បដា' } },
      startsAt,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: number };
    const res = await call(content, 'GET', '/api/admin/content/banners');
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json() as { rows: TAdminBannerRow[] }).rows.find((r) => r.id === id);
    expect(row).toMatchObject({
      live: false,
      title: 'Scheduled banner',
      subtitle: 'soon',
      groupName: 'w_home',
      linkageType: 'NONE',
      translations: { CN: { title: '预定横幅' }, KM: { title: 'បដា' } },
      startsAt,
      endsAt: null,
    });
    expect((await call(support, 'GET', '/api/admin/content/banners')).statusCode).toBe(403);
  });

  it('lists a popup with its HTML as stored, translations sanitised too', async () => {
    const created = await call(owner, 'POST', '/api/admin/content/popups', {
      title: 'Popup',
      content: DIRTY,
      execution: 'A',
      translations: { CN: { title: '弹窗', content: DIRTY } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: number };
    const list = await call(content, 'GET', '/api/admin/content/popups');
    const row = (list.json() as { rows: TAdminPopupRow[] }).rows.find((r) => r.id === id)!;
    expect(row.live).toBe(true);
    const preview = await call(content, 'POST', '/api/admin/content/preview', { html: DIRTY });
    expect(row.content).toBe((preview.json() as TContentPreview).html);
    expect(row.translations.CN?.content).toBe(row.content);
    for (const path of ['notices', 'promotions']) {
      expect((await call(content, 'GET', `/api/admin/content/${path}`)).statusCode).toBe(200);
    }
  });

  it('lists articles of a kind, scheduled ones too', async () => {
    const publishedAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = await call(content, 'POST', '/api/admin/articles', {
      kind: 'news',
      title: 'Tomorrow news',
      content: '<p>soon</p>',
      publishedAt,
      translations: { KM: { title: 'ព័ត៌មាន' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: number };
    const res = await call(content, 'GET', '/api/admin/articles?kind=news');
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json() as { rows: TAdminArticleRow[] }).rows.find((r) => r.id === id);
    expect(row).toMatchObject({ kind: 'news', publishedAt, translations: { KM: { title: 'ព័ត៌មាន' } } });
    const pub = await t.call({ method: 'GET', url: '/api/content/articles?kind=news' });
    expect((pub.json() as { rows: { id: number }[] }).rows.map((r) => r.id)).not.toContain(id);
    expect((await call(content, 'GET', '/api/admin/articles?kind=blog')).statusCode).toBe(400);
    expect((await call(support, 'GET', '/api/admin/articles?kind=news')).statusCode).toBe(403);
  });
});

describe('[CONSOLE] game hot flag', () => {
  it('sets and clears a game hot for games.write, with an audit row; the player list follows', async () => {
    const game = await t.db
      .selectFrom('games')
      .select(['node_id', 'game_type', 'vendor_code'])
      .where('is_hot', '=', false)
      .where('maintenance', '=', false)
      .orderBy('node_id')
      .executeTakeFirstOrThrow();
    const url = `/api/admin/games/${game.node_id}/hot`;
    expect((await call(content, 'PUT', url, { hot: true })).statusCode).toBe(403);
    const set = await call(owner, 'PUT', url, { hot: true });
    expect(set.statusCode, set.body).toBe(200);
    const hotIds = async () => {
      const res = await t.call({
        method: 'GET',
        url: `/api/games?hot=1&vendor=${game.vendor_code}&pageSize=100`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as TGamePage).content.map((g) => g.nodeId);
    };
    expect(await hotIds()).toContain(game.node_id);
    expect((await call(owner, 'PUT', url, { hot: false })).statusCode).toBe(200);
    expect(await hotIds()).not.toContain(game.node_id);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['status'])
      .where('route', '=', '/api/admin/games/:nodeId/hot')
      .execute();
    expect(audit.map((a) => a.status).sort()).toEqual([200, 200, 403]);
    expect((await call(owner, 'PUT', '/api/admin/games/2147483000/hot', { hot: true })).statusCode).toBe(404);
    expect((await call(owner, 'PUT', url, { hot: 'yes' })).statusCode).toBe(400);
  });
});
