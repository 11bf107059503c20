// Profiles bet rounds (signed bet + win over HTTP, as bench/seamless-bench.ts drives them) on
// PostgreSQL from both ends, and writes a summary to bench/profiles/seamless-<PROFILE_LABEL>.md:
//  1. Node: the server runs with --cpu-prof; the samples of the load window are summed by self
//     time per frame and per package (wall time of the server's main thread: "(idle)" is the
//     event loop waiting, a native frame such as writev is a system call, including the time the
//     thread is descheduled inside it).
//  2. PostgreSQL, during the same load: pg_stat_user_functions (track_functions = all on the
//     bench database: calls, total and self time of seamless_bet / seamless_win / ledger_post)
//     and pg_stat_activity sampled every 10 ms (what the server's connections are doing: running,
//     waiting on a row lock or on the WAL flush, or idle because Node has not sent the next query).
//  3. PostgreSQL, one connection, no load: auto_explain with nested statements over
//     PROFILE_EXPLAIN_ROUNDS rounds of seamless_bet + seamless_win, summed per statement of the
//     functions (the nearest to pg_stat_statements without preloading it on a shared server).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDb } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { pct, summariseCpu, type TProfile } from './cpu-profile.ts';
import { agent, closedLoop, round, seedPlayers, startServer, type TPlayer } from './seamless-run.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const EXPLAIN_ROUNDS = Number(process.env.PROFILE_EXPLAIN_ROUNDS ?? 200);
const LABEL = process.env.PROFILE_LABEL ?? 'latest';
/** PROFILE_CPU=0: no --cpu-prof (its sampling costs the server some CPU of its own). */
const CPU_PROFILE = process.env.PROFILE_CPU !== '0';
/** The server's pool (the setting DATABASE_POOL_SIZE); by default one connection per client. */
const POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? String(CLIENTS);
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const outDir = fileURLToPath(new URL('./profiles/', import.meta.url));

/** CPU seconds a process has used so far, user and system, from /proc (Linux). */
function cpuTimes(pid: number): { user: number; system: number } {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
  } catch {
    return { user: 0, system: 0 };
  }
}

function cpuSeconds(pid: number): number {
  const t = cpuTimes(pid);
  return t.user + t.system;
}

async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  await client.end();
  return rows.map((r) => r.pid);
}

type TActivity = Map<string, number>;

/** Samples what the server's connections are doing until `stop` resolves. */
async function sampleActivity(
  url: string,
  stop: Promise<void>,
): Promise<{ activity: TActivity; samples: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const activity: TActivity = new Map();
  let samples = 0;
  let done = false;
  void stop.then(() => (done = true));
  while (!done) {
    const { rows } = await client.query<{ state: string | null; wait: string | null }>(
      `select state, wait_event_type || ':' || wait_event as wait from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    samples += 1;
    for (const r of rows) {
      const key =
        r.state === 'active'
          ? `active, ${r.wait ?? 'running (CPU)'}`
          : `${r.state ?? '?'}${r.wait && r.wait !== 'Client:ClientRead' ? `, ${r.wait}` : ''}`;
      activity.set(key, (activity.get(key) ?? 0) + 1);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  await client.end();
  return { activity, samples };
}

async function functionStats(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query<{
    funcname: string;
    calls: string;
    total_time: number;
    self_time: number;
  }>(`select funcname, calls, total_time, self_time from pg_stat_user_functions order by total_time desc`);
  await client.end();
  return [
    '| function | calls | total ms / call | self ms / call |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.funcname} | ${r.calls} | ${(r.total_time / Number(r.calls)).toFixed(3)} | ${(r.self_time / Number(r.calls)).toFixed(3)} |`,
    ),
  ].join('\n');
}

