// Reads of the report roll-ups (decision 032): the month plan of a range's whole UTC days (month
// rows, less the days of the month outside the range, or day rows) and the team overview's bet
// figures from the team rows. Every read follows the watermark rule of agent-report-sums.ts:
// roll-ups for the whole UTC days, raw bets for the partial days at the edges, the bets since the
// id watermark and the correction of the bets closed since the settle watermark.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';

const DAY_MS = 86_400_000;

export type TDayPiece =
  { kind: 'month'; month: string } | { kind: 'days'; from: string; to: string; sign: 1 | -1 };

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthStart = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonth = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

/**
 * The whole UTC days [start, end) (midnights, ms) as pieces whose signed sums are the range's: per
 * calendar month the month row when the range covers it, else the month row less the days outside
 * the range when those are fewer than the days inside (days after `lastDay`, the sums' latest day,
 * hold no rows), else the day rows.
 */
export function planDays(start: number, end: number, lastDay: number): TDayPiece[] {
  const pieces: TDayPiece[] = [];
  const latest = lastDay + DAY_MS;
  for (let ms = monthStart(start); ms < end; ms = nextMonth(ms)) {
    const me = nextMonth(ms);
    const from = Math.max(start, ms);
    const to = Math.min(end, me);
    if (from === ms && to === me) {
      pieces.push({ kind: 'month', month: iso(ms) });
      continue;
    }
    const outside: [number, number][] = [];
    if (ms < from) {
      outside.push([ms, Math.min(from, latest)]);
    }
    if (to < Math.min(me, latest)) {
      outside.push([to, Math.min(me, latest)]);
    }
    const live = outside.filter(([a, b]) => a < b);
    const outDays = live.reduce((n, [a, b]) => n + (b - a) / DAY_MS, 0);
    if (outDays < (to - from) / DAY_MS) {
      pieces.push({ kind: 'month', month: iso(ms) });
      for (const [a, b] of live) {
        pieces.push({ kind: 'days', from: iso(a), to: iso(b), sign: -1 });
      }
    } else {
      pieces.push({ kind: 'days', from: iso(from), to: iso(to), sign: 1 });
    }
  }
  return pieces;
}

/** The bit mask of each month's days inside the whole UTC days [start, end): month → mask. */
export function monthMasks(start: number, end: number): Map<string, number> {
  const masks = new Map<string, number>();
  for (let ms = start; ms < end; ms += DAY_MS) {
    const key = iso(monthStart(ms));
    masks.set(key, (masks.get(key) ?? 0) | (1 << (new Date(ms).getUTCDate() - 1)));
  }
  return masks;
}

/** A range split into its whole UTC days and the partial days at its edges. */
export function splitRange(from: Date, to: Date) {
  const dayStart = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const dayEnd = Math.floor(to.getTime() / DAY_MS) * DAY_MS;
  if (dayStart >= dayEnd) {
    return { dayStart, dayEnd: dayStart, edges: [[from, to]] as [Date, Date][] };
  }
  const edges: [Date, Date][] = [];
  if (from.getTime() < dayStart) {
    edges.push([from, new Date(dayStart)]);
  }
  if (dayEnd < to.getTime()) {
    edges.push([new Date(dayEnd), to]);
  }
  return { dayStart, dayEnd, edges };
}

export type TRange = { from: Date; to: Date };

export type TTeamBetFigures = {
  /** stakes of bets placed in the range, rolled-back bets excluded */
  bets: number;
  betCount: number;
  /** stakes of the settled bets placed in the range */
  validBets: number;
  wins: number;
  /** members with a settled bet (with a stake) placed in the range */
  activeMembers: number;
};

type TState = { rolledId: number; settledBefore: Date | null; teamReady: boolean };

const VALID = sql`case when b.status = 'settled' then b.amount else 0 end`;
const PAYOUT = sql`case b.status when 'settled' then b.win_amount when 'rolled_back' then b.amount else 0 end`;
const VOIDED = sql`case when b.status = 'rolled_back' then b.amount else 0 end`;
const VOIDED_N = sql`case when b.status = 'rolled_back' then 1 else 0 end`;

/**
 * The team overview's bet figures of every range (the team: closure depth >= 1), from the team
 * roll-ups when they are in step with the tree, else from raw bets (`raw` forces it: the tests'
 * reference and the bench's old path). A bet belongs to the range it was placed in.
 */
export async function teamBetFigures(
  db: TDb,
  agentId: number,
  ranges: TRange[],
  opts: { raw?: boolean } = {},
): Promise<TTeamBetFigures[]> {
  if (ranges.length === 0) {
    return [];
  }
  if (opts.raw) {
    return rawFigures(db, agentId, ranges);
  }
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ rolled_id: string; settled_before: Date | null; team_ready: boolean }>`
        select rolled_id::text as rolled_id, settled_before, team_ready from agent_report_sums_state
        where id = 1`.execute(trx);
      const st: TState = {
        rolledId: Number(rows[0]?.rolled_id ?? 0),
        settledBefore: rows[0]?.settled_before ?? null,
        teamReady: rows[0]?.team_ready ?? false,
      };
      if (st.rolledId === 0 || !st.teamReady) {
        return rawFigures(trx, agentId, ranges);
      }
      return rolledFigures(trx, agentId, ranges, st);
    });
}

