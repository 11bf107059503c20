// [PVP-2X] Two app instances against one PostgreSQL database and one Redis (decisions 051, 052):
// - a Hold'em table shared by both: a member seated through A and one through B; the timers of both
//   instances run, one leads (the lease), the next hand starts on its own; a viewer streaming from A
//   sees the action B took (over Redis); a seat's time-out is made once (one version, one history
//   row) although both instances' timers and two explicit passes race for it; leaving through each
//   instance pays every chip back but the rake.
// - a bingo room shared by both: cards bought on A and on B, both instances start the game at once
//   (one start), both instances' tickers push the draw and each viewer (one per instance) sees one
//   draw sequence, every ball once, in the committed order; both settle at once and each winner is
//   paid once.
// Needs DATABASE_URL and Redis (REDIS_URL, or the local 127.0.0.1:6379): skipped with a message
// otherwise.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLegalActions } from '@pavilion/games/holdem/table-state';
import type { TPvpTableView } from '@pavilion/contracts/pvp';
import { buildApp } from '@/app.ts';
import { testConfig } from '@/config.ts';
import { redisKeyPrefix } from '@/shared/redis-namespace.ts';
import { createDb, type TDb } from '@/db/database.ts';
import { bingoDeps } from '@/modules/bingo/bingo.deps.ts';
import * as bingoRepo from '@/modules/bingo/bingo.repo.ts';
import { runBingoTick } from '@/modules/bingo/bingo-settle.service.ts';
import { buyCards, roomDetail } from '@/modules/bingo/bingo.service.ts';
import { purchaseWin, type TStoredResult } from '@/modules/bingo/bingo-view.ts';
import type { THoldemStored } from '@/modules/pvp/pvp-tables.ts';
import { runDueTables } from '@/modules/pvp/pvp.service.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { createMember, nextIp } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisUp(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

const canRun = Boolean(process.env.DATABASE_URL) && (await redisUp());
if (!canRun) {
  console.warn('[PVP-2X] skipped: needs DATABASE_URL (PostgreSQL) and Redis at REDIS_URL or 127.0.0.1:6379');
}

type TInstance = { app: FastifyInstance; db: TDb; redis: Redis };
let base: TTestApp;
let a: TInstance;
let b: TInstance;

async function instance(url: string): Promise<TInstance> {
  // the deployment's prefix (from its database): other test files on this Redis stay apart
  const redis = new Redis(REDIS_URL, { keyPrefix: redisKeyPrefix({ DATABASE_URL: url, PGLITE_DIR: '' }) });
  const db = await createDb({ kind: 'postgres', url, poolSize: 4 });
  const app = await buildApp({ config: testConfig({ TRUST_PROXY: true, REDIS_URL }), db, redis });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, db, redis };
}

beforeAll(async () => {
  if (!canRun) {
    return;
  }
  base = await startTestApp({ REDIS_URL });
  // the harness's app has no Redis: it is closed, and two instances with Redis share its database
  await base.app.close();
  a = await instance(base.databaseUrl!);
  b = await instance(base.databaseUrl!);
});
afterAll(async () => {
  if (!canRun) {
    return;
  }
  for (const x of [b, a]) {
    await x.app.close();
    await x.db.destroy();
    x.redis.disconnect();
  }
  await base.close().catch(() => undefined);
});

async function member(on: TInstance, balance: number) {
  const m = await createMember({ ...base, app: on.app, db: on.db }, { balance });
  const token = await createSession(on.db, base.config, { kind: 'member', memberId: m.id, ip: nextIp() });
  const s = await on.db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { memberId: m.id, sessionId: Number(s.id), token, on };
}
type TMember = Awaited<ReturnType<typeof member>>;

/** Opens a stream on `on`; every frame's event and data go to `onEvent`; resolves when it is live. */
function stream(on: TInstance, path: string, onEvent: (event: string, data: unknown) => void) {
  const port = (on.app.server.address() as AddressInfo).port;
  return new Promise<http.ClientRequest>((resolve) => {
    const req = http.get(`http://127.0.0.1:${port}${path}`, (res) => {
      let buf = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buf += chunk;
        let at: number;
        while ((at = buf.indexOf('\n\n')) >= 0) {
          const frame = buf.slice(0, at);
          buf = buf.slice(at + 2);
          const event = /^event: (.+)$/m.exec(frame)?.[1];
          const data = /^data: (.+)$/m.exec(frame)?.[1];
          if (event === 'ready') {
            resolve(req);
          }
          if (event && data) {
            onEvent(event, JSON.parse(data));
          }
        }
      });
    });
  });
}

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

