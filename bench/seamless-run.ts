// Measures bet rounds through the seamless API in one run:
//  1. PostgreSQL: the real server (apps/server/src/main.ts as a child process, its pool sized by
//     DATABASE_POOL_SIZE, default one connection per client) driven over HTTP by 16 concurrent vendor
//     clients, each round a signed bet and a signed win (every win pays, so a round is two ledger
//     postings); against pgbench with 16 clients running the same round as SQL (seamless_bet +
//     seamless_win: the round's SQL ceiling) and one posting (`select * from ledger_post(...)`).
//     The three take turns in short slices so the shared machine's load hits them alike. Prints
//     rounds/s, p50/p99 and the ratios.
//  2. PGlite: the app built in this process on a file-backed PGlite in a temporary directory (the
//     embedded mode of `npm start`), same loop, against a raw client.query(ledger_post) loop on
//     the same PGlite.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { TEST_SECRETS_KEY, testConfig } from '../apps/server/src/config.ts';
import { createDb, type TDb } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { PGliteDialect } from '../apps/server/src/db/pglite-dialect.ts';
import { seedSite } from '../apps/server/src/db/seed.ts';
import type { TDatabase } from '../apps/server/src/db/tables.ts';
import { insertMemberWithWallet } from '../apps/server/src/modules/members/members.repo.ts';
import { issueLaunchToken } from '../apps/server/src/modules/seamless/launch-tokens.service.ts';
import { createSession } from '../apps/server/src/modules/sessions/sessions.service.ts';
import { signBody } from '../apps/server/src/modules/vendors/signature.ts';
import { installSecretBox } from '../apps/server/src/modules/crypto/secret-box.ts';
import { secretBoxFor } from '../apps/server/src/modules/crypto/secrets-key.ts';
import { ensureInhouseVendor } from '../apps/server/src/modules/vendors/vendors.service.ts';
import { houseAccount, memberWallet } from '../apps/server/src/modules/wallet/ledger.service.ts';
import { createPostingAnchor, runPostingAnchor } from './anchors.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const MEMBERS = 64;
const SLICES = Number(process.env.BENCH_SLICES ?? 5);
/** The server's pool (the setting DATABASE_POOL_SIZE); by default one connection per client, as pgbench has. */
const POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? String(CLIENTS);
/** The cost-growth sweep: the HTTP round at each of these client counts (BENCH_SWEEP, empty to skip). */
const SWEEP = (process.env.BENCH_SWEEP ?? '1,4,16,64').split(',').filter(Boolean).map(Number);
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = randomBytes(32).toString('hex');
const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));

export type TStats = { count: number; perSecond: number; p50: number; p99: number };
type TSamples = { latencies: number[]; seconds: number };
export type TPlayer = { playerId: string; token: string; wallet: number; house: number };

function stats(latenciesMs: number[], seconds: number): TStats {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, perSecond: sorted.length / seconds, p50: at(0.5), p99: at(0.99) };
}

function line(label: string, s: TStats, unit: string): string {
  return `  ${label.padEnd(40)} ${s.perSecond.toFixed(0).padStart(6)} ${unit}/s  p50 ${s.p50.toFixed(2).padStart(6)} ms  p99 ${s.p99.toFixed(2).padStart(7)} ms  (${s.count})`;
}

/** Funded members, each logged in with an in-house launch token; wallet ids come out contiguous. */
export async function seedPlayers(db: TDb): Promise<TPlayer[]> {
  await seedSite(db);
  installSecretBox(secretBoxFor(testConfig()));
  await ensureInhouseVendor(db, { INHOUSE_VENDOR_SECRET: SECRET });
  const config = testConfig({ SESSION_IDLE_MINUTES: 600 });
  const tag = randomBytes(3).toString('hex');
  const players: TPlayer[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const m = await insertMemberWithWallet(
      db,
      { account: `sbench${tag}${i}`, nickname: 'bench', type: 0, password_hash: 'x' },
      { balance: 1_000_000_000_000, currency: 'USD' },
    );
    await createSession(db, config, { kind: 'member', memberId: m.id, ip: '127.0.0.1' });
    const { token, playerId } = await issueLaunchToken(db, {
      memberId: m.id,
      vendorCode: 'INHOUSE',
      nodeId: null,
    });
    players.push({
      playerId,
      token,
      wallet: (await memberWallet(db, m.id)).accountId,
      house: await houseAccount(db, 'games', m.id),
    });
  }
  return players;
}

