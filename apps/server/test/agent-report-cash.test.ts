// Team cash sums (decision 040, migration 0035): the team overview gives the same new members,
// deposits, withdrawals (and every other figure) from the per-agent hour sums as from the tables,
// before the job, after it, with rows newer than the watermarks, withdrawals confirmed after
// their hour was rolled, at four clocks (one off the hour grid); the incremental rows equal a
// rebuild; a tree move reads the tables until the next run rebuilds the rows.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollUpReportSums } from '@/modules/agent-reports/agent-report-sums.ts';
import { teamFigures } from '@/modules/agent/team-overview.repo.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { teamPeriodRanges } from '@pavilion/contracts/agent-team';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let agentId: number;
let other: number;
let memberA: number;
let memberB: number;
let n = 0;

const at = (iso: string) => new Date(iso);

async function member(upline: number, createdAt: string) {
  const { id } = await createMember(t, { type: 0, upline_id: upline, balance: 0 });
  await sql`update members set created_at = ${at(createdAt)} where id = ${id}`.execute(t.db);
  return id;
}

async function deposit(
  memberId: number,
  amount: number,
  status: string,
  creditedAt: string | null,
  createdAt: string,
) {
  n += 1;
  const { rows } = await sql<{
    id: number;
  }>`insert into cashier_deposits (member_id, request_id, channel_id, kind,
      amount, status, created_at, credited_at)
    values (${memberId}, ${`cash-d${n}`}, 'bank', 'bank_transfer', ${amount}, ${status}, ${at(createdAt)},
      ${creditedAt === null ? null : at(creditedAt)}) returning id`.execute(t.db);
  return Number(rows[0]!.id);
}

async function withdrawal(
  memberId: number,
  amount: number,
  status: string,
  paidAt: string | null,
  createdAt: string,
  extra: { confirmedAt?: string; remaining?: number } = {},
) {
  n += 1;
  const card = await sql<{
    id: number;
  }>`insert into cashier_bank_cards (member_id, bank_name, account_number, payee_name)
    values (${memberId}, 'Test Bank', ${String(1_000_000 + n)}, 'payee') returning id`.execute(t.db);
  const { rows } = await sql<{
    id: number;
  }>`insert into cashier_withdrawals (member_id, request_id, bank_card_id,
      bank_name, account_number, payee_name, amount, status, remaining_amount, created_at, paid_at, confirmed_at)
    values (${memberId}, ${`cash-w${n}`}, ${card.rows[0]!.id}, 'Test Bank', ${String(1_000_000 + n)}, 'payee', ${amount},
      ${status}, ${extra.remaining ?? null}, ${at(createdAt)}, ${paidAt === null ? null : at(paidAt)},
      ${extra.confirmedAt ? at(extra.confirmedAt) : null}) returning id`.execute(t.db);
  return Number(rows[0]!.id);
}

/** Every figure of the overview's six periods at `now`, four clocks: roll-ups = tables. */
async function expectSameOverview(agent: number, now: string) {
  const wallet = await memberWallet(t.db, agent);
  const out = [];
  for (const offset of [0, 420, -300, 330]) {
    const ranges = Object.values(teamPeriodRanges(at(now), offset));
    const viaSums = await teamFigures(t.db, agent, wallet.accountId, ranges);
    expect(viaSums).toEqual(await teamFigures(t.db, agent, wallet.accountId, ranges, { raw: true }));
    out.push(viaSums);
  }
  return out;
}

const NOWS = ['2026-01-04T15:00:00Z', '2026-01-31T12:00:00Z', '2026-02-01T01:30:00Z', '2026-01-05T23:59:00Z'];

async function expectSameEverywhere(agent: number) {
  const all = [];
  for (const now of NOWS) {
    all.push(await expectSameOverview(agent, now));
  }
  return all;
}

async function cashRows() {
  return (await sql`select * from agent_report_team_cash order by ancestor_id, hour`.execute(t.db)).rows;
}

