// Measures the agent reports (decision 027) on PostgreSQL: a fresh database with one agent whose
// tree holds 10,000 members in 4 levels (20 agents, 180 sub-agents, 1,800 members of whom 800 are
// agents, 8,000 members below them), 2,000,000 settled/rolled-back/open bets of the tree over the
// last 30 days and 200,000 bets of members outside it. Each case runs through the service the
// routes call and, beside it, as one hand-written SQL statement per figure on the same data;
// p50/p95 over ROUNDS runs after a warm-up, the ratio service p95 ÷ hand p95, and the old path
// (the same repo calls over raw bets only, without the report sums of migration 0024; SKIP_OLD=1
// leaves it out, CASES=1,5 picks cases). The report sums job runs first (its first run fills them).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { sql } from 'kysely';
import { createDb, type TDb } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedSite } from '../apps/server/src/db/seed.ts';
import * as reports from '../apps/server/src/modules/agent-reports/agent-reports.service.ts';
import * as repo from '../apps/server/src/modules/agent-reports/agent-reports.repo.ts';
import { rollUpReportSums } from '../apps/server/src/modules/agent-reports/agent-report-sums.ts';
import { rangeOf } from '../apps/server/src/modules/records/records.service.ts';
import { teamOverview } from '../apps/server/src/modules/agent/team.service.ts';
import { teamBetFigures } from '../apps/server/src/modules/agent-reports/team-figures.repo.ts';
import { postMemberMovement } from '../apps/server/src/modules/wallet/ledger.service.ts';
import { teamPeriodRanges } from '../packages/contracts/src/agent-team.ts';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.ROUNDS ?? 40);
const BETS = Number(process.env.BETS ?? 2_000_000);
const OUTSIDE_BETS = Math.round(BETS / 10);
const DAYS = 30;
const TARGET_P95_MS = 150;

type TStats = { p50: number; p95: number };

function stats(samples: number[]): TStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

async function time(fn: () => Promise<unknown>): Promise<TStats> {
  for (let i = 0; i < 3; i++) {
    await fn();
  }
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return stats(samples);
}

/** Members level by level, set-based; the tree trigger of 0017 adds the closure rows. */
async function seedTree(db: TDb): Promise<number> {
  const level = (
    account: string,
    type: number,
    upline: ReturnType<typeof sql>,
    rows: ReturnType<typeof sql>,
  ) =>
    sql`insert into members (account, nickname, type, upline_id, password_hash)
      select ${account} || g, ${account} || g, ${type}::int, ${upline}, 'x' from ${rows}`.execute(db);
  await sql`insert into members (account, nickname, type, password_hash) values ('benchagent', 'benchagent', 1, 'x')`.execute(
    db,
  );
  const root = await sql<{ id: number }>`select id from members where account = 'benchagent'`.execute(db);
  const rootId = Number(root.rows[0]!.id);
  const idOf = (prefix: string, n: ReturnType<typeof sql>) =>
    sql`(select id from members where account = ${prefix} || (${n}))`;
  await level('ba', 1, sql`${rootId}::bigint`, sql`generate_series(1, 20) g`);
  await level('bb', 2, idOf('ba', sql`1 + (g - 1) / 9`), sql`generate_series(1, 180) g`);
  await level('bc', 2, idOf('bb', sql`1 + (g - 1) / 10`), sql`generate_series(1, 800) g`);
  await level('bm', 0, idOf('bb', sql`1 + (g - 1) / 10`), sql`generate_series(801, 1800) g`);
  await level('bd', 0, idOf('bc', sql`1 + (g - 1) / 10`), sql`generate_series(1, 8000) g`);
  // another agent's tree, whose bets the reports must skip
  await sql`insert into members (account, nickname, type, password_hash) values ('otheragent', 'otheragent', 1, 'x')`.execute(
    db,
  );
  await level(
    'bo',
    0,
    sql`(select id from members where account = 'otheragent')`,
    sql`generate_series(1, 1000) g`,
  );
  return rootId;
}

