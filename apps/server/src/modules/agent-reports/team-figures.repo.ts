// The team overview's figures from the report roll-ups (decisions 032 and 040): bet totals from the
// per-agent hour sums, active members from the month rows' valid-day bits and the day rows'
// valid-hour bits, new members, deposits and withdrawals from the per-agent hour cash sums, and
// the tables for what the roll-ups lack (sub-hour edges, rows newer than the watermarks, bets
// closed and withdrawals confirmed since): exact whatever the job's lag. The state row and every
// figure are read in one repeatable-read snapshot; the figures in one statement.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';
import { PAID, WD_NOW, WD_NOW_N } from './agent-report-cash.ts';
import { hourPlan, monthMasks } from './team-rollups.repo.ts';

export type TRange = { from: Date; to: Date };
type TSql = ReturnType<typeof sql>;

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

export type TTeamCashFigures = {
  newMembers: number;
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
  myIncome: number;
};

export type TTeamOverviewFigures = {
  size: { direct: number; all: number };
  figures: (TTeamBetFigures & TTeamCashFigures)[];
};

type TCashState = { before: Date; member: number; deposit: number; withdrawal: number };
type TState = { rolledId: number; settledBefore: Date | null; teamReady: boolean; cash: TCashState | null };

const VALID = sql`case when b.status = 'settled' then b.amount else 0 end`;
const PAYOUT = sql`case b.status when 'settled' then b.win_amount when 'rolled_back' then b.amount else 0 end`;
const VOIDED = sql`case when b.status = 'rolled_back' then b.amount else 0 end`;
const VOIDED_N = sql`case when b.status = 'rolled_back' then 1 else 0 end`;

async function readState(db: TDb): Promise<TState> {
  const { rows } = await sql<{
    rolled_id: string;
    settled_before: Date | null;
    team_ready: boolean;
    cash_before: Date | null;
    cash_member_id: string;
    cash_deposit_id: string;
    cash_withdrawal_id: string;
  }>`select rolled_id::text as rolled_id, settled_before, team_ready, cash_before,
      cash_member_id::text as cash_member_id, cash_deposit_id::text as cash_deposit_id,
      cash_withdrawal_id::text as cash_withdrawal_id
    from agent_report_sums_state where id = 1`.execute(db);
  const r = rows[0];
  return {
    rolledId: Number(r?.rolled_id ?? 0),
    settledBefore: r?.settled_before ?? null,
    teamReady: r?.team_ready ?? false,
    cash:
      r?.cash_before && r.team_ready
        ? {
            before: new Date(r.cash_before),
            member: Number(r.cash_member_id),
            deposit: Number(r.cash_deposit_id),
            withdrawal: Number(r.cash_withdrawal_id),
          }
        : null,
  };
}

const betsReady = (st: TState) => st.rolledId > 0 && st.teamReady;

/**
 * The statement reads a few thousand rows: parallel workers cost more to start (~20 ms on a busy
 * machine, EXPLAIN ANALYZE in decision 040) than they save, and so would JIT compilation where the
 * planner overestimates a join. For this transaction only.
 */
