// SQL of agent settlement (decision 026): the team figures of every contract alive in a period
// (one set-based statement over the settled bets of the period and the closure table), the runs and
// settlements tables, paying through agent_settlement_pay (db/functions/), and the agent's reads.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';
import type { TSettlementKind, TPeriod } from '@pavilion/contracts/agent-settlement';

type TAnyDb = TDb | Kysely<TDatabase> | Transaction<TDatabase>;

export type TContractFigures = {
  period_key: string;
  contract_id: number;
  upline_id: number | null;
  downline_id: number;
  terms: unknown;
  valid_bet: number;
  active_members: number;
  profit_loss: number;
  won_valid_bet: number;
  lost_valid_bet: number;
};

/** Periods as three parallel arrays: one statement reads many periods (catch-up, decision 059). */
function periodsTable(periods: readonly Pick<TPeriod, 'key' | 'start' | 'end'>[]) {
  return sql`select * from unnest(${periods.map((p) => p.key)}::text[],
    ${periods.map((p) => p.start.toISOString())}::timestamptz[],
    ${periods.map((p) => p.end.toISOString())}::timestamptz[]) with ordinality as p(key, ps, pe, i)`;
}

/**
 * Every contract of `kind` (dividends: of one period code) alive during each period (accepted before
 * its end, not ended before its start) with its team's figures over that period: the settled bets
 * (by settled_at) of everyone under the downline agent (closure-table depth ≥ 1). One statement for
 * any number of periods (a catch-up reads a day of 5-minute windows at once). Contracts whose team
 * had no settled bet in a period are not returned for it (they have nothing to settle).
 */
export async function contractFigures(
  db: TAnyDb,
  kind: TSettlementKind,
  dividendPeriod: string | null,
  periods: readonly Pick<TPeriod, 'key' | 'start' | 'end'>[],
): Promise<TContractFigures[]> {
  if (periods.length === 0) {
    return [];
  }
  // periods of one unit never overlap: sorted by start, a bet's period is found by a binary search
  // of the starts (width_bucket) instead of a join of every bet with every period
  const sorted = [...periods].sort((a, b) => a.start.getTime() - b.start.getTime());
  const minStart = sorted[0]!.start;
  const maxEnd = new Date(Math.max(...sorted.map((p) => p.end.getTime())));
  const starts = sorted.map((p) => p.start.toISOString());
  const contracts = sql`
    select id, upline_id, downline_id, terms, accepted_at, ended_at,
      case when kind = 'realtime' then (terms->>'minSingleBet')::bigint else 0 end as min_bet
    from agent_contracts
    where kind = ${kind} and accepted_at is not null and accepted_at < ${maxEnd}
      and (ended_at is null or ended_at > ${minStart})
      and (${dividendPeriod}::text is null or period = ${dividendPeriod}::text)`;
  // the settled bets of the batch's span, read by the settled_at index once, each tagged with the
  // ordinal of the period it falls in (a bet in a gap between two periods matches none)
  const bets = sql`select p.key, p.ps, p.pe, bb.member_id, bb.amount, bb.win_amount
    from bb join pp p on p.i = bb.i and bb.settled_at < p.pe`;
  const alive = sql`c.accepted_at < x.pe and (c.ended_at is null or c.ended_at > x.ps)`;
  // Real-time: the single-bet minimum is per contract, so bets join the contracts one by one (a
  // 5-minute window holds few). Otherwise each member's bets of a period are summed once, then rolled up.
  const { rows } =
    kind === 'realtime'
      ? await sql<TContractFigures>`
    with pp as materialized (${periodsTable(sorted)}),
    bb as materialized (select b.member_id, b.amount, b.win_amount, b.settled_at,
        width_bucket(b.settled_at, ${starts}::timestamptz[]) as i
      from seamless_bets b
      where b.status = 'settled' and b.settled_at >= ${minStart} and b.settled_at < ${maxEnd}),
    c as (${contracts}), x as (${bets})
    select x.key as period_key, c.id as contract_id, c.upline_id, c.downline_id, c.terms,
      coalesce(sum(x.amount), 0)::bigint as valid_bet,
      count(distinct x.member_id)::int as active_members,
      coalesce(sum(x.win_amount - x.amount), 0)::bigint as profit_loss,
      coalesce(sum(x.amount) filter (where x.amount >= c.min_bet and x.win_amount > x.amount), 0)::bigint as won_valid_bet,
      coalesce(sum(x.amount) filter (where x.amount >= c.min_bet and x.win_amount < x.amount), 0)::bigint as lost_valid_bet
    from x
    join agent_tree_paths t on t.descendant_id = x.member_id and t.depth >= 1
    join c on c.downline_id = t.ancestor_id and ${alive}
    group by x.key, c.id, c.upline_id, c.downline_id, c.terms
    order by x.key, c.id`.execute(db)
      : await sql<TContractFigures>`
    with pp as materialized (${periodsTable(sorted)}),
    bb as materialized (select b.member_id, b.amount, b.win_amount, b.settled_at,
        width_bucket(b.settled_at, ${starts}::timestamptz[]) as i
      from seamless_bets b
      where b.status = 'settled' and b.settled_at >= ${minStart} and b.settled_at < ${maxEnd}),
    c as (${contracts}), b as (${bets}),
    x as (
      select b.key, min(b.ps) as ps, min(b.pe) as pe, b.member_id,
        sum(b.amount) as valid_bet, sum(b.win_amount - b.amount) as pnl
      from b group by b.key, b.member_id
    )
    select x.key as period_key, c.id as contract_id, c.upline_id, c.downline_id, c.terms,
      sum(x.valid_bet)::bigint as valid_bet, count(*)::int as active_members,
      sum(x.pnl)::bigint as profit_loss, 0::bigint as won_valid_bet, 0::bigint as lost_valid_bet
    from x
    join agent_tree_paths t on t.descendant_id = x.member_id and t.depth >= 1
    join c on c.downline_id = t.ancestor_id and ${alive}
    group by x.key, c.id, c.upline_id, c.downline_id, c.terms
    order by x.key, c.id`.execute(db);
  return rows.map((r) => ({
    ...r,
    contract_id: Number(r.contract_id),
    upline_id: r.upline_id === null ? null : Number(r.upline_id),
    downline_id: Number(r.downline_id),
    valid_bet: Number(r.valid_bet),
    active_members: Number(r.active_members),
    profit_loss: Number(r.profit_loss),
    won_valid_bet: Number(r.won_valid_bet),
    lost_valid_bet: Number(r.lost_valid_bet),
  }));
}

