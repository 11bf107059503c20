// The team cash sums (decision 040, migration 0035): per agent (closure depth >= 1) and UTC hour,
// the team's new members, credited deposits and paid withdrawals, written by the agent-report-sums
// job in its transaction (agent-report-sums.ts), read by the team overview (team-figures.repo.ts).
//
// The rule (exact figures whatever the job's lag). The state row holds C (cash_before) and an id
// watermark per table (Rm members, Rd deposits, Rw withdrawals); the rows hold:
// - members with id < Rm and created_at < C, in the hour of created_at;
// - deposits with id < Rd, status credited and credited_at < C (credited is final and stamps
//   credited_at), in the hour of credited_at;
// - withdrawals with id < Rw and paid_at < C, in the hour of paid_at, with their figure as it was
//   at C: a withdrawal leaves `approved` only once, stamping confirmed_at (received, partially
//   received, not received, auto received), so one confirmed at or after C was `approved` at C
//   and counts its whole amount; any other counts as its status says now (paid out and not
//   disputed: amount less the remaining amount).
// A reader adds, from the tables, in the same snapshot: the rows at or after C or with an id at or
// above its watermark (current figures), and for the withdrawals the rows hold with confirmed_at
// >= C the difference between their current figure and the whole amount. The job recomputes every
// hour touched by a row that entered the set or changed figure since its last run (delete and
// insert: a rerun is harmless) and moves C with the bets' settle watermark, each id watermark
// past the last row created before C. As for the bets (decision 027), a row's transaction is
// assumed to commit within a minute of stamping its time.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';

type TSql = ReturnType<typeof sql>;

export type TCashMarks = { before: TSql; member: TSql; deposit: TSql; withdrawal: TSql };

/** Paid out and not disputed (decision 024). */
export const PAID = sql`('approved', 'received', 'partially_received', 'auto_received')`;
export const HOUR_OF = (t: TSql) => sql`to_timestamp(floor(extract(epoch from ${t}) / 3600) * 3600)`;

/** A withdrawal's current figure and count. */
export const WD_NOW = sql`case when w.status in ${PAID} then w.amount - coalesce(w.remaining_amount, 0) else 0 end`;
export const WD_NOW_N = sql`case when w.status in ${PAID} then 1 else 0 end`;

/**
 * The rows (member_id, t, joined, deposits, deposit_count, withdrawals, withdrawal_count) the
 * sums hold under the watermarks `m`: all of them, or (`hours`) those of the hours listed in the
 * temp table agent_cash_hours (one index range per hour).
 */
function heldRows(m: TCashMarks, hours: boolean) {
  const atC = sql`w.confirmed_at is not null and w.confirmed_at >= ${m.before}`;
  const from = (table: string, alias: string, t: string) =>
    hours
      ? sql`agent_cash_hours h join ${sql.table(table)} ${sql.raw(alias)}
          on ${sql.ref(t)} >= h.hour and ${sql.ref(t)} < h.hour + interval '1 hour'`
      : sql`${sql.table(table)} ${sql.raw(alias)}`;
  return sql`select x.id as member_id, x.created_at as t, 1::bigint as joined, 0::bigint as deposits,
      0::bigint as deposit_count, 0::bigint as withdrawals, 0::bigint as withdrawal_count
    from ${from('members', 'x', 'x.created_at')} where x.id < ${m.member} and x.created_at < ${m.before}
    union all
    select d.member_id, d.credited_at, 0, d.amount, 1, 0, 0 from ${from('cashier_deposits', 'd', 'd.credited_at')}
    where d.status = 'credited' and d.id < ${m.deposit} and d.credited_at < ${m.before}
    union all
    select w.member_id, w.paid_at, 0, 0, 0, case when ${atC} then w.amount else ${WD_NOW} end,
      case when ${atC} then 1 else ${WD_NOW_N} end
    from ${from('cashier_withdrawals', 'w', 'w.paid_at')}
    where w.paid_at is not null and w.id < ${m.withdrawal} and w.paid_at < ${m.before}`;
}

const INSERT = sql`insert into agent_report_team_cash (ancestor_id, hour, joined, deposits, deposit_count,
  withdrawals, withdrawal_count)`;
const GROUPED = (rows: TSql) => sql`select p.ancestor_id, ${HOUR_OF(sql`r.t`)}, sum(r.joined)::bigint,
    sum(r.deposits)::bigint, sum(r.deposit_count)::bigint, sum(r.withdrawals)::bigint, sum(r.withdrawal_count)::bigint
  from (${rows}) r join agent_tree_paths p on p.descendant_id = r.member_id and p.depth >= 1
  group by p.ancestor_id, ${HOUR_OF(sql`r.t`)}`;

