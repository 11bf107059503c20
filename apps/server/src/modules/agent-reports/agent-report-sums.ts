// Pre-computed sums of the team reports (decision 027, migration 0024): per member, UTC day, game
// type and catalogue vendor (plus a '*' row per member-day over every game), written by the
// agent-report-sums job, read by the report queries for the whole UTC days of a range.
//
// The rule (exact figures whatever the job's lag):
// - the state row holds rolled_id (R: the sums hold every bet with id < R) and settled_before (T);
// - in the sums a bet counts with its status only when it closed before T (settled_at < T, or a
//   closed bet without settled_at); a bet still open at T, or closed at/after T, counts as open
//   (stake and count, no valid bet, payout or profit);
// - a report reads, in one repeatable-read snapshot: for the whole UTC days of the range, the sums
//   + the bets with id ≥ R (a primary-key range: the few bets since the last run) + the correction
//   of the bets with id < R closed since T (their valid bet, payout and profit, which the sums
//   counted as open); the partial UTC days at the range's edges (a time zone offset) from raw bets;
// - the job (every 5 minutes, one run at a time across instances: one transaction holding the
//   state row) recomputes the (member, day) buckets of the bets with id in [old R, new R) and of
//   the bets closed in [old T, new T) (delete-and-insert: a rerun or a retry after a crash is
//   harmless), then moves T to now − 1 minute and R past the last bet placed before T. A bet
//   (or a close) whose transaction is still uncommitted a minute after it stamped placed_at
//   (settled_at) would be missed: the seamless calls are short transactions.
// - the first run (R = 0) rebuilds the whole table.
// - the month and team roll-ups of decision 032 (agent-report-rollups.ts) are recomputed in the
//   same transaction from the daily rows just written; the team cash sums of decision 040
//   (agent-report-cash.ts) under their own watermarks, moved to the same T.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';
import { rollUpTeamCash } from './agent-report-cash.ts';
import { FINAL, rebuildMonthSums, rebuildTeamSums, updateRollups } from './agent-report-rollups.ts';

/** the watermarks trail the job's clock by this much */
export const SETTLE_LAG_MS = 60_000;

const COLUMNS = sql`member_id, day, game_type, vendor, bets, stake, valid, payout, profit, voided_bets, voided,
  valid_hours`;

function groupedInsert(
  t: ReturnType<typeof sql>,
  from: ReturnType<typeof sql>,
  where: ReturnType<typeof sql>,
) {
  const sums = sql`count(*)::bigint, coalesce(sum(b.amount), 0)::bigint,
    coalesce(sum(case when ${FINAL(t)} and b.status = 'settled' then b.amount else 0 end), 0)::bigint,
    coalesce(sum(case when not ${FINAL(t)} then 0 when b.status = 'settled' then b.win_amount else b.amount end), 0)::bigint,
    coalesce(sum(case when ${FINAL(t)} and b.status = 'settled' then b.win_amount - b.amount else 0 end), 0)::bigint,
    count(*) filter (where ${FINAL(t)} and b.status = 'rolled_back')::bigint,
    coalesce(sum(case when ${FINAL(t)} and b.status = 'rolled_back' then b.amount else 0 end), 0)::bigint,
    coalesce(bit_or(1 << extract(hour from b.placed_at at time zone 'UTC')::int)
      filter (where ${FINAL(t)} and b.status = 'settled' and b.amount > 0), 0)`;
  const day = sql`(b.placed_at at time zone 'UTC')::date`;
  return [
    sql`insert into agent_report_sums (${COLUMNS})
      select b.member_id, ${day}, b.game_type, coalesce(b.catalogue_vendor, ''), ${sums}
      from ${from} where ${where} group by b.member_id, ${day}, b.game_type, coalesce(b.catalogue_vendor, '')`,
    sql`insert into agent_report_sums (${COLUMNS})
      select b.member_id, ${day}, '*', '*', ${sums}
      from ${from} where ${where} group by b.member_id, ${day}`,
  ];
}

/**
 * One run of the job: recomputes the buckets of the bets placed or closed since the last run and
 * moves the watermarks. Idempotent; concurrent runs queue on the state row.
 */
