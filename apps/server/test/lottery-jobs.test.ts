// The lottery scheduler as a pg-boss job on the tier's database (PGlite, or PostgreSQL with
// DATABASE_URL): two runners (two instances) start while an issue is overdue (the server was
// down at its draw time); the start-up run draws and settles it once, pays the ticket once, and
// queues the next run at the next draw time of any game.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryGameDef } from '@pavilion/games/lottery/catalogue';
import { currentIssue } from '@pavilion/games/lottery/schedule';
import { startJobRunner, type TJobRunner } from '@/jobs/job-runner.ts';
import { LOTTERY_DRAW_JOB, lotteryDrawJob, nextLotteryRun } from '@/modules/lottery/lottery.jobs.ts';
import { lotteryDeps } from '@/modules/lottery/lottery.deps.ts';
import { placeSlip } from '@/modules/lottery/tickets.service.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
const runners: TJobRunner[] = [];
const silent = { info: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await t.close();
});

const startRunner = async () => {
  const runner = await startJobRunner({
    db: t.db,
    target: t.databaseUrl ? { kind: 'postgres', url: t.databaseUrl, poolSize: 2 } : { kind: 'pglite' },
    log: silent,
    jobs: [lotteryDrawJob(t.config)],
    monitorSeconds: 1,
  });
  runners.push(runner);
  return runner;
};

describe('[LOTTERY] scheduler job', () => {
  it('settles an issue missed while down once across two instances and queues the next draw', async () => {
    const m = await createMember(t, { balance: 10_000 });
    await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: '10.1.2.3' });
    const s = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    // an issue drawn three minutes ago, bought while it was open
    const def = lotteryGameDef('SSC_1M')!;
    const issue = currentIssue(def.schedule, new Date(Date.now() - 4 * 60_000));
    await placeSlip(
      lotteryDeps(t.db, t.config),
      { memberId: m.id, sessionId: Number(s.id) },
      {
        requestId: `job-${process.pid}`,
        gameCode: 'SSC_1M',
        issueNo: issue.issueNo,
        bets: [
          {
            playType: 'pos',
            selection: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], [], [], []],
            unitAmount: 100,
            multiplier: 1,
          },
        ],
      },
      new Date(issue.closesAt.getTime() - 5000),
    );
    expect((await memberWallet(t.db, m.id)).balance).toBe(9000);
    await Promise.all([startRunner(), startRunner()]);
    const status = async () =>
      (
        await t.db
          .selectFrom('lottery_issues')
          .select('status')
          .where('game_code', '=', 'SSC_1M')
          .where('issue_no', '=', issue.issueNo)
          .executeTakeFirstOrThrow()
      ).status;
    await expect.poll(status, { timeout: 30_000, interval: 250 }).toBe('settled');
    await expect.poll(async () => (await memberWallet(t.db, m.id)).balance, { timeout: 10_000 }).toBe(9980);
    const wins = await sql<{ n: string }>`
      select count(*) as n from seamless_transactions where vendor_code = 'LOTTERY' and op = 'win'`.execute(
      t.db,
    );
    expect(Number(wins.rows[0]!.n)).toBe(1);
    // the next run waits for the next draw of any game (every minute here)
    await expect
      .poll(
        async () =>
          (
            await sql<{ start_after: Date }>`
              select start_after from pgboss.job where name = ${LOTTERY_DRAW_JOB} and state = 'created'
              order by start_after`.execute(t.db)
          ).rows.map((r) => r.start_after.getTime()),
        { timeout: 15_000, interval: 250 },
      )
      .toContain(nextLotteryRun(new Date()).getTime());
  });
});
