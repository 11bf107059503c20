// The roll-ups of the daily report sums (decision 032, migration 0025), recomputed by the
// agent-report-sums job in its own transaction right after the daily rows they read:
// - agent_report_month_sums: per member and UTC calendar month, the member's '*' day rows summed,
//   with valid_days (bit d-1: a settled bet with a stake on day d) and day_hours (element d: the
//   day row's valid_hours, decision 040);
// - agent_report_team_sums: per agent and UTC hour, the bets of its whole team (depth >= 1) summed
//   under the daily rows' rule (bets with id < R, closed before T).
// Both follow the same watermarks as the daily rows, so a report reading them in the same snapshot
// as the state row gets the same figures as from the daily rows or the raw bets.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';

const SUMS = sql`sum(s.bets)::bigint, sum(s.stake)::bigint, sum(s.valid)::bigint, sum(s.payout)::bigint,
  sum(s.profit)::bigint, sum(s.voided_bets)::bigint, sum(s.voided)::bigint`;
/** the first day of the row's month, without a time zone in sight */
const MONTH_OF = (day: ReturnType<typeof sql>) => sql`(${day} - (extract(day from ${day})::int - 1))`;
const VALID_DAYS = sql`coalesce(bit_or(case when s.valid > 0 then 1 << (extract(day from s.day)::int - 1) else 0 end), 0)`;
/** the day rows' valid_hours by day of the month (element d, 1-based: day d; decision 040) */
const DAY_HOURS = sql`array[${sql.join(
  Array.from(
    { length: 31 },
    (_, i) => sql`coalesce(max(s.valid_hours) filter (where extract(day from s.day) = ${sql.lit(i + 1)}), 0)`,
  ),
)}]::integer[]`;

const MONTH_INSERT = sql`insert into agent_report_month_sums (member_id, month, bets, stake, valid, payout, profit,
  voided_bets, voided, valid_days, day_hours)`;
const TEAM_INSERT = sql`insert into agent_report_team_sums (ancestor_id, hour, bets, stake, valid, payout, profit,
  voided_bets, voided)`;

/** The bet's contribution under the watermark rule, for a `b` of seamless_bets and a timestamp T. */
export const FINAL = (t: ReturnType<typeof sql>) =>
  sql`(b.status <> 'open' and (b.settled_at is null or b.settled_at < ${t}))`;

const HOUR = sql`to_timestamp(floor(extract(epoch from b.placed_at) / 3600) * 3600)`;

/** The team-hour sums of the bets with id < R under the settle watermark T (the daily rows' rule). */
const TEAM_SUMS = (t: ReturnType<typeof sql>) => sql`count(*)::bigint, coalesce(sum(b.amount), 0)::bigint,
  coalesce(sum(case when ${FINAL(t)} and b.status = 'settled' then b.amount else 0 end), 0)::bigint,
  coalesce(sum(case when not ${FINAL(t)} then 0 when b.status = 'settled' then b.win_amount else b.amount end), 0)::bigint,
  coalesce(sum(case when ${FINAL(t)} and b.status = 'settled' then b.win_amount - b.amount else 0 end), 0)::bigint,
  count(*) filter (where ${FINAL(t)} and b.status = 'rolled_back')::bigint,
  coalesce(sum(case when ${FINAL(t)} and b.status = 'rolled_back' then b.amount else 0 end), 0)::bigint`;

/** Rebuilds the team rows from the bets (first run, or after the tree moved). */
export async function rebuildTeamSums(trx: TDb, t: ReturnType<typeof sql>, rolledId: number): Promise<void> {
  await sql`delete from agent_report_team_sums`.execute(trx);
  await sql`${TEAM_INSERT} select p.ancestor_id, ${HOUR}, ${TEAM_SUMS(t)}
    from seamless_bets b join agent_tree_paths p on p.descendant_id = b.member_id and p.depth >= 1
    where b.id < ${rolledId} group by p.ancestor_id, ${HOUR}`.execute(trx);
  await sql`update agent_report_sums_state set team_ready = true where id = 1`.execute(trx);
}

/** Rebuilds the month rows from every daily row (the job's first run). */
export async function rebuildMonthSums(trx: TDb): Promise<void> {
  await sql`delete from agent_report_month_sums`.execute(trx);
  await sql`${MONTH_INSERT} select s.member_id, ${MONTH_OF(sql`s.day`)}, ${SUMS}, ${VALID_DAYS}, ${DAY_HOURS}
    from agent_report_sums s where s.game_type = '*' and s.vendor = '*'
    group by s.member_id, ${MONTH_OF(sql`s.day`)}`.execute(trx);
}

/**
 * Recomputes the month rows of the (member, month) pairs touched by the daily rows just rewritten
 * (the temp table agent_sums_pairs) and the team rows of the (ancestor, hour) pairs of the bets
 * placed or closed since the last run (agent_sums_hours), from the bets, under the same rule.
 */
export async function updateRollups(
  trx: TDb,
  teamReady: boolean,
  t: ReturnType<typeof sql>,
  rolledId: number,
): Promise<void> {
  await sql`create temp table if not exists agent_sums_months (member_id bigint, month date) on commit drop`.execute(
    trx,
  );
  await sql`truncate agent_sums_months`.execute(trx);
  await sql`insert into agent_sums_months select distinct member_id, ${MONTH_OF(sql`day`)} from agent_sums_pairs`.execute(
    trx,
  );
  await sql`delete from agent_report_month_sums m using agent_sums_months x
    where m.member_id = x.member_id and m.month = x.month`.execute(trx);
  await sql`${MONTH_INSERT} select x.member_id, x.month, ${SUMS}, ${VALID_DAYS}, ${DAY_HOURS}
    from agent_sums_months x join agent_report_sums s on s.member_id = x.member_id and s.game_type = '*'
      and s.vendor = '*' and s.day >= x.month and s.day < (x.month + interval '1 month')::date
    group by x.member_id, x.month`.execute(trx);
  if (!teamReady) {
    await rebuildTeamSums(trx, t, rolledId);
    return;
  }
  await sql`create temp table if not exists agent_sums_teams (ancestor_id bigint, hour timestamptz) on commit drop`.execute(
    trx,
  );
  await sql`truncate agent_sums_teams`.execute(trx);
  await sql`insert into agent_sums_teams select distinct p.ancestor_id, x.hour
    from agent_sums_hours x join agent_tree_paths p on p.descendant_id = x.member_id and p.depth >= 1`.execute(
    trx,
  );
  await sql`delete from agent_report_team_sums s using agent_sums_teams x
    where s.ancestor_id = x.ancestor_id and s.hour = x.hour`.execute(trx);
  await sql`${TEAM_INSERT} select x.ancestor_id, x.hour, ${TEAM_SUMS(t)}
    from agent_sums_teams x
    join agent_tree_paths p on p.ancestor_id = x.ancestor_id and p.depth >= 1
    join seamless_bets b on b.member_id = p.descendant_id and b.placed_at >= x.hour
      and b.placed_at < x.hour + interval '1 hour' and b.id < ${rolledId}
    group by x.ancestor_id, x.hour`.execute(trx);
}
