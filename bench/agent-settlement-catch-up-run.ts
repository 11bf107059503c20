// Settlement catch-up after 30 days down (issue 25 item 7, decision 059). Data, in a fresh PostgreSQL
// database: 8 top-level agents with platform contracts, each with 10 downline agents holding a
// contract from it (88 real-time contracts and 88 hourly ones), 6 players under each downline agent
// and 2 directly under each top agent (496 players), and 30 days of settled bets spread over the
// month (400 per player, 198,400 bets; about 23 in a 5-minute window). The server "starts" with
// every period since the contracts' acceptance unpaid: the real-time and hourly jobs' runKind run
// at once (as their two pg-boss queues do) until nothing is due. Measured: the catch-up wall time
// (budget 5 minutes), then a second run of each (must pay nothing); checked: one done run per
// period, every settlement with an amount paid, credited = settled, no period paid twice.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { periodOf } from '@pavilion/contracts/agent-settlement';
import { createDb, type TDb } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createInProcessBus } from '../apps/server/src/modules/notifications/notification-bus.ts';
import { runKind } from '../apps/server/src/modules/agent-settlement/agent-settlement.service.ts';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TOPS = 8;
const SUBS_PER_TOP = 10;
const PLAYERS_PER_SUB = 6;
const PLAYERS_PER_TOP = 2;
const BETS_PER_PLAYER = 400;
const DAYS = 30;
const OFFSET = 420;
const BUDGET_MS = 5 * 60_000;

async function admin(q: string): Promise<void> {
  const c = new pg.Client({ connectionString: BASE_URL });
  await c.connect();
  try {
    await c.query(q);
  } finally {
    await c.end();
  }
}

async function seed(db: TDb, start: Date): Promise<void> {
  await sql`insert into members (account, nickname, password_hash, type)
    select 'ctop' || g, 'ctop' || g, 'x', 1 from generate_series(1, ${TOPS}::int) g`.execute(db);
  await sql`insert into members (account, nickname, password_hash, type, upline_id)
    select 'csub' || t.id || '_' || g, 'csub', 'x', 1, t.id
    from members t, generate_series(1, ${SUBS_PER_TOP}::int) g where t.account like 'ctop%'`.execute(db);
  await sql`insert into members (account, nickname, password_hash, type, upline_id)
    select 'cply' || s.id || '_' || g, 'cply', 'x', 0, s.id
    from members s, generate_series(1, ${PLAYERS_PER_SUB}::int) g where s.account like 'csub%'`.execute(db);
  await sql`insert into members (account, nickname, password_hash, type, upline_id)
    select 'cply' || t.id || '_t' || g, 'cply', 'x', 0, t.id
    from members t, generate_series(1, ${PLAYERS_PER_TOP}::int) g where t.account like 'ctop%'`.execute(db);
  await sql`insert into ledger_accounts (owner_type, member_id, purpose, currency)
    select 'member', m.id, 'wallet', 'USD' from members m
    where m.account like 'c%' and not exists (select 1 from ledger_accounts a where a.member_id = m.id)`.execute(
    db,
  );
  const rt = (profit: number, loss: number) =>
    JSON.stringify({ kind: 'realtime', profitRateBp: profit, lossRateBp: loss, minSingleBet: 100 });
  const hourly = (rateBp: number) => JSON.stringify({ kind: 'hourly', tiers: [{ minHourlyBet: 0, rateBp }] });
  for (const [kind, top, sub] of [
    ['realtime', rt(80, 300), rt(50, 200)],
    ['hourly', hourly(120), hourly(70)],
  ] as const) {
    await sql`insert into agent_contracts (kind, upline_id, downline_id, status, terms, accepted_at, created_at)
      select ${kind}, null, id, 'active', ${top}::jsonb, ${start}, ${start} from members where account like 'ctop%'`.execute(
      db,
    );
    await sql`insert into agent_contracts (kind, upline_id, downline_id, status, terms, accepted_at, created_at)
      select ${kind}, upline_id, id, 'active', ${sub}::jsonb, ${start}, ${start} from members where account like 'csub%'`.execute(
      db,
    );
  }
  // bets spread over the 30 days (pseudo-random instants), 1 in 17 rolled back
  await sql`insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, game_type, amount, win_amount, status, placed_at, settled_at)
    select 'bench', 'c' || p.id || '_' || g, p.id, 'r' || p.id || '_' || g, 'g1', 'slot',
      100 + (p.id * 7 + g * 13) % 5000, case when (p.id + g) % 3 = 0 then 2 * (100 + (p.id * 7 + g * 13) % 5000) else 0 end,
      case when (p.id + g) % 17 = 0 then 'rolled_back' else 'settled' end,
      ${start}::timestamptz + ((p.id::bigint * 7919 + g::bigint * 104729) % ${DAYS * 86_400}) * interval '1 second',
      ${start}::timestamptz + ((p.id::bigint * 7919 + g::bigint * 104729) % ${DAYS * 86_400}) * interval '1 second'
    from members p, generate_series(1, ${BETS_PER_PLAYER}::int) g where p.account like 'cply%'`.execute(db);
  await sql`analyze`.execute(db);
}

