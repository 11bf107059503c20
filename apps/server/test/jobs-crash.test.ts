// Crash test of the job runner (PostgreSQL only: several server processes share one database).
// Two real servers run the withdrawal auto-receive schedule; a third starts, and whichever instance
// takes its run is killed with SIGKILL while the run is inside its UPDATE (the test holds a row lock
// so the run is caught mid-way). More payouts come due while it is down; it is restarted. Every due
// payout must end auto_received, each written exactly once (an audit trigger counts the writes),
// and the killed run must be retried by a live instance rather than lost.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_SECRETS_KEY } from '@/config.ts';
import { createDb, type TDb } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { WITHDRAWAL_AUTO_RECEIVE_JOB } from '@/modules/cashier/cashier.jobs.ts';
import {
  autoReceiveLedger,
  insertDueWithdrawals,
  installAutoReceiveAudit,
} from './helpers/due-withdrawals.ts';
import { freshDatabase } from './helpers/fresh-database.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type TInstance = { name: string; port: number; child: ChildProcess };

function startInstance(name: string, url: string): TInstance {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const dbUrl = new URL(url);
  // the instance's connections (its pool and the job runner's) carry its name in pg_stat_activity
  dbUrl.searchParams.set('application_name', `jobs-${name}`);
  const env = {
    DATABASE_URL: dbUrl.toString(),
    PORT: String(port),
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    EXPOSE_OUTBOX: 'false',
    SANDBOX_GATEWAY_ENABLED: 'false',
    ADMIN_PASSWORD: 'jobs-crash-admin',
    JOBS_MONITOR_SECONDS: '1',
    WITHDRAWAL_AUTO_RECEIVE_MINUTES: '60',
  };
  // From apps/server, so tsx picks up its tsconfig (the @/ import alias).
  const child = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'apps/server'),
    // the test's master key: the child seals and opens what this process writes and reads
    env: { ...process.env, SECRETS_KEY: TEST_SECRETS_KEY, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return { name, port, child };
}

async function waitReady(instance: TInstance, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && instance.child.exitCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${instance.port}/api/site/status`);
      if (res.status < 500) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance ${instance.name} did not start`);
}

function kill(instance: TInstance) {
  if (instance.child.pid && instance.child.exitCode === null) {
    try {
      process.kill(-instance.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

describe.skipIf(!process.env.DATABASE_URL)('[JOBS] a server killed in the middle of a scheduled run', () => {
  const instances: TInstance[] = [];
  let db: TDb | null = null;
  let drop: (() => Promise<void>) | null = null;

  afterAll(async () => {
    instances.forEach(kill);
    await db?.destroy();
    await drop?.();
  });

  it(
    'skips no due payout and marks none twice across SIGKILL and restart',
    { timeout: 240_000 },
    async () => {
      const target = await freshDatabase(process.env.DATABASE_URL!, 'pavilion_jobs');
      drop = target.drop;
      db = await createDb({ kind: 'postgres', url: target.url, poolSize: 3 });
      await migrateToLatest(db);
      await installAutoReceiveAudit(db);
      const statuses = async (ids: number[]) => (await autoReceiveLedger(db!, ids)).map((r) => r.status);
      const allReceived = (ids: number[]) => ids.map(() => 'auto_received');

      const first = await insertDueWithdrawals(db, 5);
      const [a, b] = [startInstance('a', target.url), startInstance('b', target.url)];
      instances.push(a, b);
      await Promise.all([waitReady(a), waitReady(b)]);
      await expect
        .poll(() => statuses(first), { timeout: 30_000, interval: 250 })
        .toEqual(allReceived(first));

      // Catch the next run inside its UPDATE: hold the row locks of newly due payouts.
      const second = await insertDueWithdrawals(db, 5);
      const locker = new pg.Client({ connectionString: target.url });
      await locker.connect();
      await locker.query('begin');
      await locker.query('select id from cashier_withdrawals where id = any($1) for update', [second]);
      const c = startInstance('c', target.url);
      instances.push(c);
      let runningOn: string | null = null;
      await expect
        .poll(
          async () => {
            // not on the locker's connection: inside its transaction pg_stat_activity is a frozen snapshot
            const blocked = await sql<{
              application_name: string;
            }>`select application_name from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock' and query ilike '%cashier_withdrawals%'`.execute(
              db!,
            );
            runningOn = blocked.rows[0]?.application_name ?? null;
            return runningOn;
          },
          { timeout: 90_000, interval: 200 },
        )
        .toMatch(/^jobs-[abc]$/);
      const victim = instances.find((i) => `jobs-${i.name}` === runningOn)!;
      kill(victim);
      await new Promise((r) => setTimeout(r, 300));
      await locker.query('commit');
      await locker.end();

      // Due while the victim is down; then it comes back.
      const third = await insertDueWithdrawals(db, 5);
      const restarted = startInstance(victim.name, target.url);
      instances.push(restarted);
      await waitReady(restarted);

      const all = [...first, ...second, ...third];
      await expect.poll(() => statuses(all), { timeout: 60_000, interval: 250 }).toEqual(allReceived(all));
      // the run of the killed worker is not left hanging: it is retried (heartbeat lost) and settles
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>`select count(*)::int as n from pgboss.job
              where name = ${WITHDRAWAL_AUTO_RECEIVE_JOB} and state in ('created', 'retry', 'active')`.execute(
                db!,
              )
            ).rows[0]?.n,
          { timeout: 60_000, interval: 500 },
        )
        .toBe(0);
      expect(await autoReceiveLedger(db, all)).toEqual(
        all.map(() => ({ status: 'auto_received', writes: 1 })),
      );
      const retried = await sql<{ n: number }>`select count(*)::int as n from pgboss.job
      where name = ${WITHDRAWAL_AUTO_RECEIVE_JOB} and retry_count > 0 and state = 'completed'`.execute(db);
      expect(retried.rows[0]?.n).toBeGreaterThanOrEqual(1);
    },
  );
});
