// Sportsbook at scale (issue 16 §Scale, decision 048), in one run on fresh PostgreSQL databases:
//  1. BENCH_VIEWERS (2,000) SSE viewers of one in-play event on one app instance
//     (`/api/sportsbook/events/:id/stream`). Each odds change goes out three ways, taking turns
//     (BENCH_SLICES) so the machine's load hits all of them: (a) the feed's own path, an `odds`
//     step applied by applyDueSteps (its transaction, then the topic bus, then every stream),
//     timed from just before the call; (b) the same message published straight on the topic bus
//     (publishLive); (c) a bare broadcast: a plain Node http server holding 2,000
//     `text/event-stream` responses and writing the same frame to each. Each change carries odds of
//     its own, by which every viewer finds its send time: p50/p99 over viewers × changes.
//  2. BENCH_TICKETS (100,000) open tickets of one match from BENCH_MEMBERS (2,000) members: singles
//     on every market of the match (1x2, over/under on a whole line that pushes, a quarter Asian
//     handicap that half-wins/half-loses, both teams to score, and an outright market the result
//     voids) and accumulators with a leg on the match and one or two on matches already resulted
//     (some with the void leg). The match's result is written by the feed, the database copied, and
//     then, side by side: the real settleDue (→ settleEvent, sports_settle_chunk) on one copy and a
//     hand-written set-based SQL settlement (prices in SQL, one UPDATE of tickets, one of bets, one
//     posting for all wins, one for all refunds, the seamless transactions in one INSERT) on the
//     other. Both copies must end with the same statuses, payouts and wallets.
//  3. Bets/s through the betting service (placeBet: the checks, then the group commit of
//     bet-batches.ts: sports_place_tickets places the bets arriving together in one transaction) from
//     BENCH_CLIENTS (64) concurrent loops over BENCH_BETTORS (400) members (singles and doubles on
//     pre-match markets), beside the raw posting ceiling: the ledger's postTransaction of the same
//     debit (wallet → house shard) from the same loops and pool; BENCH_SECONDS each, in turns.
// `npm run bench -- sportsbook` (sportsbook.bench.ts loads this).
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { TPlaceBetRequest } from '@pavilion/contracts/sportsbook';
import { potentialReturn } from '@pavilion/games/sports/ticket-return';
import type { TSimFixture, TSimMarket } from '@pavilion/games/sports/simulated-feed';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { createDb, type TDb } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedSite } from '../apps/server/src/db/seed.ts';
import { insertMemberWithWallet } from '../apps/server/src/modules/members/members.repo.ts';
import { createSession } from '../apps/server/src/modules/sessions/sessions.service.ts';
import { placeBet } from '../apps/server/src/modules/sportsbook/betting.service.ts';
import type { TSportsFeedAdapter } from '../apps/server/src/modules/sportsbook/feed-adapter.ts';
import { applyDueSteps } from '../apps/server/src/modules/sportsbook/feed.service.ts';
import { publishLive } from '../apps/server/src/modules/sportsbook/live-topic.ts';
import { settleDue } from '../apps/server/src/modules/sportsbook/settlement.service.ts';
import { sportsDeps, type TSportsDeps } from '../apps/server/src/modules/sportsbook/sportsbook.deps.ts';
import { runSportsTick } from '../apps/server/src/modules/sportsbook/sportsbook.jobs.ts';
import {
  houseAccount,
  memberWallet,
  postTransaction,
} from '../apps/server/src/modules/wallet/ledger.service.ts';
import { freshDatabase } from '../apps/server/test/helpers/fresh-database.ts';

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 20);
const SLICES = Number(process.env.BENCH_SLICES ?? 2);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000);
const BETTORS = Number(process.env.BENCH_BETTORS ?? 400);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POOL = Number(process.env.BENCH_POOL ?? 16);
const RAMP = Number(process.env.BENCH_RAMP ?? 200);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'fanout,settle,place').split(','));
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The feed's clock in the bench: virtual times, the steps land when the bench runs the feed. */
const T0 = Date.UTC(2030, 0, 1, 12);
const LIVE = 'bench-live';
const MATCH = 'bench-match';
const BET_EVENTS = 8;
const FEED_ODDS0 = 1500; // the feed path's odds: FEED_ODDS0 + k
const PUSH_ODDS0 = 5000; // the bus's and the bare broadcast's: PUSH_ODDS0 + k
const MATCH_END = T0 + 3_600_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();
function pct(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
const ms = (v: number) => `${v.toFixed(1).padStart(7)} ms`;

// ---------------------------------------------------------------- fixtures (a scripted feed)
function market(
  id: string,
  kind: TSimMarket['kind'],
  odds: Record<string, number>,
  lineQ: number | null = null,
): TSimMarket {
  return {
    id,
    kind,
    lineQ,
    param: null,
    inPlay: true,
    selections: Object.entries(odds).map(([key, odds1000]) => ({
      id: `${id}-${key}`,
      key,
      label: null,
      odds1000,
    })),
  };
}

function football(
  id: string,
  startsAt: number,
  markets: TSimMarket[],
  timeline: TSimFixture['timeline'],
): TSimFixture {
  return {
    id,
    sport: 'football',
    vertical: 'SPORTS',
    league: 'Bench League',
    home: `${id} Home`,
    away: `${id} Away`,
    startsAt,
    closesAt: null,
    fightNo: null,
    markets,
    timeline,
  };
}

function fixtures(): TSimFixture[] {
  const liveSteps: TSimFixture['timeline'] = [{ atMs: T0 + 1000, type: 'start' }];
  for (let k = 0; k < CHANGES * SLICES; k++) {
    liveSteps.push({
      atMs: T0 + 10_000 + k * 1000,
      type: 'odds',
      marketId: `${LIVE}-1x2`,
      odds: [{ selectionId: `${LIVE}-1x2-home`, odds1000: FEED_ODDS0 + k }],
    });
  }
  const list: TSimFixture[] = [
    football(
      LIVE,
      T0 + 1000,
      [
        market(`${LIVE}-1x2`, '1x2', { home: 2000, draw: 3400, away: 3600 }),
        market(`${LIVE}-ou`, 'ou', { over: 1900, under: 1900 }, 10),
        market(`${LIVE}-ah`, 'ah', { home: 1950, away: 1950 }, -1),
      ],
      liveSteps,
    ),
    // result 2-1: 1x2 home wins; over/under 3.0 pushes; home -1.25 half-loses (away half-wins);
    // both teams scored; the outright market has no winner and is void
    football(
      MATCH,
      T0 + 1000,
      [
        market(`${MATCH}-1x2`, '1x2', { home: 2100, draw: 3300, away: 3500 }),
        market(`${MATCH}-ou`, 'ou', { over: 1900, under: 1950 }, 12),
        market(`${MATCH}-ah`, 'ah', { home: 1950, away: 1900 }, -5),
        market(`${MATCH}-btts`, 'btts', { yes: 1800, no: 2000 }),
        market(`${MATCH}-out`, 'outright', { p1: 5000, p2: 6000 }),
      ],
      [
        { atMs: T0 + 1000, type: 'start' },
        { atMs: MATCH_END, type: 'end', result: { home: 2, away: 1 } },
      ],
    ),
    // the accumulators' other legs: matches resulted (and settled) before the tickets are written
    ...[
      ['bench-o1', 1, 0],
      ['bench-o2', 0, 0],
    ].map(([id, home, away]) =>
      football(
        id as string,
        T0 + 1000,
        [market(`${id}-1x2`, '1x2', { home: 1700, draw: 3500, away: 4200 })],
        [
          { atMs: T0 + 1000, type: 'start' },
          { atMs: T0 + 2000, type: 'end', result: { home: home as number, away: away as number } },
        ],
      ),
    ),
  ];
  for (let i = 0; i < BET_EVENTS; i++) {
    const id = `bench-bet${i}`;
    list.push(
      football(
        id,
        T0 + 30 * 86_400_000,
        [
          market(`${id}-1x2`, '1x2', { home: 2000 + i * 10, draw: 3300, away: 3700 }),
          market(`${id}-ou`, 'ou', { over: 1900, under: 1900 }, 10),
        ],
        [],
      ),
    );
  }
  return list;
}

function scriptedAdapter(list: TSimFixture[]): TSportsFeedAdapter {
  const byId = new Map(list.map((f) => [f.id, f]));
  return {
    fixturesAhead: () => list.map(({ timeline: _t, ...f }) => f),
    stepsDue: (id, from, at) => {
      const f = byId.get(id);
      if (!f) {
        return null;
      }
      const due = [];
      for (const s of f.timeline.slice(from)) {
        if (s.atMs > at.getTime()) {
          break;
        }
        due.push(s);
      }
      return { steps: due, total: f.timeline.length };
    },
  };
}

type TSel = { id: number; eventId: number; marketId: number; feedKey: string; odds1000: number };

async function selections(db: TDb, feedPrefix: string): Promise<TSel[]> {
  const { rows } = await sql<{
    id: string;
    event_id: string;
    market_id: string;
    feed_key: string;
    odds1000: number;
  }>`
    select s.id, m.event_id, m.id as market_id, s.feed_key, s.odds1000
      from sports_selections s join sports_markets m on m.id = s.market_id
      where s.feed_key like ${`${feedPrefix}%`} order by s.id`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    eventId: Number(r.event_id),
    marketId: Number(r.market_id),
    feedKey: r.feed_key,
    odds1000: r.odds1000,
  }));
}

