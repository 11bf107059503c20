// Agent report sums (decision 027): per member, UTC day, game type and catalogue vendor, the sums of
// seamless_bets that the month-long team reports read instead of the bets. A row with game_type '*'
// (vendor '*') holds the member-day over every game, for the reports without a game filter. The
// state row says which bets are in the sums (every bet with id < rolled_id) and the settle
// watermark: in the sums a bet counts as settled/rolled back only when its settled_at <
// settled_before, otherwise as open; the reports add the newer bets and correct the few closed
// since (see agent-report-sums.ts).
// The primary key covers the sums: a month of a team is an index-only range per member.
// Rolled-back bets get a small partial index on settled_at (settled ones have 0020's).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table agent_report_sums (
    member_id bigint not null references members (id),
    day date not null,
    game_type text not null,
    vendor text not null,
    bets bigint not null,
    stake bigint not null,
    valid bigint not null,
    payout bigint not null,
    profit bigint not null,
    primary key (member_id, game_type, vendor, day) include (bets, stake, valid, payout, profit)
  )`.execute(db);
  await sql`create table agent_report_sums_state (
    id integer primary key check (id = 1),
    rolled_id bigint not null default 0,
    settled_before timestamptz,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`insert into agent_report_sums_state (id) values (1)`.execute(db);
  await sql`create index seamless_bets_rolled_back_at_idx on seamless_bets (settled_at)
    where status = 'rolled_back'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists seamless_bets_rolled_back_at_idx`.execute(db);
  await sql`drop table if exists agent_report_sums_state`.execute(db);
  await sql`drop table if exists agent_report_sums`.execute(db);
}
