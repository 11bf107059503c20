// [LIVE-2X] Two app instances against one PostgreSQL database and one Redis (decision 050): a viewer
// streaming from instance B sees the round state published by instance A (a bet placed on A); bets are
// placed on both instances; both run the settlement at once and the round is settled exactly once,
// each bet paid once, the ledger's invariants hold. Needs DATABASE_URL and Redis (REDIS_URL, or the
// local 127.0.0.1:6379): skipped with a message otherwise.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleLiveBets } from '@pavilion/games/live-tables/deal';
import { buildApp } from '@/app.ts';
import { testConfig } from '@/config.ts';
import { redisKeyPrefix } from '@/shared/redis-namespace.ts';
import { createDb, type TDb } from '@/db/database.ts';
import { engineBets } from '@/modules/live-tables/live-bets.service.ts';
import { runLiveTick } from '@/modules/live-tables/live-settlement.service.ts';
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
  console.warn('[LIVE-2X] skipped: needs DATABASE_URL (PostgreSQL) and Redis at REDIS_URL or 127.0.0.1:6379');
}

let a: TTestApp;
let b: { app: FastifyInstance; db: TDb; redis: Redis };
let redisA: Redis;
let dropA: () => Promise<void>;

beforeAll(async () => {
  if (!canRun) {
    return;
  }
  a = await startTestApp({ REDIS_URL });
  // the deployment's prefix (from its database): other test files on this Redis stay apart
  const keyPrefix = redisKeyPrefix({ DATABASE_URL: a.databaseUrl!, PGLITE_DIR: '' });
  redisA = new Redis(REDIS_URL, { keyPrefix });
  dropA = a.close;
  // instance A's app is rebuilt with Redis (startTestApp passes none); B is a second app on the same database
  await a.app.close();
  const dbA = await createDb({ kind: 'postgres', url: a.databaseUrl!, poolSize: 4 });
  a = { ...a, db: dbA, app: await buildApp({ config: a.config, db: dbA, redis: redisA }) };
  await a.app.listen({ host: '127.0.0.1', port: 0 });
  const redisB = new Redis(REDIS_URL, { keyPrefix });
  const dbB = await createDb({ kind: 'postgres', url: a.databaseUrl!, poolSize: 4 });
  b = {
    db: dbB,
    redis: redisB,
    app: await buildApp({ config: testConfig({ TRUST_PROXY: true, REDIS_URL }), db: dbB, redis: redisB }),
  };
  await b.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  if (!canRun) {
    return;
  }
  await b.app.close();
  await b.db.destroy();
  b.redis.disconnect();
  await a.app.close();
  await a.db.destroy();
  redisA.disconnect();
  // the first app (already closed) and this file's database
  await dropA().catch(() => undefined);
});

async function member(app: FastifyInstance, db: TDb, balance: number) {
  const m = await createMember({ ...a, app, db }, { balance });
  const token = await createSession(db, a.config, { kind: 'member', memberId: m.id, ip: nextIp() });
  return { id: m.id, token, app };
}

/** Opens B's stream of the table; resolves each `state` frame to `onState`. */
function streamFrom(
  app: FastifyInstance,
  tableId: string,
  onState: (state: { players: number; round: { id: string } }) => void,
) {
  const port = (app.server.address() as AddressInfo).port;
  return new Promise<http.ClientRequest>((resolve) => {
    const req = http.get(`http://127.0.0.1:${port}/api/live/tables/${tableId}/stream`, (res) => {
      let buf = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buf += chunk;
        let at: number;
        while ((at = buf.indexOf('\n\n')) >= 0) {
          const frame = buf.slice(0, at);
          buf = buf.slice(at + 2);
          if (frame.startsWith('event: ready')) {
            resolve(req);
          } else if (frame.startsWith('event: state')) {
            onState(JSON.parse(frame.split('data: ')[1]!));
          }
        }
      });
    });
  });
}

describe.skipIf(!canRun)('[LIVE-2X] two instances, one database, one Redis', () => {
  it('shows A’s round state to B’s viewer, takes bets on both, settles once', async () => {
    const tableId = 'dragon-tiger-1';
    const stateRes = await b.app.inject({ method: 'GET', url: `/api/live/tables/${tableId}` });
    const round = stateRes.json().round as { id: string; closesAt: string; settlesAt: string };
    expect(Date.parse(round.closesAt) - Date.now()).toBeGreaterThan(0);
    const seen: { players: number; round: { id: string } }[] = [];
    const viewer = await streamFrom(b.app, tableId, (s) => seen.push(s));

    const pa = await member(a.app, a.db, 10_000);
    const pb = await member(b.app, b.db, 10_000);
    const place = (p: typeof pa, type: 'dragon' | 'tiger') =>
      p.app.inject({
        method: 'POST',
        url: `/api/live/tables/${tableId}/bets`,
        headers: { authorization: `Bearer ${p.token}` },
        payload: { roundId: round.id, placement: { game: 'dragon-tiger', bets: [{ type, amount: 500 }] } },
      });
    // the bet on A publishes the state on A; B's viewer hears it through Redis
    expect((await place(pa, 'dragon')).statusCode).toBe(200);
    for (let i = 0; i < 50 && !seen.some((s) => s.round.id === round.id && s.players >= 1); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen.some((s) => s.round.id === round.id && s.players >= 1)).toBe(true);
    expect((await place(pb, 'tiger')).statusCode).toBe(200);
    viewer.destroy();

    // both instances settle at the same moment: one claims the round
    const row = await a.db
      .selectFrom('live_rounds')
      .selectAll()
      .where('id', '=', Number(round.id))
      .executeTakeFirstOrThrow();
    const at = new Date(row.settles_at.getTime() + 10);
    const outs = await Promise.all([runLiveTick(a.db, a.config, at), runLiveTick(b.db, a.config, at)]);
    expect(outs.map((o) => o.bets).sort()).toEqual([0, 2]);
    const pay = (type: 'dragon' | 'tiger') =>
      settleLiveBets(row.result, engineBets({ game: 'dragon-tiger', bets: [{ type, amount: 500 }] })).payout;
    expect((await memberWallet(a.db, pa.id)).balance).toBe(9_500 + pay('dragon'));
    expect((await memberWallet(a.db, pb.id)).balance).toBe(9_500 + pay('tiger'));
    // once more on both: nothing moves
    await Promise.all([runLiveTick(a.db, a.config, at), runLiveTick(b.db, a.config, at)]);
    expect((await memberWallet(a.db, pa.id)).balance).toBe(9_500 + pay('dragon'));
    const bets = await a.db
      .selectFrom('live_bets')
      .select(['status', 'wallet_done'])
      .where('round_id', '=', row.id)
      .execute();
    expect(bets).toEqual([
      { status: 'settled', wallet_done: true },
      { status: 'settled', wallet_done: true },
    ]);
    expect(await findLedgerViolations(a.db)).toEqual([]);
  });
});
