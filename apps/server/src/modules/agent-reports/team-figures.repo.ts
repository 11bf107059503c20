// The team overview's bet figures (decision 032) from the report roll-ups: team totals from the
// per-agent hour sums, active members from the month rows' valid-day bits and the day rows'
// valid-hour bits, and raw bets for what the roll-ups lack (sub-hour edges, bets since the id
// watermark, bets closed since the settle watermark): exact whatever the job's lag.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';
import { hourPlan, monthMasks } from './team-rollups.repo.ts';

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
  const plans = ranges.map((r) => hourPlan(r.from, r.to));
  const rolled = plans.map((p, i) => ({ ...p, i })).filter((p) => p.h0 < p.h1);

  // team totals of every range's whole hours, one pass over the agent's hour rows
  const teamParts = rolled.map(({ h0, h1, i }) => {
    const inR = sql`t.hour >= ${new Date(h0)} and t.hour < ${new Date(h1)}`;
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
    rolled.length === 0
      ? {}
      : ((
          await sql<Record<string, string>>`select ${sql.join(teamParts)} from agent_report_team_sums t
          where t.ancestor_id = ${agentId}
            and t.hour >= ${new Date(Math.min(...rolled.map((p) => p.h0)))}
            and t.hour < ${new Date(Math.max(...rolled.map((p) => p.h1)))}`.execute(db)
        ).rows[0] ?? {});

  // member-level rows the roll-ups lack, tagged with their range: the sub-hour edges (raw), the
  // bets since the id watermark and the correction of bets closed since the settle watermark
  const rowsOf = (i: number, cond: ReturnType<typeof sql>, correction: boolean) =>
    correction
      ? sql`select ${i}::int as r, b.member_id, 0::bigint as stake, 0::bigint as n, (${VALID})::bigint as valid,
          (${PAYOUT})::bigint as payout, (${VOIDED})::bigint as voided, (${VOIDED_N})::bigint as voided_n
          from seamless_bets b ${TEAM(agentId)} where ${cond}`
      : sql`select ${i}::int as r, b.member_id, b.amount::bigint as stake, 1::bigint as n, (${VALID})::bigint as valid,
          (${PAYOUT})::bigint as payout, (${VOIDED})::bigint as voided, (${VOIDED_N})::bigint as voided_n
          from seamless_bets b ${TEAM(agentId)} where ${cond}`;
  const parts = [];
  for (const [i, p] of plans.entries()) {
    for (const [a, b] of p.edges) {
      parts.push(rowsOf(i, sql`b.placed_at >= ${a} and b.placed_at < ${b}`, false));
    }
    if (p.h0 < p.h1) {
      const whole = sql`b.placed_at >= ${new Date(p.h0)} and b.placed_at < ${new Date(p.h1)}`;
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

  // active members: members whose month rows have a settled bet on one of the range's whole UTC
  // days or whose day rows have one in the range's other whole hours, plus members with a settled
  // bet among the rows above (counted over the union: nobody twice)
  const monthHits = plans.map((p) =>
    p.dayStart < p.dayEnd ? [...monthMasks(p.dayStart, p.dayEnd)] : ([] as [string, number][]),
  );
  const months = [...new Set(monthHits.flatMap((m) => m.map(([month]) => month)))];
  const days = [...new Set(plans.flatMap((p) => p.hours.map(([day]) => day)))];
  const hitOf = (column: string, key: string, masks: [string, number][]) =>
    masks.length
      ? sql`case ${sql.join(
          masks.map(
            ([k, mask]) =>
              sql`when s.${sql.raw(key)} = ${k}::date then (s.${sql.raw(column)} & ${mask}::int) <> 0`,
          ),
          sql` `,
        )} else false end`
      : sql`false`;
  const tree = sql`join agent_tree_paths p on p.descendant_id = s.member_id and p.ancestor_id = ${agentId} and p.depth >= 1`;
  const hitRows = [
    sql`select 0::bigint as member_id, ${sql.join(plans.map((_, i) => sql`false as ${sql.raw(`h${i}`)}`))} where false`,
  ];
  if (months.length) {
    hitRows.push(
      sql`select s.member_id, ${sql.join(
        plans.map((_, i) => sql`${hitOf('valid_days', 'month', monthHits[i]!)} as ${sql.raw(`h${i}`)}`),
      )} from agent_report_month_sums s ${tree} where s.month in (${sql.join(months.map((m) => sql`${m}::date`))})`,
    );
  }
  if (days.length) {
    hitRows.push(sql`select s.member_id, ${sql.join(
      plans.map((p, i) => sql`${hitOf('valid_hours', 'day', p.hours)} as ${sql.raw(`h${i}`)}`),
    )} from agent_report_sums s ${tree}
      where s.game_type = '*' and s.vendor = '*' and s.day in (${sql.join(days.map((d) => sql`${d}::date`))})`);
  }
  const actives = plans.map(
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
    m as materialized (select member_id, ${sql.join(plans.map((_, i) => sql`bool_or(${sql.raw(`h${i}`)}) as ${sql.raw(`h${i}`)}`))}
      from (${sql.join(hitRows, sql` union all `)}) u group by member_id)
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