export type TRunKey = {
  kind: TSettlementKind;
  unit: string;
  period: TPeriod;
  trigger: 'schedule' | 'operator';
};

/** The run of (kind, unit, period): created now, or the one another runner or instance created. */
export async function claimRun(
  db: TAnyDb,
  r: TRunKey,
): Promise<{ id: number; status: string; created: boolean }> {
  const inserted = await db
    .insertInto('agent_settlement_runs')
    .values({
      kind: r.kind,
      unit: r.unit,
      period_key: r.period.key,
      period_start: r.period.start,
      period_end: r.period.end,
      trigger: r.trigger,
    })
    .onConflict((oc) => oc.columns(['kind', 'unit', 'period_key']).doNothing())
    .returning(['id', 'status'])
    .executeTakeFirst();
  if (inserted) {
    return { id: Number(inserted.id), status: inserted.status, created: true };
  }
  const row = await db
    .selectFrom('agent_settlement_runs')
    .select(['id', 'status'])
    .where('kind', '=', r.kind)
    .where('unit', '=', r.unit)
    .where('period_key', '=', r.period.key)
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), status: row.status, created: false };
}

/**
 * The runs of many periods of (kind, unit) in two statements: created now (unique per kind, unit and
 * period) or the ones another runner or instance created. Returns the run id of each period key.
 */
export async function claimRuns(
  db: TAnyDb,
  r: { kind: TSettlementKind; unit: string; periods: readonly TPeriod[]; trigger: 'schedule' | 'operator' },
): Promise<Map<string, number>> {
  await sql`insert into agent_settlement_runs (kind, unit, period_key, period_start, period_end, trigger)
    select ${r.kind}, ${r.unit}, p.key, p.ps, p.pe, ${r.trigger} from (${periodsTable(r.periods)}) p
    order by p.ps
    on conflict (kind, unit, period_key) do nothing`.execute(db);
  const { rows } = await sql<{ id: number; period_key: string }>`select id, period_key
    from agent_settlement_runs where kind = ${r.kind} and unit = ${r.unit}
      and period_key = any(${r.periods.map((p) => p.key)}::text[])`.execute(db);
  return new Map(rows.map((x) => [x.period_key, Number(x.id)]));
}

export type TNewSettlement = {
  contract_id: number;
  run_id: number;
  kind: TSettlementKind;
  unit: string;
  period_key: string;
  period_start: Date;
  period_end: Date;
  payer_id: number | null;
  payee_id: number;
  valid_bet: number;
  active_members: number;
  profit_loss: number;
  won_valid_bet: number;
  lost_valid_bet: number;
  rate_bp: number;
  profit_rate_bp: number | null;
  amount: number;
  state: 'pending' | 'skipped';
};

