// The sportsbook feed as a pg-boss job on the tier's database (PGlite, or PostgreSQL with
// DATABASE_URL): two runners (two instances) start after a match ended while both were down; their
// start-up runs apply the match's steps and settle it, and the winning ticket is paid exactly once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobRunner, type TJobRunner } from '@/jobs/job-runner.ts';
import { placeBet } from '@/modules/sportsbook/betting.service.ts';
import { syncFixtures } from '@/modules/sportsbook/feed.service.ts';
import { sportsFeedJob } from '@/modules/sportsbook/sportsbook.jobs.ts';
import {
  betRequest,
  football,
  market,
  scriptedAdapter,
  scriptedDeps,
  selectionId,
  sportsPlayer,
  walletOf,
} from './helpers/sportsbook-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
const runners: TJobRunner[] = [];
const silent = { info: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const now = Date.now();
const FX = `job-${process.pid}`;
const FIXTURES = [
  football(
    FX,
    now - 60_000,
    [market(`${FX}-1x2`, '1x2', { home: 1800, draw: 3500, away: 4000 })],
    [
      { atMs: now - 60_000, type: 'start' },
      { atMs: now - 30_000, type: 'score', home: 1, away: 0, period: 'h2', clock: "88'" },
      { atMs: now - 10_000, type: 'end', result: { home: 1, away: 0 } },
    ],
  ),
];

beforeAll(async () => {
  t = await startTestApp({ SPORTS_INPLAY_DELAY_MS: 0 });
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
    jobs: [sportsFeedJob(t.config, undefined, scriptedAdapter(FIXTURES))],
    monitorSeconds: 1,
  });
  runners.push(runner);
  return runner;
};

describe('[SPORTS] feed job', () => {
  it('settles a match that ended while every instance was down, once across two instances', async () => {
    // the fixture was written and bet on before the instances went down
    const deps = scriptedDeps(t, FIXTURES);
    await syncFixtures(deps, new Date(now - 120_000));
    const p = await sportsPlayer(t, 10_000);
    await placeBet(
      deps,
      p,
      betRequest([{ selectionId: await selectionId(t, `${FX}-1x2-home`), odds1000: 1800 }]),
      undefined,
    );
    expect(await walletOf(t, p.memberId)).toBe(9000);
    await Promise.all([startRunner(), startRunner()]);
    const status = async () =>
      (
        await t.db
          .selectFrom('sports_tickets')
          .select('status')
          .where('member_id', '=', p.memberId)
          .executeTakeFirstOrThrow()
      ).status;
    for (let i = 0; i < 120 && (await status()) === 'open'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(await status()).toBe('won');
    // more runs come (start-up runs, the next-run queue); none pays again
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(await walletOf(t, p.memberId)).toBe(9000 + 1800);
    const wins = await sql<{ n: number }>`select count(*)::int as n from seamless_transactions
      where vendor_code = 'SPORTSBOOK' and op = 'win' and member_id = ${p.memberId}`.execute(t.db);
    expect(wins.rows[0]!.n).toBe(1);
    const cursor = await t.db
      .selectFrom('sports_feed_cursors')
      .select(['next_step', 'done'])
      .where('feed_id', '=', FX)
      .executeTakeFirstOrThrow();
    expect(cursor).toEqual({ next_step: 3, done: true });
    expect(await findLedgerViolations(t.db)).toEqual([]);
  }, 120_000);
});