const TEAM = (agentId: number) =>
  sql`join agent_tree_paths p on p.descendant_id = b.member_id and p.ancestor_id = ${agentId} and p.depth >= 1`;

async function rawFigures(db: TDb, agentId: number, ranges: TRange[]): Promise<TTeamBetFigures[]> {
  const since = new Date(Math.min(...ranges.map((r) => r.from.getTime())));
  const until = new Date(Math.max(...ranges.map((r) => r.to.getTime())));
  const inner = ranges.map((r, i) => {
    const inR = sql`b.placed_at >= ${r.from} and b.placed_at < ${r.to}`;
    return sql`coalesce(sum(b.amount) filter (where ${inR} and b.status <> 'rolled_back'), 0) as ${sql.raw(`s${i}`)},
      count(*) filter (where ${inR} and b.status <> 'rolled_back') as ${sql.raw(`n${i}`)},
      coalesce(sum(b.amount) filter (where ${inR} and b.status = 'settled'), 0) as ${sql.raw(`v${i}`)},
      coalesce(sum(b.win_amount) filter (where ${inR} and b.status = 'settled'), 0) as ${sql.raw(`w${i}`)}`;
  });
  const outer = ranges.map(
    (_, i) => sql`coalesce(sum(${sql.raw(`s${i}`)}), 0)::bigint as ${sql.raw(`s${i}`)},
      coalesce(sum(${sql.raw(`n${i}`)}), 0)::bigint as ${sql.raw(`n${i}`)},
      coalesce(sum(${sql.raw(`v${i}`)}), 0)::bigint as ${sql.raw(`v${i}`)},
      coalesce(sum(${sql.raw(`w${i}`)}), 0)::bigint as ${sql.raw(`w${i}`)},
      count(*) filter (where ${sql.raw(`v${i}`)} > 0)::bigint as ${sql.raw(`a${i}`)}`,
  );
  const { rows } = await sql<Record<string, string>>`select ${sql.join(outer)} from (
      select b.member_id, ${sql.join(inner)} from seamless_bets b ${TEAM(agentId)}
      where b.placed_at >= ${since} and b.placed_at < ${until} group by b.member_id) per`.execute(db);
  const row = rows[0] ?? {};
  return ranges.map((_, i) => ({
    bets: Number(row[`s${i}`] ?? 0),
    betCount: Number(row[`n${i}`] ?? 0),
    validBets: Number(row[`v${i}`] ?? 0),
    wins: Number(row[`w${i}`] ?? 0),
    activeMembers: Number(row[`a${i}`] ?? 0),
  }));
}