/** Inserts settlements; a (contract, period) already settled is left as it is (unique key). */
export async function insertSettlements(db: TAnyDb, rows: TNewSettlement[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 2000) {
    // one JSON parameter per chunk: cheaper to send and plan than 23 parameters a row
    const chunk = JSON.stringify(rows.slice(i, i + 2000));
    const result = await sql`insert into agent_settlements (contract_id, run_id, kind, unit, period_key,
        period_start, period_end, payer_id, payee_id, valid_bet, active_members, profit_loss, won_valid_bet,
        lost_valid_bet, rate_bp, profit_rate_bp, amount, state)
      select contract_id, run_id, kind, unit, period_key, period_start, period_end, payer_id, payee_id,
        valid_bet, active_members, profit_loss, won_valid_bet, lost_valid_bet, rate_bp, profit_rate_bp, amount, state
      from jsonb_to_recordset(${chunk}::jsonb) as x(contract_id bigint, run_id bigint, kind text, unit text,
        period_key text, period_start timestamptz, period_end timestamptz, payer_id bigint, payee_id bigint,
        valid_bet bigint, active_members int, profit_loss bigint, won_valid_bet bigint, lost_valid_bet bigint,
        rate_bp int, profit_rate_bp int, amount bigint, state text)
      on conflict (contract_id, period_key) do nothing`.execute(db);
    inserted += Number(result.numAffectedRows ?? 0);
  }
  return inserted;
}

/**
 * The pending settlements of some runs (or the owed ones of a kind) with the payer's level in the
 * tree (0 = the platform), its id and the period: a run pays level by level, top first, so the
 * platform's payments land before the agents they fund pay their own downlines.
 */
export async function openSettlements(
  db: TAnyDb,
  where: { kind: TSettlementKind; runIds?: readonly number[]; state: 'pending' | 'owed' },
): Promise<{ id: number; level: number; payer: number | null; payee: number; periodKey: string }[]> {
  const { rows } = await sql<{
    id: number;
    level: number;
    payer_id: number | null;
    payee_id: number;
    period_key: string;
  }>`
    with s as (select s.id, s.payer_id, s.payee_id, s.period_key from agent_settlements s
      where s.kind = ${where.kind} and s.state = ${where.state}
        ${where.runIds === undefined ? sql`` : sql`and s.run_id = any(${where.runIds}::bigint[])`}),
    lv as (select t.descendant_id, count(*)::int as lvl from agent_tree_paths t
      where t.descendant_id in (select payer_id from s) group by t.descendant_id)
    select s.id, coalesce(lv.lvl, 0)::int as level, s.payer_id, s.payee_id, s.period_key
    from s left join lv on lv.descendant_id = s.payer_id
    order by 2, s.id`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    level: Number(r.level),
    payer: r.payer_id === null ? null : Number(r.payer_id),
    payee: Number(r.payee_id),
    periodKey: r.period_key,
  }));
}

export type TPayOutcome = 'paid' | 'paid_late' | 'owed' | 'owed_now' | 'skipped' | 'missing';

/** Pays each settlement in its own sub-transaction (agent_settlement_pay), in the given order. */
export async function paySettlements(db: TAnyDb, ids: number[]): Promise<Map<number, TPayOutcome>> {
  if (ids.length === 0) {
    return new Map();
  }
  const { rows } = await sql<{ id: number; outcome: TPayOutcome }>`
    select x.id, agent_settlement_pay(x.id) as outcome
    from unnest(${ids}::bigint[]) with ordinality as x(id, ord) order by x.ord`.execute(db);
  return new Map(rows.map((r) => [Number(r.id), r.outcome]));
}

/**
 * Pays a payer's pending settlements of one period in one posting (agent_settlement_pay_group); one
 * by one when the payer cannot cover them all. Ids of one payer (the platform: of one house shard).
 */
export async function payGroup(db: TAnyDb, ids: number[]): Promise<Map<number, TPayOutcome>> {
  const { rows } = await sql<{ id: number; outcome: TPayOutcome }>`
    select id, outcome from agent_settlement_pay_group(${ids}::bigint[])`.execute(db);
  return new Map(rows.map((r) => [Number(r.id), r.outcome]));
}

export function settlementsByIds(db: TAnyDb, ids: number[]) {
  return db
    .selectFrom('agent_settlements')
    .select(['id', 'payer_id', 'payee_id', 'amount', 'kind', 'period_key'])
    .where('id', 'in', ids.length ? ids : [0])
    .execute();
}