export const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function post(port: number, op: string, body: Record<string, unknown>): Promise<number> {
  const raw = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/seamless/${op}`,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(raw),
          'x-vendor-code': 'INHOUSE',
          'x-signature': signBody(SECRET, raw),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(raw);
  });
}

/** One round: a bet and the win that settles it; throws on any non-200 so failures cannot pass as speed. */
export async function round(port: number, p: TPlayer): Promise<void> {
  const id = randomUUID();
  const amount = 1 + Math.floor(Math.random() * 100);
  const bet = {
    requestId: `q${id}`,
    playerId: p.playerId,
    token: p.token,
    transactionId: `b${id}`,
    roundId: `r${id}`,
    gameCode: 'bench',
    amount,
  };
  const win = {
    requestId: `w${id}`,
    playerId: p.playerId,
    transactionId: `w${id}`,
    betTransactionId: `b${id}`,
    roundId: `r${id}`,
    amount: 1 + Math.floor(Math.random() * 2 * amount),
  };
  const [b, w] = [await post(port, 'bet', bet), await post(port, 'win', win)];
  if (b !== 200 || w !== 200) {
    throw new Error(`round answered ${b}/${w}`);
  }
}

/** `clients` loops calling `once` for `seconds`; the raw latencies (ms) and the elapsed time. */
async function loadSlice(
  clients: number,
  seconds: number,
  once: (client: number) => Promise<unknown>,
): Promise<TSamples> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await once(client);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

export async function closedLoop(
  clients: number,
  seconds: number,
  once: (client: number) => Promise<unknown>,
): Promise<TStats> {
  const { latencies, seconds: elapsed } = await loadSlice(clients, seconds, once);
  return stats(latencies, elapsed);
}

/** pgbench expression: the house shard account of wallet `:acc`, as the server picks it (explicit pairs). */
function houseOfWallet(pairs: { wallet: number; house: number }[]): string {
  return `case ${pairs.map((p) => `when :acc = ${p.wallet} then ${p.house}`).join(' ')} else 0 end`;
}

function pgbenchScript(players: TPlayer[]): string {
  const wallets = players.map((p) => p.wallet);
  const [min, max] = [Math.min(...wallets), Math.max(...wallets)];
  if (max - min + 1 !== players.length) {
    throw new Error('bench wallets are not contiguous');
  }
  return [
    `\\set acc random(${min}, ${max})`,
    `\\set house ${houseOfWallet(players)}`,
    `\\set a random(1, 100)`,
    `\\set na -1 * :a`,
    `\\set k random(1, 9000000000000000)`,
    `select * from ledger_post('pgb:' || :client_id || ':' || :k, 'bet', array[:acc, :house]::bigint[], array[:na, :a]::bigint[], 'bench', '{}'::jsonb);`,
    '',
  ].join('\n');
}

/** The same round at SQL level: seamless_bet + seamless_win in one pgbench transaction, no HTTP. */
function pgbenchRoundScript(players: TPlayer[]): string {
  const ids = players.map((p) => Number(p.playerId));
  const [min, max] = [Math.min(...ids), Math.max(...ids)];
  return [
    `\\set m random(${min}, ${max})`,
    `\\set k random(1, 9000000000000000)`,
    `\\set a random(1, 100)`,
    `select seamless_bet('INHOUSE', 'pb' || :client_id || ':' || :k, 'fp', :m, (select token_hash from seamless_launch_tokens where member_id = :m limit 1), now() - interval '1 hour', 'pr' || :client_id || ':' || :k, 'bench', :a);`,
    `select seamless_win('INHOUSE', 'pw' || :client_id || ':' || :k, 'fp', :m, 'pb' || :client_id || ':' || :k, 'pr' || :client_id || ':' || :k, :a + 1, true);`,
    '',
  ].join('\n');
}

function runPgbench(url: string, script: string, seconds: number): TSamples {
  const dir = mkdtempSync(path.join(tmpdir(), 'seamless-pgbench-'));
  try {
    writeFileSync(path.join(dir, 'posting.sql'), script);
    execFileSync(
      'pgbench',
      [
        '-n',
        '-c',
        String(CLIENTS),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-f',
        path.join(dir, 'posting.sql'),
        '-l',
        `--log-prefix=${path.join(dir, 'log')}`,
        url,
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const latencies: number[] = [];
    for (const file of readdirSync(dir).filter((f) => f.startsWith('log'))) {
      for (const row of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
        const cols = row.split(' ');
        if (cols.length >= 3 && cols[2] !== 'failed' && cols[2] !== 'skipped') {
          latencies.push(Number(cols[2]) / 1000);
        }
      }
    }
    return { latencies, seconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startServer(
  url: string,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<ChildProcess> {
  // As `npm start` runs it; BENCH_SERVER_NODE_ARGS adds node flags (e.g. --cpu-prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      INHOUSE_VENDOR_SECRET: SECRET,
      // the master key this process seals the seeded secrets with (decision 064)
      SECRETS_KEY: TEST_SECRETS_KEY,
      SESSION_IDLE_MINUTES: '600',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 360 && child.exitCode === null; i++) {
    const up = await post(port, 'balance', { requestId: 'ping', playerId: '1' }).catch(() => 0);
    if (up !== 0) {
      return child;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

function merge(parts: TSamples[]): TStats {
  return stats(
    parts.flatMap((p) => p.latencies),
    parts.reduce((sum, p) => sum + p.seconds, 0),
  );
}

function report(label: string, rounds: TStats, raw: TStats, rawLabel: string): void {
  console.log(line(`rounds (bet + win over HTTP)`, rounds, 'rounds'));
  console.log(line(rawLabel, raw, 'postings'));
  console.log(`  ratio rounds/s ÷ postings/s (${label}): ${(rounds.perSecond / raw.perSecond).toFixed(2)}`);
  console.log(
    `  ratio seamless operations/s (2 per round) ÷ postings/s: ${((2 * rounds.perSecond) / raw.perSecond).toFixed(2)}`,
  );
}

/**
 * The HTTP rounds, the same round as SQL (pgbench seamless_bet + seamless_win) and one posting
 * (pgbench ledger_post) take turns in SLICES short slices, so a load change on the shared machine
 * hits all three alike; the server stays up and idle while pgbench runs. The server's pool gets
 * DATABASE_POOL_SIZE connections (default: one per client, as pgbench has).
 */
async function postgresRun(): Promise<void> {
  const name = `pavilion_seamless_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  let child: ChildProcess | null = null;
  // the fixed anchor (../shared/bench-anchors): the single-statement sharded posting, on its own database
  const anchor = await createPostingAnchor(BASE_URL);
  try {
    const setup = await createDb({ kind: 'postgres', url: url.toString() });
    await migrateToLatest(setup);
    const players = await seedPlayers(setup);
    await setup.destroy();
    const port = 21_000 + Math.floor(Math.random() * 20_000);
    child = await startServer(url.toString(), port, { DATABASE_POOL_SIZE: POOL_SIZE });
    const pick = (client: number) => players[client % players.length]!;
    await closedLoop(CLIENTS, 2, (c) => round(port, pick(c))); // warm-up
    // pgbench -T takes whole seconds.
    const slice = Math.max(1, Math.round(SECONDS / SLICES));
    const parts = { http: [] as TSamples[], sqlRound: [] as TSamples[], posting: [] as TSamples[] };
    // the anchor runs before and after each slice of the project's figures (the same window)
    const anchorTps: number[] = [runPostingAnchor(anchor.url, CLIENTS, slice)];
    for (let k = 0; k < SLICES; k++) {
      parts.http.push(
        await loadSlice(CLIENTS, slice, (c) =>
          round(port, pick(c + CLIENTS * Math.floor(Math.random() * 4))),
        ),
      );
      parts.sqlRound.push(runPgbench(url.toString(), pgbenchRoundScript(players), slice));
      parts.posting.push(runPgbench(url.toString(), pgbenchScript(players), slice));
      anchorTps.push(runPostingAnchor(anchor.url, CLIENTS, slice));
    }
    const [rounds, sqlRounds, raw] = [merge(parts.http), merge(parts.sqlRound), merge(parts.posting)];
    console.log(
      `\nPostgreSQL (${CLIENTS} clients, ${slice * SLICES} s each in ${SLICES} interleaved slices, synchronous_commit on, server in its own process, DATABASE_POOL_SIZE=${POOL_SIZE})`,
    );
    console.log(line('rounds: bet + win over HTTP', rounds, 'rounds'));
    console.log(line('the same round as SQL (pgbench, no HTTP)', sqlRounds, 'rounds'));
    console.log(line('one posting: pgbench ledger_post(...)', raw, 'postings'));
    console.log(
      `  ratio HTTP round ÷ its SQL ceiling (pgbench seamless_bet + seamless_win): ${(rounds.perSecond / sqlRounds.perSecond).toFixed(2)}`,
    );
    console.log(
      `  ratio HTTP round ÷ two postings (a round posts twice; 2 × rounds/s ÷ postings/s): ${((2 * rounds.perSecond) / raw.perSecond).toFixed(2)}`,
    );
    console.log(
      `  ratio SQL round ÷ two postings: ${((2 * sqlRounds.perSecond) / raw.perSecond).toFixed(2)}`,
    );
    console.log(
      `  ratio HTTP rounds/s ÷ postings/s (as issue 11 quotes it): ${(rounds.perSecond / raw.perSecond).toFixed(2)}`,
    );
    const anchorMean = anchorTps.reduce((a, b) => a + b, 0) / anchorTps.length;
    console.log(
      `  fixed anchor (single-statement sharded posting, pgbench -M prepared, ${CLIENTS} clients, ${anchorTps.length} slices): ${anchorMean.toFixed(0)} postings/s (${Math.min(...anchorTps).toFixed(0)}–${Math.max(...anchorTps).toFixed(0)})`,
    );
    console.log(
      `  ANCHOR ratio HTTP round: 2 × rounds/s ÷ anchor postings/s = ${((2 * rounds.perSecond) / anchorMean).toFixed(2)} (target ≥ 0.50)`,
    );
    console.log(
      `  ANCHOR ratio SQL round: rounds/s ÷ anchor postings/s = ${(sqlRounds.perSecond / anchorMean).toFixed(2)} (target ≥ 0.50: the round costs ${(anchorMean / sqlRounds.perSecond).toFixed(1)} anchor postings)`,
    );
    console.log(`  ANCHOR ratio ledger_post ÷ anchor posting = ${(raw.perSecond / anchorMean).toFixed(2)}`);
    if (SWEEP.length > 0) {
      console.log(`\n  cost growth (HTTP round, ${slice} s per client count, pool ${POOL_SIZE}):`);
      const curve: number[] = [];
      for (const clients of SWEEP) {
        const s = merge([
          await loadSlice(clients, slice, (c) =>
            round(port, pick(c + clients * Math.floor(Math.random() * 4))),
          ),
        ]);
        curve.push(s.perSecond);
        console.log(line(`${clients} clients`, s, 'rounds'));
      }
      const peakAt = curve.indexOf(Math.max(...curve));
      const after = curve.slice(peakAt);
      const fall = 1 - Math.min(...after) / curve[peakAt]!;
      console.log(
        `  curve after its peak (${SWEEP[peakAt]} clients) falls by ${(100 * fall).toFixed(0)} % (target ≤ 20 %)`,
      );
    }
  } finally {
    if (child?.pid) {
      process.kill(-child.pid, 'SIGKILL');
    }
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await anchor.drop();
  }
}