async function eventIdOf(db: TDb, feedId: string): Promise<number> {
  const { rows } = await sql<{ id: string }>`select id from sports_events where feed_id = ${feedId}`.execute(
    db,
  );
  return Number(rows[0]!.id);
}

// ---------------------------------------------------------------- part 1: fan-out
/**
 * Opens `n` SSE clients on `url` in a worker thread (sportsbook-viewers.mjs), RAMP at a time (viewers
 * arrive, they do not all connect in the same millisecond); resolves once each has its `ready` (or,
 * bare, first) frame. `close` ends them and answers every change frame's [odds1000, receive time].
 */
async function openViewers(url: string, n: number) {
  const worker = new Worker(new URL('./sportsbook-viewers.mjs', import.meta.url), {
    workerData: { url, n, ramp: RAMP },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  return () =>
    new Promise<[number, number][]>((resolve, reject) => {
      worker.once('message', (m: { received: [number, number][] }) => resolve(m.received));
      worker.once('error', reject);
      worker.postMessage('close');
    });
}

/** Latencies of the frames received, split by which side sent their odds. */
function latencies(received: [number, number][], sentAt: Map<number, number>, side: 'feed' | 'push') {
  const out: number[] = [];
  for (const [odds, at] of received) {
    const sent = sentAt.get(odds);
    if (sent !== undefined && odds < PUSH_ODDS0 === (side === 'feed')) {
      out.push(at - sent);
    }
  }
  return out;
}

async function bareServer() {
  const clients = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write('retry: 3000\n\n');
    clients.add(res);
    req.on('close', () => clients.delete(res));
  });
  server.maxConnections = VIEWERS * 2;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    broadcast: (data: unknown) => {
      const frame = `event: change\ndata: ${JSON.stringify(data)}\n\n`;
      for (const res of clients) {
        res.write(frame);
      }
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function fanout(deps: TSportsDeps, base: string) {
  const db = deps.db;
  const liveId = await eventIdOf(db, LIVE);
  const home = (await selections(db, LIVE)).find((s) => s.feedKey === `${LIVE}-1x2-home`);
  const sentAt = new Map<number, number>();
  const t0 = performance.now();
  const closeApp = await openViewers(`${base}/api/sportsbook/events/${liveId}/stream`, VIEWERS);
  const connectS = (performance.now() - t0) / 1000;
  const bare = await bareServer();
  const closeBare = await openViewers(bare.url, VIEWERS);
  const message = (odds1000: number) => ({
    eventId: String(liveId),
    changes: [
      {
        type: 'odds' as const,
        marketId: String(home!.marketId),
        selections: [{ id: String(home!.id), odds1000 }],
      },
    ],
  });
  let feedK = 0;
  let pushK = 0;
  for (let s = 0; s < SLICES; s++) {
    for (let k = 0; k < CHANGES; k++, feedK++) {
      sentAt.set(FEED_ODDS0 + feedK, now());
      await applyDueSteps(deps, new Date(T0 + 10_000 + feedK * 1000));
      await sleep(250);
    }
    for (let k = 0; k < CHANGES; k++, pushK++) {
      const odds = PUSH_ODDS0 + 2 * pushK;
      sentAt.set(odds, now());
      await publishLive(db, message(odds));
      await sleep(250);
    }
    for (let k = 0; k < CHANGES; k++, pushK++) {
      const odds = PUSH_ODDS0 + 2 * pushK + 1;
      sentAt.set(odds, now());
      bare.broadcast(message(odds));
      await sleep(250);
    }
  }
  await sleep(500);
  const appReceived = await closeApp();
  const bareReceived = await closeBare();
  await bare.close();
  const expected = VIEWERS * CHANGES * SLICES;
  const row = (label: string, l: number[]) =>
    `  ${label.padEnd(50)} p50 ${ms(pct(l, 0.5))}  p99 ${ms(pct(l, 0.99))}  (${l.length}/${expected} deliveries)`;
  const feed = latencies(appReceived, sentAt, 'feed');
  const bus = latencies(appReceived, sentAt, 'push');
  const raw = latencies(bareReceived, sentAt, 'push');
  console.log(
    `\n1. odds change to ${VIEWERS} SSE viewers of one in-play event (${CHANGES * SLICES} changes each way; ${VIEWERS} streams opened in ${connectS.toFixed(1)} s):`,
  );
  console.log(row('app: feed odds step (transaction, bus, SSE)', feed));
  console.log(row('app: publishLive on the topic bus -> SSE', bus));
  console.log(row('bare: Node http SSE, write to every socket', raw));
  console.log(
    `  ratio bus/bare p50 ${(pct(bus, 0.5) / pct(raw, 0.5)).toFixed(2)}, p99 ${(pct(bus, 0.99) / pct(raw, 0.99)).toFixed(2)}; ` +
      `feed/bare p50 ${(pct(feed, 0.5) / pct(raw, 0.5)).toFixed(2)}, p99 ${(pct(feed, 0.99) / pct(raw, 0.99)).toFixed(2)}; ` +
      `target p99 < 250 ms: ${pct(feed, 0.99) < 250 ? 'met' : 'NOT met'} (feed path)`,
  );
}

// ---------------------------------------------------------------- part 3: placement
async function placement(deps: TSportsDeps, config: ReturnType<typeof testConfig>) {
  const db = deps.db;
  const members: { memberId: number; sessionId: number; wallet: number; house: number }[] = [];
  const tag = randomBytes(3).toString('hex');
  for (let i = 0; i < BETTORS; i++) {
    const m = await insertMemberWithWallet(
      db,
      { account: `sbp${tag}${i}`, nickname: 'bench', type: 0, password_hash: 'x' },
      { balance: 1_000_000_000_000, currency: 'USD' },
    );
    await createSession(db, config, { kind: 'member', memberId: m.id, ip: '10.0.0.1' });
    const s = await db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    members.push({
      memberId: m.id,
      sessionId: Number(s.id),
      wallet: (await memberWallet(db, m.id)).accountId,
      house: await houseAccount(db, 'games', m.id),
    });
  }
  const sels = await selections(db, 'bench-bet');
  const grouped = new Map<number, TSel[]>();
  for (const s of sels) {
    grouped.set(s.eventId, [...(grouped.get(s.eventId) ?? []), s]);
  }
  const byEvent = [...grouped.values()];
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
  const stake = () => 100 * (1 + Math.floor(Math.random() * 10));
  const errors = new Map<string, number>();
  const placeOnce = async () => {
    const p = pick(members);
    const e1 = pick(byEvent);
    const legs = [pick(e1)];
    if (Math.random() < 0.2) {
      legs.push(pick(pick(byEvent.filter((e) => e !== e1))));
    }
    const req: TPlaceBetRequest = {
      requestId: randomUUID(),
      betType: legs.length === 1 ? 'single' : 'accumulator',
      legs: legs.map((l) => ({ selectionId: String(l.id), odds1000: l.odds1000 })),
      stakePerLine: stake(),
      acceptOdds: 'none',
    };
    try {
      await placeBet(deps, { memberId: p.memberId, sessionId: p.sessionId }, req, undefined);
    } catch (error) {
      const code = (error as { code?: string }).code ?? String(error).slice(0, 120);
      errors.set(code, (errors.get(code) ?? 0) + 1);
      throw error;
    }
  };
  const postOnce = async () => {
    const p = pick(members);
    const amount = stake();
    await postTransaction(db, {
      idempotencyKey: `bench:${randomUUID()}`,
      kind: 'bet',
      legs: [
        { accountId: p.wallet, amount: -amount },
        { accountId: p.house, amount },
      ],
      description: 'bench',
    });
  };
  // warm-up, then turns
  await closedLoop(CLIENTS, 1, placeOnce);
  await closedLoop(CLIENTS, 1, postOnce);
  const place = { count: 0, ms: [] as number[], seconds: 0, failed: 0 };
  const post = { count: 0, ms: [] as number[], seconds: 0, failed: 0 };
  const turn = SECONDS / SLICES;
  for (let s = 0; s < SLICES; s++) {
    for (const [side, once] of [
      [place, placeOnce],
      [post, postOnce],
    ] as const) {
      const r = await closedLoop(CLIENTS, turn, once);
      side.count += r.latencies.length;
      side.ms.push(...r.latencies);
      side.seconds += r.seconds;
      side.failed += r.failed;
    }
  }
  const row = (label: string, r: typeof place) =>
    `  ${label.padEnd(50)} ${(r.count / r.seconds).toFixed(0).padStart(6)}/s  p50 ${ms(pct(r.ms, 0.5))}  p99 ${ms(pct(r.ms, 0.99))}  (${r.count}, ${r.failed} failed)`;
  console.log(
    `\n3. placing bets on PostgreSQL: ${CLIENTS} concurrent loops over ${BETTORS} members, pool ${POOL}, ${SECONDS} s each side in ${SLICES} turns (80% singles, 20% doubles):`,
  );
  console.log(row('placeBet (checks + grouped sports_place_tickets)', place));
  console.log(row('ledger postTransaction (bet debit), the ceiling', post));
  const rate = place.count / place.seconds;
  console.log(
    `  ratio bets/postings ${(rate / (post.count / post.seconds)).toFixed(2)}; target >= 1,500 bets/s: ${rate >= 1500 ? 'met' : 'NOT met'}` +
      (errors.size > 0 ? `; errors ${JSON.stringify(Object.fromEntries(errors))}` : ''),
  );
}

async function closedLoop(clients: number, seconds: number, once: () => Promise<unknown>) {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          await once();
          latencies.push(performance.now() - t);
        } catch {
          failed += 1;
        }
      }
    }),
  );
  return { latencies, failed, seconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------- part 2: settlement
/** Writes TICKETS open tickets (with their seamless bets) of MEMBERS members, set-based. */
async function writeTickets(db: TDb) {
  const tag = randomBytes(3).toString('hex');
  const memberIds: number[] = [];
  for (let i = 0; i < MEMBERS; i += 16) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(16, MEMBERS - i) }, (_, k) =>
        insertMemberWithWallet(
          db,
          { account: `sbs${tag}${i + k}`, nickname: 'bench', type: 0, password_hash: 'x' },
          { balance: 1_000_000, currency: 'USD' },
        ),
      ),
    );
    memberIds.push(...batch.map((m: { id: number }) => m.id));
  }
  const match = await selections(db, MATCH);
  const voids = match.filter((s) => s.feedKey.startsWith(`${MATCH}-out-`));
  const others = match.filter((s) => !s.feedKey.startsWith(`${MATCH}-out-`));
  const o1 = await selections(db, 'bench-o1');
  const o2 = await selections(db, 'bench-o2');
  const matchEvent = await eventIdOf(db, MATCH);
  const { rows: seq } = await sql<{ t: string; b: string }>`
    select nextval(pg_get_serial_sequence('sports_tickets', 'id')) as t, nextval(pg_get_serial_sequence('seamless_bets', 'id')) as b
      from generate_series(1, ${TICKETS}::int)`.execute(db);
  const counts = { singles: 0, accumulators: 0, voidLegs: 0 };
  const BATCH = 10_000;
  for (let from = 0; from < TICKETS; from += BATCH) {
    const t = { id: [] as number[], member: [] as number[], type: [] as string[], spl: [] as number[] };
    const t2 = { potential: [] as number[], bet: [] as number[] };
    const l = { ticket: [] as number[], no: [] as number[], event: [] as number[], market: [] as number[] };
    const l2 = { selection: [] as number[], odds: [] as number[] };
    for (let i = from; i < Math.min(TICKETS, from + BATCH); i++) {
      const id = Number(seq[i]!.t);
      // one in 20 legs on the match is on the void outright market
      const onMatch = i % 20 === 0 ? voids[i % voids.length]! : others[(i * 7) % others.length]!;
      const legs = [onMatch];
      if (i % 10 >= 7) {
        legs.push(o1[i % o1.length]!);
        if (i % 2 === 0) {
          legs.push(o2[(i >> 1) % o2.length]!);
        }
      }
      counts[legs.length === 1 ? 'singles' : 'accumulators'] += 1;
      counts.voidLegs += i % 20 === 0 ? 1 : 0;
      const spl = 100 * (1 + (i % 10));
      t.id.push(id);
      t.member.push(memberIds[i % MEMBERS]!);
      t.type.push(legs.length === 1 ? 'single' : 'accumulator');
      t.spl.push(spl);
      t2.potential.push(
        potentialReturn({
          betType: legs.length === 1 ? 'single' : 'accumulator',
          legs: legs.map((x) => ({ odds1000: x.odds1000 })),
          stakePerLine: spl,
        }),
      );
      t2.bet.push(Number(seq[i]!.b));
      legs.forEach((x, n) => {
        l.ticket.push(id);
        l.no.push(n);
        l.event.push(x.eventId);
        l.market.push(x.marketId);
        l2.selection.push(x.id);
        l2.odds.push(x.odds1000);
      });
    }
    await db.transaction().execute(async (trx) => {
      await sql`insert into seamless_bets (id, vendor_code, bet_tx_id, member_id, round_id, game_code, game_type,
            catalogue_vendor, amount)
          select b, 'SPORTSBOOK', 'sb' || t || '-bet', m, 'sb' || t, 'sportsbook:football', 'SPORTS', 'IBC', s
            from unnest(${t2.bet}::bigint[], ${t.id}::bigint[], ${t.member}::bigint[], ${t.spl}::bigint[]) x(b, t, m, s)`.execute(
        trx,
      );
      await sql`insert into sports_tickets (id, member_id, request_id, bet_type, lines, stake_per_line, stake_total,
            potential_return, accept_odds, vertical, vendor_code, bet_id)
          select t, m, 'bench-' || t, bt, 1, s, s, p, 'none', 'SPORTS', 'IBC', b
            from unnest(${t.id}::bigint[], ${t.member}::bigint[], ${t.type}::text[], ${t.spl}::bigint[],
              ${t2.potential}::bigint[], ${t2.bet}::bigint[]) x(t, m, bt, s, p, b)`.execute(trx);
      await sql`insert into sports_ticket_legs (ticket_id, leg_no, event_id, market_id, selection_id, odds1000)
          select * from unnest(${l.ticket}::bigint[], ${l.no}::smallint[], ${l.event}::bigint[], ${l.market}::bigint[],
            ${l2.selection}::bigint[], ${l2.odds}::int[])`.execute(trx);
    });
  }
  await sql`analyze`.execute(db);
  return { matchEvent, counts };
}

