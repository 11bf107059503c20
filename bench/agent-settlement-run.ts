// Daily-salary settlement over 10,000 contracts (decision 026). Data, in a fresh PostgreSQL database:
// 100 top-level agents with a platform contract (1 %), each with 99 downline agents holding a
// contract from it (0.6 %): 10,000 contracts; 5 players under each downline agent (49,500) and one
// day of bets (10 settled bets per player, 495,000 rows, plus other days' bets around it).
// Measured: settlePeriod(daily, that day) (figures, payouts, 10,000 inserts, 10,000 ledger postings),
// a second run of the same day (must pay nothing), and the hand-written set-based SQL computing the
// same figures; the ratio is the run's time over the SQL's. Budget: the first run under 10 s.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { periodFromKey } from '@pavilion/contracts/agent-settlement';
import { createDb, type TDb } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createInProcessBus } from '../apps/server/src/modules/notifications/notification-bus.ts';
import { settlePeriod } from '../apps/server/src/modules/agent-settlement/agent-settlement.service.ts';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TOPS = 100;
const SUBS_PER_TOP = 99;
const PLAYERS_PER_SUB = 5;
const BETS_PER_PLAYER = 10;
const DAY = '2026-11-24';
const OFFSET = 420;
const BUDGET_MS = 10_000;

async function admin(q: string): Promise<void> {
  const c = new pg.Client({ connectionString: BASE_URL });
  await c.connect();
  try {
    await c.query(q);
  } finally {
    await c.end();
  }
}

async function seed(db: TDb): Promise<void> {
  const period = periodFromKey('daily', DAY, OFFSET)!;
  const accepted = new Date(period.start.getTime() - 7 * 86_400_000);
  await sql`insert into members (account, nickname, password_hash, type)
    select 'btop' || g, 'btop' || g, 'x', 1 from generate_series(1, ${TOPS}::int) g`.execute(db);
  await sql`insert into members (account, nickname, password_hash, type, upline_id)
    select 'bsub' || t.id || '_' || g, 'bsub', 'x', 1, t.id
    from members t, generate_series(1, ${SUBS_PER_TOP}::int) g where t.account like 'btop%'`.execute(db);
  await sql`insert into members (account, nickname, password_hash, type, upline_id)
    select 'bply' || s.id || '_' || g, 'bply', 'x', 0, s.id
    from members s, generate_series(1, ${PLAYERS_PER_SUB}::int) g where s.account like 'bsub%'`.execute(db);
  await sql`insert into ledger_accounts (owner_type, member_id, purpose, currency)
    select 'member', m.id, 'wallet', 'USD' from members m
    where m.account like 'b%' and not exists (select 1 from ledger_accounts a where a.member_id = m.id)`.execute(
    db,
  );
  const dailyTerms = (rateBp: number) =>
    JSON.stringify({ kind: 'daily', tiers: [{ minDailyBet: 0, minActiveMembers: 0, rateBp }] });
  await sql`insert into agent_contracts (kind, upline_id, downline_id, status, terms, accepted_at, created_at)
    select 'daily', null, id, 'active', ${dailyTerms(100)}::jsonb, ${accepted}, ${accepted} from members where account like 'btop%'`.execute(
    db,
  );
  await sql`insert into agent_contracts (kind, upline_id, downline_id, status, terms, accepted_at, created_at)
    select 'daily', upline_id, id, 'active', ${dailyTerms(60)}::jsonb, ${accepted}, ${accepted} from members where account like 'bsub%'`.execute(
    db,
  );
  // the day's bets, and as many again on the day before and after (outside the period)
  for (const [shiftDays, perPlayer] of [
    [0, BETS_PER_PLAYER],
    [-1, BETS_PER_PLAYER / 2],
    [1, BETS_PER_PLAYER / 2],
  ] as const) {
    const from = new Date(period.start.getTime() + shiftDays * 86_400_000);
    await sql`insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, game_type, amount, win_amount, status, placed_at, settled_at)
      select 'bench', 'b' || ${shiftDays}::int || '_' || p.id || '_' || g, p.id, 'r' || p.id || '_' || g, 'g1', 'slot',
        100 + (p.id * 7 + g * 13) % 5000, case when (p.id + g) % 3 = 0 then 2 * (100 + (p.id * 7 + g * 13) % 5000) else 0 end,
        case when (p.id + g) % 17 = 0 then 'rolled_back' else 'settled' end,
        ${from}::timestamptz + ((p.id * 131 + g * 977) % 86400) * interval '1 second',
        ${from}::timestamptz + ((p.id * 131 + g * 977) % 86400) * interval '1 second'
      from members p, generate_series(1, ${perPlayer}::int) g where p.account like 'bply%'`.execute(db);
  }
  await sql`analyze`.execute(db);
}

/** The same figures written by hand: bets of the day per member, rolled up to each contract's downline. */
const HAND_SQL = (start: Date, end: Date) => sql<{ contracts: number; valid: string; active: string }>`
  with per_member as (
    select member_id, sum(amount) as valid_bet, sum(win_amount - amount) as pnl
    from seamless_bets where status = 'settled' and settled_at >= ${start} and settled_at < ${end}
    group by member_id
  ), per_contract as (
    select c.id, sum(pm.valid_bet) as valid_bet, count(*) as active, sum(pm.pnl) as pnl
    from agent_contracts c
    join agent_tree_paths t on t.ancestor_id = c.downline_id and t.depth >= 1
    join per_member pm on pm.member_id = t.descendant_id
    where c.kind = 'daily' and c.accepted_at < ${end} and (c.ended_at is null or c.ended_at > ${start})
    group by c.id
  )
  select count(*)::int as contracts, sum(valid_bet)::text as valid, sum(active)::text as active from per_contract`;