const post = (m: TMember, url: string, payload: object) =>
  m.on.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${m.token}` }, payload });
const walletOf = async (m: TMember) => (await memberWallet(a.db, m.memberId)).balance;

describe.skipIf(!canRun)('[PVP-2X] one Hold’em table on two instances', () => {
  it('shows B’s action to A’s viewer, times a seat out once, conserves chips', async () => {
    const T = 'holdem-1';
    const P = `/api/pvp/tables/${T}`;
    const tableRow = () =>
      a.db.selectFrom('pvp_tables').selectAll().where('id', '=', T).executeTakeFirstOrThrow();
    const pa = await member(a, 10_000);
    const pb = await member(b, 10_000);
    const seen: TPvpTableView[] = [];
    const viewer = await stream(a, `${P}/stream`, (event, data) => {
      if (event === 'state') {
        seen.push(data as TPvpTableView);
      }
    });
    expect((await post(pa, `${P}/sit`, { seat: 0, buyIn: 2000 })).json()).toEqual({ balance: 8000 });
    expect((await post(pb, `${P}/sit`, { seat: 1, buyIn: 2000 })).json()).toEqual({ balance: 8000 });

    // the instance holding the lease starts the hand when the pause after the second sit is over
    await until(
      'the first hand',
      async () => ((await tableRow()).state as THoldemStored).table.hand !== null,
    );
    const lease = await a.db.selectFrom('pvp_timer_lease').selectAll().executeTakeFirstOrThrow();
    expect(lease.holder).not.toBe('');
    expect(lease.expires_at.getTime()).toBeGreaterThan(Date.now() - 1000);

    // B's member acts through B (until it is their turn, A's member calls through A)
    for (let i = 0; i < 4; i += 1) {
      const v = (
        await b.app.inject({ method: 'GET', url: P, headers: { authorization: `Bearer ${pb.token}` } })
      ).json() as TPvpTableView;
      if (v.legal) {
        break;
      }
      const va = (
        await a.app.inject({ method: 'GET', url: P, headers: { authorization: `Bearer ${pa.token}` } })
      ).json() as TPvpTableView;
      expect(
        (
          await post(pa, `${P}/act`, {
            action: (va.legal as TLegalActions).canCheck ? 'check' : 'call',
            version: va.version,
          })
        ).statusCode,
      ).toBe(200);
    }
    const vb = (
      await b.app.inject({ method: 'GET', url: P, headers: { authorization: `Bearer ${pb.token}` } })
    ).json() as TPvpTableView;
    expect((vb.legal as TLegalActions | null)?.seat).toBe(1);
    const acted = await post(pb, `${P}/act`, {
      action: (vb.legal as TLegalActions).canCheck ? 'check' : 'call',
      version: vb.version,
    });
    expect(acted.statusCode).toBe(200);
    // A's viewer hears B's move: the version B wrote, published on B, through Redis
    await until('B’s action on A’s stream', () => seen.some((s) => s.version === vb.version + 1));

    // the seat to act times out: both instances' timers and two passes race; one move is made
    const before = await tableRow();
    const toAct = (before.state as THoldemStored).table.hand!.toAct!;
    const handNo = (before.state as THoldemStored).table.hand!.handNo;
    await a.db
      .updateTable('pvp_tables')
      .set({ deadline: new Date(Date.now() - 1000) })
      .where('id', '=', T)
      .execute();
    const onError = (e: unknown) => {
      throw e;
    };
    const moved = await Promise.all([
      runDueTables(a.db, new Date(), onError),
      runDueTables(b.db, new Date(), onError),
    ]);
    await until('the time-out', async () => (await tableRow()).version > before.version);
    await new Promise((r) => setTimeout(r, 1500));
    const after = await tableRow();
    const state = (after.state as THoldemStored).table;
    expect(moved[0] + moved[1]).toBeLessThanOrEqual(1);
    expect(after.version).toBe(before.version + 1);
    expect(state.seats[toAct]?.sittingOut).toBe(true);
    // (a seat that could check checked: the hand may go on) the rest of the hand times out too
    for (let i = 0; i < 10 && ((await tableRow()).state as THoldemStored).table.hand; i += 1) {
      await a.db
        .updateTable('pvp_tables')
        .set({ deadline: new Date(Date.now() - 1000) })
        .where('id', '=', T)
        .execute();
      await Promise.all([runDueTables(a.db, new Date(), onError), runDueTables(b.db, new Date(), onError)]);
    }
    const ended = ((await tableRow()).state as THoldemStored).table;
    expect(ended.hand).toBeNull();
    const hands = await a.db.selectFrom('pvp_hands').select('hand_no').where('table_id', '=', T).execute();
    expect(hands.filter((h) => h.hand_no === handNo)).toHaveLength(1);
    viewer.destroy();

    // leaving through each instance pays the stacks back: every chip but the rake
    for (const m of [pa, pb]) {
      expect((await post(m, `${P}/leave`, {})).statusCode).toBe(200);
    }
    expect((await walletOf(pa)) + (await walletOf(pb)) + ended.rakeTaken).toBe(20_000);
    expect(await findLedgerViolations(a.db)).toEqual([]);
  });
});

describe.skipIf(!canRun)('[PVP-2X] one bingo room on two instances', () => {
  it('draws one sequence for viewers on both, starts and pays each winner once', async () => {
    const room = 'turbo';
    const pa = await member(a, 100_000);
    const pb = await member(b, 100_000);
    const next = (await roomDetail(a.db, room, pa.memberId, new Date())).next;
    const gameId = Number(next.id);
    await buyCards(bingoDeps(a.db, base.config), pa, room, {
      gameId: next.id,
      cards: 10,
      requestId: 'two-x-a-0001',
    });
    await buyCards(bingoDeps(b.db, base.config), pb, room, {
      gameId: next.id,
      cards: 10,
      requestId: 'two-x-b-0001',
    });
    const balls: Record<'a' | 'b', { gameId: string; n: number; ball: number }[]> = { a: [], b: [] };
    const viewers = await Promise.all(
      (['a', 'b'] as const).map((k) =>
        stream(k === 'a' ? a : b, `/api/bingo/rooms/${room}/stream`, (event, data) => {
          const ball = data as { gameId: string; n: number; ball: number };
          if (event === 'ball' && ball.gameId === String(gameId)) {
            balls[k].push(ball);
          }
        }),
      ),
    );

    // the game starts now (its start moved up), on both instances at once: one start
    const startAt = new Date(Date.now() - 10);
    await a.db.updateTable('bingo_games').set({ starts_at: startAt }).where('id', '=', gameId).execute();
    const starts = await Promise.all([
      runBingoTick(bingoDeps(a.db, base.config), new Date()),
      runBingoTick(bingoDeps(b.db, base.config), new Date()),
    ]);
    expect(starts[0].started + starts[1].started).toBe(1);
    const game = (await bingoRepo.findGameById(a.db, gameId))!;
    expect(game.status).toBe('drawing');
    const result = game.result as TStoredResult;
    // the whole draw is due: both instances' tickers race to push it, each ball goes out once
    const shift = game.ends_at!.getTime() - Date.now() + 10;
    await a.db
      .updateTable('bingo_games')
      .set({
        starts_at: new Date(game.starts_at.getTime() - shift),
        ends_at: new Date(game.ends_at!.getTime() - shift),
      })
      .where('id', '=', gameId)
      .execute();
    await until(
      'the whole draw on both streams',
      () => balls.a.length >= result.balls && balls.b.length >= result.balls,
    );
    await new Promise((r) => setTimeout(r, 1000));
    viewers.forEach((v) => v.destroy());
    const drawn = result.order.slice(0, result.balls);
    for (const k of ['a', 'b'] as const) {
      expect(balls[k].map((x) => x.n)).toEqual(drawn.map((_, i) => i + 1));
      expect(balls[k].map((x) => x.ball)).toEqual(drawn);
    }

    // both settle at once: each purchase is paid once
    const endsAt = (await bingoRepo.findGameById(a.db, gameId))!.ends_at!;
    const settles = await Promise.all([
      runBingoTick(bingoDeps(a.db, base.config), endsAt),
      runBingoTick(bingoDeps(b.db, base.config), endsAt),
    ]);
    // each purchase is counted by the one instance that recorded it; the wallet pays one win per
    // purchase, by its transaction id
    const bought = (await bingoRepo.purchasesOfGame(a.db, gameId)).length;
    expect(settles[0].settled + settles[1].settled).toBe(bought);
    await Promise.all([
      runBingoTick(bingoDeps(a.db, base.config), endsAt),
      runBingoTick(bingoDeps(b.db, base.config), endsAt),
    ]);
    const purchases = await bingoRepo.purchasesOfGame(a.db, gameId);
    const wins = await a.db
      .selectFrom('seamless_transactions')
      .select(['vendor_tx_id'])
      .where(
        'vendor_tx_id',
        'in',
        purchases.map((p) => `bgp${p.id}-win`),
      )
      .execute();
    expect(wins.map((w) => w.vendor_tx_id).sort()).toEqual(purchases.map((p) => `bgp${p.id}-win`).sort());
    expect(purchases.reduce((s, p) => s + (p.win ?? 0), 0)).toBe(result.paid);
    for (const p of purchases) {
      expect(p.win).toBe(purchaseWin(result, p));
      expect((await memberWallet(a.db, p.member_id)).balance).toBe(100_000 - 10 * 100 + (p.win ?? 0));
    }
    expect(await findLedgerViolations(a.db)).toEqual([]);
  });
});
