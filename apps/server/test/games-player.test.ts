import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  TGameMaintenanceError,
  TGamePage,
  TLaunchTarget,
  TVerticalNotOpenError,
} from '@pavilion/contracts/games';
import { findMemberByAccount, insertMemberWithWallet } from '@/modules/members/members.repo.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let member: string;
let trial: string;
let memberId: number;

beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true });
  const player = await findMemberByAccount(t.db, 'player01');
  memberId = player!.id;
  member = await createSession(t.db, t.config, { kind: 'member', memberId, ip: '10.1.2.3' });
  const guest = await insertMemberWithWallet(t.db, {
    account: 'trial9001',
    nickname: 'Trial',
    type: 4,
    password_hash: 'x',
  });
  trial = await createSession(t.db, t.config, { kind: 'trial', memberId: guest.id, ip: '10.1.2.3' });
});
afterAll(async () => {
  await t.close();
});

/** Lets the next favourite action through the one-per-second throttle without sleeping. */
async function releaseThrottle() {
  await t.db
    .updateTable('favourite_throttle')
    .set({ last_action_at: new Date(Date.now() - 5_000) })
    .execute();
}

async function firstGame(query: string) {
  const page = (await t.call({ method: 'GET', url: `/api/games?${query}` })).json() as TGamePage;
  return page.content[0]!;
}

/** A playable slot (not under maintenance) to launch. */
async function playableSlot() {
  const page = (
    await t.call({ method: 'GET', url: '/api/games?gameType=RNG&subType=slot&pageSize=20' })
  ).json() as TGamePage;
  return page.content.find((g) => !g.maintenance)!;
}

async function gameWhere(where: {
  vendor: string;
  gameType?: string;
  isGame?: 'GAME' | 'VASSALAGE';
  maintenance?: boolean;
  subType?: string;
}) {
  let q = t.db
    .selectFrom('games')
    .select(['node_id', 'game_code', 'recommended_node_ids'])
    .where('vendor_code', '=', where.vendor)
    .where('parent_node_id', 'is', null);
  if (where.gameType) {
    q = q.where('game_type', '=', where.gameType);
  }
  if (where.subType) {
    q = q.where('sub_type', '=', where.subType);
  }
  if (where.isGame) {
    q = q.where('is_game', '=', where.isGame);
  }
  if (where.maintenance !== undefined) {
    q = q.where('maintenance', '=', where.maintenance);
  }
  return await q.orderBy('sort').orderBy('node_id').executeTakeFirstOrThrow();
}

const launch = (query: string, token?: string) =>
  t.call({ method: 'GET', url: `/api/games/launch?${query}`, ...(token ? { token } : {}) });

