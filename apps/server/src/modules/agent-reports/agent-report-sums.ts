// Pre-computed sums of the team reports (decision 027, migration 0024): per member, UTC day, game
// type and catalogue vendor (plus a '*' row per member-day over every game), written by the
// agent-report-sums job, read by the report queries for the whole UTC days of a range.
//
// The rule (exact figures whatever the job's lag):
// - the state row holds rolled_until (every UTC day before it is rolled) and settled_before (T);
// - in the sums a bet counts with its status only when it closed before T (settled_at < T, or a
//   closed bet without settled_at); a bet still open at T, or closed at/after T, counts as open
//   (stake and count, no valid bet, payout or profit);
// - a report reads: the sums of the whole UTC days in [range start, rolled_until), the raw bets
//   of the rest of the range (partial days at the edges, days not rolled yet), and, for the rolled
//   days, the correction of the bets closed since T (their valid bet, payout and profit: the part
//   the sums counted as open). A bet closes once (open → settled | rolled_back, settled_at set).
// - the job (every 5 minutes, one run at a time across instances, in one transaction holding the
//   state row) rolls the days that ended at least an hour ago, recomputes the (member, day) pairs
//   of bets closed in [old T, new T), and moves T to now − 1 minute (a closing transaction still
//   uncommitted a minute after it stamped settled_at would be missed; the seamless calls are short).
//   Recompute is delete-and-insert of the bucket, so a rerun or a retry after a crash is harmless.
// - bets are placed with placed_at = now() (seamless_bets default), so no bet lands in a rolled day.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';

const DAY_MS = 86_400_000;
/** a day is rolled once it ended this long ago */
export const ROLL_GRACE_MS = 60 * 60_000;
/** the settle watermark trails the job's clock by this much */
export const SETTLE_LAG_MS = 60_000;

const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const utcDayFloor = (d: Date) => Math.floor(d.getTime() / DAY_MS) * DAY_MS;
export const utcDayCeil = (d: Date) => Math.ceil(d.getTime() / DAY_MS) * DAY_MS;

/** The bet's contribution under the watermark rule, for a `b` of seamless_bets and a timestamp T. */
const FINAL = (t: ReturnType<typeof sql>) =>
  sql`(b.status <> 'open' and (b.settled_at is null or b.settled_at < ${t}))`;

function groupedInsert(
  t: ReturnType<typeof sql>,
  from: ReturnType<typeof sql>,
  where: ReturnType<typeof sql>,
) {
  const sums = sql`count(*)::bigint, coalesce(sum(b.amount), 0)::bigint,
    coalesce(sum(case when ${FINAL(t)} and b.status = 'settled' then b.amount else 0 end), 0)::bigint,
    coalesce(sum(case when not ${FINAL(t)} then 0 when b.status = 'settled' then b.win_amount else b.amount end), 0)::bigint,
    coalesce(sum(case when ${FINAL(t)} and b.status = 'settled' then b.win_amount - b.amount else 0 end), 0)::bigint`;
  const day = sql`(b.placed_at at time zone 'UTC')::date`;
  return [
    sql`insert into agent_report_sums (member_id, day, game_type, vendor, bets, stake, valid, payout, profit)
      select b.member_id, ${day}, b.game_type, coalesce(b.catalogue_vendor, ''), ${sums}
      from ${from} where ${where} group by b.member_id, ${day}, b.game_type, coalesce(b.catalogue_vendor, '')`,
    sql`insert into agent_report_sums (member_id, day, game_type, vendor, bets, stake, valid, payout, profit)
      select b.member_id, ${day}, '*', '*', ${sums}
      from ${from} where ${where} group by b.member_id, ${day}`,
  ];
}

/**
 * One run of the job: rolls the closed days, recomputes the buckets of bets closed since the last
 * run, moves the watermark. Idempotent; concurrent runs queue on the state row.
 */
export async function rollUpReportSums(db: TDb, now: Date) {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ rolled_until: string | null; settled_before: Date | null }>`
      select rolled_until::text as rolled_until, settled_before from agent_report_sums_state where id = 1 for update`.execute(
      trx,
    );
    const state = rows[0];
    if (!state) {
      throw new Error('agent_report_sums_state row missing');
    }
    const newT = new Date(now.getTime() - SETTLE_LAG_MS);
    const newUntilMs = utcDayFloor(new Date(now.getTime() - ROLL_GRACE_MS));
    const oldUntilMs = state.rolled_until === null ? null : Date.parse(`${state.rolled_until}T00:00:00Z`);
    let pairs = 0;
    // 1. bets closed since the last run, in days already rolled: recompute their (member, day)
    if (oldUntilMs !== null && state.settled_before !== null) {
      const oldT = state.settled_before;
      const oldUntil = new Date(oldUntilMs);
      await sql`create temp table if not exists agent_sums_pairs (member_id bigint, day date) on commit drop`.execute(
        trx,
      );
      await sql`truncate agent_sums_pairs`.execute(trx);
      const closed = (status: string) => sql`select b.member_id, (b.placed_at at time zone 'UTC')::date as day
        from seamless_bets b where b.status = ${status} and b.settled_at >= ${oldT} and b.settled_at < ${newT}
          and b.placed_at < ${oldUntil}`;
      const inserted = await sql`insert into agent_sums_pairs select distinct member_id, day from
        (${closed('settled')} union all ${closed('rolled_back')}) c`.execute(trx);
      pairs = Number(inserted.numAffectedRows ?? 0);
      if (pairs > 0) {
        await sql`delete from agent_report_sums s using agent_sums_pairs x
          where s.member_id = x.member_id and s.day = x.day`.execute(trx);
        for (const q of groupedInsert(
          sql`${newT}`,
          sql`agent_sums_pairs x join seamless_bets b on b.member_id = x.member_id
            and b.placed_at >= (x.day::timestamp at time zone 'UTC')
            and b.placed_at < ((x.day + 1)::timestamp at time zone 'UTC')`,
          sql`true`,
        )) {
          await q.execute(trx);
        }
      }
    }
    // 2. the days closed since the last run (the first run: from the first bet)
    let fromMs = oldUntilMs;
    if (fromMs === null) {
      const first = await sql<{
        first: Date | null;
      }>`select min(placed_at) as first from seamless_bets`.execute(trx);
      fromMs = first.rows[0]?.first ? utcDayFloor(new Date(first.rows[0].first)) : newUntilMs;
    }
    let days = 0;
    if (newUntilMs > fromMs) {
      const from = new Date(fromMs);
      const until = new Date(newUntilMs);
      await sql`delete from agent_report_sums where day >= ${dayString(fromMs)}::date and day < ${dayString(newUntilMs)}::date`.execute(
        trx,
      );
      for (const q of groupedInsert(
        sql`${newT}`,
        sql`seamless_bets b`,
        sql`b.placed_at >= ${from} and b.placed_at < ${until}`,
      )) {
        await q.execute(trx);
      }
      days = (newUntilMs - fromMs) / DAY_MS;
    }
    const until = Math.max(newUntilMs, oldUntilMs ?? newUntilMs);
    await sql`update agent_report_sums_state set rolled_until = ${dayString(until)}::date, settled_before = ${newT},
      updated_at = now() where id = 1`.execute(trx);
    return { days, pairs };
  });
}
