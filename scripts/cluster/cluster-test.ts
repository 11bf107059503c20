// npm run cluster:test (issue 27 item 7, decision 067): Pavilion deployed across hosts on one machine.
// Network namespaces joined by a bridge are the hosts: HAProxy, three Pavilion instances (the built
// server), a PostgreSQL primary and a streaming replica (pg_basebackup, a second cluster) and Redis.
// Through the balancer it runs the smoke (login, deposit, a bet in each vertical, a withdrawal), then
// drives bets, lottery slips and sportsbook bets for LOAD_SECONDS while it SIGKILLs one instance and
// brings it back, and cuts another's link for 20 s; then it stops the replica and reads reports from
// the primary. It prints the figures and exits non-zero on any acknowledged operation lost or doubled,
// a broken ledger invariant, or a session that stopped working. Needs root, iproute2, haproxy and
// PostgreSQL's server binaries (Debian: postgresql, haproxy); run `npm run build` first.
import { execFileSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  rmSync,
  writeFileSync,
  appendFileSync,
  readdirSync,
} from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { TDatabase } from '../../apps/server/src/db/tables.ts';
import { findLedgerViolations } from '../../apps/server/test/wallet-invariants.ts';
import {
  Client,
  adminLogin,
  findTargets,
  newFigures,
  newMember,
  percentile,
  placeBet,
  setFlag,
  type TAcknowledged,
  type TMember,
  type TOpKind,
} from './client.ts';
import {
  DRIVER_IP,
  HOSTS,
  buildNetwork,
  run,
  setLink,
  startIn,
  teardownNetwork,
  type THost,
  type TProcess,
} from './hosts.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WORK = process.env.CLUSTER_DIR ?? '/tmp/pavilion-cluster';
const LOAD_SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 120);
const WORKERS = Number(process.env.CLUSTER_WORKERS ?? 8);
const APP_PORT = 4000;
const LB_PORT = 8080;
const BASE = `http://${HOSTS.lb.ip}:${LB_PORT}`;
const ADMIN_PASSWORD = 'cluster-admin-password';
const SECRETS_KEY = 'cGF2aWxpb24tdGVzdC1zZWNyZXRzLWtleS0zMmJ5dGU=';
const PG_BIN = `/usr/lib/postgresql/${readdirSync('/usr/lib/postgresql')[0]}/bin`;
const DB_NAME = 'pavilion';
const APPS = [HOSTS.app1, HOSTS.app2, HOSTS.app3];

const processes: TProcess[] = [];
const log = (line: string) =>
  console.log(`[cluster ${((performance.now() - t0) / 1000).toFixed(1)} s] ${line}`);
const t0 = performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 120_000,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) {
        return Date.now() - started;
      }
    } catch {
      // not yet
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await sleep(250);
  }
}

async function httpStatus(url: string, timeoutMs = 2_000): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

// ---------------------------------------------------------------- services

function pgDir(h: THost) {
  return path.join(WORK, h.name);
}

function socketDir(h: THost): string {
  const dir = path.join(WORK, `sock-${h.name}`);
  mkdirSync(dir, { recursive: true });
  chownSync(dir, postgresUid(), postgresGid());
  return dir;
}

const postgresUid = () => Number(run('id', ['-u', 'postgres']).trim());
const postgresGid = () => Number(run('id', ['-g', 'postgres']).trim());

function postgresArgs(h: THost): string[] {
  return [
    `${PG_BIN}/postgres`,
    '-D',
    pgDir(h),
    '-c',
    `listen_addresses=${h.ip}`,
    '-c',
    // outside the data directory: a base backup would copy the primary's socket lock file
    `unix_socket_directories=${socketDir(h)}`,
  ];
}

