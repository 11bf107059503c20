import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TGameItem, TGameMenu, TGamePage, TVendorLane } from '@pavilion/contracts/games';
import { SLOT_FILTER_SUB_TYPES, ZGamePageSchema } from '@pavilion/contracts/games';
import { pinnedRefreshesSettled } from '@/modules/games/catalogue-cache.ts';
import { getCatalogueIndex } from '@/modules/games/catalogue-index.ts';
import { getCatalogueView, resolveSources } from '@/modules/games/catalogue.service.ts';
import * as repo from '@/modules/games/games.repo.ts';
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
const expectError = async (url: string, status: number, code: string) => {
  const res = await t.call({ method: 'GET', url });
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ error: { code } });
  return res.json() as { error: { fields?: Record<string, string> } };
};

describe('[GAMES] menu', () => {
  it('lists menus and categories with vendors in the navigation order of spec §2.2', async () => {
    const menu = await get<TGameMenu>('/api/games/menu');
    const codes = menu.categories.map((c) => c.gameCategory);
    expect(codes.slice(0, 2)).toEqual(['HOME', 'HOT']);
    expect(codes.slice(-2)).toEqual(['PROMOTIONS', 'FAVORITE']);
    expect(codes).toEqual([
      'HOME',
      'HOT',
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
      'COCKFIGHT',
      'BINGO',
      'BGS',
      'PROMOTIONS',
      'FAVORITE',
    ]);
    const byCode = new Map(menu.categories.map((c) => [c.gameCategory, c]));
    expect(byCode.get('FAVORITE')?.loginRequired).toBe(true);
    expect(byCode.get('HOME')?.path).toBe('/');
    expect(byCode.get('FISH')?.vendors.map((v) => v.vassalage)).toEqual([
      'AG',
      'BBIN',
      'CQ9',
      'GG',
      'PT',
      'RTG',
    ]);
    expect(byCode.get('PVP')?.vendors.map((v) => v.vassalage)).toEqual(['KX', 'KY', 'TH', 'WS', 'XY']);
    expect(byCode.get('LIVE')?.vendors.map((v) => v.vassalage)).toEqual([
      'AG',
      'BBIN',
      'BG',
      'DG',
      'EA',
      'LOTUS',
      'OG',
      'PT',
      'TGP',
    ]);
  });

  it('applies the regrouping: e-sports and cockfight out of sports, WD shown as in-house', async () => {
    const menu = await get<TGameMenu>('/api/games/menu');
    const vendorsOf = (code: string) =>
      menu.categories.find((c) => c.gameCategory === code)?.vendors.map((v) => v.vassalage);
    expect(vendorsOf('SPORTS')).toEqual(['IBC', 'SBT', 'UG']);
    expect(vendorsOf('ESPORTS')).toEqual(['TFG', 'IMES']);
    expect(vendorsOf('COCKFIGHT')).toEqual(['SV388']);
    const rng = menu.categories.find((c) => c.gameCategory === 'RNG')!;
    expect(rng.vendors.map((v) => v.vassalage)).toContain('INHOUSE');
    expect(rng.vendors.map((v) => v.vassalage)).not.toContain('WD');
    expect(rng.vendors.length).toBeGreaterThan(10);
    const inhouse = rng.vendors.find((v) => v.vassalage === 'INHOUSE')!;
    const wd = (await get<TGamePage>('/api/games?vendor=WD&gameType=RNG')).total;
    const own = (await get<TGamePage>('/api/games?vendor=INHOUSE&gameType=RNG')).total;
    expect(inhouse.gameCount).toBe(own);
    expect(own).toBeGreaterThan(wd);
    expect(rng.vendors.every((v) => v.iconUrl.startsWith('/api/games/vendor-icon/'))).toBe(true);
  });

  it('follows a regrouping change made through the admin API', async () => {
    const token = await t.adminToken();
    const before = (await t.call({ method: 'GET', url: '/api/admin/games/regrouping', token })).json();
    let res = await t.call({
      method: 'PUT',
      url: '/api/admin/games/regrouping',
      token,
      payload: { moves: [], inhouse: [] },
    });
    expect(res.statusCode).toBe(200);
    const menu = await get<TGameMenu>('/api/games/menu');
    expect(menu.categories.map((c) => c.gameCategory)).not.toContain('ESPORTS');
    expect(menu.categories.find((c) => c.gameCategory === 'SPORTS')?.vendors.map((v) => v.vassalage)).toEqual(
      ['IBC', 'SBT', 'UG', 'TFG', 'IMES', 'SV388'],
    );
    res = await t.call({ method: 'PUT', url: '/api/admin/games/regrouping', token, payload: before });
    expect(res.statusCode).toBe(200);
    expect((await get<TGameMenu>('/api/games/menu')).categories.map((c) => c.gameCategory)).toContain(
      'ESPORTS',
    );
  });

  it('filters lottery vendors by prize mode and refuses an unknown one', async () => {
    const menu = await get<TGameMenu>('/api/games/menu?prizeMode=SEA');
    const codes = menu.categories.map((c) => c.gameCategory);
    expect(codes).not.toContain('ELOTT');
    expect(menu.categories.find((c) => c.gameCategory === 'LOTT')?.vendors.map((v) => v.vassalage)).toEqual([
      'TCG_LOTTO_VN',
      'TCG_SEA',
    ]);
    await expectError('/api/games/menu?prizeMode=XX', 400, 'VALIDATION_FAILED');
  });
});