async function seedBets(db: TDb, rootId: number): Promise<void> {
  const insert = (from: ReturnType<typeof sql>, count: number, prefix: string) =>
    sql`with m as (select row_number() over (order by id) - 1 as k, id from ${from}),
      n as (select count(*) as n from m)
      insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, game_type, catalogue_vendor,
        amount, win_amount, status, placed_at, settled_at)
      select 'BENCH', ${prefix} || g, m.id, 'r' || g, 'game' || (g % 40),
        (array['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP'])[1 + g % 5], 'BENCH',
        100 * (1 + g % 50),
        case when g % 7 < 3 then 200 * (1 + g % 50) else 0 end,
        case when g % 101 = 0 then 'rolled_back' when g % 97 = 0 then 'open' else 'settled' end,
        now() - make_interval(secs => (g % (${DAYS}::int * 86400))::double precision),
        now() - make_interval(secs => (g % (${DAYS}::int * 86400))::double precision) + interval '1 minute'
      from generate_series(1, ${count}::int) g cross join n join m on m.k = (g::bigint * 7919) % n.n`.execute(
      db,
    );
  await insert(
    sql`(select descendant_id as id from agent_tree_paths where ancestor_id = ${rootId} and depth >= 1) t`,
    BETS,
    't',
  );
  await insert(sql`(select id from members where account like 'bo%') t`, OUTSIDE_BETS, 'o');
  await sql`vacuum analyze seamless_bets`.execute(db);
  await sql`vacuum analyze agent_tree_paths`.execute(db);
  await sql`vacuum analyze members`.execute(db);
}

/**
 * The overview's other sources at scale (once per database): 100,000 credited deposits and 20,000
 * paid withdrawals of the tree's members over the last 30 days, 10,000 outside it, the agent's
 * wallet and 60 salary postings into it.
 */
