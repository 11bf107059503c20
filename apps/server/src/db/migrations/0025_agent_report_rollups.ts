// Agent report roll-ups (decision 032) on top of the daily report sums of 0024, written by the same
// agent-report-sums job and read under the same watermark rule (exact whatever the job's lag):
// - agent_report_sums gains the rolled-back bets (count and stake) so the team overview's "bets"
//   (rolled-back bets excluded) can be read from the sums, and valid_hours, a bit per UTC hour of
//   the day (bit h) with a settled bet (with a stake): active members of the hours at a range's edges;
// - agent_report_month_sums: per member and calendar month (UTC) over every game, the sum of the
//   member's '*' day rows, and valid_days, a bit per day of the month (bit d-1 for day d) on which
//   the member had a settled bet (the overview's active members for any set of whole days);
// - agent_report_team_sums: per agent (ancestor) and UTC hour, the sums of the whole team below it
//   (closure depth >= 1): a month of team totals is ~720 rows, not 10,000 members' rows, and a
//   period cut on any whole-hour clock (GMT+7) reads them as well.
// The state row's last_day is the latest UTC day holding a daily row (a bet's placed_at may run
// ahead of the job's clock): the days after it hold no rows, which the month plan relies on.
// The team rows follow the tree: moving a member (0017's move trigger) marks them stale
// (team_ready = false); the overview then reads raw bets, and the next job run rebuilds them.
// The daily rows gain columns, so the migration resets the watermark: the next run rebuilds every
// table (until then the reports read raw bets, exact as always).
import { sql, type Kysely } from 'kysely';

const SUMS = `bets bigint not null, stake bigint not null, valid bigint not null, payout bigint not null,
    profit bigint not null, voided_bets bigint not null, voided bigint not null`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table agent_report_sums add column voided_bets bigint not null default 0,
    add column voided bigint not null default 0, add column valid_hours integer not null default 0`.execute(
    db,
  );
  await sql`create table agent_report_month_sums (
    member_id bigint not null references members (id),
    month date not null,
    ${sql.raw(SUMS)},
    valid_days integer not null,
    primary key (member_id, month) include (bets, stake, valid, payout, profit, voided_bets, voided, valid_days)
  )`.execute(db);
  await sql`create table agent_report_team_sums (
    ancestor_id bigint not null references members (id),
    hour timestamptz not null,
    ${sql.raw(SUMS)},
    primary key (ancestor_id, hour) include (bets, stake, valid, payout, profit, voided_bets, voided)
  )`.execute(db);
  await sql`alter table agent_report_sums_state add column team_ready boolean not null default false,
    add column last_day date`.execute(db);
  await sql`update agent_report_sums_state set rolled_id = 0, settled_before = null, team_ready = false`.execute(
    db,
  );
  await sql
    .raw(
      `create function agent_report_team_stale() returns trigger language plpgsql as $f$
begin
  if new.upline_id is distinct from old.upline_id then
    update agent_report_sums_state set team_ready = false where id = 1;
  end if;
  return new;
end $f$;`,
    )
    .execute(db);
  await sql`create trigger members_agent_report_team_stale after update of upline_id on members
    for each row execute function agent_report_team_stale()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists members_agent_report_team_stale on members`.execute(db);
  await sql`drop function if exists agent_report_team_stale()`.execute(db);
  await sql`alter table agent_report_sums_state drop column if exists team_ready,
    drop column if exists last_day`.execute(db);
  await sql`drop table if exists agent_report_team_sums`.execute(db);
  await sql`drop table if exists agent_report_month_sums`.execute(db);
  await sql`alter table agent_report_sums drop column if exists voided, drop column if exists voided_bets,
    drop column if exists valid_hours`.execute(db);
  await sql`update agent_report_sums_state set rolled_id = 0, settled_before = null`.execute(db);
}