describe('[GAMES] list', () => {
  it('pages the whole catalogue, 20 per page by default', async () => {
    const page = await get<TGamePage>('/api/games?clientType=3&platform=W&merchant=PAVILION');
    expect(page.total).toBeGreaterThan(9_000);
    expect(page.content).toHaveLength(20);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 20, totalPages: Math.ceil(page.total / 20) });
    const game = page.content[0]!;
    expect(game).toMatchObject({
      isGame: expect.stringMatching(/^(GAME|VASSALAGE)$/),
      showIcon: expect.stringMatching(/^\/api\/games\/icon\/\d+\.svg\?v=\d+$/),
    });
  });

  it('narrows by category and vendor', async () => {
    const pt = await get<TGamePage>('/api/games?gameType=RNG&vendor=PT&pageSize=100');
    expect(pt.total).toBeGreaterThan(1000);
    expect(
      pt.content.every(
        (g) => g.vassalage === 'PT' && g.gameType === 'RNG' && g.vendorName === 'Pavilion Slots · PT',
      ),
    ).toBe(true);
    const esports = await get<TGamePage>('/api/games?gameType=ESPORTS');
    expect(new Set(esports.content.map((g) => g.vassalage))).toEqual(new Set(['TFG', 'IMES']));
    expect(esports.content.every((g) => g.gameType === 'ESPORTS')).toBe(true);
    const inhouse = await get<TGamePage>('/api/games?gameType=RNG&vendor=INHOUSE&pageSize=100');
    expect(new Set(inhouse.content.map((g) => g.vassalage))).toEqual(new Set(['INHOUSE', 'WD']));
  });

  it('has games for every slot filter of spec §1', async () => {
    for (const subType of SLOT_FILTER_SUB_TYPES) {
      const page = await get<TGamePage>(`/api/games?gameType=RNG&subType=${subType}`);
      expect(page.total, subType).toBeGreaterThan(0);
      expect(page.content.every((g) => g.subType === subType)).toBe(true);
    }
  });

  it('applies the 1-unit minimum bet and 25+ lines filters', async () => {
    const all = await get<TGamePage>('/api/games?gameType=RNG');
    const lowBet = await get<TGamePage>('/api/games?gameType=RNG&minBet1=1&pageSize=100');
    const lines = await get<TGamePage>('/api/games?gameType=RNG&lines25=true&pageSize=100');
    const both = await get<TGamePage>('/api/games?gameType=RNG&minBet1=1&lines25=1&pageSize=100');
    expect(lowBet.content.every((g) => g.minBet <= 100)).toBe(true);
    expect(lines.content.every((g) => g.lines >= 25)).toBe(true);
    expect(both.content.every((g) => g.minBet <= 100 && g.lines >= 25)).toBe(true);
    expect(lowBet.total).toBeLessThan(all.total);
    expect(both.total).toBeLessThan(Math.min(lowBet.total, lines.total));
    expect(both.total).toBeGreaterThan(0);
  });

  it('searches names in English and Chinese, and treats LIKE wildcards literally', async () => {
    const dragon = await get<TGamePage>('/api/games?gameType=RNG&q=Dragon&pageSize=100');
    expect(dragon.total).toBeGreaterThan(0);
    expect(dragon.content.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);
    const zh = await get<TGamePage>(`/api/games?q=${encodeURIComponent('金龙')}&language=CN`);
    expect(zh.total).toBeGreaterThan(0);
    expect(zh.content.every((g) => g.displayName.includes('金龙'))).toBe(true);
    expect((await get<TGamePage>('/api/games?q=%25')).total).toBe(0);
    // '_' is literal: it finds only the lottery vendor's codes (SSC_1M …), not every name
    const underscore = await get<TGamePage>('/api/games?q=_&pageSize=100');
    expect(underscore.total).toBe(22);
    expect(underscore.content.every((g) => g.gameCode.includes('_'))).toBe(true);
  });

  it('finds in memory exactly what the SQL search finds, in the same order', async () => {
    // One-character terms (Latin, CJK) come from the character postings, two-character ones from
    // the pair postings, longer ones from intersected pairs and a substring test ('ldr': "golden
    // dragon" holds both pairs, not the term).
    const terms = [
      'a',
      '金',
      '龙',
      'dr',
      '金龙',
      'dragon',
      'gold',
      'ldr',
      'lucky star',
      'zz',
      'x7',
      'qqqq',
      '%',
    ];
    for (const term of terms) {
      const filter = { sources: [{ gameType: 'RNG', vendors: null }], search: term };
      const sqlIds = (await repo.listGames(t.db, filter, 20, 20)).map((g) => g.node_id);
      const total = await repo.countGames(t.db, filter);
      const page = await get<TGamePage>(`/api/games?gameType=RNG&q=${encodeURIComponent(term)}&pageNo=2`);
      expect(page.total, term).toBe(total);
      expect(
        page.content.map((g) => g.nodeId),
        term,
      ).toEqual(sqlIds);
    }
  });

  it('combines filters in memory exactly as SQL does', async () => {
    const view = await getCatalogueView(t.db);
    const cases: [string, repo.TGameFilter][] = [
      [
        'gameType=RNG&vendor=PT&subType=slot&minBet1=1&lines25=1&q=o',
        {
          sources: resolveSources(view, 'RNG', 'PT'),
          subType: 'slot',
          maxMinBet: 100,
          minLines: 25,
          search: 'o',
        },
      ],
      [
        'gameType=RNG&vendor=INHOUSE&hot=1&q=' + encodeURIComponent('金'),
        { sources: resolveSources(view, 'RNG', 'INHOUSE'), hot: true, search: '金' },
      ],
      ['gameType=FISH&q=fi', { sources: resolveSources(view, 'FISH'), search: 'fi' }],
      ['subType=slot&minBet1=1&q=dragon', { subType: 'slot', maxMinBet: 100, search: 'dragon' }],
      ['gameType=BGS&hot=1', { sources: resolveSources(view, 'BGS'), hot: true }],
    ];
    for (const [query, filter] of cases) {
      const sqlIds = (await repo.listGames(t.db, filter, 7, 7)).map((g) => g.node_id);
      const total = await repo.countGames(t.db, filter);
      const page = await get<TGamePage>(`/api/games?${query}&pageSize=7&pageNo=2`);
      expect(total, query).toBeGreaterThan(0);
      expect(page.total, query).toBe(total);
      expect(
        page.content.map((g) => g.nodeId),
        query,
      ).toEqual(sqlIds);
    }
  });

  it('answers list pages that match the contract exactly (no extra fields, byte for byte)', async () => {
    // The same query twice: built from item JSON, then served from the kept replies.
    const urls = [
      '/api/games?gameType=RNG&q=gold&language=CN',
      '/api/games?gameType=RNG&q=gold&language=CN',
      '/api/games?q=qqqq',
      '/api/games?gameType=LIVE&language=KM',
    ];
    for (const url of urls) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body, url).toBe(JSON.stringify(ZGamePageSchema.parse(JSON.parse(res.body))));
    }
  });

  it('pages to the last game and answers an empty page past it', async () => {
    const first = await get<TGamePage>('/api/games?gameType=RNG&lines25=1');
    const last = await get<TGamePage>(`/api/games?gameType=RNG&lines25=1&pageNo=${first.totalPages}`);
    expect(last.content).toHaveLength(first.total - (first.totalPages - 1) * 20);
    const past = await get<TGamePage>(`/api/games?gameType=RNG&lines25=1&pageNo=${first.totalPages + 1}`);
    expect(past.content).toEqual([]);
    expect(past.total).toBe(first.total);
    const seen = new Set<number>();
    const all = await get<TGamePage>('/api/games?gameType=LIVE&pageSize=100');
    for (let p = 1; p <= Math.ceil(all.total / 7); p++) {
      (await get<TGamePage>(`/api/games?gameType=LIVE&pageSize=7&pageNo=${p}`)).content.forEach((g) =>
        seen.add(g.nodeId),
      );
    }
    expect(seen.size).toBe(all.total);
  });

  it('picks the display name by language', async () => {
    const url = '/api/games?gameType=RNG&vendor=MG&pageSize=5';
    const en = await get<TGamePage>(`${url}&language=EN`);
    const cn = await get<TGamePage>(`${url}&language=CN`);
    const km = await get<TGamePage>(`${url}&language=KM`);
    const th = await get<TGamePage>(`${url}&language=th`);
    expect(cn.content.map((g) => g.nodeId)).toEqual(en.content.map((g) => g.nodeId));
    expect(cn.content.every((g) => /[\u4e00-\u9fff]/.test(g.displayName))).toBe(true);
    expect(en.content.every((g) => !/[\u4e00-\u9fff]/.test(g.displayName))).toBe(true);
    expect(km.content.map((g) => g.displayName)).toEqual(en.content.map((g) => g.displayName));
    expect(th.content.map((g) => g.displayName)).toEqual(en.content.map((g) => g.displayName));
  });

  it('refuses bad input', async () => {
    const unknown = await expectError('/api/games?vendor=NOPE', 400, 'VALIDATION_FAILED');
    expect(unknown.error.fields).toEqual({ vendor: 'UNKNOWN_VENDOR' });
    await expectError('/api/games?gameType=LIVE&vendor=PNG', 400, 'VALIDATION_FAILED');
    await expectError('/api/games?pageNo=0', 400, 'VALIDATION_FAILED');
    await expectError('/api/games?pageNo=-1', 400, 'VALIDATION_FAILED');
    await expectError('/api/games?pageNo=abc', 400, 'VALIDATION_FAILED');
    await expectError('/api/games?pageSize=101', 400, 'VALIDATION_FAILED');
    await expectError('/api/games?gameType=CASINO', 400, 'VALIDATION_FAILED');
    await expectError('/api/games?subType=pachinko', 400, 'VALIDATION_FAILED');
    await expectError(`/api/games?q=${'x'.repeat(51)}`, 400, 'VALIDATION_FAILED');
  });
});

