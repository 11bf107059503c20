// SQL of the member-centre records: the member's seamless bets (joined to the catalogue for the
// game's name), the entries of their ledger wallet, and bet sums per local day for profit and loss.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TGameSource } from '@/modules/games/games.repo.ts';
import { BINGO_VENDOR_CODE } from '@/modules/bingo/bingo.deps.ts';
import { FISHING_VENDOR_CODE } from '@/modules/fishing/fishing.deps.ts';
import { PVP_VENDOR_CODE } from '@/modules/pvp/pvp-money.ts';

/**
 * The shared-round engines' seamless vendors and the category their bets belong to (decision 056).
 * Their bets have no catalogue node, so the wallet stores them as OTHER; the records show, sum and
 * filter them under their own category, for bets stored before and after this rule alike.
 */
export const SHARED_ROUND_VENDOR_TYPES: Record<string, string> = {
  [BINGO_VENDOR_CODE]: 'BINGO',
  [FISHING_VENDOR_CODE]: 'FISH',
  [PVP_VENDOR_CODE]: 'PVP',
};

const GAME_TYPE = sql<string>`(case when b.game_type = 'OTHER' then (case b.vendor_code ${sql.join(
  Object.entries(SHARED_ROUND_VENDOR_TYPES).map(([vendor, type]) => sql`when ${vendor} then ${type}`),
  sql` `,
)} else b.game_type end) else b.game_type end)`;

export type TBetFilter = { memberId: number; fromUtc: Date; toUtc: Date; sources?: TGameSource[] };

function betWhere(f: TBetFilter): Expression<SqlBool> {
  const parts = [
    sql`b.member_id = ${f.memberId}`,
    sql`b.placed_at >= ${f.fromUtc}`,
    sql`b.placed_at < ${f.toUtc}`,
  ];
  if (f.sources) {
    const any = f.sources.map((s) =>
      s.vendors
        ? sql`(${GAME_TYPE} = ${s.gameType} and b.catalogue_vendor in (${sql.join(s.vendors)}))`
        : sql`${GAME_TYPE} = ${s.gameType}`,
    );
    parts.push(any.length ? sql`(${sql.join(any, sql` or `)})` : sql`false`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

// A rolled-back bet paid its stake back: payout = stake, so sums of payout - stake stay the real result.
const PAYOUT = sql<number>`case when b.status = 'rolled_back' then b.amount else b.win_amount end`;

export async function listBets(db: TDb, f: TBetFilter, limit: number, offset: number) {
  const { rows } = await sql<{
    bet_tx_id: string;
    round_id: string;
    vendor_code: string;
    catalogue_vendor: string | null;
    game_type: string;
    game_code: string;
    name_en: string | null;
    name_zh: string | null;
    name_km: string | null;
    amount: number;
    payout: number;
    status: 'open' | 'settled' | 'rolled_back';
    placed_at: Date;
    settled_at: Date | null;
  }>`select b.bet_tx_id, b.round_id, b.vendor_code, b.catalogue_vendor, ${GAME_TYPE} as game_type, b.game_code,
      g.display_name_en as name_en, g.display_name_zh as name_zh, g.display_name_km as name_km,
      b.amount, ${PAYOUT} as payout, b.status, b.placed_at, b.settled_at
    from seamless_bets b left join games g on g.node_id = b.node_id
    where ${betWhere(f)}
    order by b.placed_at desc, b.id desc limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

export async function betTotals(db: TDb, f: TBetFilter) {
  const { rows } = await sql<{ count: number; stake: number; payout: number }>`
    select count(*)::bigint as count, coalesce(sum(b.amount), 0)::bigint as stake, coalesce(sum(${PAYOUT}), 0)::bigint as payout
    from seamless_bets b where ${betWhere(f)}`.execute(db);
  const row = rows[0];
  return { count: Number(row?.count ?? 0), stake: Number(row?.stake ?? 0), payout: Number(row?.payout ?? 0) };
}

/** Sums per local day (tzOffset minutes east of UTC), stored game type and catalogue vendor. */
export async function betDays(db: TDb, f: TBetFilter, tzOffset: number) {
  const { rows } = await sql<{
    day: string;
    game_type: string;
    catalogue_vendor: string | null;
    bets: number;
    stake: number;
    payout: number;
  }>`
    select to_char((b.placed_at at time zone 'UTC') + make_interval(mins => ${tzOffset}::int), 'YYYY-MM-DD') as day,
      ${GAME_TYPE} as game_type, b.catalogue_vendor, count(*)::bigint as bets, sum(b.amount)::bigint as stake, sum(${PAYOUT})::bigint as payout
    from seamless_bets b where ${betWhere(f)}
    group by 1, 2, 3`.execute(db);
  return rows;
}

export type TEntryFilter = { accountId: number; fromUtc: Date; toUtc: Date; kind?: string };

function entryWhere(f: TEntryFilter): Expression<SqlBool> {
  const parts = [
    sql`e.account_id = ${f.accountId}`,
    sql`e.created_at >= ${f.fromUtc}`,
    sql`e.created_at < ${f.toUtc}`,
  ];
  if (f.kind) {
    parts.push(sql`t.kind = ${f.kind}`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

export async function listEntries(db: TDb, f: TEntryFilter, limit: number, offset: number) {
  // Game movements name their game: a bet carries its node id, a win or rollback the bet it settles.
  const { rows } = await sql<{
    transaction_id: number;
    kind: string;
    amount: number;
    balance_after: number;
    description: string;
    created_at: Date;
    name_en: string | null;
    name_zh: string | null;
    name_km: string | null;
  }>`
    select e.transaction_id, t.kind, e.amount, e.balance_after, t.description, e.created_at,
      g.display_name_en as name_en, g.display_name_zh as name_zh, g.display_name_km as name_km
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    left join seamless_bets b on t.meta ? 'betTxId' and b.vendor_code = t.meta->>'vendor' and b.bet_tx_id = t.meta->>'betTxId'
    left join games g on g.node_id = coalesce(b.node_id, case when t.meta->>'nodeId' ~ '^[0-9]+$' then (t.meta->>'nodeId')::int end)
    where ${entryWhere(f)}
    order by e.id desc limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

export async function entryTotals(db: TDb, f: TEntryFilter) {
  const { rows } = await sql<{ count: number; credits: number; debits: number }>`
    select count(*)::bigint as count,
      coalesce(sum(e.amount) filter (where e.amount > 0), 0)::bigint as credits,
      coalesce(sum(e.amount) filter (where e.amount < 0), 0)::bigint as debits
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    where ${entryWhere(f)}`.execute(db);
  const row = rows[0];
  return {
    count: Number(row?.count ?? 0),
    credits: Number(row?.credits ?? 0),
    debits: Number(row?.debits ?? 0),
  };
}
