// The settlement jobs on pg-boss (decision 018) on the tier's database: two runners (two instances)
// start on one database after an outage; their start-up runs catch up every missed day once, and
// the days are paid exactly once between them.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '@pavilion/contracts/agent-settlement';
import { startJobRunner, type TJobRunner } from '@/jobs/job-runner.ts';
import {
  agentSettlementJobs,
  AGENT_SETTLEMENT_JOBS,
} from '@/modules/agent-settlement/agent-settlement.jobs.ts';
import { agent, balance, bet, contract, daily, member } from './helpers/agent-settlement-fixtures.ts';
import { findLedgerViolations } from './wallet-invariants.ts';
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

function startRunner() {
  return startJobRunner({
    db: t.db,
    target: t.databaseUrl ? { kind: 'postgres', url: t.databaseUrl, poolSize: 2 } : { kind: 'pglite' },
    log: silent,
    // the daily job only: the others have no contracts here
    jobs: agentSettlementJobs().filter((j) => j.name === AGENT_SETTLEMENT_JOBS.daily.name),
    monitorSeconds: 1,
  }).then((r) => {
    runners.push(r);
    return r;
  });
}

describe('[SETTLE] jobs', () => {
  it('two instances start after an outage: the missed days are paid once', async () => {
    const DAY = 86_400_000;
    const today = periodOf('daily', new Date(), 420);
    const top = await agent(t.db);
    const p = await member(t.db, { upline: top });
    const c = await contract(t.db, {
      upline: null,
      downline: top,
      terms: daily(100),
      acceptedAt: new Date(today.start.getTime() - 3 * DAY + 3_600_000),
    });
    for (const back of [3, 2, 1]) {
      await bet(t.db, p, 10_000 * back, 0, new Date(today.start.getTime() - back * DAY + 7_200_000));
    }
    await Promise.all([startRunner(), startRunner()]);
    const paid = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from agent_settlements
          where contract_id = ${c} and state = 'paid'`.execute(t.db)
      ).rows[0]!.n;
    await expect.poll(paid, { timeout: 30_000, interval: 300 }).toBe(3);
    // both start-up runs are over before counting
    await expect
      .poll(
        async () =>
          (
            await sql<{ n: number }>`select count(*)::int as n from pgboss.job
              where name = ${AGENT_SETTLEMENT_JOBS.daily.name} and state = 'completed'`.execute(t.db)
          ).rows[0]!.n,
        { timeout: 30_000, interval: 300 },
      )
      .toBeGreaterThanOrEqual(2);
    expect(await balance(t.db, top)).toBe(300 + 200 + 100);
    const postings = await sql<{ n: number }>`select count(distinct t.id)::int as n from ledger_transactions t
      join agent_settlements s on s.ledger_tx_id = t.id where s.contract_id = ${c}`.execute(t.db);
    expect(postings.rows[0]!.n).toBe(3);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
