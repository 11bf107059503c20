// Measures ledger postings (a member wallet against its 'games' house shard, random bet/win
// amounts, a fresh idempotency key each) in one run:
//  1. PostgreSQL: postTransaction from 16 concurrent clients for 10 s, then pgbench with 16
//     clients running `select * from ledger_post(...)` (the same single statement) for 10 s;
//     postings/s, p50/p99 and the ratio node / pgbench. A fresh database is created and dropped.
//  2. PGlite (in memory, one connection): postTransaction in a loop against the same statement
//     sent straight to the PGlite client.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createDb, type TDb } from '../apps/server/src/db/database.ts';
import { PGliteDialect } from '../apps/server/src/db/pglite-dialect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { PG_TYPES, TYPE_PARSERS } from '../apps/server/src/db/type-parsers.ts';
import type { TDatabase } from '../apps/server/src/db/tables.ts';
import { insertMemberWithWallet } from '../apps/server/src/modules/members/members.repo.ts';
import {
  houseAccount,
  memberWallet,
  postTransaction,
} from '../apps/server/src/modules/wallet/ledger.service.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const MEMBERS = 64;
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type TStats = { count: number; perSecond: number; p50: number; p99: number };
type TPair = { member: number; house: number };

function stats(latenciesMs: number[], seconds: number): TStats {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, perSecond: sorted.length / seconds, p50: at(0.5), p99: at(0.99) };
}

function line(label: string, s: TStats): string {
  return `  ${label.padEnd(34)} ${s.perSecond.toFixed(0).padStart(7)} postings/s  p50 ${s.p50.toFixed(2).padStart(6)} ms  p99 ${s.p99.toFixed(2).padStart(7)} ms  (${s.count})`;
}

/** Members with a large wallet, each paired with its house shard; member ids are contiguous. */
async function seedAccounts(db: TDb): Promise<TPair[]> {
  const pairs: TPair[] = [];
  const tag = randomBytes(3).toString('hex');
  for (let i = 0; i < MEMBERS; i++) {
    const row = await insertMemberWithWallet(
      db,
      { account: `bench${tag}${i}`, nickname: 'bench', type: 0, password_hash: 'x' },
      { balance: 1_000_000_000_000, currency: 'USD' },
    );
    pairs.push({
      member: (await memberWallet(db, row.id)).accountId,
      house: await houseAccount(db, 'games', row.id),
    });
  }
  return pairs;
}

function randomLegs(pairs: TPair[]) {
  const pair = pairs[Math.floor(Math.random() * pairs.length)]!;
  const amount = (1 + Math.floor(Math.random() * 100)) * (Math.random() < 0.5 ? -1 : 1);
  return [
    { accountId: pair.member, amount },
    { accountId: pair.house, amount: -amount },
  ];
}

/** `clients` loops calling `once` until the time is up; latencies in ms. */
async function closedLoop(clients: number, seconds: number, once: () => Promise<unknown>): Promise<TStats> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await once();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return stats(latencies, (performance.now() - started) / 1000);
}

const postOnce = (db: TDb, pairs: TPair[]) => () =>
  postTransaction(db, {
    idempotencyKey: `bench:${randomUUID()}`,
    kind: 'bet',
    legs: randomLegs(pairs),
    description: 'bench',
  });

function pgbenchScript(pairs: TPair[]): string {
  const members = pairs.map((p) => p.member);
  const [minMember, maxMember] = [Math.min(...members), Math.max(...members)];
  if (maxMember - minMember + 1 !== pairs.length) {
    throw new Error('bench member accounts are not contiguous');
  }
  // The house shard account of each member account, as the service picks it (explicit pairs).
  const house = `case ${pairs.map((p) => `when :acc = ${p.member} then ${p.house}`).join(' ')} else 0 end`;
  return [
    `\\set acc random(${minMember}, ${maxMember})`,
    `\\set house ${house}`,
    `\\set a random(1, 100) * (2 * random(0, 1) - 1)`,
    `\\set na -1 * :a`,
    `\\set k random(1, 9000000000000000)`,
    `select * from ledger_post('pgb:' || :client_id || ':' || :k, 'bet', array[:acc, :house]::bigint[], array[:a, :na]::bigint[], 'bench', '{}'::jsonb);`,
    '',
  ].join('\n');
}

function runPgbench(url: string, script: string): TStats {
  const dir = mkdtempSync(path.join(tmpdir(), 'ledger-pgbench-'));
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
        String(SECONDS),
        '-f',
        path.join(dir, 'posting.sql'),
        '-l',
        `--log-prefix=${path.join(dir, 'log')}`,
        url,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
    );
    const latencies: number[] = [];
    let failures = 0;
    for (const file of readdirSync(dir).filter((f) => f.startsWith('log'))) {
      for (const row of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
        const cols = row.split(' ');
        if (cols.length < 3) {
          continue;
        }
        if (cols[2] === 'failed' || cols[2] === 'skipped') {
          failures += 1;
        } else {
          latencies.push(Number(cols[2]) / 1000);
        }
      }
    }
    if (failures > 0) {
      console.log(`  (pgbench: ${failures} failed transactions)`);
    }
    return stats(latencies, SECONDS);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresRun(): Promise<void> {
  const name = `pavilion_ledger_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const setup = await createDb({ kind: 'postgres', url: url.toString() });
  try {
    await migrateToLatest(setup);
    const pairs = await seedAccounts(setup);
    await setup.destroy();
    // One pool connection per client, as pgbench has.
    const db = new Kysely<TDatabase>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: url.toString(), max: CLIENTS, types: PG_TYPES }),
      }),
    });
    await closedLoop(CLIENTS, 1, postOnce(db, pairs)); // warm-up
    console.log(`\nPostgreSQL (${CLIENTS} clients, ${SECONDS} s each, synchronous_commit on)`);
    const node = await closedLoop(CLIENTS, SECONDS, postOnce(db, pairs));
    await db.destroy();
    console.log(line('postTransaction (node, pg pool)', node));
    const raw = runPgbench(url.toString(), pgbenchScript(pairs));
    console.log(line('pgbench select ledger_post(...)', raw));
    console.log(`  ratio node / pgbench: ${(node.perSecond / raw.perSecond).toFixed(2)}`);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function pgliteRun(): Promise<void> {
  const client = await PGlite.create(undefined, { parsers: TYPE_PARSERS });
  const db = new Kysely<TDatabase>({ dialect: new PGliteDialect(client) });
  await migrateToLatest(db);
  const pairs = await seedAccounts(db);
  const seconds = Math.max(3, SECONDS / 2);
  await closedLoop(1, 1, postOnce(db, pairs));
  console.log(`\nPGlite (in memory, one connection, ${seconds} s each)`);
  const node = await closedLoop(1, seconds, postOnce(db, pairs));
  console.log(line('postTransaction (node, Kysely)', node));
  const raw = await closedLoop(1, seconds, () => {
    const [m, h] = randomLegs(pairs);
    return client.query(
      `select * from ledger_post($1, 'bet', $2::bigint[], $3::bigint[], 'bench', '{}'::jsonb)`,
      [`raw:${randomUUID()}`, [m!.accountId, h!.accountId], [m!.amount, h!.amount]],
    );
  });
  console.log(line('raw client.query(ledger_post)', raw));
  console.log(`  ratio node / raw: ${(node.perSecond / raw.perSecond).toFixed(2)}`);
  await db.destroy();
}

export async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_PG !== '1') {
    await postgresRun();
  }
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    await pgliteRun();
  }
}