/** The hand-written settlement: every open ticket of the event priced and settled in a few set-based statements. */
async function handSettle(db: TDb, eventId: number) {
  await db.transaction().execute(async (trx) => {
    await sql`create temp table hand_p on commit drop as
      select t.id, t.member_id, t.bet_id, t.stake_total, count(*) as legs, min(s.outcome) as first_outcome,
          bool_and(s.outcome = 'void') as all_void, bool_or(s.outcome is null) as pending,
          floor(t.stake_per_line * bench_mul(case s.outcome when 'win' then l.odds1000 / 1000.0 when 'lose' then 0
            when 'half_win' then (1000 + l.odds1000) / 2000.0 when 'half_lose' then 0.5 else 1 end))::bigint as payout
        from sports_tickets t
        join sports_ticket_legs l on l.ticket_id = t.id
        join sports_selections s on s.id = l.selection_id
        where t.status = 'open' and t.id in (select ticket_id from sports_ticket_legs where event_id = ${eventId})
        group by t.id`.execute(trx);
    await sql`delete from hand_p where pending`.execute(trx);
    await sql`update sports_tickets t set payout = p.payout, settled_at = now(),
        status = case when p.all_void then 'void'
          when p.legs = 1 and p.first_outcome = 'half_win' then 'half_won'
          when p.legs = 1 and p.first_outcome = 'half_lose' then 'half_lost'
          when p.payout = 0 then 'lost' when p.payout > p.stake_total then 'won'
          when p.payout = p.stake_total then 'push' else 'half_lost' end
      from hand_p p where t.id = p.id`.execute(trx);
    await sql`update seamless_bets b set status = case when p.all_void then 'rolled_back' else 'settled' end,
        win_amount = case when p.all_void then 0 else p.payout end, settled_at = now(),
        closing_tx_id = 'sb' || p.id || case when p.all_void then '-bet-rb' else '-win' end
      from hand_p p where b.id = p.bet_id`.execute(trx);
    for (const [kind, voided] of [
      ['win', false],
      ['rollback', true],
    ] as const) {
      // one posting: one leg per member wallet and per house shard, in account id order
      await sql`select ledger_post(${`hand:${kind}:${eventId}`}, ${kind}, array_agg(acc order by acc), array_agg(amt order by acc),
          'hand settlement', '{}'::jsonb)
        from (select a.id as acc, sum(p.payout)::bigint as amt from hand_p p
                join ledger_accounts a on a.member_id = p.member_id and a.purpose = 'wallet'
                where p.payout > 0 and p.all_void = ${voided} group by a.id
              union all
              select seamless_house_account(p.member_id), -sum(p.payout)::bigint from hand_p p
                where p.payout > 0 and p.all_void = ${voided} group by 1) x
        having count(*) > 0`.execute(trx);
    }
    await sql`insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id, result)
      select 'SPORTSBOOK', 'sb' || p.id || case when p.all_void then '-bet-rb' else '-win' end,
          case when p.all_void then 'rollback' else 'win' end,
          encode(sha256(convert_to(format('["%s","%s","sb%s",%s]', case when p.all_void then 'rollback' else 'win' end,
            p.member_id, p.id, p.payout), 'UTF8')), 'hex'),
          p.member_id, jsonb_build_object('balance', a.balance, 'currency', a.currency)
        from hand_p p join ledger_accounts a on a.member_id = p.member_id and a.purpose = 'wallet'
        where p.payout > 0`.execute(trx);
  });
}