export async function noParallel(trx: TDb): Promise<void> {
  await sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`.execute(
    trx,
  );
}

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
      await noParallel(trx);
      const st = await readState(trx);
      if (!betsReady(st)) {
        return rawFigures(trx, agentId, ranges);
      }
      return (await figuresStatement(trx, agentId, ranges, st, null)).bets;
    });
}

/**
 * Every figure of the team overview for each range, and the team's size: the state row, then one
 * statement (bets from the roll-ups, or raw bets while they are not in step with the tree).
 */
export async function teamOverviewFigures(
  db: TDb,
  agentId: number,
  walletAccountId: number,
  ranges: TRange[],
): Promise<TTeamOverviewFigures> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await noParallel(trx);
      const st = await readState(trx);
      const ready = betsReady(st);
      const out = await figuresStatement(trx, agentId, ranges, st, walletAccountId, ready);
      const bets = ready ? out.bets : await rawFigures(trx, agentId, ranges);
      return {
        size: out.size,
        figures: ranges.map((_, i) => ({ ...bets[i]!, ...out.cash[i]! })),
      };
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

type TPlan = ReturnType<typeof hourPlan>;

/** The CTEs and outputs of the bet figures from the roll-ups (decision 032). */
function betParts(agentId: number, plans: TPlan[], st: TState) {
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
  const team =
    rolled.length === 0
      ? sql`select 0 as none`
      : sql`select ${sql.join(teamParts)} from agent_report_team_sums t
          where t.ancestor_id = ${agentId}
            and t.hour >= ${new Date(Math.min(...rolled.map((p) => p.h0)))}
            and t.hour < ${new Date(Math.max(...rolled.map((p) => p.h1)))}`;

  // member-level rows the roll-ups lack, tagged with their range: the sub-hour edges (raw), the
  // bets since the id watermark and the correction of bets closed since the settle watermark
  const rowsOf = (i: number, cond: TSql, correction: boolean) =>
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
  // days (valid_days) or in its other whole hours (day_hours, decision 040), plus members with a
  // settled bet among the rows above (counted over the union: nobody twice)
  const monthOf = (day: string) => `${day.slice(0, 8)}01`;
  const conds = plans.map((p) => {
    const byMonth = new Map<string, TSql[]>();
    const add = (month: string, cond: TSql) => byMonth.set(month, [...(byMonth.get(month) ?? []), cond]);
    if (p.dayStart < p.dayEnd) {
      for (const [month, mask] of monthMasks(p.dayStart, p.dayEnd)) {
        add(month, sql`(s.valid_days & ${mask}::int) <> 0`);
      }
    }
    for (const [day, mask] of p.hours) {
      const d = Number(day.slice(8, 10));
      add(monthOf(day), sql`(s.day_hours[${sql.lit(d)}] & ${mask}::int) <> 0`);
    }
    return byMonth;
  });
  const months = [...new Set(conds.flatMap((c) => [...c.keys()]))];
  const hitOf = (byMonth: Map<string, TSql[]>) =>
    byMonth.size
      ? sql`case ${sql.join(
          [...byMonth].map(
            ([month, cs]) => sql`when s.month = ${month}::date then ${sql.join(cs, sql` or `)}`,
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
      sql`select s.member_id, ${sql.join(plans.map((_, i) => sql`${hitOf(conds[i]!)} as ${sql.raw(`h${i}`)}`))}
        from agent_report_month_sums s ${tree} where s.month in (${sql.join(months.map((m) => sql`${m}::date`))})`,
    );
  }
  const actives = plans.map(
    (_, i) => sql`select ${i}::int, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint,
      (select count(*) from m where ${sql.raw(`h${i}`)}) + (select count(*) from xm left join m on m.member_id = xm.member_id
        where xm.r = ${i} and not coalesce(m.${sql.raw(`h${i}`)}, false))`,
  );
  const ctes = sql`x as materialized (${sql.join(parts, sql` union all `)}),
    xm as (select r, member_id from x group by r, member_id having bool_or(valid > 0)),
    m as materialized (select member_id, ${sql.join(plans.map((_, i) => sql`bool_or(${sql.raw(`h${i}`)}) as ${sql.raw(`h${i}`)}`))}
      from (${sql.join(hitRows, sql` union all `)}) u group by member_id),
    extra as (select x.r, sum(x.stake)::bigint as stake, sum(x.n)::bigint as n, sum(x.valid)::bigint as valid,
      sum(x.payout)::bigint as payout, sum(x.voided)::bigint as voided, sum(x.voided_n)::bigint as voided_n,
      0::bigint as members
    from x group by x.r
    union all ${sql.join(actives, sql` union all `)})`;
  return { ctes, team };
}

type TExtra = {
  r: number;
  stake: number;
  n: number;
  valid: number;
  payout: number;
  voided: number;
  voided_n: number;
  members: number;
};

function betsOf(ranges: TRange[], team: Record<string, number> | null, extra: TExtra[] | null) {
  return ranges.map((_, i) => {
    const mine = (extra ?? []).filter((e) => Number(e.r) === i);
    const add = (k: Exclude<keyof TExtra, 'r'>) => mine.reduce((sum, e) => sum + Number(e[k]), 0);
    const t = (k: string) => Number(team?.[`${k}${i}`] ?? 0);
    return {
      bets: t('s') + add('stake') - add('voided'),
      betCount: t('n') + add('n') - add('voided_n'),
      validBets: t('v') + add('valid'),
      wins: t('w') + add('payout') - add('voided'),
      activeMembers: add('members'),
    };
  });
}

/**
 * The rows (r, t, joined, deposits, deposit_count, withdrawals, withdrawal_count) of the team's
 * members, deposits and withdrawals the cash sums lack: r = i counts in range i; r = -1 counts
 * in every range i whose [lo, hi) holds t (decision 040's rule, agent-report-cash.ts).
 */
function cashRows(agentId: number, plans: TPlan[], ranges: TRange[], cash: TCashState | null) {
  const team = (col: string) =>
    sql`join agent_tree_paths p on p.descendant_id = ${sql.ref(col)} and p.ancestor_id = ${agentId} and p.depth >= 1`;
  /** every row of [lo, hi) with its current figure */
  const rows = (r: number, lo: Date, hi: Date, only?: { ids: boolean }) => {
    const idm = (col: string, id: number) => (only?.ids ? sql`and ${sql.ref(col)} >= ${id}` : sql``);
    return [
      sql`select ${r}::int as r, x.created_at as t, 1::bigint as joined, 0::bigint as deposits,
          0::bigint as deposit_count, 0::bigint as withdrawals, 0::bigint as withdrawal_count
        from members x ${team('x.id')}
        where x.created_at >= ${lo} and x.created_at < ${hi} ${idm('x.id', cash?.member ?? 0)}`,
      sql`select ${r}, d.credited_at, 0, d.amount, 1, 0, 0 from cashier_deposits d ${team('d.member_id')}
        where d.status = 'credited' and d.credited_at >= ${lo} and d.credited_at < ${hi}
          ${idm('d.id', cash?.deposit ?? 0)}`,
      sql`select ${r}, w.paid_at, 0, 0, 0, ${WD_NOW}, ${WD_NOW_N} from cashier_withdrawals w ${team('w.member_id')}
        where w.paid_at >= ${lo} and w.paid_at < ${hi} and w.status in ${PAID}
          ${idm('w.id', cash?.withdrawal ?? 0)}`,
    ];
  };
  const parts: TSql[] = [];
  if (!cash) {
    const lo = new Date(Math.min(...ranges.map((r) => r.from.getTime())));
    const hi = new Date(Math.max(...ranges.map((r) => r.to.getTime())));
    parts.push(...rows(-1, lo, hi));
  } else {
    const whole = plans.filter((p) => p.h0 < p.h1);
    if (whole.length) {
      const lo = new Date(Math.min(...whole.map((p) => p.h0)));
      const hi = new Date(Math.max(...whole.map((p) => p.h1)));
      const c = cash.before;
      // at or after C
      if (hi > c) {
        parts.push(...rows(-1, lo > c ? lo : c, hi));
      }
      // before C, with an id at or above the watermark
      if (lo < c) {
        const end = hi < c ? hi : c;
        parts.push(...rows(-1, lo, end, { ids: true }));
        // held by the sums as they were at C, confirmed since: the current figure less the amount
        parts.push(sql`select -1, w.paid_at, 0, 0, 0, ${WD_NOW} - w.amount, ${WD_NOW_N} - 1
          from cashier_withdrawals w ${team('w.member_id')}
          where w.confirmed_at >= ${c} and w.paid_at >= ${lo} and w.paid_at < ${end} and w.id < ${cash.withdrawal}`);
      }
    }
    for (const [i, p] of plans.entries()) {
      for (const [a, b] of p.edges) {
        parts.push(...rows(i, a, b));
      }
    }
  }
  if (parts.length === 0) {
    parts.push(sql`select 0::int as r, null::timestamptz as t, 0::bigint as joined, 0::bigint as deposits,
      0::bigint as deposit_count, 0::bigint as withdrawals, 0::bigint as withdrawal_count where false`);
  }
  const bounds = ranges.map((r, i) => {
    const p = plans[i]!;
    return cash ? { lo: new Date(p.h0), hi: new Date(p.h1) } : { lo: r.from, hi: r.to };
  });
  const cols = (['joined', 'deposits', 'deposit_count', 'withdrawals', 'withdrawal_count'] as const).flatMap(
    (name) =>
      bounds.map(
        ({ lo, hi }, i) =>
          sql`coalesce(sum(c.${sql.raw(name)}) filter (where c.r = ${i}
            or (c.r = -1 and c.t >= ${lo} and c.t < ${hi})), 0)::bigint as ${sql.raw(`${name}${i}`)}`,
      ),
  );
  return sql`select ${sql.join(cols)} from (${sql.join(parts, sql` union all `)}) c`;
}

/** The cash sums' whole hours of each range. */
function cashSums(agentId: number, plans: TPlan[]) {
  const whole = plans.map((p, i) => ({ ...p, i })).filter((p) => p.h0 < p.h1);
  if (whole.length === 0) {
    return sql`select 0 as none`;
  }
  const cols = whole.flatMap(({ h0, h1, i }) =>
    (['joined', 'deposits', 'deposit_count', 'withdrawals', 'withdrawal_count'] as const).map(
      (name) =>
        sql`coalesce(sum(s.${sql.raw(name)}) filter (where s.hour >= ${new Date(h0)} and s.hour < ${new Date(h1)}), 0)::bigint
          as ${sql.raw(`${name}${i}`)}`,
    ),
  );
  return sql`select ${sql.join(cols)} from agent_report_team_cash s where s.ancestor_id = ${agentId}
    and s.hour >= ${new Date(Math.min(...whole.map((p) => p.h0)))}
    and s.hour < ${new Date(Math.max(...whole.map((p) => p.h1)))}`;
}

/**
 * One statement: the bet figures from the roll-ups (unless `bets` is false: the caller reads raw
 * bets) and, with a wallet account, the team's size, new members, deposits, withdrawals and the
 * agent's income of each range.
 */
async function figuresStatement(
  db: TDb,
  agentId: number,
  ranges: TRange[],
  st: TState,
  walletAccountId: number | null,
  bets = true,
) {
  const plans = ranges.map((r) => hourPlan(r.from, r.to));
  const withBets = bets ? betParts(agentId, plans, st) : null;
  const outputs: TSql[] = [];
  if (withBets) {
    outputs.push(sql`(select row_to_json(t) from (${withBets.team}) t) as team`);
    outputs.push(sql`(select json_agg(e) from extra e) as extra`);
  }
  if (walletAccountId !== null) {
    const since = new Date(Math.min(...ranges.map((r) => r.from.getTime())));
    const income = ranges.map(
      (r, i) =>
        sql`coalesce(sum(e.amount) filter (where e.created_at >= ${r.from} and e.created_at < ${r.to}), 0)::bigint
          as ${sql.raw(`income${i}`)}`,
    );
    if (st.cash) {
      outputs.push(sql`(select row_to_json(s) from (${cashSums(agentId, plans)}) s) as cash`);
    }
    outputs.push(
      sql`(select row_to_json(c) from (${cashRows(agentId, plans, ranges, st.cash)}) c) as cash_extra`,
    );
    outputs.push(sql`(select row_to_json(i) from (select ${sql.join(income)} from ledger_entries e
      join ledger_transactions x on x.id = e.transaction_id
      where e.account_id = ${walletAccountId} and e.created_at >= ${since} and x.kind in ('salary', 'dividend')) i) as income`);
    outputs.push(sql`(select row_to_json(z) from (select count(*) filter (where depth = 1)::bigint as direct,
      count(*)::bigint as everyone from agent_tree_paths where ancestor_id = ${agentId} and depth >= 1) z) as size`);
  }
  const query = withBets
    ? sql<Record<string, unknown>>`with ${withBets.ctes} select ${sql.join(outputs)}`
    : sql<Record<string, unknown>>`select ${sql.join(outputs)}`;
  const row = (await query.execute(db)).rows[0] ?? {};
  const num = (o: unknown) => (o ?? {}) as Record<string, number>;
  const cash = num(row.cash);
  const cashExtra = num(row.cash_extra);
  const income = num(row.income);
  const size = num(row.size);
  const field = (name: string, i: number) =>
    Number(cash[`${name}${i}`] ?? 0) + Number(cashExtra[`${name}${i}`] ?? 0);
  return {
    bets: withBets ? betsOf(ranges, num(row.team), (row.extra ?? []) as TExtra[]) : [],
    cash: ranges.map((_, i) => ({
      newMembers: field('joined', i),
      deposits: field('deposits', i),
      depositCount: field('deposit_count', i),
      withdrawals: field('withdrawals', i),
      withdrawalCount: field('withdrawal_count', i),
      myIncome: Number(income[`income${i}`] ?? 0),
    })),
    size: { direct: Number(size.direct ?? 0), all: Number(size.everyone ?? 0) },
  };
}