describe('[GAMES] favourites', () => {
  beforeEach(releaseThrottle);

  it('needs a login and a real account', async () => {
    const game = await firstGame('gameType=RNG');
    const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    for (const [method, url] of [
      ['GET', '/api/games/favourites/ids'],
      ['GET', '/api/games/favourites'],
      ['POST', '/api/games/favourites'],
      ['DELETE', `/api/games/favourites/${game.nodeId}`],
    ] as const) {
      const res = await t.call({ method, url, ...(method === 'POST' ? { payload: body } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_LOGGED_IN' } });
    }
    const res = await t.call({ method: 'POST', url: '/api/games/favourites', token: trial, payload: body });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'REAL_ACCOUNT_REQUIRED' } });
    const del = await t.call({ method: 'DELETE', url: `/api/games/favourites/${game.nodeId}`, token: trial });
    expect(del.json()).toMatchObject({ error: { code: 'REAL_ACCOUNT_REQUIRED' } });
    const ids = await t.call({ method: 'GET', url: '/api/games/favourites/ids', token: trial });
    expect(ids.json()).toEqual({ nodeIds: [] });
  });

  it('adds, lists and removes a favourite, one action per second', async () => {
    const game = await firstGame('gameType=RNG&vendor=PNG');
    const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    let res = await t.call({ method: 'POST', url: '/api/games/favourites', token: member, payload: body });
    expect(res.statusCode).toBe(200);
    res = await t.call({ method: 'POST', url: '/api/games/favourites', token: member, payload: body });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: { code: 'RATE_LIMITED', retryAfterSeconds: 1 } });
    expect((await t.call({ method: 'GET', url: '/api/games/favourites/ids', token: member })).json()).toEqual(
      { nodeIds: [game.nodeId] },
    );
    const list = (
      await t.call({
        method: 'GET',
        url: '/api/games/favourites?pageNo=1&pageSize=999&gameType=RNG',
        token: member,
      })
    ).json() as TGamePage;
    expect(list).toMatchObject({ total: 1, pageNum: 1, totalPages: 1 });
    expect(list.content[0]).toMatchObject({ nodeId: game.nodeId, vassalage: 'PNG' });
    const live = (
      await t.call({ method: 'GET', url: '/api/games/favourites?gameType=LIVE', token: member })
    ).json() as TGamePage;
    expect(live.total).toBe(0);
    await releaseThrottle();
    res = await t.call({ method: 'DELETE', url: `/api/games/favourites/${game.nodeId}`, token: member });
    expect(res.statusCode).toBe(200);
    res = await t.call({ method: 'DELETE', url: `/api/games/favourites/${game.nodeId}`, token: member });
    expect(res.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect((await t.call({ method: 'GET', url: '/api/games/favourites/ids', token: member })).json()).toEqual(
      { nodeIds: [] },
    );
  });

  it('refuses unknown games and mismatched vendors', async () => {
    let res = await t.call({
      method: 'POST',
      url: '/api/games/favourites',
      token: member,
      payload: { nodeId: 99, vendor: 'PT', gameType: 'RNG' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    await releaseThrottle();
    const game = await firstGame('gameType=LIVE&vendor=DG');
    res = await t.call({
      method: 'POST',
      url: '/api/games/favourites',
      token: member,
      payload: { nodeId: game.nodeId, vendor: 'PT', gameType: 'RNG' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        fields: { vendor: expect.any(String), gameType: expect.any(String) },
      },
    });
    res = await t.call({
      method: 'POST',
      url: '/api/games/favourites',
      token: member,
      payload: { nodeId: 'x', vendor: 'PT', gameType: 'RNG' },
    });
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    res = await t.call({ method: 'DELETE', url: '/api/games/favourites/0', token: member });
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('[GAMES] launch routing', () => {
  it('needs a login; a trial user launches to play with trial credit', async () => {
    const game = await playableSlot();
    expect((await launch(`nodeId=${game.nodeId}`)).json()).toMatchObject({
      error: { code: 'NOT_LOGGED_IN' },
    });
    const res = await launch(`nodeId=${game.nodeId}`, trial);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'game', url: `/seamless?nodeId=${game.nodeId}` });
  });

  it('routes each kind of vendor per spec §2.1', async () => {
    const cases: [string, TLaunchTarget['kind'], RegExp][] = [
      ['TCG_LOTTO_VN', 'route', /^\/vnLottery\?gameCode=\w+$/],
      ['TCG_SEA', 'route', /^\/seaLottery\?gameCode=\w+$/],
      ['SSC', 'route', /^\/lottery\?gameCode=\w+$/],
      ['PK10', 'route', /^\/lottery\?gameCode=\w+$/],
      ['PNG', 'game', /^\/seamless\?nodeId=\d+$/],
      ['KM', 'game', /^\/seamless\?nodeId=\d+$/],
    ];
    for (const [vendor, kind, pattern] of cases) {
      const game = await gameWhere({ vendor, isGame: 'GAME', maintenance: false });
      const res = await launch(`nodeId=${game.node_id}`, member);
      expect(res.statusCode, vendor).toBe(200);
      const target = res.json() as TLaunchTarget;
      expect(target.kind, vendor).toBe(kind);
      expect(
        target.kind === 'route' ? target.path : target.kind === 'game' ? target.url : '',
        vendor,
      ).toMatch(pattern);
      if (target.kind === 'route') {
        expect(target.path).toContain(game.game_code);
      }
    }
  });

  it('opens a container as a popup of its games', async () => {
    const container = await gameWhere({ vendor: 'PT', isGame: 'VASSALAGE' });
    const target = (await launch(`nodeId=${container.node_id}&language=CN`, member)).json() as TLaunchTarget;
    expect(target.kind).toBe('popup');
    if (target.kind === 'popup') {
      expect(target.title).toBe('亭阁转轴合集');
      expect(target.games).toHaveLength(6);
      expect(target.games.every((g) => g.vassalage === 'PT' && g.isGame === 'GAME')).toBe(true);
    }
  });

  it('launches vendors from a vendor list', async () => {
    expect((await launch('vendor=PT&gameType=RNG', member)).json()).toEqual({
      kind: 'route',
      path: '/rng?vassalage=PT',
    });
    expect((await launch('vendor=INHOUSE&gameType=RNG', member)).json()).toEqual({
      kind: 'route',
      path: '/rng?vassalage=INHOUSE',
    });
    expect((await launch('vendor=TCG_SEA&gameType=LOTT', member)).json()).toMatchObject({
      kind: 'route',
      path: expect.stringMatching(/^\/seaLottery\?gameCode=/),
    });
    expect((await launch('vendor=KM&gameType=BGS', member)).json()).toMatchObject({
      kind: 'game',
      url: expect.stringMatching(/^\/seamless\?nodeId=\d+$/),
    });
    expect((await launch('vendor=NOPE&gameType=RNG', member)).json()).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect((await launch('vendor=PT', member)).json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
    });
    expect((await launch('', member)).json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const unknown = await launch('nodeId=99', member);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers GAME_MAINTENANCE with the configured recommended games', async () => {
    const row = await t.db
      .selectFrom('games')
      .select(['node_id', 'recommended_node_ids'])
      .where('maintenance', '=', true)
      .where((eb) => eb(eb.fn('cardinality', ['recommended_node_ids']), '>', 0))
      .executeTakeFirstOrThrow();
    const res = await launch(`nodeId=${row.node_id}`, member);
    expect(res.statusCode).toBe(409);
    const body = res.json() as TGameMaintenanceError;
    expect(body.error.code).toBe('GAME_MAINTENANCE');
    expect(body.error.data.nodeId).toBe(row.node_id);
    expect(body.error.data.recommended.map((g) => g.nodeId).sort()).toEqual(
      [...row.recommended_node_ids].sort(),
    );
  });

  it('recommends similar playable games when none are configured, and follows the admin switch', async () => {
    const game = await firstGame('gameType=BGS&vendor=KM');
    const token = await t.adminToken();
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/admin/games/${game.nodeId}/maintenance`,
          payload: { maintenance: true },
        })
      ).statusCode,
    ).toBe(401);
    let res = await t.call({
      method: 'PUT',
      url: `/api/admin/games/${game.nodeId}/maintenance`,
      token,
      payload: { maintenance: true },
    });
    expect(res.statusCode).toBe(200);
    res = await launch(`nodeId=${game.nodeId}`, member);
    const body = res.json() as TGameMaintenanceError;
    expect(body.error.code).toBe('GAME_MAINTENANCE');
    expect(body.error.data.recommended.length).toBeGreaterThan(0);
    expect(
      body.error.data.recommended.every(
        (g) => g.gameType === 'BGS' && !g.maintenance && g.nodeId !== game.nodeId,
      ),
    ).toBe(true);
    expect(body.error.data.recommended[0]!.subType).toBe(game.subType);
    const listed = (
      await t.call({ method: 'GET', url: '/api/games?gameType=BGS&vendor=KM&pageSize=100' })
    ).json() as TGamePage;
    expect(listed.content.find((g) => g.nodeId === game.nodeId)?.maintenance).toBe(true);
    await t.call({
      method: 'PUT',
      url: `/api/admin/games/${game.nodeId}/maintenance`,
      token,
      payload: { maintenance: false },
    });
    expect((await launch(`nodeId=${game.nodeId}`, member)).statusCode).toBe(200);
    res = await t.call({
      method: 'PUT',
      url: '/api/admin/games/99/maintenance',
      token,
      payload: { maintenance: true },
    });
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('puts a whole vendor under maintenance', async () => {
    const token = await t.adminToken();
    const game = await firstGame('gameType=BGS&vendor=V8');
    let res = await t.call({
      method: 'PUT',
      url: '/api/admin/vendors/V8/maintenance',
      token,
      payload: { gameType: 'BGS', maintenance: true },
    });
    expect(res.statusCode).toBe(200);
    expect((await launch('vendor=V8&gameType=BGS', member)).json()).toMatchObject({
      error: { code: 'GAME_MAINTENANCE' },
    });
    expect((await launch(`nodeId=${game.nodeId}`, member)).json()).toMatchObject({
      error: { code: 'GAME_MAINTENANCE' },
    });
    await t.call({
      method: 'PUT',
      url: '/api/admin/vendors/V8/maintenance',
      token,
      payload: { gameType: 'BGS', maintenance: false },
    });
    expect((await launch('vendor=V8&gameType=BGS', member)).statusCode).toBe(200);
    res = await t.call({
      method: 'PUT',
      url: '/api/admin/vendors/V8/maintenance',
      token,
      payload: { gameType: 'LIVE', maintenance: true },
    });
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('[GAMES] recent games', () => {
  it('needs a login', async () => {
    expect((await t.call({ method: 'GET', url: '/api/games/recent' })).json()).toMatchObject({
      error: { code: 'NOT_LOGGED_IN' },
    });
  });

  it('lists launched games, latest first, 20 at most per page', async () => {
    const games = (
      await t.call({ method: 'GET', url: '/api/games?gameType=RNG&vendor=AE&pageSize=3' })
    ).json() as TGamePage;
    for (const g of games.content) {
      expect((await launch(`nodeId=${g.nodeId}`, member)).statusCode).toBe(200);
    }
    const recent = (
      await t.call({ method: 'GET', url: '/api/games/recent?pageNo=1&pageSize=20', token: member })
    ).json() as TGamePage;
    expect(recent.content.slice(0, 3).map((g) => g.nodeId)).toEqual(
      games.content.map((g) => g.nodeId).reverse(),
    );
    expect(recent.pageSize).toBe(20);
    const again = games.content[0]!;
    await launch(`nodeId=${again.nodeId}`, member);
    const after = (
      await t.call({ method: 'GET', url: '/api/games/recent', token: member })
    ).json() as TGamePage;
    expect(after.content[0]!.nodeId).toBe(again.nodeId);
    expect(after.total).toBe(recent.total);
    expect(
      (await t.call({ method: 'GET', url: '/api/games/recent?pageSize=21', token: member })).json(),
    ).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    // recent games are per session owner: the trial user's list holds only what the trial user launched
    const trialRecent = (
      await t.call({ method: 'GET', url: '/api/games/recent', token: trial })
    ).json() as TGamePage;
    expect(trialRecent.content.map((g) => g.nodeId)).toEqual([(await playableSlot()).nodeId]);
  });

  it('never lists a game that did not open: refused launches and games of verticals not open', async () => {
    const before = (
      await t.call({ method: 'GET', url: '/api/games/recent', token: member })
    ).json() as TGamePage;
    const sports = await gameWhere({ vendor: 'IBC' });
    expect((await launch(`nodeId=${sports.node_id}`, member)).json()).toEqual({
      kind: 'route',
      path: '/sports?vendor=IBC',
    });
    // a LIVE blackjack title has no shared table yet: refused, never recorded
    const blackjack = await gameWhere({ vendor: 'OG', gameType: 'LIVE', subType: 'blackjack' });
    expect((await launch(`nodeId=${blackjack.node_id}`, member)).statusCode).toBe(409);
    // a card-room title opens a shared table (decision 056): a route, not a game of one's own
    const cards = await gameWhere({ vendor: 'KY', gameType: 'PVP' });
    expect((await launch(`nodeId=${cards.node_id}`, member)).json()).toMatchObject({ kind: 'route' });
    const lottery = await gameWhere({ vendor: 'SSC' });
    expect((await launch(`nodeId=${lottery.node_id}`, member)).json()).toMatchObject({ kind: 'route' });
    // a row left by an older build, before the vertical opened, is not listed either
    const cardGame = await gameWhere({ vendor: 'KY', gameType: 'PVP', isGame: 'GAME' });
    await t.db
      .insertInto('recent_games')
      .values({ member_id: memberId, node_id: cardGame.node_id, last_played_at: new Date() })
      .execute();
    const after = (
      await t.call({ method: 'GET', url: '/api/games/recent', token: member })
    ).json() as TGamePage;
    expect(after.content.map((g) => g.nodeId)).toEqual(before.content.map((g) => g.nodeId));
    expect(after.total).toBe(before.total);
  });
});

describe('[GAMES] verticals not open yet (decision 021)', () => {
  const refused = async (query: string, vertical: string, nodeId: number | null) => {
    const res = await launch(query, member);
    expect(res.statusCode, query).toBe(409);
    const body = res.json() as TVerticalNotOpenError;
    expect(body.error, query).toMatchObject({ code: 'VERTICAL_NOT_OPEN', data: { vertical, nodeId } });
  };

  it('opens the sportsbook on its vertical for sports, e-sports and cockfight vendors and their titles (issue 16)', async () => {
    const route = async (query: string) => (await launch(query, member)).json() as unknown;
    expect(await route('vendor=IBC&gameType=SPORTS')).toEqual({ kind: 'route', path: '/sports?vendor=IBC' });
    expect(await route('vendor=TFG&gameType=ESPORTS')).toEqual({
      kind: 'route',
      path: '/esports?vendor=TFG',
    });
    expect(await route('vendor=SV388&gameType=COCKFIGHT')).toEqual({
      kind: 'route',
      path: '/cockfight?vendor=SV388',
    });
    const ug = await gameWhere({ vendor: 'UG', gameType: 'SPORTS', isGame: 'GAME' });
    expect(await route(`nodeId=${ug.node_id}`)).toEqual({ kind: 'route', path: '/sports?vendor=UG' });
  });

  it('answers VERTICAL_NOT_OPEN for a LIVE title no shared table deals and a jackpot title, and takes no money', async () => {
    const postings = async () =>
      Number(
        (
          await t.db
            .selectFrom('ledger_transactions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const start = await postings();
    // a LIVE title of a game the shared tables deal opens its table (decision 050): blackjack does not
    const blackjack = await gameWhere({
      vendor: 'OG',
      gameType: 'LIVE',
      isGame: 'GAME',
      subType: 'blackjack',
    });
    await refused(`nodeId=${blackjack.node_id}`, 'live', blackjack.node_id);
    const jackpot = await t.db
      .selectFrom('games')
      .select('node_id')
      .where('game_type', '=', 'RNG')
      .where('sub_type', '=', 'jackpot')
      .executeTakeFirstOrThrow();
    await refused(`nodeId=${jackpot.node_id}`, 'jackpot', jackpot.node_id);
    expect(await postings()).toBe(start);
  });
});

describe('[GAMES] LIVE titles open the shared live tables (decision 050)', () => {
  it('sends a LIVE vendor to the lobby and each live-table title to a table of its own game', async () => {
    expect((await launch('vendor=DG&gameType=LIVE', member)).json()).toEqual({
      kind: 'route',
      path: '/live',
    });
    const tableOf = {
      baccarat: 'baccarat',
      roulette: 'roulette',
      dragon_tiger: 'dragon-tiger',
      sicbo: 'sic-bo',
    };
    for (const [subType, game] of Object.entries(tableOf)) {
      const title = await gameWhere({ vendor: 'DG', gameType: 'LIVE', isGame: 'GAME', subType });
      const target = (await launch(`nodeId=${title.node_id}`, member)).json() as {
        kind: string;
        path: string;
      };
      expect(target.kind, subType).toBe('route');
      const tableId = decodeURIComponent(target.path.replace('/live/', ''));
      const table = await t.db
        .selectFrom('live_tables')
        .select('game')
        .where('id', '=', tableId)
        .executeTakeFirstOrThrow();
      expect(table.game, subType).toBe(game);
    }
    const hall = await gameWhere({ vendor: 'DG', isGame: 'VASSALAGE' });
    expect((await launch(`nodeId=${hall.node_id}`, member)).json()).toMatchObject({ kind: 'popup' });
  });
});

describe('[GAMES] FISH, PVP and BINGO titles open the shared engines of their kind (decision 056)', () => {
  const routeOf = async (query: string) => {
    const res = await launch(query, member);
    expect(res.statusCode, query).toBe(200);
    const target = res.json() as TLaunchTarget;
    expect(target.kind, query).toBe('route');
    return (target as { path: string }).path;
  };
  const idIn = (path: string, lobby: string) => {
    expect(path.startsWith(`${lobby}/`), path).toBe(true);
    return decodeURIComponent(path.slice(lobby.length + 1));
  };

  it('sends a fishing, card-room or bingo vendor to its lobby', async () => {
    expect(await routeOf('vendor=CQ9&gameType=FISH')).toBe('/fish');
    expect(await routeOf('vendor=KY&gameType=PVP')).toBe('/pvp');
    expect(await routeOf('vendor=JL&gameType=BINGO')).toBe('/bingo');
  });

  it("opens a sea, a Hold'em table, a niuniu table and a bingo room, the same one every time", async () => {
    const fish = await gameWhere({ vendor: 'GG', gameType: 'FISH', isGame: 'GAME' });
    const seaPath = await routeOf(`nodeId=${fish.node_id}`);
    const sea = idIn(seaPath, '/fish');
    await t.db.selectFrom('fishing_seas').select('id').where('id', '=', sea).executeTakeFirstOrThrow();
    expect(await routeOf(`nodeId=${fish.node_id}`)).toBe(seaPath);

    const holdem = await gameWhere({ vendor: 'TH', gameType: 'PVP', isGame: 'GAME', subType: 'poker' });
    const holdemTable = idIn(await routeOf(`nodeId=${holdem.node_id}`), '/pvp');
    const niuniu = await gameWhere({ vendor: 'TH', gameType: 'PVP', isGame: 'GAME', subType: 'niuniu' });
    const niuniuTable = idIn(await routeOf(`nodeId=${niuniu.node_id}`), '/pvp');
    const games = await t.db
      .selectFrom('pvp_tables')
      .select(['id', 'game'])
      .where('id', 'in', [holdemTable, niuniuTable])
      .execute();
    expect(Object.fromEntries(games.map((g) => [g.id, g.game]))).toEqual({
      [holdemTable]: 'holdem',
      [niuniuTable]: 'niuniu',
    });

    const bingo = await gameWhere({ vendor: 'KB', gameType: 'BINGO', isGame: 'GAME' });
    const room = idIn(await routeOf(`nodeId=${bingo.node_id}`), '/bingo');
    await t.db.selectFrom('bingo_rooms').select('id').where('id', '=', room).executeTakeFirstOrThrow();
  });

  it('never deals a shared-round title single-player, records no recent game and takes no money', async () => {
    const before = await t.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [vendor, gameType, subType] of [
      ['AG', 'FISH', undefined],
      ['KX', 'PVP', undefined],
      ['JL', 'BINGO', undefined],
      // a LIVE table title as well (decision 050): its launch opens the table, never a dealt-alone game
      ['DG', 'LIVE', 'baccarat'],
    ] as const) {
      const game = await gameWhere({ vendor, gameType, isGame: 'GAME', subType });
      const res = await t.call({
        method: 'GET',
        url: `/api/play/game?nodeId=${game.node_id}`,
        token: member,
      });
      expect(res.statusCode, `${vendor} ${gameType}`).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      await routeOf(`nodeId=${game.node_id}`);
      const recent = await t.db
        .selectFrom('recent_games')
        .select('node_id')
        .where('member_id', '=', memberId)
        .where('node_id', '=', game.node_id)
        .execute();
      expect(recent, `${vendor} ${gameType}`).toEqual([]);
    }
    const after = await t.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers NOT_FOUND for a card-room title no table of ours deals (none is listed)', async () => {
    const holdem = await gameWhere({ vendor: 'XY', gameType: 'PVP', isGame: 'GAME', subType: 'poker' });
    await t.db
      .insertInto('games')
      .values({
        node_id: 989_001,
        game_code: 'pai-gow-test',
        game_id: '989001',
        vendor_code: 'XY',
        game_type: 'PVP',
        sub_type: 'table',
        display_name_en: 'Pai Gow',
        display_name_zh: '牌九',
        display_name_km: 'Pai Gow',
        min_bet: 100,
      })
      .execute();
    try {
      const res = await launch('nodeId=989001', member);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      expect(await routeOf(`nodeId=${holdem.node_id}`)).toMatch(/^\/pvp\//);
    } finally {
      await t.db.deleteFrom('games').where('node_id', '=', 989_001).execute();
    }
  });
});