async function outcomeOf(db: TDb) {
  const { rows } = await sql<{ status: string; n: string; paid: string }>`
    select status, count(*) as n, coalesce(sum(payout), 0) as paid from sports_tickets group by status order by status`.execute(
    db,
  );
  const { rows: w } = await sql<{ total: string }>`
    select sum(balance) as total from ledger_accounts where owner_type = 'member'`.execute(db);
  return {
    byStatus: rows.map((r) => `${r.status} ${r.n} (${r.paid})`).join(', '),
    wallets: String(w[0]!.total),
  };
}

async function settlement(base: string, url: string, deps: TSportsDeps) {
  let db = deps.db;
  const tw = performance.now();
  const { matchEvent, counts } = await writeTickets(db);
  // the match ends: its result version is written (the feed), not settled yet
  await applyDueSteps(deps, new Date(MATCH_END));
  console.log(
    `\n2. settling ${TICKETS} tickets of one match (${counts.singles} singles, ${counts.accumulators} accumulators, ${counts.voidLegs} with the void leg; ${MEMBERS} members; written in ${((performance.now() - tw) / 1000).toFixed(1)} s):`,
  );
  await db.destroy();
  // the same data twice: the source for ours, a copy for the hand-written SQL
  const source = new URL(url).pathname.slice(1);
  const copy = await freshDatabase(base, 'pavilion_sb_hand', source);
  db = await createDb({ kind: 'postgres', url, poolSize: POOL });
  const hand = await createDb({ kind: 'postgres', url: copy.url, poolSize: 4 });
  try {
    await sql`create aggregate bench_mul(numeric) (sfunc = numeric_mul, stype = numeric, initcond = '1')`.execute(
      hand,
    );
    for (const d of [db, hand]) {
      await sql`select count(*) from sports_tickets t join sports_ticket_legs l on l.ticket_id = t.id`.execute(
        d,
      );
      await sql`select count(*) from seamless_bets`.execute(d);
    }
    const h0 = performance.now();
    await handSettle(hand, matchEvent);
    const handS = (performance.now() - h0) / 1000;
    const o0 = performance.now();
    const out = await settleDue({ ...deps, db }, new Date(MATCH_END + 1000));
    const oursS = (performance.now() - o0) / 1000;
    const [a, b] = [await outcomeOf(db), await outcomeOf(hand)];
    console.log(
      `  ${'ours: settleDue -> settleEvent -> settleChunk'.padEnd(56)} ${oursS.toFixed(2).padStart(6)} s  (${out.settled} settled)`,
    );
    console.log(
      `  ${'hand-written set-based SQL (one transaction)'.padEnd(56)} ${handS.toFixed(2).padStart(6)} s`,
    );
    console.log(
      `  ratio ours/hand ${(oursS / handS).toFixed(2)}; target < 20 s: ${oursS < 20 ? 'met' : 'NOT met'}; same outcome: ${a.byStatus === b.byStatus && a.wallets === b.wallets ? 'yes' : 'NO'}`,
    );
    console.log(`  tickets by status (payouts): ${a.byStatus}`);
    if (a.byStatus !== b.byStatus || a.wallets !== b.wallets) {
      console.log(`  hand: ${b.byStatus}; wallets ours ${a.wallets} hand ${b.wallets}`);
    }
  } finally {
    await hand.destroy().catch(() => undefined);
    await copy.drop();
  }
  return db;
}