beforeAll(async () => {
  t = await startTestApp({}, { agentTree: true });
  agentId = (await createMember(t, { type: 1, upline_id: null, balance: 0 })).id;
  other = (await createMember(t, { type: 1, upline_id: null, balance: 0 })).id;
  const sub = (await createMember(t, { type: 2, upline_id: agentId, balance: 0 })).id;
  await sql`update members set created_at = ${at('2025-12-20T00:00:00Z')} where id in (${agentId}, ${other}, ${sub})`.execute(
    t.db,
  );
  memberA = await member(agentId, '2026-01-01T03:00:00Z');
  memberB = await member(sub, '2026-01-03T18:30:00Z');
  await member(sub, '2026-01-04T09:10:00Z');
  await deposit(memberA, 10_000, 'credited', '2026-01-01T10:00:00Z', '2026-01-01T09:50:00Z');
  await deposit(memberA, 20_000, 'credited', '2026-01-03T17:20:00Z', '2026-01-03T17:00:00Z');
  await deposit(memberB, 30_000, 'credited', '2026-01-04T02:05:00Z', '2026-01-04T02:00:00Z');
  await deposit(memberB, 40_000, 'rejected', null, '2026-01-04T03:00:00Z');
  await deposit(memberB, 50_000, 'pending', null, '2026-01-04T04:00:00Z');
  await deposit(memberB, 60_000, 'credited', '2026-01-31T23:40:00Z', '2026-01-31T23:00:00Z');
  await withdrawal(memberA, 5_000, 'received', '2026-01-02T10:00:00Z', '2026-01-02T09:00:00Z', {
    confirmedAt: '2026-01-02T12:00:00Z',
  });
  await withdrawal(memberB, 7_000, 'partially_received', '2026-01-03T19:00:00Z', '2026-01-03T18:00:00Z', {
    confirmedAt: '2026-01-03T20:00:00Z',
    remaining: 2_000,
  });
  await withdrawal(memberB, 9_000, 'not_received', '2026-01-04T05:00:00Z', '2026-01-04T04:00:00Z', {
    confirmedAt: '2026-01-04T06:00:00Z',
  });
  await withdrawal(memberA, 4_000, 'rejected', null, '2026-01-04T07:00:00Z');
  await withdrawal(memberA, 3_000, 'pending', null, '2026-01-04T08:00:00Z');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('[AGENT] team cash sums', () => {
  it('gives the tables’ figures before any run, after the job and after a rerun', async () => {
    const before = await expectSameEverywhere(agentId);
    // Jan 4 15:00 UTC, GMT+0: today new members 1 (09:10), deposits 30,000; this month 3 members,
    // 60,000 credited (the rejected and pending ones not), withdrawals 5,000 + (7,000 - 2,000)
    expect(before[0]![0]!.figures[0]).toMatchObject({ newMembers: 1, deposits: 30_000, depositCount: 1 });
    expect(before[0]![0]!.figures[3]).toMatchObject({
      newMembers: 3,
      deposits: 60_000,
      depositCount: 3,
      withdrawals: 10_000,
      withdrawalCount: 2,
    });
    const first = await rollUpReportSums(t.db, at('2026-01-10T12:00:00Z'));
    expect(first.rebuilt).toBe(1);
    const rows = await cashRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(await expectSameEverywhere(agentId)).toEqual(before);
    await rollUpReportSums(t.db, at('2026-01-10T12:00:00Z'));
    expect(await cashRows()).toEqual(rows);
    expect(await expectSameEverywhere(agentId)).toEqual(before);
  }, 180_000);

  it('counts rows newer than the watermarks and withdrawals confirmed after their hour was rolled', async () => {
    // approved before the run, confirmed after it (the rows hold the whole amount as at C)
    const w1 = await withdrawal(memberA, 8_000, 'approved', '2026-01-04T11:00:00Z', '2026-01-04T10:00:00Z');
    const w2 = await withdrawal(memberB, 6_000, 'approved', '2026-01-03T21:15:00Z', '2026-01-03T21:00:00Z');
    const w3 = await withdrawal(memberB, 2_500, 'approved', '2026-01-02T01:00:00Z', '2026-01-02T00:30:00Z');
    // the job's clock is now: C = a minute ago, so the confirmations below come after it
    const run = await rollUpReportSums(t.db, new Date());
    expect(run.cashHours).toBeGreaterThan(0);
    const approved = await expectSameEverywhere(agentId);
    expect(approved[0]![0]!.figures[3]).toMatchObject({ withdrawals: 10_000 + 8_000 + 6_000 + 2_500 });
    // confirmed now (after C): partially, not received, automatically
    await sql`update cashier_withdrawals set status = 'partially_received', remaining_amount = ${3000},
      confirmed_at = now() where id = ${w1}`.execute(t.db);
    await sql`update cashier_withdrawals set status = 'not_received', confirmed_at = now() where id = ${w2}`.execute(
      t.db,
    );
    await sql`update cashier_withdrawals set status = 'auto_received', confirmed_at = now() where id = ${w3}`.execute(
      t.db,
    );
    // rows created after the run with times before it (ids above the watermarks)
    await member(agentId, '2026-01-02T05:00:00Z');
    await deposit(memberA, 11_000, 'credited', '2026-01-02T06:30:00Z', '2026-01-02T06:00:00Z');
    await withdrawal(memberA, 1_500, 'received', '2026-01-03T08:00:00Z', '2026-01-03T07:00:00Z', {
      confirmedAt: '2026-01-03T09:00:00Z',
    });
    const late = await expectSameEverywhere(agentId);
    expect(late[0]![0]!.figures[3]).toMatchObject({
      newMembers: 4,
      deposits: 71_000,
      withdrawals: 10_000 + 5_000 + 0 + 2_500 + 1_500,
      withdrawalCount: 5,
    });
    const next = await rollUpReportSums(t.db, new Date(Date.now() + 3 * 60_000));
    expect(next.cashHours).toBeGreaterThanOrEqual(6);
    expect(await expectSameEverywhere(agentId)).toEqual(late);
    // incremental rows = a rebuild
    const incremental = await cashRows();
    await sql`update agent_report_sums_state set cash_before = null`.execute(t.db);
    await rollUpReportSums(t.db, new Date(Date.now() + 3 * 60_000));
    expect(await cashRows()).toEqual(incremental);
    expect(await expectSameEverywhere(agentId)).toEqual(late);
  }, 180_000);

  it('reads the tables while a tree move leaves the rows stale, until the next run', async () => {
    const [before] = await expectSameEverywhere(agentId);
    const theirsBefore = (await expectSameEverywhere(other))[0]!;
    await t.db.updateTable('members').set({ upline_id: other }).where('id', '=', memberB).execute();
    const state = await sql<{ team_ready: boolean }>`select team_ready from agent_report_sums_state`.execute(
      t.db,
    );
    expect(state.rows[0]!.team_ready).toBe(false);
    const [after] = await expectSameEverywhere(agentId);
    const [theirs] = await expectSameEverywhere(other);
    expect(after![0]!.figures[3]!.deposits).toBe(before![0]!.figures[3]!.deposits - 30_000);
    expect(theirs![0]!.figures[3]!.deposits).toBe(theirsBefore[0]!.figures[3]!.deposits + 30_000);
    await rollUpReportSums(t.db, new Date(Date.now() + 4 * 60_000));
    expect((await expectSameEverywhere(agentId))[0]).toEqual(after);
    expect((await expectSameEverywhere(other))[0]).toEqual(theirs);
    const incremental = await cashRows();
    await sql`update agent_report_sums_state set cash_before = null`.execute(t.db);
    await rollUpReportSums(t.db, new Date(Date.now() + 4 * 60_000));
    expect(await cashRows()).toEqual(incremental);
  }, 180_000);

  it('gives the tables’ figures for the demo tree today', async () => {
    await rollUpReportSums(t.db, new Date(Date.now() + 5 * 60_000));
    const row = await t.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', 'agent01')
      .executeTakeFirstOrThrow();
    await expectSameOverview(Number(row.id), new Date().toISOString());
  }, 180_000);
});