/** auto_explain of every statement inside the functions, summed per statement text. */
async function explainStatements(url: string, players: TPlayer[]): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const perStatement = new Map<string, { n: number; ms: number }>();
  client.on('notice', (msg) => {
    const m = /^duration: ([\d.]+) ms\s+plan:\s*([\s\S]*)$/.exec(msg.message ?? '');
    if (!m) {
      return;
    }
    const plan = JSON.parse(m[2]!) as { 'Query Text': string };
    const text = plan['Query Text'].replace(/\s+/g, ' ').trim().slice(0, 150);
    const s = perStatement.get(text) ?? { n: 0, ms: 0 };
    s.n += 1;
    s.ms += Number(m[1]);
    perStatement.set(text, s);
  });
  await client.query(`load 'auto_explain'`);
  await client.query(`set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on; set auto_explain.log_analyze = on;
    set auto_explain.log_format = 'json'; set client_min_messages = log`);
  for (let i = 0; i < EXPLAIN_ROUNDS; i++) {
    const p = players[i % players.length]!;
    const k = `${LABEL}-${i}-${randomBytes(4).toString('hex')}`;
    await client.query(
      `select seamless_bet('INHOUSE', $1, 'fp', $2, (select token_hash from seamless_launch_tokens where member_id = $2 limit 1), now() - interval '1 hour', $3, 'bench', 10)`,
      [`xb${k}`, Number(p.playerId), `xr${k}`],
    );
    await client.query(`select seamless_win('INHOUSE', $1, 'fp', $2, $3, $4, 11, true)`, [
      `xw${k}`,
      Number(p.playerId),
      `xb${k}`,
      `xr${k}`,
    ]);
  }
  await client.end();
  const total = (['seamless_bet', 'seamless_win'] as const).map(
    (f) => [...perStatement].find(([q]) => q.startsWith(`select ${f}`))?.[1].ms ?? 0,
  );
  return [
    `${EXPLAIN_ROUNDS} rounds on one connection; top-level seamless_bet ${(total[0]! / EXPLAIN_ROUNDS).toFixed(3)} ms, seamless_win ${(total[1]! / EXPLAIN_ROUNDS).toFixed(3)} ms per call (EXPLAIN ANALYZE timing adds overhead to each).`,
    '',
    '| ms / call | calls | statement |',
    '| ---: | ---: | --- |',
    ...[...perStatement]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 25)
      .map(([q, s]) => `| ${(s.ms / s.n).toFixed(3)} | ${s.n} | \`${q.replace(/\|/g, '\\|')}\` |`),
  ].join('\n');
}