export async function main(): Promise<void> {
  const name = `pavilion_bench_settle_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const db = await createDb({ kind: 'postgres', url: url.toString() });
  try {
    await migrateToLatest(db);
    let t = performance.now();
    await seed(db);
    const counts = await sql<{ c: number; b: number; m: number }>`select
      (select count(*) from agent_contracts)::int as c, (select count(*) from seamless_bets)::int as b,
      (select count(*) from members)::int as m`.execute(db);
    console.log(
      `  seeded in ${((performance.now() - t) / 1000).toFixed(1)} s: ${counts.rows[0]!.c} contracts, ${counts.rows[0]!.m} members, ${counts.rows[0]!.b} bets`,
    );
    const period = periodFromKey('daily', DAY, OFFSET)!;
    const deps = { db, notifications: createInProcessBus() };

    t = performance.now();
    const first = await settlePeriod(deps, 'daily', null, period, 'schedule');
    const firstMs = performance.now() - t;
    t = performance.now();
    const second = await settlePeriod(deps, 'daily', null, period, 'schedule');
    const secondMs = performance.now() - t;
    const handTimes: number[] = [];
    let hand: { contracts: number; valid: string; active: string } | undefined;
    for (let i = 0; i < 3; i++) {
      t = performance.now();
      hand = (await HAND_SQL(period.start, period.end).execute(db)).rows[0];
      handTimes.push(performance.now() - t);
    }
    const handMs = Math.min(...handTimes);
    // The ledger's own floor: the same 10,000 postings (house `agent` shard → each payee's wallet)
    // straight through ledger_post, 250 per statement as the run does, no settlement bookkeeping.
    const payees = (
      await sql<{ wallet: number; shard: number }>`select a.id as wallet, h.id as shard
        from agent_settlements s join ledger_accounts a on a.member_id = s.payee_id and a.purpose = 'wallet'
        join ledger_accounts h on h.owner_type = 'house' and h.purpose = 'agent' and h.shard = (s.payee_id % 64)::int
        order by s.id`.execute(db)
    ).rows;
    t = performance.now();
    for (let i = 0; i < payees.length; i += 250) {
      const chunk = payees.slice(i, i + 250);
      await sql`select (ledger_post('bench-floor:' || x.w, 'adjustment', array[x.h, x.w]::bigint[], array[-1, 1]::bigint[], 'floor', '{}'::jsonb)).transaction_id
        from unnest(${chunk.map((c) => c.wallet)}::bigint[], ${chunk.map((c) => c.shard)}::bigint[]) as x(w, h)`.execute(
        db,
      );
    }
    const floorMs = performance.now() - t;
    const stored = await sql<{
      n: number;
      valid: string;
      active: string;
      paid: number;
      postings: number;
      credited: string;
      paid_amount: string;
    }>`select
      count(*)::int as n, sum(valid_bet)::text as valid, sum(active_members)::text as active,
      count(*) filter (where state = 'paid')::int as paid,
      count(distinct ledger_tx_id)::int as postings,
      (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.owner_type = 'member' and e.amount > 0 and e.transaction_id in (select ledger_tx_id from agent_settlements))::text as credited,
      sum(amount) filter (where state = 'paid')::text as paid_amount
      from agent_settlements`.execute(db);
    const s = stored.rows[0]!;
    console.log(
      `  first run   ${firstMs.toFixed(0).padStart(6)} ms  inserted ${first.inserted}, paid ${first.paid}, owed ${first.owed}  (${JSON.stringify(first.timings)})`,
    );
    console.log(
      `  second run  ${secondMs.toFixed(0).padStart(6)} ms  inserted ${second.inserted}, paid ${second.paid}, owed ${second.owed}  (${JSON.stringify(second.timings)})`,
    );
    console.log(
      `  ledger floor ${floorMs.toFixed(0).padStart(5)} ms  (the same ${payees.length} postings straight through ledger_post, one lane)`,
    );
    console.log(`  hand SQL    ${handMs.toFixed(0).padStart(6)} ms  (figures only, best of 3)`);
    console.log(
      `  ratio first run / hand SQL: ${(firstMs / handMs).toFixed(1)}x;  second run / hand SQL: ${(secondMs / handMs).toFixed(1)}x`,
    );
    const same = hand && hand.contracts === s.n && hand.valid === s.valid && hand.active === s.active;
    console.log(
      `  figures equal to the hand SQL: ${same ? 'yes' : `NO (${JSON.stringify(hand)} vs ${JSON.stringify(s)})`}`,
    );
    console.log(
      `  settlements ${s.n}, paid ${s.paid} in ${s.postings} ledger postings (one per payer and period, ≤ 100 legs), credited ${s.credited} = paid ${s.paid_amount}`,
    );
    const ok =
      same &&
      firstMs < BUDGET_MS &&
      second.inserted === 0 &&
      second.paid === 0 &&
      s.credited === s.paid_amount &&
      s.paid === s.n;
    console.log(ok ? `  OK (first run < ${BUDGET_MS / 1000} s, second run pays nothing)` : '  FAILED');
    if (!ok) {
      process.exitCode = 1;
    }
  } finally {
    await db.destroy();
    await admin(`drop database if exists ${name} with (force)`);
  }
}
