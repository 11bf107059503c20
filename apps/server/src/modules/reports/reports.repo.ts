// SQL of the console reports (decision 045). Each report is a grouped read over [from, to) with a
// stable order on its group key, so the same query serves a JSON page (limit/offset) and the CSV
// export's keyset pages (`after` the last key written). Trial members (type 4) count nowhere, as on
// the dashboard (decision 042). Days are UTC.
import { sql, type RawBuilder } from 'kysely';
import type { TReportName } from '@pavilion/contracts/reports';
import type { TDb } from '@/db/database.ts';

export type TRange = { from: Date; to: Date };
/** The sort key of a row: the CSV export asks for the rows after it. */
export type TKey = (string | number)[];
export type TPageOpts = { limit: number; offset?: number; after?: TKey | null };
export type TRawRow = Record<string, string | number | null>;

const DAY = (column: string) => sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`;
const VENDOR = sql`coalesce(b.catalogue_vendor, b.vendor_code)`;

function tuple(parts: RawBuilder<unknown>[]) {
  return sql`(${sql.join(parts)})`;
}

/** `and (k1, k2, …) > (a1, a2, …)` when a key is given. */
function after(key: RawBuilder<unknown>[], value: TKey | null | undefined) {
  if (!value) {
    return sql``;
  }
  return sql`and ${tuple(key)} > ${tuple(value.map((v) => sql`${v}`))}`;
}

function window(opts: TPageOpts) {
  return sql`limit ${opts.limit} offset ${opts.offset ?? 0}`;
}

// ---------------------------------------------------------------- GGR by vendor, game type, game
type TGgrName = 'ggr-vendor' | 'ggr-game-type' | 'ggr-game';
const GGR_DIMS: Record<TGgrName, { keys: RawBuilder<unknown>[]; select: RawBuilder<unknown> }> = {
  'ggr-vendor': {
    keys: [VENDOR],
    select: sql`${VENDOR} as vendor, null as game_type, null as game_code`,
  },
  'ggr-game-type': { keys: [sql`b.game_type`], select: sql`null as vendor, b.game_type, null as game_code` },
  'ggr-game': {
    keys: [VENDOR, sql`b.game_code`],
    select: sql`${VENDOR} as vendor, null as game_type, b.game_code`,
  },
};

function settledBets(r: TRange) {
  return sql`from seamless_bets b join members m on m.id = b.member_id
    where m.type <> 4 and b.status = 'settled' and b.settled_at >= ${r.from} and b.settled_at < ${r.to}`;
}

export async function ggrRows(db: TDb, name: TGgrName, r: TRange, opts: TPageOpts): Promise<TRawRow[]> {
  const dims = GGR_DIMS[name];
  const key = [DAY('b.settled_at'), ...dims.keys];
  const { rows } = await sql<TRawRow>`select ${DAY('b.settled_at')} as day, ${dims.select},
      count(*) as bets, sum(b.amount) as stake, sum(b.win_amount) as payout
    ${settledBets(r)} ${after(key, opts.after)}
    group by ${sql.join(key)} order by ${sql.join(key)} ${window(opts)}`.execute(db);
  return rows;
}

export async function ggrCount(db: TDb, name: TGgrName, r: TRange): Promise<number> {
  const key = [DAY('b.settled_at'), ...GGR_DIMS[name].keys];
  const { rows } = await sql<{ n: string | number }>`select count(*) as n from (
    select 1 ${settledBets(r)} group by ${sql.join(key)}) g`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export async function ggrTotals(db: TDb, r: TRange): Promise<TRawRow> {
  const { rows } = await sql<TRawRow>`select
    (select count(*) ${settledBets(r)}) as bets,
    (select coalesce(sum(b.amount), 0) ${settledBets(r)}) as stake,
    (select coalesce(sum(b.win_amount), 0) ${settledBets(r)}) as payout,
    (select coalesce(sum(e.amount), 0) ${bonusEntries(r)}) as bonuses`.execute(db);
  return rows[0]!;
}

/** Bonus and rebate credits to real members' wallets. */
function bonusEntries(r: TRange) {
  return sql`from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.purpose = 'wallet'
    join members m on m.id = a.member_id
    where t.kind in ('bonus', 'rebate') and e.amount > 0 and m.type <> 4
      and t.created_at >= ${r.from} and t.created_at < ${r.to}`;
}

// ---------------------------------------------------------------- deposits and withdrawals by channel
function cashUnion(r: TRange) {
  return sql`(select ${DAY('d.credited_at')} as day, 'deposit' as direction, c.name as channel,
        count(*) as count, sum(d.amount) as amount
      from cashier_deposits d join cashier_deposit_channels c on c.id = d.channel_id
      where d.status = 'credited' and d.credited_at >= ${r.from} and d.credited_at < ${r.to}
      group by 1, 3
    union all
    select ${DAY('w.paid_at')}, 'withdrawal', w.bank_name, count(*), sum(w.amount)
      from cashier_withdrawals w
      where w.status <> 'rejected' and w.paid_at >= ${r.from} and w.paid_at < ${r.to}
      group by 1, 3) u`;
}
const CASH_KEY = [sql`u.day`, sql`u.direction`, sql`u.channel`];

export async function cashRows(db: TDb, r: TRange, opts: TPageOpts): Promise<TRawRow[]> {
  const { rows } = await sql<TRawRow>`select u.* from ${cashUnion(r)}
    where true ${after(CASH_KEY, opts.after)}
    order by ${sql.join(CASH_KEY)} ${window(opts)}`.execute(db);
  return rows;
}

export async function cashCount(db: TDb, r: TRange): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${cashUnion(r)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export async function cashTotals(db: TDb, r: TRange): Promise<TRawRow> {
  const { rows } = await sql<TRawRow>`select
    coalesce(sum(u.count) filter (where u.direction = 'deposit'), 0) as deposit_count,
    coalesce(sum(u.amount) filter (where u.direction = 'deposit'), 0) as deposits,
    coalesce(sum(u.count) filter (where u.direction = 'withdrawal'), 0) as withdrawal_count,
    coalesce(sum(u.amount) filter (where u.direction = 'withdrawal'), 0) as withdrawals
    from ${cashUnion(r)}`.execute(db);
  return rows[0]!;
}

// ---------------------------------------------------------------- manual adjustments
/**
 * Operators' credits and debits of real members' wallets: the ledger's 'adjustment' postings made
 * by POST /api/admin/wallet/adjustments (key `adjustment:<requestId>`, the operator in meta), not
 * the opening balances, demo funding or sportsbook re-settlements that share the kind.
 */
function adjustmentEntries(r: TRange) {
  return sql`from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.purpose = 'wallet'
    join members m on m.id = a.member_id
    left join operators o on (t.meta->>'operatorId') ~ '^[0-9]{1,9}$' and o.id = (t.meta->>'operatorId')::int
    where t.kind = 'adjustment' and t.idempotency_key like 'adjustment:%' and m.type <> 4
      and t.created_at >= ${r.from} and t.created_at < ${r.to}`;
}

export async function adjustmentRows(db: TDb, r: TRange, opts: TPageOpts): Promise<TRawRow[]> {
  const { rows } = await sql<TRawRow>`select t.id as transaction_id, t.created_at as time,
      o.username as operator, m.account, e.amount, coalesce(t.meta->>'reason', t.description) as reason
    ${adjustmentEntries(r)} ${after([sql`t.id`], opts.after)}
    order by t.id ${window(opts)}`.execute(db);
  return rows;
}

export async function adjustmentCountAndTotals(db: TDb, r: TRange): Promise<TRawRow> {
  const { rows } = await sql<TRawRow>`select count(*) as n,
      coalesce(sum(e.amount) filter (where e.amount > 0), 0) as credits,
      coalesce(sum(-e.amount) filter (where e.amount < 0), 0) as debits
    ${adjustmentEntries(r)}`.execute(db);
  return rows[0]!;
}

// ---------------------------------------------------------------- player P&L
/** One row per member and source, members above `afterId` only (the keyset is the member id). */
function pnlParts(r: TRange, afterId: number) {
  return sql`(select b.member_id, count(*) as bets, sum(b.amount) as stake, sum(b.win_amount) as payout,
        0 as bonuses, 0 as deposits, 0 as withdrawals, 0 as adjustments
      from seamless_bets b
      where b.status = 'settled' and b.settled_at >= ${r.from} and b.settled_at < ${r.to} and b.member_id > ${afterId}
      group by 1
    union all
    select d.member_id, 0, 0, 0, 0, sum(d.amount), 0, 0 from cashier_deposits d
      where d.status = 'credited' and d.credited_at >= ${r.from} and d.credited_at < ${r.to} and d.member_id > ${afterId}
      group by 1
    union all
    select w.member_id, 0, 0, 0, 0, 0, sum(w.amount), 0 from cashier_withdrawals w
      where w.status <> 'rejected' and w.paid_at >= ${r.from} and w.paid_at < ${r.to} and w.member_id > ${afterId}
      group by 1
    union all
    select a.member_id, 0, 0, 0, sum(e.amount), 0, 0, 0 from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.purpose = 'wallet'
      where t.kind in ('bonus', 'rebate') and e.amount > 0
        and t.created_at >= ${r.from} and t.created_at < ${r.to} and a.member_id > ${afterId}
      group by 1
    union all
    select a.member_id, 0, 0, 0, 0, 0, 0, sum(e.amount) from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.purpose = 'wallet'
      where t.kind = 'adjustment' and t.idempotency_key like 'adjustment:%'
        and t.created_at >= ${r.from} and t.created_at < ${r.to} and a.member_id > ${afterId}
      group by 1) p join members m on m.id = p.member_id and m.type <> 4`;
}

export async function pnlRows(db: TDb, r: TRange, opts: TPageOpts): Promise<TRawRow[]> {
  const afterId = opts.after ? Number(opts.after[0]) : 0;
  const { rows } = await sql<TRawRow>`select p.member_id, m.account, sum(p.bets) as bets,
      sum(p.stake) as stake, sum(p.payout) as payout, sum(p.bonuses) as bonuses,
      sum(p.deposits) as deposits, sum(p.withdrawals) as withdrawals, sum(p.adjustments) as adjustments
    from ${pnlParts(r, afterId)}
    group by p.member_id, m.account order by p.member_id ${window(opts)}`.execute(db);
  return rows;
}

export async function pnlCountAndTotals(db: TDb, r: TRange): Promise<TRawRow> {
  const { rows } =
    await sql<TRawRow>`select count(distinct p.member_id) as n, coalesce(sum(p.bets), 0) as bets,
      coalesce(sum(p.stake), 0) as stake, coalesce(sum(p.payout), 0) as payout,
      coalesce(sum(p.bonuses), 0) as bonuses, coalesce(sum(p.deposits), 0) as deposits,
      coalesce(sum(p.withdrawals), 0) as withdrawals, coalesce(sum(p.adjustments), 0) as adjustments
    from ${pnlParts(r, 0)}`.execute(db);
  return rows[0]!;
}

// ---------------------------------------------------------------- agent income
function incomeEntries(r: TRange, afterId: number) {
  return sql`from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.purpose = 'wallet'
    join members m on m.id = a.member_id
    where t.kind in ('salary', 'dividend') and t.created_at >= ${r.from} and t.created_at < ${r.to}
      and a.member_id > ${afterId}`;
}
const INCOME_SUMS = sql`count(*) as postings,
  coalesce(sum(e.amount) filter (where t.kind = 'salary'), 0) as salary,
  coalesce(sum(e.amount) filter (where t.kind = 'dividend'), 0) as dividend`;

export async function incomeRows(db: TDb, r: TRange, opts: TPageOpts): Promise<TRawRow[]> {
  const afterId = opts.after ? Number(opts.after[0]) : 0;
  const { rows } = await sql<TRawRow>`select a.member_id, m.account, ${INCOME_SUMS}
    ${incomeEntries(r, afterId)}
    group by a.member_id, m.account order by a.member_id ${window(opts)}`.execute(db);
  return rows;
}

export async function incomeCountAndTotals(db: TDb, r: TRange): Promise<TRawRow> {
  const { rows } = await sql<TRawRow>`select count(distinct a.member_id) as n, ${INCOME_SUMS}
    ${incomeEntries(r, 0)}`.execute(db);
  return rows[0]!;
}

export const GGR_NAMES: readonly TReportName[] = ['ggr-vendor', 'ggr-game-type', 'ggr-game'];
export function isGgr(name: TReportName): name is TGgrName {
  return GGR_NAMES.includes(name);
}