async function pgliteRun(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'seamless-pglite-'));
  const client = await PGlite.create(dir, {
    parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
  });
  const db = new Kysely<TDatabase>({ dialect: new PGliteDialect(client) });
  await migrateToLatest(db);
  const players = await seedPlayers(db);
  const app = await buildApp({
    config: testConfig({ INHOUSE_VENDOR_SECRET: SECRET, SESSION_IDLE_MINUTES: 600 }),
    db,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const seconds = Math.max(3, SECONDS / 2);
  const pick = (client: number) => players[client % players.length]!;
  await closedLoop(4, 1, (c) => round(port, pick(c)));
  console.log(`\nPGlite (file-backed, server in this process, 4 clients, ${seconds} s each)`);
  const rounds = await closedLoop(4, seconds, (c) => round(port, pick(c)));
  await app.close();
  const raw = await closedLoop(1, seconds, () => {
    const p = players[Math.floor(Math.random() * players.length)]!;
    const a = 1 + Math.floor(Math.random() * 100);
    return client.query(
      `select * from ledger_post($1, 'bet', $2::bigint[], $3::bigint[], 'bench', '{}'::jsonb)`,
      [`raw:${randomUUID()}`, [p.wallet, p.house], [-a, a]],
    );
  });
  report('PGlite', rounds, raw, 'raw client.query(ledger_post)');
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}

export async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_PG !== '1') {
    await postgresRun();
  }
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    await pgliteRun();
  }
  agent.destroy();
}