type TCashState = {
  cash_before: Date | null;
  cash_member_id: string;
  cash_deposit_id: string;
  cash_withdrawal_id: string;
};

/** The id watermarks for C: past the last row created before C (never moving back). */
async function nextMarks(trx: TDb, st: TCashState, c: Date) {
  const { rows } = await sql<{ m: string | null; d: string | null; w: string | null }>`select
    (select max(id) from members where created_at < ${c})::text as m,
    (select max(id) from cashier_deposits where created_at < ${c})::text as d,
    (select max(id) from cashier_withdrawals where created_at < ${c})::text as w`.execute(trx);
  const r = rows[0];
  return {
    member: Math.max(Number(st.cash_member_id), Number(r?.m ?? 0) + 1),
    deposit: Math.max(Number(st.cash_deposit_id), Number(r?.d ?? 0) + 1),
    withdrawal: Math.max(Number(st.cash_withdrawal_id), Number(r?.w ?? 0) + 1),
  };
}

/**
 * The job's cash step, in its transaction (the state row locked): rebuilds the rows (first run
 * after migration 0035, or after a tree move rebuilt the team bet rows) or recomputes the hours
 * touched since the last run, then moves the cash watermarks to C = `clock` (never back).
 */
export async function rollUpTeamCash(trx: TDb, clock: Date, rebuild: boolean): Promise<{ hours: number }> {
  const { rows } = await sql<TCashState>`select cash_before, cash_member_id::text as cash_member_id,
    cash_deposit_id::text as cash_deposit_id, cash_withdrawal_id::text as cash_withdrawal_id
    from agent_report_sums_state where id = 1`.execute(trx);
  const st = rows[0]!;
  // the touched hours' join is overestimated by far (a temp table's hour ranges): JIT compiling it
  // took longer than the statement (EXPLAIN ANALYZE, decision 040)
  await sql`select set_config('jit', 'off', true)`.execute(trx);
  // C never moves back (an instance whose clock is behind): the rows hold everything before the old C
  const c = st.cash_before && new Date(st.cash_before) > clock ? new Date(st.cash_before) : clock;
  const next = await nextMarks(trx, st, c);
  const marks: TCashMarks = {
    before: sql`${c}`,
    member: sql`${next.member}`,
    deposit: sql`${next.deposit}`,
    withdrawal: sql`${next.withdrawal}`,
  };
  let hours = 0;
  if (rebuild || st.cash_before === null) {
    await sql`delete from agent_report_team_cash`.execute(trx);
    await sql`${INSERT} ${GROUPED(heldRows(marks, false))}`.execute(trx);
  } else {
    const old = {
      c: st.cash_before,
      m: Number(st.cash_member_id),
      d: Number(st.cash_deposit_id),
      w: Number(st.cash_withdrawal_id),
    };
    await sql`create temp table if not exists agent_cash_hours (hour timestamptz) on commit drop`.execute(
      trx,
    );
    await sql`truncate agent_cash_hours`.execute(trx);
    const since = (col: string) => sql`${sql.raw(col)} >= ${old.c} and ${sql.raw(col)} < ${c}`;
    const inserted = await sql`insert into agent_cash_hours select distinct ${HOUR_OF(sql`t`)} from (
        select created_at as t from members where id >= ${old.m} and id < ${next.member}
        union all select created_at from members where ${since('created_at')}
        union all select credited_at from cashier_deposits
          where status = 'credited' and id >= ${old.d} and id < ${next.deposit}
        union all select credited_at from cashier_deposits where status = 'credited' and ${since('credited_at')}
        union all select paid_at from cashier_withdrawals
          where paid_at is not null and id >= ${old.w} and id < ${next.withdrawal}
        union all select paid_at from cashier_withdrawals where paid_at is not null and ${since('paid_at')}
        union all select paid_at from cashier_withdrawals where paid_at is not null and ${since('confirmed_at')}
      ) x where t is not null`.execute(trx);
    hours = Number(inserted.numAffectedRows ?? 0);
    if (hours > 0) {
      await sql`analyze agent_cash_hours`.execute(trx);
      await sql`delete from agent_report_team_cash s using agent_cash_hours h where s.hour = h.hour`.execute(
        trx,
      );
      await sql`${INSERT} ${GROUPED(heldRows(marks, true))}`.execute(trx);
    }
  }
  await sql`update agent_report_sums_state set cash_before = ${c}, cash_member_id = ${next.member},
    cash_deposit_id = ${next.deposit}, cash_withdrawal_id = ${next.withdrawal} where id = 1`.execute(trx);
  return { hours };
}
