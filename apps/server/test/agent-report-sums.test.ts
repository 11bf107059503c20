// Report sums (decision 027, migration 0024): the team reports give the same figures from the
// rolled-up sums as from the raw bets, for whole and partial days (time zone offsets), game and
// member filters, before and after the job, with bets settled or rolled back after their day was
// rolled; the job is idempotent.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as repo from '@/modules/agent-reports/agent-reports.repo.ts';
import { rollUpReportSums } from '@/modules/agent-reports/agent-report-sums.ts';
import { teamBetFigures } from '@/modules/agent-reports/team-figures.repo.ts';
import { teamPeriodRanges } from '@pavilion/contracts/agent-team';
import { rangeOf } from '@/modules/records/records.service.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
type TGame = { node_id: number; game_type: string; vendor_code: string; game_code: string };
let slot: TGame;
let live: TGame;
let agentId: number;
let agent01: number;
let memberA: number;
let memberB: number;
let n = 0;

async function bet(
  memberId: number,
  game: TGame,
  amount: number,
  win: number,
  status: string,
  placedAt: string,
) {
  n += 1;
  const { id } = await t.db
    .insertInto('seamless_bets')
    .values({
      vendor_code: game.vendor_code,
      bet_tx_id: `sum-${n}`,
      member_id: memberId,
      round_id: `sum-${n}`,
      game_code: game.game_code,
      node_id: game.node_id,
      game_type: game.game_type,
      catalogue_vendor: game.vendor_code,
      amount,
      win_amount: win,
      status: status as 'open',
      placed_at: placedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

const stripRaw = <T extends object>(f: T) => ({ ...f });

/**
 * Every figure of the report queries for a filter, from sums+raw and from raw bets only; without a
 * game or member filter also the team overview's bet figures (team roll-ups of decision 032).
 */
async function figures(f: repo.TTeamBetFilter) {
  const [totals, page, overview] = await Promise.all([
    repo.teamBetTotals(t.db, f),
    repo.memberProfitPage(t.db, f, 500, 0),
    f.sources || f.memberId !== undefined
      ? null
      : teamBetFigures(t.db, f.agentId, [{ from: f.fromUtc, to: f.toUtc }], { raw: f.raw ?? false }),
  ]);
  return { totals, page, overview };
}

/** The overview's six periods at `now` (offsets east and west of UTC): roll-ups = raw bets. */
async function expectSameOverview(agent: number, now: string) {
  const out = [];
  for (const offset of [0, 420, -300, 330]) {
    const ranges = Object.values(teamPeriodRanges(new Date(now), offset));
    const viaSums = await teamBetFigures(t.db, agent, ranges);
    expect(viaSums).toEqual(await teamBetFigures(t.db, agent, ranges, { raw: true }));
    out.push(viaSums);
  }
  return out;
}

/** Month and team roll-ups, in a comparable order. */
async function rollups() {
  const month = await sql`select * from agent_report_month_sums order by member_id, month`.execute(t.db);
  const team = await sql`select * from agent_report_team_sums order by ancestor_id, hour`.execute(t.db);
  return { month: month.rows, team: team.rows };
}

async function expectSame(base: Omit<repo.TTeamBetFilter, 'raw'>) {
  const viaSums = await figures(stripRaw(base));
  const viaRaw = await figures({ ...base, raw: true });
  expect(viaSums).toEqual(viaRaw);
  return viaSums;
}

function filters(agent: number, from: string, to: string) {
  const list: Omit<repo.TTeamBetFilter, 'raw'>[] = [];
  for (const tzOffset of [0, 420, -300]) {
    filtersOf(list, agent, rangeOf({ from, to, tzOffset }));
  }
  return list;
}

/** Whole months, a month less a day, two months in part: the month roll-ups' pieces. */
function monthFilters(agent: number) {
  const list: Omit<repo.TTeamBetFilter, 'raw'>[] = [];
  for (const [from, to] of [
    ['2025-12-20', '2026-02-10'],
    ['2026-01-02', '2026-01-31'],
    ['2026-01-01', '2026-01-30'],
    ['2025-12-31', '2026-01-03'],
  ] as const) {
    for (const tzOffset of [0, 420]) {
      filtersOf(list, agent, rangeOf({ from, to, tzOffset }));
    }
  }
  return list;
}

function filtersOf(
  list: Omit<repo.TTeamBetFilter, 'raw'>[],
  agent: number,
  range: ReturnType<typeof rangeOf>,
) {
  list.push({ agentId: agent, ...range });
  list.push({ agentId: agent, ...range, sources: [{ gameType: 'RNG', vendors: null }] });
  list.push({ agentId: agent, ...range, sources: [{ gameType: 'LIVE', vendors: [live.vendor_code] }] });
  list.push({ agentId: agent, ...range, memberId: memberB });
}

beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true, agentTree: true });
  const pick = (gameType: string) =>
    t.db
      .selectFrom('games')
      .select(['node_id', 'game_type', 'vendor_code', 'game_code'])
      .where('game_type', '=', gameType)
      .where('parent_node_id', 'is', null)
      .orderBy('node_id')
      .executeTakeFirstOrThrow();
  slot = await pick('RNG');
  live = await pick('LIVE');
  agentId = (await createMember(t, { type: 1, upline_id: null, balance: 0 })).id;
  const sub = (await createMember(t, { type: 2, upline_id: agentId, balance: 0 })).id;
  memberA = (await createMember(t, { type: 0, upline_id: agentId, balance: 0 })).id;
  memberB = (await createMember(t, { type: 0, upline_id: sub, balance: 0 })).id;
  const row = await t.db
    .selectFrom('members')
    .select('id')
    .where('account', '=', 'agent01')
    .executeTakeFirstOrThrow();
  agent01 = Number(row.id);
  await bet(memberA, slot, 100, 250, 'settled', '2026-01-01T10:00:00Z');
  await bet(memberA, live, 200, 0, 'settled', '2026-01-01T20:00:00Z');
  await bet(memberB, slot, 300, 0, 'rolled_back', '2026-01-03T10:00:00Z');
  await bet(memberB, slot, 400, 100, 'settled', '2026-01-03T12:00:00Z');
  await bet(memberB, slot, 70, 0, 'settled', '2026-01-04T02:00:00Z');
  await bet(agentId, slot, 10, 0, 'settled', '2026-01-02T12:00:00Z');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('[AGENT] report sums', () => {
  it('gives the raw figures before any roll, after the job, and after a rerun (idempotent)', async () => {
    const list = [...filters(agentId, '2026-01-01', '2026-01-05'), ...monthFilters(agentId)];
    const before = [];
    for (const f of list) {
      before.push(await expectSame(f));
    }
    const overview = await expectSameOverview(agentId, '2026-01-04T15:00:00Z');
    const first = await rollUpReportSums(t.db, new Date('2026-01-10T12:00:00Z'));
    expect(first.rebuilt).toBe(1);
    const sums = await sql<{ n: number }>`select count(*)::int as n from agent_report_sums`.execute(t.db);
    expect(sums.rows[0]!.n).toBeGreaterThan(0);
    for (const [i, f] of list.entries()) {
      expect(await expectSame(f)).toEqual(before[i]);
    }
    expect(await expectSameOverview(agentId, '2026-01-04T15:00:00Z')).toEqual(overview);
    // today (Jan 4, UTC): memberB's 70 settled; this month: 100 + 200 + 400 + 70 valid, 10 is the agent's own
    expect(overview[0]![0]).toMatchObject({ validBets: 70, activeMembers: 1, bets: 70, betCount: 1 });
    expect(overview[0]![3]).toMatchObject({
      validBets: 770,
      wins: 350,
      activeMembers: 2,
      bets: 770,
      betCount: 4,
    });
    for (const now of ['2026-01-31T12:00:00Z', '2026-02-02T01:00:00Z', '2026-01-01T00:00:00Z']) {
      await expectSameOverview(agentId, now);
    }
    const snapshot =
      await sql`select * from agent_report_sums order by member_id, day, game_type, vendor`.execute(t.db);
    await rollUpReportSums(t.db, new Date('2026-01-10T12:00:00Z'));
    const again =
      await sql`select * from agent_report_sums order by member_id, day, game_type, vendor`.execute(t.db);
    expect(again.rows).toEqual(snapshot.rows);
  }, 120_000);

  it('counts bets closed after their day was rolled, before and after the next run', async () => {
    const list = [...filters(agentId, '2026-01-01', '2026-01-05'), ...monthFilters(agentId)];
    // bets newer than the sums (placed in rolled days, as if the vendor's clock were late)
    const open1 = await bet(memberB, live, 50, 0, 'open', '2026-01-03T11:00:00Z');
    const open2 = await bet(memberA, slot, 80, 0, 'open', '2026-01-02T09:00:00Z');
    for (const f of list) {
      await expectSame(f);
    }
    const rolled = await rollUpReportSums(t.db, new Date('2026-01-10T12:00:00Z'));
    expect(rolled.pairs).toBe(2);
    for (const f of list) {
      await expectSame(f);
    }
    await sql`update seamless_bets set status = 'settled', win_amount = 120, settled_at = now() where id = ${open1}`.execute(
      t.db,
    );
    await sql`update seamless_bets set status = 'rolled_back', settled_at = now() where id = ${open2}`.execute(
      t.db,
    );
    const late = [];
    for (const f of list) {
      late.push(await expectSame(f));
    }
    expect(late[0]!.totals.profit).toBe(150 - 200 - 300 - 70 - 10 + 70);
    const run = await rollUpReportSums(t.db, new Date(Date.now() + 2 * 60_000));
    expect(run.pairs).toBeGreaterThanOrEqual(2);
    for (const [i, f] of list.entries()) {
      expect(await expectSame(f)).toEqual(late[i]);
    }
    await expectSameOverview(agentId, '2026-01-04T15:00:00Z');
  }, 120_000);

  it('keeps the month and team roll-ups equal to a rebuild after incremental runs', async () => {
    await bet(memberA, slot, 90, 0, 'settled', '2026-01-31T23:30:00Z');
    await bet(memberB, live, 60, 0, 'open', '2026-02-01T00:10:00Z');
    await rollUpReportSums(t.db, new Date(Date.now() + 3 * 60_000));
    for (const now of ['2026-01-31T12:00:00Z', '2026-02-01T12:00:00Z']) {
      await expectSameOverview(agentId, now);
    }
    // a month less the days outside the range: the bet on Jan 31 stays out of Jan 1–30
    for (const f of monthFilters(agentId)) {
      await expectSame(f);
    }
    const incremental = await rollups();
    await sql`update agent_report_sums_state set rolled_id = 0`.execute(t.db);
    expect((await rollUpReportSums(t.db, new Date(Date.now() + 3 * 60_000))).rebuilt).toBe(1);
    expect(await rollups()).toEqual(incremental);
  }, 120_000);

  it('reads raw bets while a tree move leaves the team roll-ups stale, until the next run', async () => {
    const other = (await createMember(t, { type: 1, upline_id: null, balance: 0 })).id;
    const mover = (await createMember(t, { type: 0, upline_id: agentId, balance: 0 })).id;
    await bet(mover, slot, 500, 900, 'settled', '2026-01-04T08:00:00Z');
    await rollUpReportSums(t.db, new Date(Date.now() + 4 * 60_000));
    const [before] = await expectSameOverview(agentId, '2026-01-04T15:00:00Z');
    await t.db.updateTable('members').set({ upline_id: other }).where('id', '=', mover).execute();
    const state = await sql<{ team_ready: boolean }>`select team_ready from agent_report_sums_state`.execute(
      t.db,
    );
    expect(state.rows[0]!.team_ready).toBe(false);
    const [after] = await expectSameOverview(agentId, '2026-01-04T15:00:00Z');
    expect(after![0]!.validBets).toBe(before![0]!.validBets - 500);
    const [theirs] = await expectSameOverview(other, '2026-01-04T15:00:00Z');
    expect(theirs![0]).toMatchObject({ validBets: 500, wins: 900, activeMembers: 1 });
    await rollUpReportSums(t.db, new Date(Date.now() + 4 * 60_000));
    const again = await sql<{ team_ready: boolean }>`select team_ready from agent_report_sums_state`.execute(
      t.db,
    );
    expect(again.rows[0]!.team_ready).toBe(true);
    expect((await expectSameOverview(agentId, '2026-01-04T15:00:00Z'))[0]).toEqual(after);
    expect((await expectSameOverview(other, '2026-01-04T15:00:00Z'))[0]).toEqual(theirs);
  });

  it('gives the raw figures over the demo tree’s month', async () => {
    await rollUpReportSums(t.db, new Date(Date.now() + 2 * 60_000));
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const list = filters(agent01, day(Date.now() - 29 * 86_400_000), day(Date.now()));
    for (const f of list) {
      await expectSame({ ...f, memberId: undefined });
    }
    const f = list[0]!;
    const viaSums = await figures(f);
    expect(viaSums.totals.bets).toBeGreaterThan(1000);
    // the page of bets looked for in the last hour / day / whole range: the raw pages
    for (const [limit, offset] of [
      [20, 0],
      [20, 40],
      [50, 1000],
    ] as const) {
      const windowed = await repo.listTeamBets(t.db, f, limit, offset);
      expect(windowed).toEqual(await repo.listTeamBets(t.db, { ...f, raw: true }, limit, offset));
      expect(windowed).toHaveLength(limit);
    }
  });

  it('reads a range’s last UTC day whole while the sums hold nothing after its end (decision 040)', async () => {
    await rollUpReportSums(t.db, new Date(Date.now() + 5 * 60_000));
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const tomorrow = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 86_400_000;
    // GMT-5: the range ends at 05:00 UTC tomorrow, after every bet the sums hold
    const range = rangeOf({ from: day(Date.now() - 2 * 86_400_000), to: day(Date.now()), tzOffset: -300 });
    expect(range.toUtc.getTime()).toBe(tomorrow + 5 * 3_600_000);
    const list: Omit<repo.TTeamBetFilter, 'raw'>[] = [];
    filtersOf(list, agentId, range);
    const before = [];
    for (const f of list) {
      before.push(await expectSame(f));
    }
    // bets ahead of the clock, newer than the sums: one inside the range, one after its end
    await bet(memberA, slot, 33, 66, 'settled', new Date(tomorrow + 3 * 3_600_000).toISOString());
    await bet(memberA, slot, 44, 0, 'settled', new Date(tomorrow + 6 * 3_600_000).toISOString());
    const ahead = [];
    for (const f of list) {
      ahead.push(await expectSame(f));
    }
    expect(ahead[0]!.totals.bets).toBe(before[0]!.totals.bets + 1);
    // rolled into the sums: the last day is no longer whole (a bet after the range's end)
    await rollUpReportSums(t.db, new Date(tomorrow + 2 * 86_400_000));
    for (const [i, f] of list.entries()) {
      expect(await expectSame(f)).toEqual(ahead[i]);
    }
  });
});