async function startPrimary(): Promise<void> {
  const dir = pgDir(HOSTS.pg1);
  execFileSync(
    'runuser',
    ['-u', 'postgres', '--', `${PG_BIN}/initdb`, '-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'],
    {
      stdio: 'ignore',
    },
  );
  appendFileSync(
    path.join(dir, 'postgresql.conf'),
    [
      'max_connections = 300',
      'wal_level = replica',
      'max_wal_senders = 5',
      'hot_standby = on',
      'shared_buffers = 256MB',
      // a test cluster on one disk: durability of this machine's files is not what is tested
      'fsync = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  );
  appendFileSync(
    path.join(dir, 'pg_hba.conf'),
    `host all all ${DRIVER_IP}/24 trust\nhost replication all ${DRIVER_IP}/24 trust\n`,
  );
  processes.push(
    startIn(HOSTS.pg1, 'pg1', postgresArgs(HOSTS.pg1), { user: 'postgres', log: path.join(WORK, 'pg1.log') }),
  );
  await waitFor('the primary', () => pgReady(HOSTS.pg1));
  run('psql', ['-h', HOSTS.pg1.ip, '-U', 'postgres', '-c', `create database ${DB_NAME}`]);
}

function pgReady(h: THost): boolean {
  try {
    execFileSync('pg_isready', ['-h', h.ip, '-q'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function startReplica(): Promise<void> {
  const dir = pgDir(HOSTS.pg2);
  execFileSync(
    'runuser',
    [
      '-u',
      'postgres',
      '--',
      `${PG_BIN}/pg_basebackup`,
      '-h',
      HOSTS.pg1.ip,
      '-U',
      'postgres',
      '-D',
      dir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ],
    { stdio: 'ignore' },
  );
  processes.push(
    startIn(HOSTS.pg2, 'pg2', postgresArgs(HOSTS.pg2), { user: 'postgres', log: path.join(WORK, 'pg2.log') }),
  );
  await waitFor('the replica', () => pgReady(HOSTS.pg2));
}

function stopReplica(): void {
  execFileSync(
    'runuser',
    ['-u', 'postgres', '--', `${PG_BIN}/pg_ctl`, '-D', pgDir(HOSTS.pg2), 'stop', '-m', 'immediate'],
    {
      stdio: 'ignore',
    },
  );
}

async function startRedis(): Promise<void> {
  processes.push(
    startIn(
      HOSTS.redis,
      'redis',
      [
        'redis-server',
        '--bind',
        HOSTS.redis.ip,
        '--port',
        '6379',
        '--save',
        '',
        '--appendonly',
        'no',
        '--protected-mode',
        'no',
      ],
      { log: path.join(WORK, 'redis.log') },
    ),
  );
  await waitFor('Redis', () => {
    try {
      return (
        execFileSync('redis-cli', ['-h', HOSTS.redis.ip, 'ping'], { encoding: 'utf8' }).trim() === 'PONG'
      );
    } catch {
      return false;
    }
  });
}

const instances = new Map<string, TProcess>();

function startInstance(h: THost): TProcess {
  const env = {
    NODE_ENV: 'production',
    HOST: h.ip,
    PORT: String(APP_PORT),
    DATABASE_URL: `postgres://postgres@${HOSTS.pg1.ip}:5432/${DB_NAME}`,
    DATABASE_READ_URL: `postgres://postgres@${HOSTS.pg2.ip}:5432/${DB_NAME}`,
    DATABASE_READ_PROBE_SECONDS: '1',
    DATABASE_READ_MAX_LAG_SECONDS: '5',
    DATABASE_POOL_SIZE: '10',
    REDIS_URL: `redis://${HOSTS.redis.ip}:6379`,
    TRUST_PROXY: 'true',
    PUBLIC_URL: BASE,
    SECRETS_KEY,
    ADMIN_PASSWORD,
    STORAGE: 'postgres',
    // the demo's members, catalogue and sandbox gateway: the smoke pays a deposit through it
    SEED_DEMO: 'true',
    SANDBOX_GATEWAY_ENABLED: 'true',
    EXPOSE_OUTBOX: 'false',
    LOG_LEVEL: 'warn',
    DRAIN_TIMEOUT_SECONDS: '10',
    JOBS_MONITOR_SECONDS: '5',
  };
  const p = startIn(h, h.name, [process.execPath, '--enable-source-maps', 'dist/main.js'], {
    env,
    cwd: path.join(ROOT, 'apps/server'),
    log: path.join(WORK, `${h.name}.log`),
  });
  instances.set(h.name, p);
  processes.push(p);
  return p;
}

const readyz = (h: THost) => `http://${h.ip}:${APP_PORT}/readyz`;

async function startBalancer(): Promise<void> {
  const cfg = path.join(WORK, 'haproxy.cfg');
  writeFileSync(
    cfg,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  option forwardfor',
      '  option redispatch',
      // a request is sent again only when the connection could not be made (nothing reached a server)
      '  retries 2',
      '  retry-on conn-failure empty-response',
      '  timeout connect 1s',
      '  timeout client 60s',
      // above the streams' 25 s heartbeat, so an idle notification stream is not cut
      '  timeout server 60s',
      // SSE streams stay open
      '  timeout tunnel 1h',
      'frontend stats',
      `  bind ${HOSTS.lb.ip}:8404`,
      '  stats enable',
      '  stats uri /stats',
      'frontend web',
      `  bind ${HOSTS.lb.ip}:${LB_PORT}`,
      '  default_backend pavilion',
      'backend pavilion',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      '  default-server inter 500ms fall 2 rise 2 on-marked-down shutdown-sessions',
      ...APPS.map((h) => `  server ${h.name} ${h.ip}:${APP_PORT} check`),
      '',
    ].join('\n'),
  );
  processes.push(
    startIn(HOSTS.lb, 'haproxy', ['haproxy', '-db', '-f', cfg], { log: path.join(WORK, 'haproxy.log') }),
  );
  await waitFor('the balancer', async () => (await httpStatus(`${BASE}/readyz`)) === 200);
}

// ---------------------------------------------------------------- SSE clients

type TStream = {
  connects: number;
  connected: boolean;
  lastEventAt: number;
  gaps: number[];
  stop: () => void;
};

function sseClient(token: string, clientIp: string): TStream {
  const state: TStream = { connects: 0, connected: false, lastEventAt: 0, gaps: [], stop: () => {} };
  let stopped = false;
  let controller = new AbortController();
  state.stop = () => {
    stopped = true;
    controller.abort();
  };
  void (async () => {
    let lostAt: number | null = null;
    while (!stopped) {
      controller = new AbortController();
      try {
        const res = await fetch(`${BASE}/api/notifications/stream?token=${encodeURIComponent(token)}`, {
          headers: { accept: 'text/event-stream', 'x-forwarded-for': clientIp },
          signal: controller.signal,
        });
        if (res.ok && res.body) {
          state.connects += 1;
          state.connected = true;
          if (lostAt !== null) {
            state.gaps.push(Date.now() - lostAt);
            lostAt = null;
          }
          const reader = res.body.getReader();
          for (;;) {
            const { done } = await reader.read();
            if (done) {
              break;
            }
            state.lastEventAt = Date.now();
          }
        }
      } catch {
        // cut or refused: connect again, as EventSource does
      }
      state.connected = false;
      lostAt ??= Date.now();
      await sleep(500);
    }
  })();
  return state;
}

// ---------------------------------------------------------------- the test

type TEvent = { at: number; what: string };

async function main() {
  if (process.getuid?.() !== 0) {
    throw new Error('the cluster test builds network namespaces: run it as root');
  }
  for (const bin of ['haproxy', 'redis-server', `${PG_BIN}/postgres`]) {
    if (!existsSync(bin) && !run('sh', ['-c', `command -v ${bin}`], { quiet: true })) {
      throw new Error(`${bin} is missing (apt-get install -y haproxy redis-server postgresql)`);
    }
  }
  if (!existsSync(path.join(ROOT, 'apps/server/dist/main.js'))) {
    throw new Error('apps/server/dist/main.js is missing: run npm run build first');
  }
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  chownSync(WORK, postgresUid(), postgresGid());

  log('network: 7 hosts on bridge pvc-br0');
  buildNetwork();
  await startPrimary();
  log('PostgreSQL primary up');
  await startReplica();
  log('streaming replica up');
  await startRedis();
  log('Redis up');
  // the first instance migrates and seeds; the others start on the migrated database
  startInstance(HOSTS.app1);
  await waitFor('app1', async () => (await httpStatus(readyz(HOSTS.app1))) === 200, 240_000);
  startInstance(HOSTS.app2);
  startInstance(HOSTS.app3);
  await waitFor(
    'app2 and app3',
    async () =>
      (await Promise.all([httpStatus(readyz(HOSTS.app2)), httpStatus(readyz(HOSTS.app3))])).every(
        (s) => s === 200,
      ),
    240_000,
  );
  log('three instances ready');
  await startBalancer();
  log(`balancer up at ${BASE}`);

  const db = new Kysely<TDatabase>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: `postgres://postgres@${HOSTS.pg1.ip}:5432/${DB_NAME}`, max: 4 }),
    }),
  });
  const failures: string[] = [];
  const figures = newFigures();
  const events: TEvent[] = [];
  const mark = (what: string) => {
    events.push({ at: Date.now(), what });
    log(what);
  };

  // ------------------------------------------------ smoke through the balancer
  const ops = new Client(BASE, newFigures(), '10.99.0.1');
  const admin = await adminLogin(ops, ADMIN_PASSWORD);
  await setFlag(ops, admin, 'REGMOBVERF3', false);
  await setFlag(ops, admin, 'CAPTCHA3', false);
  const runId = Date.now().toString(36).slice(-5);
  const smoke = await newMember(new Client(BASE, newFigures(), '10.99.1.1'), admin, `cls${runId}`, 0);
  await smokeTest(smoke, failures);
  log(`smoke: ${failures.length === 0 ? 'passed' : `failed (${failures.join('; ')})`}`);

  // ------------------------------------------------ load with an instance killed and a link cut
  const members: TMember[] = [];
  for (let i = 0; i < WORKERS; i += 1) {
    members.push(
      await newMember(new Client(BASE, figures, `10.99.2.${i + 1}`), admin, `cl${runId}w${i}`, 5_000_000),
    );
  }
  const targets = await findTargets(members[0]!.client, members[0]!.token);
  const streams = members.slice(0, 4).map((m, i) => sseClient(m.token, `10.99.3.${i + 1}`));
  const acknowledged: TAcknowledged[] = [];
  const refused = new Map<string, number>();
  const unauthorised: string[] = [];
  let stopLoad = false;
  const kinds: TOpKind[] = ['inhouse', 'lottery', 'sportsbook'];
  const workers = members.map(async (m, w) => {
    let seq = 0;
    while (!stopLoad) {
      seq += 1;
      const kind = kinds[(seq + w) % kinds.length]!;
      const result = await placeBet(m, kind, targets, seq);
      if ('acknowledged' in result) {
        acknowledged.push(result.acknowledged);
      } else {
        refused.set(`${kind} ${result.refused}`, (refused.get(`${kind} ${result.refused}`) ?? 0) + 1);
        if (['NOT_LOGGED_IN', 'SESSION_EXPIRED', 'http 401'].includes(result.refused)) {
          unauthorised.push(`${m.username} ${kind}`);
        }
      }
    }
  });

  const loadStart = Date.now();
  const at = (s: number) => loadStart + s * 1000;
  const recovery: Record<string, number> = {};
  const chaos = (async () => {
    const killAt = Math.round(LOAD_SECONDS * 0.15);
    const backAt = Math.round(LOAD_SECONDS * 0.4);
    const cutAt = Math.round(LOAD_SECONDS * 0.6);
    await sleep(at(killAt) - Date.now());
    mark('SIGKILL app2');
    instances.get('app2')!.child.kill('SIGKILL');
    recovery['app2 marked down by the balancer (ms)'] = await waitFor(
      'app2 out of rotation',
      () => lbServerState('app2') === 'DOWN',
      30_000,
    );
    await sleep(Math.max(0, at(backAt) - Date.now()));
    mark('app2 restarted');
    startInstance(HOSTS.app2);
    recovery['app2 back in rotation after restart (ms)'] = await waitFor(
      'app2 back',
      () => lbServerState('app2') === 'UP',
      120_000,
    );
    await sleep(Math.max(0, at(cutAt) - Date.now()));
    mark('app3 link cut for 20 s');
    setLink(HOSTS.app3, false);
    recovery['app3 marked down after the cut (ms)'] = await waitFor(
      'app3 out of rotation',
      () => lbServerState('app3') === 'DOWN',
      30_000,
    );
    await sleep(20_000 - recovery['app3 marked down after the cut (ms)']);
    setLink(HOSTS.app3, true);
    mark('app3 link restored');
    recovery['app3 back in rotation after the link returned (ms)'] = await waitFor(
      'app3 back',
      () => lbServerState('app3') === 'UP',
      60_000,
    );
  })();
  await sleep(LOAD_SECONDS * 1000);
  await chaos;
  stopLoad = true;
  await Promise.all(workers);
  const loadMs = Date.now() - loadStart;
  mark(`load stopped after ${(loadMs / 1000).toFixed(0)} s`);
  // every stream connected again by now (give a last reconnect a moment)
  await waitFor('SSE clients reconnected', () => streams.every((s) => s.connected), 15_000).catch(() => {
    failures.push(
      `SSE: ${streams.filter((s) => !s.connected).length} of ${streams.length} clients not connected at the end`,
    );
  });
  for (const s of streams) {
    s.stop();
  }

  // ------------------------------------------------ what was acknowledged is there, once
  const lost: string[] = [];
  const doubled: string[] = [];
  const ids = new Map(
    (
      await db
        .selectFrom('members')
        .select(['id', 'account'])
        .where('account', 'like', `cl${runId}%`)
        .execute()
    ).map((m) => [m.account, Number(m.id)]),
  );
  for (const op of acknowledged) {
    const memberId = ids.get(op.username)!;
    const table =
      op.kind === 'inhouse' ? 'inhouse_rounds' : op.kind === 'lottery' ? 'lottery_tickets' : 'sports_tickets';
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .where('request_id', '=', op.requestId)
      .executeTakeFirstOrThrow();
    const n = Number(row.n);
    if (n === 0) {
      lost.push(`${op.kind} ${op.requestId}`);
    } else if (n > 1) {
      doubled.push(`${op.kind} ${op.requestId} ×${n}`);
    }
  }
  const dup = await sql<{ n: number }>`
    select (select count(*) from (select 1 from inhouse_rounds group by member_id, request_id having count(*) > 1) a)
         + (select count(*) from (select 1 from sports_tickets group by member_id, request_id having count(*) > 1) b)
         + (select count(*) from (select 1 from ledger_transactions group by idempotency_key having count(*) > 1) c) as n`.execute(
    db,
  );
  if (Number(dup.rows[0]?.n ?? 0) > 0) {
    doubled.push(`${dup.rows[0]!.n} duplicated request ids or posting keys`);
  }
  const violations = await findLedgerViolations(db);
  if (lost.length > 0) {
    failures.push(`${lost.length} acknowledged operations lost: ${lost.slice(0, 5).join(', ')}`);
  }
  if (doubled.length > 0) {
    failures.push(`doubled: ${doubled.slice(0, 5).join(', ')}`);
  }
  if (violations.length > 0) {
    failures.push(`ledger: ${violations.slice(0, 5).join('; ')}`);
  }
  if (unauthorised.length > 0) {
    failures.push(`sessions refused during the load: ${unauthorised.slice(0, 5).join(', ')}`);
  }
  if (acknowledged.length === 0) {
    failures.push('no operation was acknowledged');
  }
  // sessions work on every instance, the restarted one included: the member's wallet through each
  for (const h of APPS) {
    const res = await fetch(`http://${h.ip}:${APP_PORT}/api/wallet/balance`, {
      headers: { authorization: `Bearer ${members[0]!.token}` },
    }).catch(() => null);
    if (res?.status !== 200) {
      failures.push(`the member's session on ${h.name}: ${res?.status ?? 'no answer'}`);
    }
  }

  // ------------------------------------------------ replica: reports from it, then from the primary
  const report = `/api/admin/reports/ggr-vendor?from=${day(-1)}&to=${day(0)}`;
  const replicaBefore = await replicaStates();
  if (!replicaBefore.every((r) => r?.inUse)) {
    failures.push(`replica not in use before it was stopped: ${JSON.stringify(replicaBefore)}`);
  }
  const reportOnReplica = await ops.call('GET', report, { token: admin });
  mark('replica stopped');
  stopReplica();
  const reportDuring = await ops.call('GET', report, { token: admin });
  const fallbackMs = await waitFor(
    'reads back on the primary',
    async () => (await replicaStates()).every((r) => r && !r.inUse),
    15_000,
  ).catch(() => -1);
  const reportAfter = await ops.call('GET', report, { token: admin });
  for (const [label, reply] of [
    ['on the replica', reportOnReplica],
    ['as the replica stopped', reportDuring],
    ['on the primary', reportAfter],
  ] as const) {
    if (reply.status !== 200) {
      failures.push(`report ${label}: ${reply.status}`);
    }
  }
  if (fallbackMs < 0) {
    failures.push('instances did not leave the stopped replica out');
  }

  // ------------------------------------------------ figures
  const byKind = (k: TOpKind) => acknowledged.filter((a) => a.kind === k).length;
  console.log('\n== cluster test figures');
  console.log(`load: ${WORKERS} members for ${(loadMs / 1000).toFixed(0)} s through HAProxy to 3 instances`);
  console.log(
    `requests ${figures.requests}, answered 2xx ${figures.ok}, p50 ${percentile(figures.latencies, 50).toFixed(0)} ms, p99 ${percentile(figures.latencies, 99).toFixed(0)} ms`,
  );
  console.log(
    `acknowledged operations: ${acknowledged.length} (in-house rounds ${byKind('inhouse')}, lottery slips ${byKind('lottery')}, sportsbook bets ${byKind('sportsbook')}); lost ${lost.length}, doubled ${doubled.length}`,
  );
  console.log(
    `errors by kind (every attempt, retries included): ${[...figures.errors].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none'}`,
  );
  console.log(
    `refused operations (no money moved): ${[...refused].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none'}`,
  );
  console.log(
    `recovery: ${Object.entries(recovery)
      .map(([k, v]) => `${k} ${v}`)
      .join('; ')}`,
  );
  console.log(
    `SSE: ${streams.length} clients, connects ${streams.map((s) => s.connects).join('/')}, reconnect gaps (ms) ${streams.flatMap((s) => s.gaps).join(', ') || 'none'}`,
  );
  console.log(
    `replica: reports ${reportOnReplica.status} on the replica, ${reportDuring.status} as it stopped, ${reportAfter.status} after; instances left it out within ${fallbackMs} ms`,
  );
  console.log(`ledger invariants: ${violations.length === 0 ? 'hold' : `${violations.length} violations`}`);
  console.log(
    `timeline: ${events.map((e) => `${((e.at - loadStart) / 1000).toFixed(0)} s ${e.what}`).join('; ')}`,
  );
  await db.destroy();
  if (failures.length > 0) {
    console.log(`\nCLUSTER TEST FAILED:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nCLUSTER TEST PASSED');
  }
}

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

async function replicaStates(): Promise<({ inUse: boolean; reason: string | null } | null)[]> {
  return Promise.all(
    APPS.map(async (h) => {
      try {
        const res = await fetch(readyz(h), { signal: AbortSignal.timeout(2_000) });
        return ((await res.json()) as { replica: { inUse: boolean; reason: string | null } }).replica;
      } catch {
        return null;
      }
    }),
  );
}

/** HAProxy's own view of a server (UP, DOWN, MAINT…), from its statistics page as CSV. */
const LB_STATS = `http://${HOSTS.lb.ip}:8404/stats;csv`;
const lbStates = new Map<string, string>();
function lbServerState(name: string): string {
  return lbStates.get(name) ?? 'UNKNOWN';
}
async function followBalancer(): Promise<void> {
  for (;;) {
    try {
      const res = await fetch(LB_STATS, { signal: AbortSignal.timeout(1_000) });
      const [header, ...rows] = (await res.text()).replace(/^# /, '').trim().split('\n');
      const cols = header!.split(',');
      const [px, sv, st] = ['pxname', 'svname', 'status'].map((c) => cols.indexOf(c));
      for (const row of rows) {
        const f = row.split(',');
        if (f[px!] === 'pavilion' && f[sv!]?.startsWith('app')) {
          lbStates.set(f[sv!]!, (f[st!] ?? '').split(' ')[0]!);
        }
      }
    } catch {
      // the balancer is not up yet
    }
    await sleep(200);
  }
}

async function smokeTest(m: TMember, failures: string[]): Promise<void> {
  const { client, token } = m;
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      failures.push(`smoke ${name}: ${(error as Error).message}`);
    }
  };
  await step('deposit', async () => {
    const { channels } = await client.ok<{ channels: { id: string; kind: string; minAmount: number }[] }>(
      'GET',
      '/api/cashier/deposit-channels',
      { token },
    );
    const gateway = channels.find((c) => c.kind === 'gateway');
    if (!gateway) {
      throw new Error('no gateway channel');
    }
    const amount = Math.max(gateway.minAmount, 100_000);
    const deposit = await client.ok<{ id: string; checkoutUrl: string | null }>(
      'POST',
      '/api/cashier/deposits',
      {
        token,
        body: { channelId: gateway.id, amount, requestId: `cl-dep-${m.username}` },
      },
    );
    if (!deposit.checkoutUrl) {
      throw new Error('no checkout address');
    }
    const checkout = new URL(deposit.checkoutUrl, BASE);
    const paid = await client.call('POST', checkout.pathname, { body: { outcome: 'pay' } });
    if (paid.status !== 303) {
      throw new Error(`checkout answered ${paid.status}`);
    }
    await waitFor(
      'the deposit credited',
      async () => {
        const wallet = await client.ok<{ balance: number }>('GET', '/api/wallet/balance', { token });
        return wallet.balance >= amount;
      },
      20_000,
    );
  });
  const targets = await findTargets(client, token).catch((error: Error) => {
    failures.push(`smoke targets: ${error.message}`);
    return null;
  });
  if (targets) {
    for (const kind of ['inhouse', 'lottery', 'sportsbook'] as const) {
      await step(`${kind} bet`, async () => {
        const result = await placeBet(m, kind, targets, 1);
        if (!('acknowledged' in result)) {
          throw new Error(result.refused);
        }
      });
    }
    await step('lists after the bets', async () => {
      const range = `from=${day(-1)}&to=${day(0)}&pageSize=100`;
      const bets = await client.ok<{ totals: { count: number } }>('GET', `/api/records/bets?${range}`, {
        token,
      });
      if (bets.totals.count < 3) {
        throw new Error(`betting record holds ${bets.totals.count} bets`);
      }
      await client.ok('GET', '/api/lottery/tickets', { token });
      await client.ok('GET', '/api/sportsbook/tickets', { token });
    });
  }
  await step('withdrawal', async () => {
    const fund = await client.encrypt('135790');
    await client.ok('POST', '/api/cashier/fund-password', {
      token,
      body: { newPassword: fund, confirmNewPassword: fund },
    });
    const card = await client.ok<{ id: string }>('POST', '/api/cashier/bank-cards', {
      token,
      body: { bankName: 'ABA Bank', accountNumber: '00012345678', payeeName: 'Cluster Tester' },
    });
    const withdrawal = await client.ok<{ status: string }>('POST', '/api/cashier/withdrawals', {
      token,
      body: {
        bankCardId: card.id,
        amount: 20_000,
        fundPassword: await client.encrypt('135790'),
        requestId: `cl-wd-${m.username}`,
      },
    });
    if (!withdrawal.status) {
      throw new Error('no withdrawal status');
    }
  });
}

const stopAll = () => {
  for (const p of processes.reverse()) {
    p.child.kill('SIGKILL');
  }
  teardownNetwork();
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

void followBalancer();
main()
  .catch((error: unknown) => {
    console.error(`CLUSTER TEST FAILED: ${error instanceof Error ? error.message : String(error)}`);
    for (const h of [...APPS, HOSTS.pg1, HOSTS.pg2]) {
      console.error(`--- last lines of ${h.name}.log`);
      console.error(run('tail', ['-n', '15', path.join(WORK, `${h.name}.log`)], { quiet: true }));
    }
    process.exitCode = 1;
  })
  .finally(() => {
    stopAll();
    process.exit();
  });