describe('[GAMES] hot games and vendor lanes', () => {
  it('cuts hot games to 12 playable hot games', async () => {
    const hot = await get<TGameItem[]>(
      '/api/games/hot?merchantCode=PAVILION&isPlatform=2&platform=W&language=EN',
    );
    expect(hot).toHaveLength(12);
    expect(hot.every((g) => g.isHot === 1 && !g.maintenance)).toBe(true);
    const board = await get<TGameItem[]>('/api/games/hot?gameType=BGS');
    expect(board.length).toBeGreaterThan(0);
    expect(board.every((g) => g.gameType === 'BGS')).toBe(true);
    // a vertical that is not open yet has no hot games (decision 021)
    expect(await get<TGameItem[]>('/api/games/hot?gameType=LIVE')).toEqual([]);
  });

  it('gives one lane per vendor card, each cut to 12 games', async () => {
    const lanes = await get<TVendorLane[]>('/api/games/vendors?gameType=RNG&platform=html5-desktop');
    expect(lanes.map((l) => l.vassalage)).toContain('INHOUSE');
    expect(lanes.every((l) => l.games.length === 12 && l.games.every((g) => g.gameType === 'RNG'))).toBe(
      true,
    );
    const inhouse = lanes.find((l) => l.vassalage === 'INHOUSE')!;
    expect(inhouse.games.every((g) => g.vassalage === 'INHOUSE' || g.vassalage === 'WD')).toBe(true);
    const sports = await get<TVendorLane[]>('/api/games/vendors?gameType=SPORTS');
    expect(sports.map((l) => [l.vassalage, l.isVendorLaunch, l.games.length])).toEqual([
      ['IBC', true, 1],
      ['SBT', true, 1],
      ['UG', true, 1],
    ]);
    const all = await get<TVendorLane[]>('/api/games/vendors');
    expect(new Set(all.map((l) => l.gameType)).size).toBe(11);
    await expectError('/api/games/vendors?gameType=XX', 400, 'VALIDATION_FAILED');
  });
});