/** Writes a run's tally from its settlements (recomputed, so a second runner writes the same). */
export async function finishRun(
  db: TAnyDb,
  runId: number,
  status: 'done' | 'failed',
  error?: string,
): Promise<void> {
  await sql`update agent_settlement_runs r set
      status = ${status}, error = ${error ?? null}, finished_at = now(),
      contracts = t.contracts, paid = t.paid, owed = t.owed, skipped = t.skipped,
      paid_amount = t.paid_amount, owed_amount = t.owed_amount
    from (select count(*)::int as contracts,
        count(*) filter (where state = 'paid')::int as paid,
        count(*) filter (where state in ('owed', 'pending'))::int as owed,
        count(*) filter (where state = 'skipped')::int as skipped,
        coalesce(sum(amount) filter (where state = 'paid'), 0) as paid_amount,
        coalesce(sum(amount) filter (where state in ('owed', 'pending')), 0) as owed_amount
      from agent_settlements where run_id = ${runId}) t
    where r.id = ${runId}`.execute(db);
}

/** finishRun for many runs in one statement (each run's tally from its own settlements). */
export async function finishRuns(
  db: TAnyDb,
  runIds: readonly number[],
  status: 'done' | 'failed',
  error?: string,
) {
  if (runIds.length === 0) {
    return;
  }
  await sql`update agent_settlement_runs r set
      status = ${status}, error = ${error ?? null}, finished_at = now(),
      contracts = coalesce(t.contracts, 0), paid = coalesce(t.paid, 0), owed = coalesce(t.owed, 0),
      skipped = coalesce(t.skipped, 0), paid_amount = coalesce(t.paid_amount, 0),
      owed_amount = coalesce(t.owed_amount, 0)
    from unnest(${runIds}::bigint[]) as x(id)
    left join (select run_id, count(*)::int as contracts,
        count(*) filter (where state = 'paid')::int as paid,
        count(*) filter (where state in ('owed', 'pending'))::int as owed,
        count(*) filter (where state = 'skipped')::int as skipped,
        coalesce(sum(amount) filter (where state = 'paid'), 0) as paid_amount,
        coalesce(sum(amount) filter (where state in ('owed', 'pending')), 0) as owed_amount
      from agent_settlements where run_id = any(${runIds}::bigint[]) group by run_id) t on t.run_id = x.id
    where r.id = x.id`.execute(db);
}

/** Period keys of (kind, unit) with a finished run, from `from` on. */
export async function doneRunKeys(
  db: TAnyDb,
  kind: TSettlementKind,
  unit: string,
  from: Date,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('agent_settlement_runs')
    .select('period_key')
    .where('kind', '=', kind)
    .where('unit', '=', unit)
    .where('status', '=', 'done')
    .where('period_end', '>', from)
    .execute();
  return new Set(rows.map((r) => r.period_key));
}

/**
 * The earliest acceptance among contracts of (kind, period code) that may still have a period to
 * settle: those not ended before the end of the last finished run of this (kind, unit).
 */
export async function firstAcceptance(
  db: TAnyDb,
  kind: TSettlementKind,
  unit: string,
  dividendPeriod: string | null,
): Promise<Date | null> {
  const { rows } = await sql<{ first: Date | null }>`
    select min(c.accepted_at) as first from agent_contracts c
    where c.kind = ${kind} and c.accepted_at is not null
      and (${dividendPeriod}::text is null or c.period = ${dividendPeriod}::text)
      and (c.ended_at is null or c.ended_at > coalesce(
        (select max(period_end) from agent_settlement_runs r where r.kind = ${kind} and r.unit = ${unit} and r.status = 'done'),
        '-infinity'::timestamptz))`.execute(db);
  const first = rows[0]?.first;
  return first ? new Date(first) : null;
}

export async function readSiteTimeZone(db: TAnyDb): Promise<string | null> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', 'agent_settlement_time_zone')
    .executeTakeFirst();
  return typeof row?.value === 'string' ? row.value : null;
}

