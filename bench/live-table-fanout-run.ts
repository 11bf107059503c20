// Live table fan-out (issue 17 §Scale, decision 050), in one run on a fresh PostgreSQL database:
//  1. BENCH_VIEWERS (2,000) SSE viewers of one table on one app instance: BENCH_STATES (20) round
//     states published on the table's topic (the bus the job and the presenter use), each a whole
//     table state stamped with its send time; every viewer's receive time gives the delivery latency
//     (p50/p99 over viewers × states). Beside it, in the same run and with the same clients, a bare
//     broadcast: a plain Node http server holding 2,000 `text/event-stream` responses and writing
//     the same payload to each. The two take turns (BENCH_SLICES) so the machine's load hits both.
//  2. BENCH_BETTORS (500) members POST a bet over HTTP in the last 3 s of one round's window (spread
//     evenly): each is accepted (200) or clearly refused (409 LIVE_BETTING_CLOSED once the window
//     shut); anything else is counted as an error (by code). BENCH_LATE (20) more bets are sent
//     0–500 ms after closesAt: each must be refused LIVE_BETTING_CLOSED. Bet latency p50/p99 is of
//     the in-window bets. Then the round is settled (claim, payouts, every win to the wallet) and
//     timed. The machine's load (`uptime`) is printed before each part.
// BENCH_FANOUT=0 skips part 1 (4,000 sockets), BENCH_BETS=0 part 2.
// `npm run bench -- live-table-fanout` (live-table-fanout.bench.ts loads this).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig, type TConfig } from '../apps/server/src/config.ts';
import { createDb, type TDb } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedSite } from '../apps/server/src/db/seed.ts';
import { insertMemberWithWallet } from '../apps/server/src/modules/members/members.repo.ts';
import { tableState } from '../apps/server/src/modules/live-tables/live-rounds.service.ts';
import { liveTopic, runLiveTick } from '../apps/server/src/modules/live-tables/live-settlement.service.ts';
import { createSession } from '../apps/server/src/modules/sessions/sessions.service.ts';
import { topicBus } from '../apps/server/src/shared/topic-bus.ts';
import { freshDatabase } from '../apps/server/test/helpers/fresh-database.ts';

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000);
const STATES = Number(process.env.BENCH_STATES ?? 20);
const SLICES = Number(process.env.BENCH_SLICES ?? 2);
const BETTORS = Number(process.env.BENCH_BETTORS ?? 500);
const LATE = Number(process.env.BENCH_LATE ?? 20);
const FANOUT = process.env.BENCH_FANOUT !== '0';
const BETS = process.env.BENCH_BETS !== '0';
/** `worker` (default): the bettors send from a worker thread, as remote clients would; `inline`: from the server's thread. */
const CLIENTS = process.env.BENCH_CLIENTS === 'inline' ? 'inline' : 'worker';
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TABLE = 'baccarat-1';