export async function main(): Promise<void> {
  const name = `pavilion_seamless_profile_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.query(`alter database ${name} set track_functions = 'all'`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const profDir = mkdtempSync(path.join(tmpdir(), 'seamless-cpuprof-'));
  let child: ChildProcess | null = null;
  try {
    const setup = await createDb({ kind: 'postgres', url: url.toString() });
    await migrateToLatest(setup);
    const players = await seedPlayers(setup);
    await setup.destroy();
    const port = 21_000 + Math.floor(Math.random() * 20_000);
    if (CPU_PROFILE) {
      process.env.BENCH_SERVER_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profDir} ${process.env.BENCH_SERVER_NODE_ARGS ?? ''}`;
    }
    child = await startServer(url.toString(), port, { DATABASE_POOL_SIZE: POOL_SIZE });
    const pick = (c: number) => players[(c + CLIENTS * Math.floor(Math.random() * 4)) % players.length]!;
    await closedLoop(CLIENTS, 2, (c) => round(port, pick(c)));
    const reset = new pg.Client({ connectionString: url.toString() });
    await reset.connect();
    await reset.query('select pg_stat_reset()');
    await reset.end();
    // CPU time of a round: the server process, the pool's PostgreSQL backends and this process
    // (the vendor clients), measured over the load; less sensitive to a busy machine than rounds/s.
    const pids = await backendPids(url.toString());
    const serverBefore = cpuTimes(child.pid!);
    const cpuBefore = {
      server: cpuSeconds(child.pid!),
      backends: pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
      client: process.cpuUsage(),
    };
    let stop = () => {};
    const stopped = new Promise<void>((r) => (stop = r));
    const sampler = sampleActivity(url.toString(), stopped);
    const rounds = await closedLoop(CLIENTS, SECONDS, (c) => round(port, pick(c)));
    stop();
    const clientCpu = process.cpuUsage(cpuBefore.client);
    const perRound = (seconds: number) => ((1000 * seconds) / rounds.count).toFixed(2);
    const serverAfter = cpuTimes(child.pid!);
    const cpu = {
      server: cpuSeconds(child.pid!) - cpuBefore.server,
      serverSystem: serverAfter.system - serverBefore.system,
      backends: pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore.backends,
      client: (clientCpu.user + clientCpu.system) / 1e6,
    };
    const { activity, samples } = await sampler;
    const exited = new Promise((r) => child!.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    child = null;
    const functions = await functionStats(url.toString());
    const explained = await explainStatements(url.toString(), players);
    const file = readdirSync(profDir)
      .map((f) => path.join(profDir, f))
      .sort((a, b) => statSync(b).size - statSync(a).size)[0];
    const cpuProfile = file
      ? summariseCpu(JSON.parse(readFileSync(file, 'utf8')) as TProfile, SECONDS)
      : '(PROFILE_CPU=0: not profiled)';
    const connections = [...activity.values()].reduce((s, n) => s + n, 0);
    const report = [
      `# Seamless round profile: ${LABEL}`,
      '',
      `Produced by \`npx tsx bench/profile-seamless.ts\` on ${new Date().toISOString()}: ${CLIENTS} clients, ${SECONDS} s, ` +
        `DATABASE_POOL_SIZE=${POOL_SIZE}; ${rounds.perSecond.toFixed(0)} rounds/s, p50 ${rounds.p50.toFixed(1)} ms, p99 ${rounds.p99.toFixed(1)} ms ` +
        `(under the profiler).`,
      '',
      '## CPU time per round (user + system, from /proc, over the load)',
      '',
      `| server (Node${CPU_PROFILE ? ', profiled' : ''}) | PostgreSQL backends of the pool | vendor clients (bench process) | total |`,
      '| ---: | ---: | ---: | ---: |',
      `| ${perRound(cpu.server)} ms | ${perRound(cpu.backends)} ms | ${perRound(cpu.client)} ms | ${perRound(cpu.server + cpu.backends + cpu.client)} ms |`,
      '',
      `Of the server's time, ${perRound(cpu.serverSystem)} ms is system time (sockets). ${pids.length} backends; the WAL writer and other shared PostgreSQL processes are not counted.`,
      '',
      '## Node (server main thread, wall time)',
      '',
      cpuProfile,
      '',
      '## PostgreSQL functions during the load (pg_stat_user_functions)',
      '',
      functions,
      '',
      `## The server's connections during the load (pg_stat_activity, ${samples} samples, ${(connections / samples).toFixed(1)} connections on average)`,
      '',
      '| share | state, wait event |',
      '| ---: | --- |',
      ...[...activity].sort((a, b) => b[1] - a[1]).map(([k, n]) => `| ${pct(n, connections)} | ${k} |`),
      '',
      '## Statements inside seamless_bet / seamless_win (auto_explain, one connection, no load)',
      '',
      explained,
      '',
    ].join('\n');
    mkdirSync(outDir, { recursive: true });
    const out = path.join(outDir, `seamless-${LABEL}.md`);
    writeFileSync(out, report);
    console.log(report);
    console.log(`\nwritten to ${out}; raw profile: ${file ?? 'none'}`);
    if (process.env.PROFILE_KEEP_RAW !== '1') {
      rmSync(profDir, { recursive: true, force: true });
    }
  } finally {
    if (child?.pid) {
      process.kill(-child.pid, 'SIGKILL');
    }
    agent.destroy();
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