// ---------------------------------------------------------------- agent reads
export async function settlementRecords(
  db: TAnyDb,
  agentId: number,
  kind: TSettlementKind,
  direction: 'all' | 'received' | 'paid',
  limit: number,
  offset: number,
) {
  const side =
    direction === 'received'
      ? sql`s.payee_id = ${agentId}`
      : direction === 'paid'
        ? sql`s.payer_id = ${agentId}`
        : sql`(s.payee_id = ${agentId} or s.payer_id = ${agentId})`;
  const { rows } = await sql<{
    id: number;
    kind: TSettlementKind;
    period_key: string;
    period_start: Date;
    period_end: Date;
    received: boolean;
    counterparty: string | null;
    valid_bet: number;
    active_members: number;
    profit_loss: number;
    won_valid_bet: number;
    lost_valid_bet: number;
    rate_bp: number;
    profit_rate_bp: number | null;
    amount: number;
    state: 'pending' | 'paid' | 'owed' | 'skipped';
    settled_at: Date | null;
    total: number;
  }>`
    select s.id, s.kind, s.period_key, s.period_start, s.period_end, s.payee_id = ${agentId} as received,
      m.account as counterparty, s.valid_bet, s.active_members, s.profit_loss, s.won_valid_bet,
      s.lost_valid_bet, s.rate_bp, s.profit_rate_bp, s.amount, s.state, s.settled_at,
      count(*) over () as total
    from agent_settlements s
    left join members m on m.id = case when s.payee_id = ${agentId} then s.payer_id else s.payee_id end
    where s.kind = ${kind} and ${side}
    order by s.period_start desc, s.id desc
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

export async function countSettlementRecords(
  db: TAnyDb,
  agentId: number,
  kind: TSettlementKind,
  direction: 'all' | 'received' | 'paid',
): Promise<number> {
  const side =
    direction === 'received'
      ? sql`payee_id = ${agentId}`
      : direction === 'paid'
        ? sql`payer_id = ${agentId}`
        : sql`(payee_id = ${agentId} or payer_id = ${agentId})`;
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from agent_settlements
    where kind = ${kind} and ${side}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

const INCOME_KIND_SQL = sql`case when t.kind = 'salary' then 'salary' when t.kind = 'dividend' then 'dividend' else 'other' end`;

/**
 * The agent's income: ledger entries of its wallet with kind salary or dividend (either sign: paid
 * to a downline is negative) and other income (bonuses credited: positive entries only).
 */
function incomeWhere(agentId: number, kind: string, from: Date | null, to: Date | null) {
  return sql`a.member_id = ${agentId} and a.purpose = 'wallet'
    and (t.kind in ('salary', 'dividend') or (t.kind = 'bonus' and e.amount > 0))
    ${kind === 'all' ? sql`` : sql`and ${INCOME_KIND_SQL} = ${kind}`}
    ${from ? sql`and t.created_at >= ${from}` : sql``}
    ${to ? sql`and t.created_at < ${to}` : sql``}`;
}

export async function incomeRows(
  db: TAnyDb,
  agentId: number,
  kind: string,
  from: Date | null,
  to: Date | null,
  limit: number,
  offset: number,
) {
  const { rows } = await sql<{
    transaction_id: number;
    income_kind: 'salary' | 'dividend' | 'other';
    settlement_kind: string | null;
    period_key: string | null;
    description: string;
    amount: number;
    created_at: Date;
  }>`
    select t.id as transaction_id, ${INCOME_KIND_SQL} as income_kind, t.meta->>'settlementKind' as settlement_kind,
      t.meta->>'periodKey' as period_key, t.description, e.amount, t.created_at
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    where ${incomeWhere(agentId, kind, from, to)}
    order by t.created_at desc, t.id desc
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

export async function incomeTotals(
  db: TAnyDb,
  agentId: number,
  kind: string,
  from: Date | null,
  to: Date | null,
) {
  const { rows } = await sql<{ n: number; salary: number; dividend: number; other: number }>`
    select count(*)::int as n,
      coalesce(sum(e.amount) filter (where t.kind = 'salary'), 0)::bigint as salary,
      coalesce(sum(e.amount) filter (where t.kind = 'dividend'), 0)::bigint as dividend,
      coalesce(sum(e.amount) filter (where t.kind not in ('salary', 'dividend')), 0)::bigint as other
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    where ${incomeWhere(agentId, kind, from, to)}`.execute(db);
  const r = rows[0];
  return {
    n: Number(r?.n ?? 0),
    salary: Number(r?.salary ?? 0),
    dividend: Number(r?.dividend ?? 0),
    other: Number(r?.other ?? 0),
  };
}

// ---------------------------------------------------------------- operator reads
export async function listRuns(db: TAnyDb, kind: TSettlementKind | undefined, limit: number, offset: number) {
  let q = db.selectFrom('agent_settlement_runs').selectAll();
  let c = db.selectFrom('agent_settlement_runs').select((eb) => eb.fn.countAll<number>().as('n'));
  if (kind) {
    q = q.where('kind', '=', kind);
    c = c.where('kind', '=', kind);
  }
  const [rows, count] = await Promise.all([
    q.orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    c.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function runById(db: TAnyDb, id: number) {
  return db.selectFrom('agent_settlement_runs').selectAll().where('id', '=', id).executeTakeFirst();
}
