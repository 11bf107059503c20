// Team cash sums (decision 040): per agent (ancestor, closure depth >= 1) and UTC hour, the team's
// new members, credited deposits and paid withdrawals, written by the agent-report-sums job under
// watermarks of their own (agent_report_sums_state.cash_before and the three id watermarks), so the
// team overview reads ~720 rows a month instead of every deposit, withdrawal and member of the team.
// The rule (agent-report-cash.ts): the rows hold the members, deposits and withdrawals with id below
// their id watermark and time before cash_before, withdrawals with their figure as it was at
// cash_before; the overview adds the newer rows and the withdrawals confirmed since from the tables.
// cash_before null: no rows yet (the overview reads the tables; the next job run builds them). The
// rows follow the tree like the team bet rows of 0025: a move marks them stale (team_ready = false)
// and the next run rebuilds both. The month rows of 0025 gain day_hours (the day rows' valid-hour
// bits by day of the month) for the overview's active members.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table agent_report_team_cash (
    ancestor_id bigint not null references members (id),
    hour timestamptz not null,
    joined bigint not null,
    deposits bigint not null,
    deposit_count bigint not null,
    withdrawals bigint not null,
    withdrawal_count bigint not null,
    primary key (ancestor_id, hour) include (joined, deposits, deposit_count, withdrawals, withdrawal_count)
  )`.execute(db);
  // the latest placed_at of the bets below the id watermark (null until the next job run sets it):
  // a report range ending after it reads its last UTC day whole from the sums (decision 040)
  // the job rewrites the rows of the hours it touched (every agent of the hour)
  await sql`create index agent_report_team_cash_hour_idx on agent_report_team_cash (hour)`.execute(db);
  await sql`alter table agent_report_sums_state add column placed_max timestamptz`.execute(db);
  await sql`alter table agent_report_sums_state add column cash_before timestamptz,
    add column cash_member_id bigint not null default 0, add column cash_deposit_id bigint not null default 0,
    add column cash_withdrawal_id bigint not null default 0`.execute(db);
  // the month rows gain the day rows' valid-hour bits (element d: day d of the month), so the
  // overview's active members of the hours outside whole UTC days read the month rows only; filled
  // from the day rows they sum (same watermarks), so the bet watermarks stay
  await sql`alter table agent_report_month_sums add column day_hours integer[] not null default '{}'`.execute(
    db,
  );
  await sql`update agent_report_month_sums m set day_hours = h.day_hours
    from (select s.member_id, (s.day - (extract(day from s.day)::int - 1)) as month,
        array_agg(s.valid_hours order by s.day) as hours, array_agg(extract(day from s.day)::int order by s.day) as days
      from agent_report_sums s where s.game_type = '*' and s.vendor = '*'
      group by s.member_id, (s.day - (extract(day from s.day)::int - 1))) x,
      lateral (select array_agg(coalesce(x.hours[array_position(x.days, g)], 0) order by g) as day_hours
        from generate_series(1, 31) g) h
    where m.member_id = x.member_id and m.month = x.month`.execute(db);
  // the reports' day rows over every game by day (a few days at a range's edge or outside a month
  // row), hash-joined with the tree instead of one descent per member or a scan of every day row
  await sql`create index agent_report_sums_day_idx on agent_report_sums (day, member_id)
    include (bets, stake, valid, payout, profit) where game_type = '*'`.execute(db);
  // the rows newer than the watermarks, read by time
  await sql`create index members_created_at_idx on members (created_at)`.execute(db);
  await sql`create index cashier_deposits_credited_at_idx on cashier_deposits (credited_at)
    include (member_id, amount) where status = 'credited'`.execute(db);
  await sql`create index cashier_withdrawals_paid_at_idx on cashier_withdrawals (paid_at)
    include (member_id, amount, remaining_amount, status) where paid_at is not null`.execute(db);
  await sql`create index cashier_withdrawals_confirmed_at_idx on cashier_withdrawals (confirmed_at)
    where confirmed_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists cashier_withdrawals_confirmed_at_idx`.execute(db);
  await sql`drop index if exists cashier_withdrawals_paid_at_idx`.execute(db);
  await sql`drop index if exists cashier_deposits_credited_at_idx`.execute(db);
  await sql`drop index if exists members_created_at_idx`.execute(db);
  await sql`drop index if exists agent_report_sums_day_idx`.execute(db);
  await sql`alter table agent_report_month_sums drop column if exists day_hours`.execute(db);
  await sql`alter table agent_report_sums_state drop column if exists placed_max,
    drop column if exists cash_before,
    drop column if exists cash_member_id, drop column if exists cash_deposit_id,
    drop column if exists cash_withdrawal_id`.execute(db);
  await sql`drop table if exists agent_report_team_cash`.execute(db);
}