export async function rollUpReportSums(db: TDb, now: Date) {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      rolled_id: string;
      settled_before: Date | null;
      team_ready: boolean;
      placed_max: Date | null;
    }>`select rolled_id::text as rolled_id, settled_before, team_ready, placed_max from agent_report_sums_state
      where id = 1 for update`.execute(trx);
    const state = rows[0];
    if (!state) {
      throw new Error('agent_report_sums_state row missing');
    }
    const oldId = Number(state.rolled_id);
    const newT = new Date(now.getTime() - SETTLE_LAG_MS);
    const last = await sql<{ id: string | null }>`select max(id)::text as id from seamless_bets
      where placed_at < ${newT}`.execute(trx);
    const newId = Math.max(oldId, Number(last.rows[0]?.id ?? 0) + 1);
    const t = sql`${newT}`;
    // the latest placed_at below the id watermark: it only grows with the watermark (decision 040)
    const placedMax =
      oldId === 0 || state.placed_max === null
        ? sql`(select max(placed_at) from seamless_bets where id < ${newId})`
        : sql`greatest(${state.placed_max}::timestamptz,
            (select max(placed_at) from seamless_bets where id >= ${oldId} and id < ${newId}))`;
    await sql`update agent_report_sums_state set placed_max = ${placedMax} where id = 1`.execute(trx);
    if (oldId === 0) {
      await sql`delete from agent_report_sums`.execute(trx);
      for (const q of groupedInsert(t, sql`seamless_bets b`, sql`b.id < ${newId}`)) {
        await q.execute(trx);
      }
      await rebuildMonthSums(trx);
      await rebuildTeamSums(trx, t, newId);
      const cash = await rollUpTeamCash(trx, newT, true);
      await sql`update agent_report_sums_state set rolled_id = ${newId}, settled_before = ${newT},
        last_day = (select max(day) from agent_report_sums), updated_at = now() where id = 1`.execute(trx);
      return { rebuilt: 1, pairs: 0, rolledId: newId, cashHours: cash.hours };
    }
    await sql`create temp table if not exists agent_sums_pairs (member_id bigint, day date) on commit drop`.execute(
      trx,
    );
    await sql`create temp table if not exists agent_sums_hours (member_id bigint, hour timestamptz) on commit drop`.execute(
      trx,
    );
    await sql`truncate agent_sums_pairs, agent_sums_hours`.execute(trx);
    const hour = sql`to_timestamp(floor(extract(epoch from b.placed_at) / 3600) * 3600)`;
    const parts = [
      sql`select b.member_id, ${hour} as hour from seamless_bets b where b.id >= ${oldId} and b.id < ${newId}`,
    ];
    if (state.settled_before !== null) {
      for (const status of ['settled', 'rolled_back']) {
        parts.push(sql`select b.member_id, ${hour} as hour from seamless_bets b where b.status = ${status}
          and b.settled_at >= ${state.settled_before} and b.settled_at < ${newT} and b.id < ${oldId}`);
      }
    }
    await sql`insert into agent_sums_hours select distinct member_id, hour from
      (${sql.join(parts, sql` union all `)}) c`.execute(trx);
    const inserted = await sql`insert into agent_sums_pairs
      select distinct member_id, (hour at time zone 'UTC')::date from agent_sums_hours`.execute(trx);
    const pairs = Number(inserted.numAffectedRows ?? 0);
    if (pairs > 0) {
      await sql`delete from agent_report_sums s using agent_sums_pairs x
        where s.member_id = x.member_id and s.day = x.day`.execute(trx);
      for (const q of groupedInsert(
        t,
        sql`agent_sums_pairs x join seamless_bets b on b.member_id = x.member_id
          and b.placed_at >= (x.day::timestamp at time zone 'UTC')
          and b.placed_at < ((x.day + 1)::timestamp at time zone 'UTC')`,
        sql`b.id < ${newId}`,
      )) {
        await q.execute(trx);
      }
      await updateRollups(trx, state.team_ready, t, newId);
    } else if (!state.team_ready) {
      await rebuildTeamSums(trx, t, newId);
    }
    // the team cash rows follow the tree as the team bet rows do: rebuilt with them after a move
    const cash = await rollUpTeamCash(trx, newT, !state.team_ready);
    await sql`update agent_report_sums_state set rolled_id = ${newId}, settled_before = ${newT},
      last_day = greatest(last_day, (select max(day) from agent_sums_pairs)), updated_at = now()
      where id = 1`.execute(trx);
    return { rebuilt: 0, pairs, rolledId: newId, cashHours: cash.hours };
  });
}