export async function main() {
  const target = await freshDatabase(BASE_URL, 'pavilion_sb_bench');
  let db = await createDb({ kind: 'postgres', url: target.url, poolSize: POOL });
  try {
    await migrateToLatest(db);
    await seedSite(db);
    const config = testConfig({
      DATABASE_URL: target.url,
      SPORTS_INPLAY_DELAY_MS: 0,
      SPORTS_MEMBER_EVENT_MAX: 1_000_000_000_000,
    });
    const adapter = scriptedAdapter(fixtures());
    const deps: TSportsDeps = { ...sportsDeps(db, config), adapter };
    // fixtures, starts, the other matches' results (settled: no tickets yet)
    await runSportsTick(deps, new Date(T0 + 5000));
    console.log(
      `sportsbook bench: PostgreSQL, ${VIEWERS} viewers, ${TICKETS} tickets of ${MEMBERS} members, ${CLIENTS} betting loops; parts ${[...PARTS].join(', ')}`,
    );
    if (PARTS.has('fanout')) {
      const app = await buildApp({ config, db });
      await app.listen({ host: '127.0.0.1', port: 0 });
      await fanout(deps, `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
      await app.close();
    }
    if (PARTS.has('place')) {
      await placement(deps, config);
    }
    if (PARTS.has('settle')) {
      db = await settlement(BASE_URL, target.url, deps);
    }
  } finally {
    await db.destroy().catch(() => undefined);
    await target.drop();
  }
}