describe('[GAMES] icons', () => {
  it('serves generated SVG icons with long cache headers', async () => {
    const game = (await get<TGamePage>('/api/games?gameType=FISH')).content[0]!;
    const res = await t.call({ method: 'GET', url: game.showIcon });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain(game.vassalage);
    const vendor = await t.call({ method: 'GET', url: '/api/games/vendor-icon/TCG_SEA.svg' });
    expect(vendor.statusCode).toBe(200);
    expect(vendor.body).toContain('SEA Lottery');
  });

  it('answers 404 for unknown icons so the web falls back to its default icon', async () => {
    await expectError('/api/games/icon/99.svg', 404, 'NOT_FOUND');
    await expectError('/api/games/icon/abc.svg', 404, 'NOT_FOUND');
    await expectError('/api/games/vendor-icon/NOPE.svg', 404, 'NOT_FOUND');
    await expectError('/api/games/icon/1.png', 400, 'VALIDATION_FAILED');
  });
});

describe('[GAMES] catalogue revision', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Moves the clock past the catalogue TTL and lets the background check it starts finish. */
  async function pastTtl() {
    vi.setSystemTime(Date.now() + 6_000);
    await Promise.all([getCatalogueIndex(t.db), getCatalogueView(t.db)]);
    await pinnedRefreshesSettled(t.db);
  }

  it('keeps the loaded catalogue while its revision holds, and reloads after a write by any path', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await pastTtl(); // takes in any write made before this test
    const index = await getCatalogueIndex(t.db);
    const view = await getCatalogueView(t.db);
    await pastTtl();
    expect(await getCatalogueIndex(t.db)).toBe(index);
    expect(await getCatalogueView(t.db)).toBe(view);

    // Another instance, or a plain SQL session, renames a game: no invalidateCatalogue here.
    const game = (await get<TGamePage>('/api/games?gameType=FISH')).content[0]!;
    const probe = '/api/games?q=revision%20probe';
    await sql`update games set display_name_en = 'Revision Probe' where node_id = ${game.nodeId}`.execute(
      t.db,
    );
    try {
      expect((await get<TGamePage>(probe)).total).toBe(0);
      await pastTtl();
      expect(await getCatalogueIndex(t.db)).not.toBe(index);
      const found = await get<TGamePage>(probe);
      expect(found.content.map((g) => [g.nodeId, g.gameName])).toEqual([[game.nodeId, 'Revision Probe']]);
    } finally {
      await sql`update games set display_name_en = ${game.gameName} where node_id = ${game.nodeId}`.execute(
        t.db,
      );
    }
  });

  it('bumps the revision once per writing statement on every table the catalogue reads', async () => {
    const revision = () => repo.readCatalogueRevision(t.db);
    const writes = [
      sql`update games set sort = sort where vendor_code = 'PT'`,
      sql`update game_vendors set sort = sort`,
      sql`update game_categories set sort = sort`,
      sql`update jackpots set amount = amount`,
      sql`update site_settings set value = value where key = 'catalogueRegrouping'`,
    ];
    for (const write of writes) {
      const before = await revision();
      await write.execute(t.db);
      expect(await revision()).toBe(before + 1);
    }
  });
});