const uptime = () => {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return 'uptime unavailable';
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
function pct(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** Opens `n` SSE clients on `url`; each `state` frame carrying `sentAt` adds its latency to `sink`. */
async function openViewers(url: string, n: number, sink: { latencies: number[] }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const reqs: http.ClientRequest[] = [];
  let ready = 0;
  await new Promise<void>((resolve, reject) => {
    for (let i = 0; i < n; i++) {
      const req = http.get(url, { agent }, (res) => {
        res.setEncoding('utf8');
        let buf = '';
        let counted = false;
        res.on('data', (chunk: string) => {
          if (!counted) {
            counted = true;
            if (++ready === n) {
              resolve();
            }
          }
          buf += chunk;
          let at: number;
          while ((at = buf.indexOf('\n\n')) >= 0) {
            const frame = buf.slice(0, at);
            buf = buf.slice(at + 2);
            const m = /"benchSentAt":(\d+(?:\.\d+)?)/.exec(frame);
            if (m && frame.startsWith('event: state')) {
              sink.latencies.push(performance.timeOrigin + performance.now() - Number(m[1]));
            }
          }
        });
      });
      req.on('error', reject);
      reqs.push(req);
    }
  });
  return () => {
    reqs.forEach((r) => r.destroy());
    agent.destroy();
  };
}

/** The bare baseline: a plain Node SSE server writing each payload to every open response. */
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
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    broadcast: (data: unknown) => {
      const frame = `event: state\ndata: ${JSON.stringify(data)}\n\n`;
      for (const res of clients) {
        res.write(frame);
      }
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export async function main() {
  const target = await freshDatabase(BASE_URL, 'pavilion_live_bench');
  const db = await createDb({ kind: 'postgres', url: target.url, poolSize: 16 });
  try {
    await migrateToLatest(db);
    await seedSite(db);
    const config = testConfig({ DATABASE_URL: target.url });
    const app = await buildApp({ config, db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    console.log(
      `live table fan-out bench: PostgreSQL, ${VIEWERS} viewers, ${STATES} states, ${BETTORS} bettors`,
    );

    if (FANOUT) {
      console.log(`load: ${uptime()}`);
      await fanOut(db, base);
    }
    if (BETS) {
      console.log(`load: ${uptime()}`);
      await bets(db, config, base);
      console.log(`load: ${uptime()}`);
    }
    await app.close();
  } finally {
    await db.destroy().catch(() => undefined);
    await target.drop();
  }
}

/** 1. The round state to every viewer: the app's stream beside a bare broadcast, same payload and clients. */
async function fanOut(db: TDb, base: string) {
  const state = await tableState(db, TABLE, new Date());
  const bare = await bareServer();
  const app1 = { latencies: [] as number[] };
  const bare1 = { latencies: [] as number[] };
  const closeApp = await openViewers(`${base}/api/live/tables/${TABLE}/stream`, VIEWERS, app1);
  const closeBare = await openViewers(bare.url, VIEWERS, bare1);
  const payload = () => ({ ...state, benchSentAt: performance.timeOrigin + performance.now() });
  const perSlice = Math.ceil(STATES / SLICES);
  for (let s = 0; s < SLICES; s++) {
    for (let k = 0; k < perSlice; k++) {
      await topicBus(db).publish(liveTopic(TABLE), { event: 'state', data: payload() });
      await sleep(250);
    }
    for (let k = 0; k < perSlice; k++) {
      bare.broadcast(payload());
      await sleep(250);
    }
  }
  await sleep(500);
  closeApp();
  closeBare();
  await bare.close();
  const expected = VIEWERS * perSlice * SLICES;
  const row = (label: string, l: number[]) =>
    `  ${label.padEnd(44)} p50 ${pct(l, 0.5).toFixed(1).padStart(7)} ms  p99 ${pct(l, 0.99).toFixed(1).padStart(7)} ms  (${l.length}/${expected} deliveries)`;
  console.log(`round state to ${VIEWERS} viewers (${perSlice * SLICES} states each side):`);
  console.log(row('app: topic bus -> SSE stream', app1.latencies));
  console.log(row('bare: Node http SSE, write to every socket', bare1.latencies));
  console.log(
    `  ratio p50 ${(pct(app1.latencies, 0.5) / pct(bare1.latencies, 0.5)).toFixed(2)}, p99 ${(pct(app1.latencies, 0.99) / pct(bare1.latencies, 0.99)).toFixed(2)}`,
  );
}

/** 2. BETTORS bets over the last 3 s of a window and LATE bets after it, then the round's settlement. */
async function bets(db: TDb, config: TConfig, base: string) {
  const players: { token: string }[] = [];
  for (let i = 0; i < BETTORS + LATE; i++) {
    const account = `lv${randomBytes(4).toString('hex')}`;
    const m = await insertMemberWithWallet(
      db,
      { account, nickname: account, type: 0, password_hash: 'x' },
      { balance: 1_000_000, currency: 'USD' },
    );
    players.push({
      token: await createSession(db, config, { kind: 'member', memberId: m.id, ip: '10.0.0.1' }),
    });
  }
  // a round whose window has at least 3.5 s left
  let round = (await tableState(db, TABLE, new Date())).round;
  while (Date.parse(round.closesAt) - Date.now() < 3500) {
    await sleep(Math.max(100, Date.parse(round.nextOpensAt) - Date.now() + 50));
    round = (await tableState(db, TABLE, new Date())).round;
  }
  const closesAt = Date.parse(round.closesAt);
  const args: TSendArgs = {
    url: `${base}/api/live/tables/${TABLE}/bets`,
    roundId: round.id,
    closesAt,
    tokens: players.map((p) => p.token),
    bettors: BETTORS,
  };
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const tStart = closesAt - 3000;
  const sent = CLIENTS === 'inline' ? await sendBets(args) : await sendBetsFromWorker(args);
  delay.disable();
  const { inWindow, late, betMs } = sent;
  const lastAnswer = sent.lastAnswer;
  const others = (m: Record<string, number>) =>
    Object.keys(m).length === 0
      ? '0'
      : Object.entries(m)
          .map(([c, n]) => `${c} ${n}`)
          .join(', ');
  console.log(
    `${BETTORS} bets spread over the last 3 s of round ${round.roundNo}'s window (sent from ${new Date(tStart).toISOString()}):`,
  );
  console.log(
    `  accepted ${inWindow.accepted}, refused LIVE_BETTING_CLOSED ${inWindow.closed}, other ${others(inWindow.other)}; bet p50 ${pct(betMs, 0.5).toFixed(0)} ms p99 ${pct(betMs, 0.99).toFixed(0)} ms; last answer ${lastAnswer - closesAt} ms after closesAt`,
  );
  if (inWindow.refusedSentBeforeClose.length > 0) {
    console.log(
      `  the refused ones were sent ${inWindow.refusedSentBeforeClose
        .sort((x, y) => x - y)
        .map((ms) => `${ms}`)
        .join(
          ', ',
        )} ms before closesAt (negative: after it; the server stamps a bet when its request arrives)`,
    );
  }
  console.log(
    `  server event-loop delay during the rush: p50 ${(delay.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms (clients ${CLIENTS === 'inline' ? 'in the server thread' : 'in a worker thread'})`,
  );
  console.log(
    `${LATE} bets sent 0–500 ms after closesAt: refused LIVE_BETTING_CLOSED ${late.closed}, accepted ${late.accepted}, other ${others(late.other)}`,
  );
  const written = await db
    .selectFrom('live_bets')
    .select(db.fn.countAll<number>().as('n'))
    .where('round_id', '=', Number(round.id))
    .executeTakeFirstOrThrow();
  console.log(`  live bets written for the round: ${Number(written.n)}`);
  const t1 = performance.now();
  const out = await runLiveTick(db, config, new Date(round.settlesAt));
  const settleMs = performance.now() - t1;
  console.log(
    `  settlement of the round (claim, payouts, ${out.paid} wins to the wallet): ${(settleMs / 1000).toFixed(2)} s (target < 2 s); ${out.bets} bets, ${out.failed} failed`,
  );
}

type TTally = {
  accepted: number;
  closed: number;
  other: Record<string, number>;
  /** for each refused in-window bet, how long before closesAt the client sent it (ms) */
  refusedSentBeforeClose: number[];
};
type TSendArgs = { url: string; roundId: string; closesAt: number; tokens: string[]; bettors: number };
type TSent = { inWindow: TTally; late: TTally; betMs: number[]; lastAnswer: number };

/**
 * The bettors: the first `bettors` tokens send one bet each, spread evenly over the last 3 s before
 * closesAt; the rest send 0–500 ms after it. Plain JavaScript without imports, so the same text runs
 * in the server's thread (BENCH_CLIENTS=inline) or in a worker thread.
 */
const SEND_BETS_JS = `async function sendBets(a, http) {
  const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
  // one kept-alive connection per player, opened when the player loads the table page (my bets)
  const agents = a.tokens.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const call = (i, method, body) =>
    new Promise((resolve) => {
      const req = http.request(
        a.url,
        {
          method,
          agent: agents[i],
          headers: { 'content-type': 'application/json', authorization: 'Bearer ' + a.tokens[i] },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (text += c));
          res.on('end', () => {
            let code = String(res.statusCode);
            try {
              const parsed = JSON.parse(text);
              code = (parsed.error && parsed.error.code) || code;
            } catch {}
            resolve({ status: res.statusCode, code });
          });
        },
      );
      req.on('error', () => resolve({ status: 0, code: 'NETWORK' }));
      req.end(body);
    });
  for (let i = 0; i < a.tokens.length; i += 50) {
    const batch = [];
    for (let k = i; k < Math.min(a.tokens.length, i + 50); k++) batch.push(call(k, 'GET'));
    for (const r of await Promise.all(batch)) {
      if (r.status !== 200) throw new Error('my bets answered ' + r.status);
    }
  }
  const inWindow = { accepted: 0, closed: 0, other: {}, refusedSentBeforeClose: [] };
  const late = { accepted: 0, closed: 0, other: {}, refusedSentBeforeClose: [] };
  const betMs = [];
  const bet = async (i, tally, timed) => {
    const t0 = performance.now();
    const body = JSON.stringify({
      roundId: a.roundId,
      placement: { game: 'baccarat', bets: [{ type: i % 2 ? 'player' : 'banker', amount: 100 }] },
    });
    const sentBeforeClose = a.closesAt - Date.now();
    const { status, code } = await call(i, 'POST', body);
    if (timed) betMs.push(performance.now() - t0);
    if (timed && status !== 200) tally.refusedSentBeforeClose.push(sentBeforeClose);
    if (status === 200) tally.accepted += 1;
    else if (status === 409 && code === 'LIVE_BETTING_CLOSED') tally.closed += 1;
    else tally.other[code] = (tally.other[code] || 0) + 1;
  };
  const lateCount = a.tokens.length - a.bettors;
  await Promise.all([
    ...a.tokens.slice(0, a.bettors).map(async (_t, i) => {
      await sleep(a.closesAt - 3000 + (3000 * i) / a.bettors - Date.now());
      await bet(i, inWindow, true);
    }),
    ...a.tokens.slice(a.bettors).map(async (_t, k) => {
      await sleep(a.closesAt + (500 * k) / Math.max(1, lateCount) - Date.now());
      await bet(a.bettors + k, late, false);
    }),
  ]);
  agents.forEach((g) => g.destroy());
  return { inWindow, late, betMs, lastAnswer: Date.now() };
}`;

const sendBetsInline = new Function(`return (${SEND_BETS_JS})`)() as (
  a: TSendArgs,
  h: typeof http,
) => Promise<TSent>;
const sendBets = (a: TSendArgs) => sendBetsInline(a, http);

function sendBetsFromWorker(args: TSendArgs): Promise<TSent> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    ${SEND_BETS_JS}
    sendBets(workerData, require('node:http')).then((r) => parentPort.postMessage(r));`,
    { eval: true, workerData: args },
  );
  return new Promise<TSent>((resolve, reject) => {
    worker.once('message', (r: TSent) => {
      resolve(r);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