export async function main(): Promise<void> {
  const name = `pavilion_bench_catchup_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const db = await createDb({ kind: 'postgres', url: url.toString() });
  try {
    await migrateToLatest(db);
    const start = periodOf('daily', new Date(Date.now() - (DAYS + 1) * 86_400_000), OFFSET).start;
    const now = new Date(start.getTime() + DAYS * 86_400_000 + 60_000);
    let t = performance.now();
    await seed(db, start);
    const counts = await sql<{ c: number; b: number; m: number }>`select
      (select count(*) from agent_contracts)::int as c, (select count(*) from seamless_bets)::int as b,
      (select count(*) from members)::int as m`.execute(db);
    console.log(
      `  seeded in ${((performance.now() - t) / 1000).toFixed(1)} s: ${counts.rows[0]!.c} contracts, ${counts.rows[0]!.m} members, ${counts.rows[0]!.b} bets over ${DAYS} days`,
    );
    const deps = { db, notifications: createInProcessBus() };
    const catchUp = async (kind: 'realtime' | 'hourly') => {
      const k0 = performance.now();
      let periods = 0;
      let paid = 0;
      for (;;) {
        const r = await runKind(deps, kind, now);
        periods += r.periods;
        paid += r.paid;
        if (r.periods === 0) {
          break;
        }
      }
      return { kind, periods, paid, ms: performance.now() - k0 };
    };
    t = performance.now();
    const first = await Promise.all([catchUp('realtime'), catchUp('hourly')]);
    const wallMs = performance.now() - t;
    for (const r of first) {
      console.log(
        `  ${r.kind.padEnd(8)} ${r.periods} periods, ${r.paid} settlements paid in ${(r.ms / 1000).toFixed(1)} s`,
      );
    }
    console.log(`  catch-up wall time ${(wallMs / 1000).toFixed(1)} s (both kinds at once)`);
    t = performance.now();
    const second = await Promise.all([runKind(deps, 'realtime', now), runKind(deps, 'hourly', now)]);
    console.log(
      `  second run ${(performance.now() - t).toFixed(0)} ms: periods ${second.map((r) => r.periods).join('+')}, paid ${second.map((r) => r.paid).join('+')}`,
    );
    const check = await sql<{
      runs: number;
      done: number;
      settlements: number;
      unpaid: number;
      postings: number;
      settled: string;
      credited: string;
    }>`select
      (select count(*) from agent_settlement_runs)::int as runs,
      (select count(*) from agent_settlement_runs where status = 'done')::int as done,
      (select count(*) from agent_settlements)::int as settlements,
      (select count(*) from agent_settlements where amount > 0 and state <> 'paid')::int as unpaid,
      (select count(distinct ledger_tx_id) from agent_settlements)::int as postings,
      (select coalesce(sum(amount), 0) from agent_settlements where state = 'paid')::text as settled,
      (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.owner_type = 'member' and e.transaction_id in (select ledger_tx_id from agent_settlements)
          and e.amount > 0)::text as credited`.execute(db);
    const c = check.rows[0]!;
    const duePeriods = DAYS * 288 + DAYS * 24;
    console.log(
      `  runs ${c.done}/${c.runs} done (due ${duePeriods}), settlements ${c.settlements}, unpaid ${c.unpaid}, ${c.postings} postings, settled ${c.settled}, credited ${c.credited}`,
    );
    // credited counts an agent's receipts; what it pays on to its downlines is the negative leg
    const net = await sql<{ received: string }>`select coalesce(sum(e.amount), 0)::text as received
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.owner_type = 'house' and a.purpose = 'agent' and e.transaction_id in (select ledger_tx_id from agent_settlements)`.execute(
      db,
    );
    const ok =
      wallMs < BUDGET_MS &&
      c.runs === duePeriods &&
      c.done === duePeriods &&
      c.unpaid === 0 &&
      second.every((r) => r.periods === 0 && r.paid === 0) &&
      BigInt(c.credited) === BigInt(c.settled);
    console.log(`  platform paid ${-Number(net.rows[0]!.received)} from the agent house account`);
    console.log(
      ok
        ? `  OK (catch-up < ${BUDGET_MS / 60_000} min, each period once, a second run pays nothing)`
        : '  FAILED',
    );
    if (!ok) {
      process.exitCode = 1;
    }
  } finally {
    await db.destroy();
    await admin(`drop database if exists ${name} with (force)`);
  }
}