async function rolledFigures(
  db: TDb,
  agentId: number,
  ranges: TRange[],
  st: TState,
): Promise<TTeamBetFigures[]> {
  const splits = ranges.map((r) => splitRange(r.from, r.to));
  // team rows of every range's whole days, one pass over the agent's ~30 day rows
  const withDays = splits.map((s, i) => ({ ...s, i })).filter((s) => s.dayStart < s.dayEnd);
  const teamParts = withDays.map(({ dayStart, dayEnd, i }) => {
    const inR = sql`t.day >= ${iso(dayStart)}::date and t.day < ${iso(dayEnd)}::date`;
    const col = (name: string, e: string) =>
      sql`coalesce(sum(${sql.raw(e)}) filter (where ${inR}), 0)::bigint as ${sql.raw(`${name}${i}`)}`;
    return sql.join([
      col('s', 't.stake - t.voided'),
      col('n', 't.bets - t.voided_bets'),
      col('v', 't.valid'),
      col('w', 't.payout - t.voided'),
    ]);
  });
  const team: Record<string, string> =
    withDays.length === 0
      ? {}
      : ((
          await sql<Record<string, string>>`select ${sql.join(teamParts)} from agent_report_team_sums t
          where t.ancestor_id = ${agentId}
            and t.day >= ${iso(Math.min(...withDays.map((s) => s.dayStart)))}::date
            and t.day < ${iso(Math.max(...withDays.map((s) => s.dayEnd)))}::date`.execute(db)
        ).rows[0] ?? {});

  // member-level rows the team rows lack, tagged with their range: the partial days at the edges
  // (raw), the bets since the id watermark and the correction of bets closed since the settle one
  const rowsOf = (i: number, cond: ReturnType<typeof sql>, correction: boolean) =>
    correction
      ? sql`select ${i}::int as r, b.member_id, 0::bigint as stake, 0::bigint as n, (${VALID})::bigint as valid,
          (${PAYOUT})::bigint as payout, (${VOIDED})::bigint as voided, (${VOIDED_N})::bigint as voided_n
          from seamless_bets b ${TEAM(agentId)} where ${cond}`
      : sql`select ${i}::int as r, b.member_id, b.amount::bigint as stake, 1::bigint as n, (${VALID})::bigint as valid,
          (${PAYOUT})::bigint as payout, (${VOIDED})::bigint as voided, (${VOIDED_N})::bigint as voided_n
          from seamless_bets b ${TEAM(agentId)} where ${cond}`;
  const parts = [];
  for (const [i, s] of splits.entries()) {
    for (const [a, b] of s.edges) {
      parts.push(rowsOf(i, sql`b.placed_at >= ${a} and b.placed_at < ${b}`, false));
    }
    if (s.dayStart < s.dayEnd) {
      const whole = sql`b.placed_at >= ${new Date(s.dayStart)} and b.placed_at < ${new Date(s.dayEnd)}`;
      parts.push(rowsOf(i, sql`b.id >= ${st.rolledId} and ${whole}`, false));
      if (st.settledBefore) {
        for (const status of ['settled', 'rolled_back']) {
          parts.push(
            rowsOf(
              i,
              sql`b.status = ${status} and b.settled_at >= ${st.settledBefore} and b.id < ${st.rolledId} and ${whole}`,
              true,
            ),
          );
        }
      }
    }
  }
  if (parts.length === 0) {
    parts.push(sql`select 0::int as r, 0::bigint as member_id, 0::bigint as stake, 0::bigint as n, 0::bigint as valid,
      0::bigint as payout, 0::bigint as voided, 0::bigint as voided_n where false`);
  }
  // active members: those whose month rows have a settled bet on one of the range's whole days,
  // plus those with a settled bet among the rows above that the month rows do not count
  const months = [...new Set(withDays.flatMap((s) => [...monthMasks(s.dayStart, s.dayEnd).keys()]))];
  const hits = splits.map((s, i) => {
    const masks = s.dayStart < s.dayEnd ? [...monthMasks(s.dayStart, s.dayEnd)] : [];
    const hit = masks.length
      ? sql`case ${sql.join(
          masks.map(
            ([month, mask]) => sql`when s.month = ${month}::date then (s.valid_days & ${mask}::int) <> 0`,
          ),
          sql` `,
        )} else false end`
      : sql`false`;
    return sql`bool_or(${hit}) as ${sql.raw(`h${i}`)}`;
  });
  const monthRows = months.length
    ? sql`select s.member_id, ${sql.join(hits)} from agent_report_month_sums s
        join agent_tree_paths p on p.descendant_id = s.member_id and p.ancestor_id = ${agentId} and p.depth >= 1
        where s.month in (${sql.join(months.map((m) => sql`${m}::date`))}) group by s.member_id`
    : sql`select 0::bigint as member_id, ${sql.join(splits.map((_, i) => sql`false as ${sql.raw(`h${i}`)}`))} where false`;
  const actives = splits.map(
    (_, i) => sql`select ${i}::int, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint,
      (select count(*) from m where ${sql.raw(`h${i}`)}) + (select count(*) from xm left join m on m.member_id = xm.member_id
        where xm.r = ${i} and not coalesce(m.${sql.raw(`h${i}`)}, false))`,
  );
  const { rows: extra } = await sql<{
    r: number;
    stake: string;
    n: string;
    valid: string;
    payout: string;
    voided: string;
    voided_n: string;
    members: string;
  }>`with x as materialized (${sql.join(parts, sql` union all `)}),
    xm as (select r, member_id from x group by r, member_id having bool_or(valid > 0)),
    m as materialized (${monthRows})
    select x.r, sum(x.stake)::bigint as stake, sum(x.n)::bigint as n, sum(x.valid)::bigint as valid,
      sum(x.payout)::bigint as payout, sum(x.voided)::bigint as voided, sum(x.voided_n)::bigint as voided_n,
      0::bigint as members
    from x group by x.r
    union all ${sql.join(actives, sql` union all `)}`.execute(db);
  return ranges.map((_, i) => {
    const mine = extra.filter((e) => Number(e.r) === i);
    const add = (k: 'stake' | 'n' | 'valid' | 'payout' | 'voided' | 'voided_n' | 'members') =>
      mine.reduce((sum, e) => sum + Number(e[k]), 0);
    return {
      bets: Number(team[`s${i}`] ?? 0) + add('stake') - add('voided'),
      betCount: Number(team[`n${i}`] ?? 0) + add('n') - add('voided_n'),
      validBets: Number(team[`v${i}`] ?? 0) + add('valid'),
      wins: Number(team[`w${i}`] ?? 0) + add('payout') - add('voided'),
      activeMembers: add('members'),
    };
  });
}