async function seedCashier(db: TDb, rootId: number): Promise<void> {
  const done = await sql<{ n: number }>`select count(*)::int as n from cashier_deposits`.execute(db);
  if ((done.rows[0]?.n ?? 0) > 0) {
    return;
  }
  const started = performance.now();
  const team = sql`(select descendant_id as id, row_number() over (order by descendant_id) as k
    from agent_tree_paths where ancestor_id = ${rootId} and depth >= 1) m`;
  const ago = sql`now() - make_interval(secs => ((g * 7727) % (${DAYS}::int * 86400))::double precision)`;
  await sql`insert into cashier_deposits (member_id, request_id, channel_id, kind, amount, status, created_at, credited_at)
    select m.id, 'bd' || g, 'bank', 'bank_transfer', 10000 * (1 + g % 20),
      case when g % 9 = 0 then 'rejected' else 'credited' end, ${ago}, case when g % 9 = 0 then null else ${ago} end
    from generate_series(1, 100000) g join ${team} on m.k = 1 + g % 10000`.execute(db);
  await sql`insert into cashier_deposits (member_id, request_id, channel_id, kind, amount, status, created_at, credited_at)
    select m.id, 'od' || g, 'bank', 'bank_transfer', 10000, 'credited', ${ago}, ${ago}
    from generate_series(1, 10000) g join members m on m.account = 'bo' || (1 + g % 1000)`.execute(db);
  await sql`insert into cashier_bank_cards (member_id, bank_name, account_number, payee_name)
    select m.id, 'Bench Bank', lpad(m.id::text, 10, '0'), 'bench' from ${team} where m.k <= 2000`.execute(db);
  await sql`insert into cashier_withdrawals (member_id, request_id, bank_card_id, bank_name, account_number,
      payee_name, amount, status, created_at, paid_at)
    select c.member_id, 'bw' || g, c.id, c.bank_name, c.account_number, c.payee_name, 5000 * (1 + g % 10),
      (array['approved', 'received', 'auto_received', 'rejected'])[1 + g % 4], ${ago},
      case when g % 4 = 3 then null else ${ago} end
    from generate_series(1, 20000) g
    join (select c.*, row_number() over (order by c.id) as k from cashier_bank_cards c) c on c.k = 1 + g % 2000`.execute(
    db,
  );
  await sql`insert into ledger_accounts (owner_type, member_id, purpose) values ('member', ${rootId}, 'wallet')
    on conflict do nothing`.execute(db);
  for (let i = 0; i < 60; i++) {
    await postMemberMovement(db, {
      idempotencyKey: `bench-salary-${i}`,
      kind: 'salary',
      memberId: rootId,
      amount: 1_000 + i,
      counterparty: 'bonus',
      description: 'bench salary',
    });
  }
  await sql`vacuum analyze cashier_deposits`.execute(db);
  await sql`vacuum analyze cashier_withdrawals`.execute(db);
  console.log(
    `cashier: 110,000 deposits, 20,000 withdrawals, 60 salary postings (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export async function main(): Promise<void> {
  // BENCH_DB names a database a KEEP_DB run left behind: measured again without seeding it anew
  const reuse = process.env.BENCH_DB;
  const name = reuse ?? `pavilion_bench_agent_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  if (!reuse) {
    await admin.query(`create database ${name}`);
  }
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const db = await createDb({ kind: 'postgres', url: url.toString() });
  try {
    await migrateToLatest(db);
    let rootId: number;
    if (reuse) {
      const root = await sql<{ id: number }>`select id from members where account = 'benchagent'`.execute(db);
      rootId = Number(root.rows[0]!.id);
    } else {
      rootId = await seed(db);
    }
    await seedCashier(db, rootId);
    // the report sums job (migration 0024): the first run rolls every closed day, a second run
    // (nothing closed since) only moves the watermark
    for (const label of ['first', 'second']) {
      const started = performance.now();
      const run = await rollUpReportSums(db, new Date());
      console.log(
        `report sums job, ${label} run: ${JSON.stringify(run)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    for (const table of [
      'agent_report_sums',
      'agent_report_month_sums',
      'agent_report_team_sums',
      'agent_report_team_cash',
    ]) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
    const size = await sql<{ n: number }>`select count(*)::int as n from agent_report_sums`.execute(db);
    console.log(`report sums: ${size.rows[0]?.n.toLocaleString('en')} rows`);
    await report(db, rootId);
  } finally {
    await db.destroy();
    if (!process.env.KEEP_DB && !reuse) {
      await admin.query(`drop database if exists ${name} with (force)`);
    } else {
      console.log(`kept database ${name}`);
    }
    await admin.end();
  }
}

async function seed(db: TDb): Promise<number> {
  await seedSite(db);
  let started = performance.now();
  const rootId = await seedTree(db);
  const members = await sql<{ n: number }>`select count(*)::int as n from agent_tree_paths
      where ancestor_id = ${rootId} and depth >= 1`.execute(db);
  console.log(
    `tree: ${members.rows[0]?.n} members in 4 levels (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  started = performance.now();
  await seedBets(db, rootId);
  console.log(
    `bets: ${BETS.toLocaleString('en')} in the tree + ${OUTSIDE_BETS.toLocaleString('en')} outside, last ${DAYS} days (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return rootId;
}

async function report(db: TDb, rootId: number): Promise<void> {
  const now = Date.now();
  const month = { from: dayOf(now - (DAYS - 1) * 86_400_000), to: dayOf(now), tzOffset: 0 };
  // the same on a GMT+7 clock (the local days' edges are partial UTC days, decision 040)
  const local = (ms: number) => dayOf(ms + 420 * 60_000);
  const month7 = { from: local(now - (DAYS - 1) * 86_400_000), to: local(now), tzOffset: 420 };
  const week7 = { from: local(now - 6 * 86_400_000), to: local(now), tzOffset: 420 };
  const today7 = { from: local(now), to: local(now), tzOffset: 420 };
  const week = { from: dayOf(now - 6 * 86_400_000), to: dayOf(now), tzOffset: 0 };
  const today = { from: dayOf(now), to: dayOf(now), tzOffset: 0 };
  const todayUtc = rangeOf(today);
  const page = { pageNo: 1, pageSize: 20 };
  const monthUtc = rangeOf(month);
  const weekUtc = rangeOf(week);
  const tree = sql`(select descendant_id from agent_tree_paths where ancestor_id = ${rootId} and depth >= 0)`;
  const handTotals = (r: { fromUtc: Date; toUtc: Date }) =>
    sql`select count(distinct member_id), count(*), sum(amount),
        sum(amount) filter (where status = 'settled'),
        sum(case status when 'settled' then win_amount when 'rolled_back' then amount else 0 end),
        sum(win_amount - amount) filter (where status = 'settled')
        from seamless_bets where member_id in ${tree} and placed_at >= ${r.fromUtc} and placed_at < ${r.toUtc}`.execute(
      db,
    );
  const handPage = (r: { fromUtc: Date; toUtc: Date }) =>
    Promise.all([
      sql`select b.*, m.account from seamless_bets b join members m on m.id = b.member_id
          where b.member_id in ${tree} and b.placed_at >= ${r.fromUtc} and b.placed_at < ${r.toUtc}
          order by b.placed_at desc, b.id desc limit 20`.execute(db),
      handTotals(r),
    ]);
  const handProfit = (r: { fromUtc: Date; toUtc: Date }) =>
    Promise.all([
      sql`select member_id, count(*), sum(amount), sum(amount) filter (where status = 'settled') as valid,
            sum(win_amount - amount) filter (where status = 'settled')
          from seamless_bets where member_id in ${tree} and placed_at >= ${r.fromUtc} and placed_at < ${r.toUtc}
          group by member_id order by valid desc nulls last, member_id limit 20`.execute(db),
      handTotals(r),
    ]);

  // the overview's six periods: each figure as one hand-written statement over the raw rows
  const overviewRanges = (offset: number) => Object.values(teamPeriodRanges(new Date(now), offset));
  const team = sql`(select descendant_id from agent_tree_paths where ancestor_id = ${rootId} and depth >= 1)`;
  const handOverview = (offset: number) => {
    const ranges = overviewRanges(offset);
    const since = new Date(Math.min(...ranges.map((r) => r.from.getTime())));
    const per = (column: string, expression: string) =>
      sql.join(
        ranges.map(
          (r, i) =>
            sql`${sql.raw(expression)} filter (where ${sql.raw(column)} >= ${r.from} and ${sql.raw(column)} < ${r.to}) as ${sql.raw(`f${i}`)}`,
        ),
      );
    const perMember = sql.join(
      ranges.map(
        (
          r,
          i,
        ) => sql`sum(amount) filter (where placed_at >= ${r.from} and placed_at < ${r.to} and status <> 'rolled_back') as ${sql.raw(`s${i}`)},
          count(*) filter (where placed_at >= ${r.from} and placed_at < ${r.to} and status <> 'rolled_back') as ${sql.raw(`n${i}`)},
          sum(amount) filter (where placed_at >= ${r.from} and placed_at < ${r.to} and status = 'settled') as ${sql.raw(`v${i}`)},
          sum(win_amount) filter (where placed_at >= ${r.from} and placed_at < ${r.to} and status = 'settled') as ${sql.raw(`w${i}`)}`,
      ),
    );
    const totals = sql.join(
      ranges.map(
        (_, i) =>
          sql`sum(${sql.raw(`s${i}`)}), sum(${sql.raw(`n${i}`)}), sum(${sql.raw(`v${i}`)}), sum(${sql.raw(`w${i}`)}), count(*) filter (where ${sql.raw(`v${i}`)} > 0)`,
      ),
    );
    return Promise.all([
      sql`select ${totals} from (select member_id, ${perMember} from seamless_bets
          where member_id in ${team} and placed_at >= ${since} group by member_id) per`.execute(db),
      sql`select ${per('created_at', 'count(*)')} from members where id in ${team} and created_at >= ${since}`.execute(
        db,
      ),
      sql`select ${per('credited_at', 'sum(amount)')} from cashier_deposits
          where member_id in ${team} and status = 'credited' and credited_at >= ${since}`.execute(db),
      sql`select ${per('paid_at', 'sum(amount)')} from cashier_withdrawals where member_id in ${team}
          and status in ('approved', 'received', 'partially_received', 'auto_received') and paid_at >= ${since}`.execute(
        db,
      ),
      sql`select ${per('e.created_at', 'sum(e.amount)')} from ledger_entries e
          join ledger_transactions x on x.id = e.transaction_id
          join ledger_accounts a on a.id = e.account_id and a.member_id = ${rootId} and a.purpose = 'wallet'
          where e.created_at >= ${since} and x.kind in ('salary', 'dividend')`.execute(db),
    ]);
  };
  // the other figures of the overview alone (new members, deposits, withdrawals, income), to see
  // that they stay fast beside the bet figures
  const otherFigures = async (offset: number) => {
    const started = performance.now();
    const full = await teamOverview(db, rootId, offset);
    const all = performance.now() - started;
    const bets = performance.now();
    await teamBetFigures(db, rootId, overviewRanges(offset));
    return { all, bets: performance.now() - bets, periods: full.periods.length };
  };

  // the old path: the same repo calls over raw bets only (no report sums)
  const oldPage = (r: { fromUtc: Date; toUtc: Date }) =>
    Promise.all([
      repo.listTeamBets(db, { agentId: rootId, ...r, raw: true }, 20, 0),
      repo.teamBetTotals(db, { agentId: rootId, ...r, raw: true }),
    ]);
  const cases: [string, () => Promise<unknown>, () => Promise<unknown>, () => Promise<unknown>][] = [
    [
      'team overview, 6 periods, GMT+0',
      () => teamOverview(db, rootId, 0),
      () => handOverview(0),
      () => teamBetFigures(db, rootId, overviewRanges(0), { raw: true }),
    ],
    [
      'team overview, 6 periods, GMT+7',
      () => teamOverview(db, rootId, 420),
      () => handOverview(420),
      () => teamBetFigures(db, rootId, overviewRanges(420), { raw: true }),
    ],
    [
      'team betting page 1, today',
      () => reports.teamBets(db, rootId, { ...today, ...page }),
      () => handPage(todayUtc),
      () => oldPage(todayUtc),
    ],
    [
      'team betting page 1, last 7 days (UI default)',
      () => reports.teamBets(db, rootId, { ...week, ...page }),
      () => handPage(weekUtc),
      () => oldPage(weekUtc),
    ],
    [
      'team betting page 1, month',
      () => reports.teamBets(db, rootId, { ...month, ...page }),
      () => handPage(monthUtc),
      () => oldPage(monthUtc),
    ],
    [
      'team betting page 1, today, GMT+7',
      () => reports.teamBets(db, rootId, { ...today7, ...page }),
      () => handPage(rangeOf(today7)),
      () => oldPage(rangeOf(today7)),
    ],
    [
      'team betting page 1, last 7 days, GMT+7',
      () => reports.teamBets(db, rootId, { ...week7, ...page }),
      () => handPage(rangeOf(week7)),
      () => oldPage(rangeOf(week7)),
    ],
    [
      'team betting page 1, month, GMT+7',
      () => reports.teamBets(db, rootId, { ...month7, ...page }),
      () => handPage(rangeOf(month7)),
      () => oldPage(rangeOf(month7)),
    ],
    [
      'user P&L page 1, month, GMT+7',
      () => reports.teamProfit(db, rootId, { ...month7, ...page }),
      () => handProfit(rangeOf(month7)),
      () => repo.memberProfitPage(db, { agentId: rootId, ...rangeOf(month7), raw: true }, 20, 0),
    ],
    [
      'user P&L page 1, month',
      () => reports.teamProfit(db, rootId, { ...month, ...page }),
      () => handProfit(monthUtc),
      () => repo.memberProfitPage(db, { agentId: rootId, ...monthUtc, raw: true }, 20, 0),
    ],
  ];
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  const split = await otherFigures(0);
  console.log(
    `team overview GMT+0 once: ${split.all.toFixed(1)} ms, of which the bet figures alone ${split.bets.toFixed(1)} ms`,
  );
  console.log(`\n${ROUNDS} rounds each (after 3 warm-up runs); target p95 ≤ ${TARGET_P95_MS} ms`);
  const only = process.env.CASES?.split(',').map(Number);
  for (const [i, [label, ours, hand, old]] of cases.entries()) {
    if (only && !only.includes(i + 1)) {
      continue;
    }
    const a = await time(ours);
    const b = await time(hand);
    const c = process.env.SKIP_OLD ? undefined : await time(old);
    console.log(
      `  ${label.padEnd(46)} service p50 ${a.p50.toFixed(1).padStart(6)} p95 ${a.p95.toFixed(1).padStart(6)} ms | hand SQL p50 ${b.p50.toFixed(1).padStart(6)} p95 ${b.p95.toFixed(1).padStart(6)} ms | ratio ${(a.p95 / b.p95).toFixed(2)}${c ? ` | old path p50 ${c.p50.toFixed(1).padStart(6)} p95 ${c.p95.toFixed(1).padStart(6)} ms` : ''} ${a.p95 <= TARGET_P95_MS ? 'OK' : 'OVER'} (load ${os.loadavg()[0]!.toFixed(1)})`,
    );
  }
}
