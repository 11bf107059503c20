// SQL of the agent's team reports (decision 027): set-based reads over the closure table
// agent_tree_paths (every member at or below the agent, the agent itself at depth 0) joined to
// seamless_bets or to the wallet ledger. No query walks the tree; the covering member index of
// seamless_bets and the non-game ledger index of migration 0021 serve the sums.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TGameSource } from '@/modules/games/games.repo.ts';
import { noParallel } from './team-figures.repo.ts';
import { edgePlan, hourPlan, planDays } from './team-rollups.repo.ts';

const DAY_MS = 86_400_000;

export type TTeamBetFilter = {
  agentId: number;
  fromUtc: Date;
  toUtc: Date;
  /** one member of the tree (already checked to be in it) */
  memberId?: number;
  sources?: TGameSource[];
  /** read raw bets only, not the report sums of 0024 (the bench's old path, the tests' reference) */
  raw?: boolean;
};

function betWhere(f: TTeamBetFilter, range = true): Expression<SqlBool> {
  const parts = range ? [sql`b.placed_at >= ${f.fromUtc}`, sql`b.placed_at < ${f.toUtc}`] : [sql`true`];
  if (f.memberId !== undefined) {
    parts.push(sql`b.member_id = ${f.memberId}`);
  }
  if (f.sources) {
    const any = f.sources.map((s) =>
      s.vendors
        ? sql`(b.game_type = ${s.gameType} and b.catalogue_vendor in (${sql.join(s.vendors)}))`
        : sql`b.game_type = ${s.gameType}`,
    );
    parts.push(any.length ? sql`(${sql.join(any, sql` or `)})` : sql`false`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** Bets of the tree: the closure rows of the agent drive a per-member index range scan. */
const TEAM_BETS = (f: TTeamBetFilter) => sql`seamless_bets b
  join agent_tree_paths p on p.descendant_id = b.member_id and p.ancestor_id = ${f.agentId}`;

const VALID = sql`case when b.status = 'settled' then b.amount else 0 end`;
// A rolled-back bet paid its stake back; an open one has paid nothing yet.
const PAYOUT = sql`case b.status when 'settled' then b.win_amount when 'rolled_back' then b.amount else 0 end`;
const PROFIT = sql`case when b.status = 'settled' then b.win_amount - b.amount else 0 end`;

/** The filter over the report sums' rows `s` (game type '*' = every game). */
function sumsWhere(f: TTeamBetFilter): Expression<SqlBool> {
  const parts = [];
  if (f.memberId !== undefined) {
    parts.push(sql`s.member_id = ${f.memberId}`);
  }
  if (f.sources) {
    const any = f.sources.map((src) =>
      src.vendors
        ? sql`(s.game_type = ${src.gameType} and s.vendor in (${sql.join(src.vendors)}))`
        : sql`s.game_type = ${src.gameType}`,
    );
    parts.push(any.length ? sql`(${sql.join(any, sql` or `)})` : sql`false`);
  } else {
    parts.push(sql`s.game_type = '*'`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** The report sums' watermarks (agent-report-sums.ts); rolledId 0: no sums yet. */
type TSumsState = {
  rolledId: number;
  settledBefore: Date | null;
  lastDay?: string | null;
  teamReady?: boolean;
  /** the latest placed_at of the bets below the id watermark (null: not known yet) */
  placedMax?: Date | null;
};

/**
 * Runs `fn` with the rows of the filter, the state row and the sums read in one snapshot
 * (repeatable read), or over raw bets only (f.raw).
 */
async function withTeamRows<T>(
  db: TDb,
  f: TTeamBetFilter,
  fn: (q: TDb, rows: ReturnType<typeof sql>, state: TSumsState) => Promise<T>,
): Promise<T> {
  if (f.raw) {
    const none = { rolledId: 0, settledBefore: null };
    return fn(db, teamRows(f, none), none);
  }
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await noParallel(trx);
      const { rows } = await sql<{
        rolled_id: string;
        settled_before: Date | null;
        last_day: string | null;
        team_ready: boolean;
        placed_max: Date | null;
      }>`select rolled_id::text as rolled_id, settled_before, last_day::text as last_day, team_ready, placed_max
        from agent_report_sums_state where id = 1`.execute(trx);
      const state = {
        rolledId: Number(rows[0]?.rolled_id ?? 0),
        settledBefore: rows[0]?.settled_before ?? null,
        lastDay: rows[0]?.last_day ?? null,
        teamReady: rows[0]?.team_ready ?? false,
        placedMax: rows[0]?.placed_max ?? null,
      };
      return fn(trx, teamRows(f, state), state);
    });
}

/**
 * Rows (member_id, depth, bets, stake, valid, payout, profit) whose per-member sums are the
 * filter's figures (rule in agent-report-sums.ts): for the whole UTC days of the range the sums,
 * the bets since the sums' id watermark and the correction of bets closed since its settle
 * watermark; the partial days at the edges from raw bets.
 */
function teamRows(f: TTeamBetFilter, st: TSumsState) {
  const all = (d: ReturnType<typeof sql>) =>
    sql`(${d}) r (member_id, depth, bets, stake, valid, payout, profit)`;
  const raw = (from: Date, to: Date) => sql`select b.member_id, p.depth, 1::bigint, b.amount::bigint,
    (${VALID})::bigint, (${PAYOUT})::bigint, (${PROFIT})::bigint
    from ${TEAM_BETS(f)} where ${betWhere(f, false)} and b.placed_at >= ${from} and b.placed_at < ${to}`;
  if (st.rolledId === 0) {
    return all(raw(f.fromUtc, f.toUtc));
  }
  const { dayStart, dayEnd, cut, plus, minus } = edgePlan(
    f.fromUtc,
    f.toUtc,
    Date.now(),
    st.placedMax ?? null,
  );
  const parts = [];
  for (const [a, b] of plus) {
    parts.push(raw(a, b));
  }
  for (const [a, b] of minus) {
    parts.push(sql`select b.member_id, p.depth, -1::bigint, -b.amount::bigint,
      -(${VALID})::bigint, -(${PAYOUT})::bigint, -(${PROFIT})::bigint
      from ${TEAM_BETS(f)} where ${betWhere(f, false)} and b.placed_at >= ${a} and b.placed_at < ${b}`);
  }
  if (dayStart < dayEnd) {
    parts.push(...sumsRows(f, dayStart, dayEnd, st.lastDay ?? null));
    parts.push(sql`select b.member_id, p.depth, 1::bigint, b.amount::bigint,
      (${VALID})::bigint, (${PAYOUT})::bigint, (${PROFIT})::bigint
      from ${TEAM_BETS(f)} where b.id >= ${st.rolledId} and ${betWhere(f, false)}
        and b.placed_at >= ${dayStart} and b.placed_at < ${cut}`);
    if (st.settledBefore) {
      for (const status of ['settled', 'rolled_back']) {
        parts.push(sql`select b.member_id, p.depth, 0::bigint, 0::bigint,
          (${VALID})::bigint, (${PAYOUT})::bigint, (${PROFIT})::bigint
          from ${TEAM_BETS(f)} where b.status = ${status} and b.settled_at >= ${st.settledBefore}
            and b.id < ${st.rolledId} and ${betWhere(f, false)}
            and b.placed_at >= ${dayStart} and b.placed_at < ${cut}`);
      }
    }
  }
  if (parts.length === 0) {
    return all(sql`select 0::bigint, 0, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint where false`);
  }
  return all(sql.join(parts, sql` union all `));
}

/**
 * The sums' rows of the whole UTC days [dayStart, dayEnd): over every game, the month roll-ups of
 * decision 032 where they are cheaper (planDays), else the day rows.
 */
function sumsRows(f: TTeamBetFilter, dayStart: Date, dayEnd: Date, lastDay: string | null) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const tree = sql`join agent_tree_paths p on p.descendant_id = s.member_id and p.ancestor_id = ${f.agentId}`;
  const dayRows = (from: string, to: string, sign: 1 | -1) => {
    const cols = ['bets', 'stake', 'valid', 'payout', 'profit'].map((c) =>
      sign === 1 ? sql.raw(`s.${c}`) : sql.raw(`-s.${c}`),
    );
    return sql`select s.member_id, p.depth, ${sql.join(cols)} from agent_report_sums s ${tree}
      where s.day >= ${from}::date and s.day < ${to}::date and ${sumsWhere(f)}`;
  };
  if (f.sources) {
    return [dayRows(day(dayStart), day(dayEnd), 1)];
  }
  // the days after the sums' last day hold no rows (decision 032)
  const latest = lastDay === null ? dayStart.getTime() - DAY_MS : Date.parse(`${lastDay}T00:00:00Z`);
  const member = f.memberId === undefined ? sql`` : sql`and s.member_id = ${f.memberId}`;
  return planDays(dayStart.getTime(), dayEnd.getTime(), latest).map((piece) =>
    piece.kind === 'month'
      ? sql`select s.member_id, p.depth, s.bets, s.stake, s.valid, s.payout, s.profit
          from agent_report_month_sums s ${tree} where s.month = ${piece.month}::date ${member}`
      : dayRows(piece.from, piece.to, piece.sign),
  );
}

/** Per-member sums of the filter: member_id, depth, bets, stake, valid, payout, profit. */
const perMember = (rows: ReturnType<typeof sql>) => sql`select r.member_id, min(r.depth) as depth,
  sum(r.bets)::bigint as bets, sum(r.stake)::bigint as stake, sum(r.valid)::bigint as valid,
  sum(r.payout)::bigint as payout, sum(r.profit)::bigint as profit
  from ${rows} group by r.member_id having sum(r.bets) > 0`;

export type TBetSumsRow = { bets: number; stake: number; valid: number; payout: number; profit: number };

const SUMS = sql`count(*)::bigint as bets, coalesce(sum(b.amount), 0)::bigint as stake,
  coalesce(sum(${VALID}), 0)::bigint as valid, coalesce(sum(${PAYOUT}), 0)::bigint as payout,
  coalesce(sum(${PROFIT}), 0)::bigint as profit`;

/**
 * One page of the team's bets, newest first. The page is looked for in a suffix window of the
 * range: first the one the agent's hour rows say holds the page (decision 040: the latest hours
 * whose bets add up to offset + limit; over every game and the whole team only), then the last hour,
 * the last day, the whole range. When a suffix window holds the whole page (limit rows after the
 * offset), those are the range's rows too; otherwise the next, larger window. The hour rows are a
 * hint only: every window is checked the same way.
 */
export async function listTeamBets(db: TDb, f: TTeamBetFilter, limit: number, offset: number) {
  if (f.raw) {
    return listTeamBetsIn(db, f, limit, offset);
  }
  // one short transaction: no parallel workers (their start costs more than the page, decision 040)
  return db.transaction().execute(async (trx) => {
    await noParallel(trx);
    const end = Math.min(f.toUtc.getTime(), Date.now());
    const starts = [end - 3_600_000, end - DAY_MS];
    if (!f.sources && f.memberId === undefined) {
      const hint = await windowHint(trx, f, end, limit + offset);
      if (hint !== null) {
        starts.unshift(hint);
      }
    }
    let tried = end;
    for (const start of starts) {
      if (start <= f.fromUtc.getTime()) {
        break;
      }
      if (start >= tried) {
        continue;
      }
      tried = start;
      const rows = await listTeamBetsIn(trx, { ...f, fromUtc: new Date(start) }, limit, offset);
      if (rows.length === limit) {
        return rows;
      }
    }
    return listTeamBetsIn(trx, f, limit, offset);
  });
}

/** The start of the latest hours before `end` whose team bets (hour rows) add up to `need`, or null. */
async function windowHint(q: TDb, f: TTeamBetFilter, end: number, need: number): Promise<number | null> {
  const from = new Date(Math.floor(f.fromUtc.getTime() / 3_600_000) * 3_600_000);
  const { rows } = await sql<{ hour: Date }>`select hour from (
      select t.hour, sum(t.bets) over (order by t.hour desc) as acc from agent_report_team_sums t
      where t.ancestor_id = ${f.agentId} and t.hour >= ${from} and t.hour < ${new Date(end)}) x
    where acc >= ${need} order by hour desc limit 1`.execute(q);
  const hour = rows[0]?.hour;
  return hour ? new Date(hour).getTime() : null;
}

async function listTeamBetsIn(db: TDb, f: TTeamBetFilter, limit: number, offset: number) {
  const { rows } = await sql<{
    bet_tx_id: string;
    vendor_code: string;
    catalogue_vendor: string | null;
    game_type: string;
    game_code: string;
    name_en: string | null;
    name_zh: string | null;
    name_km: string | null;
    account: string;
    depth: number;
    amount: number;
    win_amount: number;
    status: 'open' | 'settled' | 'rolled_back';
    placed_at: Date;
  }>`select b.bet_tx_id, b.vendor_code, b.catalogue_vendor, b.game_type, b.game_code,
      g.display_name_en as name_en, g.display_name_zh as name_zh, g.display_name_km as name_km,
      m.account, t.depth, b.amount, b.win_amount, b.status, b.placed_at
    from (select b.id, p.depth from ${TEAM_BETS(f)} where ${betWhere(f)}
      order by b.placed_at desc, b.id desc limit ${limit} offset ${offset}) t
    join seamless_bets b on b.id = t.id
    join members m on m.id = b.member_id
    left join games g on g.node_id = b.node_id
    order by b.placed_at desc, b.id desc`.execute(db);
  return rows;
}

export async function teamBetTotals(db: TDb, f: TTeamBetFilter): Promise<TBetSumsRow> {
  if (f.raw) {
    const { rows } = await sql<TBetSumsRow>`select ${SUMS} from ${TEAM_BETS(f)} where ${betWhere(f)}`.execute(
      db,
    );
    return numbers(rows[0]);
  }
  return withTeamRows(db, f, async (q, teamRows, st) => {
    if (!f.sources && f.memberId === undefined && st.teamReady && st.rolledId > 0) {
      return numbers(await teamTotalsFromHours(q, f, st));
    }
    const { rows } = await sql<TBetSumsRow>`select coalesce(sum(r.bets), 0)::bigint as bets,
      coalesce(sum(r.stake), 0)::bigint as stake, coalesce(sum(r.valid), 0)::bigint as valid,
      coalesce(sum(r.payout), 0)::bigint as payout, coalesce(sum(r.profit), 0)::bigint as profit
      from ${teamRows}`.execute(q);
    return numbers(rows[0]);
  });
}

/**
 * The totals of the whole team over every game from the per-agent hour rows of decision 032 (the
 * team below the agent) on the hour plan, as the team overview reads them (decision 040): the
 * whole hours' rows, the bets since the id watermark and the correction of the bets closed since
 * the settle watermark in those hours, the sub-hour edges raw, and the agent's own bets raw.
 */
async function teamTotalsFromHours(q: TDb, f: TTeamBetFilter, st: TSumsState): Promise<TBetSumsRow> {
  const plan = hourPlan(f.fromUtc, f.toUtc);
  const below = sql`seamless_bets b join agent_tree_paths p on p.descendant_id = b.member_id
    and p.ancestor_id = ${f.agentId} and p.depth >= 1`;
  const full = sql`1::bigint, b.amount::bigint, (${VALID})::bigint, (${PAYOUT})::bigint, (${PROFIT})::bigint`;
  const parts = [
    sql`select ${full} from seamless_bets b where b.member_id = ${f.agentId}
      and b.placed_at >= ${f.fromUtc} and b.placed_at < ${f.toUtc}`,
  ];
  for (const [a, b] of plan.edges) {
    parts.push(sql`select ${full} from ${below} where b.placed_at >= ${a} and b.placed_at < ${b}`);
  }
  if (plan.h0 < plan.h1) {
    const h0 = new Date(plan.h0);
    const h1 = new Date(plan.h1);
    parts.push(sql`select t.bets, t.stake, t.valid, t.payout, t.profit from agent_report_team_sums t
      where t.ancestor_id = ${f.agentId} and t.hour >= ${h0} and t.hour < ${h1}`);
    parts.push(sql`select ${full} from ${below} where b.id >= ${st.rolledId}
      and b.placed_at >= ${h0} and b.placed_at < ${h1}`);
    if (st.settledBefore) {
      for (const status of ['settled', 'rolled_back']) {
        parts.push(sql`select 0::bigint, 0::bigint, (${VALID})::bigint, (${PAYOUT})::bigint, (${PROFIT})::bigint
          from ${below} where b.status = ${status} and b.settled_at >= ${st.settledBefore}
            and b.id < ${st.rolledId} and b.placed_at >= ${h0} and b.placed_at < ${h1}`);
      }
    }
  }
  const { rows } = await sql<TBetSumsRow>`select coalesce(sum(r.bets), 0)::bigint as bets,
      coalesce(sum(r.stake), 0)::bigint as stake, coalesce(sum(r.valid), 0)::bigint as valid,
      coalesce(sum(r.payout), 0)::bigint as payout, coalesce(sum(r.profit), 0)::bigint as profit
    from (${sql.join(parts, sql` union all `)}) r (bets, stake, valid, payout, profit)`.execute(q);
  return rows[0]!;
}

export type TMemberSumsRow = TBetSumsRow & {
  member_id: number;
  account: string;
  type: number;
  depth: number;
};

/**
 * One page of per-member sums (biggest valid bet first) and the sums over every member of the
 * filter, from one pass over the bets: the per-member groups are made once and feed both.
 */
export async function memberProfitPage(db: TDb, f: TTeamBetFilter, limit: number, offset: number) {
  const rows = await withTeamRows(
    db,
    f,
    async (q, teamRows) =>
      (
        await sql<
          Partial<TMemberSumsRow> & {
            members: number;
            t_bets: number;
            t_stake: number;
            t_valid: number;
            t_payout: number;
            t_profit: number;
          }
        >`
    with per as materialized (${perMember(teamRows)}),
    tot as (
      select count(*)::bigint as members, coalesce(sum(bets), 0)::bigint as t_bets,
        coalesce(sum(stake), 0)::bigint as t_stake, coalesce(sum(valid), 0)::bigint as t_valid,
        coalesce(sum(payout), 0)::bigint as t_payout, coalesce(sum(profit), 0)::bigint as t_profit
      from per
    ),
    page as (
      select per.*, m.account, m.type from per join members m on m.id = per.member_id
      order by per.valid desc, m.account limit ${limit} offset ${offset}
    )
    select tot.*, page.* from tot left join page on true order by page.valid desc, page.account`.execute(q)
      ).rows,
  );
  const first = rows[0];
  const totals = {
    members: Number(first?.members ?? 0),
    ...numbers({
      bets: first?.t_bets ?? 0,
      stake: first?.t_stake ?? 0,
      valid: first?.t_valid ?? 0,
      payout: first?.t_payout ?? 0,
      profit: first?.t_profit ?? 0,
    }),
  };
  const page = rows
    .filter((r) => r.member_id !== null && r.member_id !== undefined)
    .map((r) => ({
      ...numbers(r as TBetSumsRow),
      member_id: Number(r.member_id),
      account: String(r.account),
      type: Number(r.type),
      depth: Number(r.depth),
    }));
  return { rows: page, totals };
}

function numbers(row: TBetSumsRow | undefined): TBetSumsRow {
  return {
    bets: Number(row?.bets ?? 0),
    stake: Number(row?.stake ?? 0),
    valid: Number(row?.valid ?? 0),
    payout: Number(row?.payout ?? 0),
    profit: Number(row?.profit ?? 0),
  };
}

export type TTeamEntryFilter = {
  agentId: number;
  fromUtc: Date;
  toUtc: Date;
  memberId?: number;
  kinds: readonly string[];
};

// Non-game transactions by date (partial index of 0021), their wallet entries, kept when the
// wallet's member is in the tree.
function teamEntries(f: TTeamEntryFilter) {
  const member = f.memberId === undefined ? sql`` : sql`and a.member_id = ${f.memberId}`;
  return sql`ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.purpose = 'wallet' ${member}
    join agent_tree_paths p on p.descendant_id = a.member_id and p.ancestor_id = ${f.agentId}
    join members m on m.id = a.member_id
    where t.kind not in ('bet', 'win', 'rollback') and t.kind in (${sql.join([...f.kinds])})
      and t.created_at >= ${f.fromUtc} and t.created_at < ${f.toUtc}`;
}

export async function listTeamEntries(db: TDb, f: TTeamEntryFilter, limit: number, offset: number) {
  const { rows } = await sql<{
    transaction_id: number;
    kind: string;
    amount: number;
    balance_after: number;
    description: string;
    created_at: Date;
    account: string;
    depth: number;
  }>`select t.id as transaction_id, t.kind, e.amount, e.balance_after, t.description, t.created_at,
      m.account, p.depth
    from ${teamEntries(f)}
    order by t.created_at desc, e.id desc limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

export async function teamEntryTotals(db: TDb, f: TTeamEntryFilter) {
  const { rows } = await sql<{ count: number; credits: number; debits: number }>`
    select count(*)::bigint as count,
      coalesce(sum(e.amount) filter (where e.amount > 0), 0)::bigint as credits,
      coalesce(sum(e.amount) filter (where e.amount < 0), 0)::bigint as debits
    from ${teamEntries(f)}`.execute(db);
  const row = rows[0];
  return {
    count: Number(row?.count ?? 0),
    credits: Number(row?.credits ?? 0),
    debits: Number(row?.debits ?? 0),
  };
}

/** The member of the agent's tree (the agent included) with this account name, or undefined. */
export async function findTreeMemberByAccount(db: TDb, agentId: number, account: string) {
  const { rows } = await sql<{ id: number; depth: number }>`
    select m.id, p.depth from members m
    join agent_tree_paths p on p.descendant_id = m.id and p.ancestor_id = ${agentId}
    where lower(m.account) = ${account.toLowerCase()}`.execute(db);
  const row = rows[0];
  return row ? { id: Number(row.id), depth: Number(row.depth) } : undefined;
}
