// The job runner on the tier's database (in-memory PGlite, or PostgreSQL with DATABASE_URL): the
// withdrawal auto-receive sweep runs as a pg-boss job (at start-up and on its cron), two runners on
// one database (two instances) mark every due payout exactly once, and stop() ends the workers.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobRunner, type TJobRunner } from '@/jobs/job-runner.ts';
import { WITHDRAWAL_AUTO_RECEIVE_JOB, withdrawalAutoReceiveJob } from '@/modules/cashier/cashier.jobs.ts';
import {
  autoReceiveLedger,
  insertDueWithdrawals,
  installAutoReceiveAudit,
} from './helpers/due-withdrawals.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
const runners: TJobRunner[] = [];
const silent = { info: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };

beforeAll(async () => {
  t = await startTestApp();
  await installAutoReceiveAudit(t.db);
});
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await t.close();
});

function startRunner() {
  const runner = startJobRunner({
    db: t.db,
    target: t.databaseUrl ? { kind: 'postgres', url: t.databaseUrl, poolSize: 2 } : { kind: 'pglite' },
    log: silent,
    jobs: [withdrawalAutoReceiveJob(t.config)],
    monitorSeconds: 1,
  });
  return runner.then((r) => {
    runners.push(r);
    return r;
  });
}

const statuses = async (ids: number[]) => (await autoReceiveLedger(t.db, ids)).map((r) => r.status);

describe('[JOBS] job runner', () => {
  it('runs the auto-receive sweep as a job, marks each due payout once, and records the run', async () => {
    const ids = await insertDueWithdrawals(t.db, 3);
    const runner = await startRunner();
    await expect
      .poll(() => statuses(ids), { timeout: 20_000, interval: 200 })
      .toEqual(['auto_received', 'auto_received', 'auto_received']);
    expect(await autoReceiveLedger(t.db, ids)).toEqual(
      ids.map(() => ({ status: 'auto_received', writes: 1 })),
    );
    const runs = await sql<{ state: string; output: { marked?: number } | null }>`
      select state, output from pgboss.job where name = ${WITHDRAWAL_AUTO_RECEIVE_JOB} and state = 'completed'`.execute(
      t.db,
    );
    expect(runs.rows.reduce((sum, r) => sum + (r.output?.marked ?? 0), 0)).toBe(3);
    const schedules = await runner.boss.getSchedules(WITHDRAWAL_AUTO_RECEIVE_JOB);
    expect(schedules.map((s) => s.cron)).toEqual(['* * * * *']);
    await runner.stop();
  });

  it('two runners on one database (two instances): every due payout marked exactly once, none missed', async () => {
    const [a, b] = await Promise.all([startRunner(), startRunner()]);
    const ids = await insertDueWithdrawals(t.db, 20);
    // each runner queued one start-up run; both run (one at a time) and the second finds nothing left
    await expect
      .poll(() => statuses(ids), { timeout: 20_000, interval: 200 })
      .toEqual(ids.map(() => 'auto_received'));
    expect(await autoReceiveLedger(t.db, ids)).toEqual(
      ids.map(() => ({ status: 'auto_received', writes: 1 })),
    );
    await Promise.all([a.stop(), b.stop()]);
    // stopped: a payout that comes due now stays approved
    const later = await insertDueWithdrawals(t.db, 1);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await statuses(later)).toEqual(['approved']);
  });
});
