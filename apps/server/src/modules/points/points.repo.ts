// SQL of the points mall (migration 0030): rates and settings, the balance row (every spend is one
// guarded update), the transactions keyed by source_key, goods and redemptions.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TLedgerDb } from '@/modules/wallet/ledger.repo.ts';

export type TPointsDb = TLedgerDb | TDb;

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

export type TRateRow = { point_type: string; bet_unit: string; points_ratio: number; enabled: boolean };

export async function listRates(db: TPointsDb): Promise<TRateRow[]> {
  const { rows } = await sql<TRateRow>`select point_type, bet_unit::text as bet_unit, points_ratio, enabled
    from point_rates order by point_type`.execute(db);
  return rows;
}

export async function updateRate(
  db: TPointsDb,
  pointType: string,
  r: { betUnit: number; pointsRatio: number; enabled: boolean },
): Promise<void> {
  await sql`update point_rates set bet_unit = ${r.betUnit}, points_ratio = ${r.pointsRatio},
    enabled = ${r.enabled}, updated_at = now() where point_type = ${pointType}`.execute(db);
}

export async function readSettings(db: TPointsDb) {
  const { rows } = await sql<{ convert_minor_per_point: number; convert_min_points: number }>`
    select convert_minor_per_point, convert_min_points from points_settings where id = 1`.execute(db);
  return rows[0] ?? { convert_minor_per_point: 1, convert_min_points: 100 };
}

export async function writeSettings(db: TPointsDb, minorPerPoint: number, minPoints: number): Promise<void> {
  await sql`update points_settings set convert_minor_per_point = ${minorPerPoint},
    convert_min_points = ${minPoints}, updated_at = now() where id = 1`.execute(db);
}

export async function findBalance(db: TPointsDb, memberId: number) {
  const { rows } = await sql<{ balance: string; earned_total: string }>`select balance::text as balance,
    earned_total::text as earned_total from points_balances where member_id = ${memberId}`.execute(db);
  const row = rows[0];
  return { balance: Number(row?.balance ?? 0), earnedTotal: Number(row?.earned_total ?? 0) };
}

/**
 * Applies one change keyed by `sourceKey`: the transaction row and the balance in one statement.
 * A spend (negative) only happens while the balance covers it. Returns null when the key exists
 * already (a replay) or the balance is short; `short` tells which.
 */
export async function applyChange(
  db: TPointsDb,
  c: {
    memberId: number;
    kind: string;
    pointType: string | null;
    points: number;
    sourceKey: string;
    remark: string;
  },
): Promise<{ applied: boolean; balance: number; short: boolean }> {
  const earned = c.kind === 'earn' || c.kind === 'adjust' ? Math.max(0, c.points) : 0;
  let result;
  try {
    result = await sql<{ balance: string | null; replay: boolean }>`
    with bal as (
      insert into points_balances (member_id, balance, earned_total)
      select ${c.memberId}::bigint, ${c.points}::bigint, ${earned}::bigint
      where ${c.points}::bigint > 0 and not exists (select 1 from points_transactions where source_key = ${c.sourceKey})
      on conflict (member_id) do update set balance = points_balances.balance + excluded.balance,
        earned_total = points_balances.earned_total + excluded.earned_total
      returning balance
    ), spend as (
      update points_balances set balance = balance + ${c.points}::bigint
      where member_id = ${c.memberId} and ${c.points}::bigint < 0 and balance >= ${-c.points}::bigint
        and not exists (select 1 from points_transactions where source_key = ${c.sourceKey})
      returning balance
    ), moved as (
      select balance from bal union all select balance from spend
    ), tx as (
      insert into points_transactions (member_id, kind, point_type, points, source_key, remark)
      select ${c.memberId}::bigint, ${c.kind}::text, ${c.pointType}::text, ${c.points}::bigint,
        ${c.sourceKey}::text, ${c.remark}::text
      where exists (select 1 from moved)
      returning id
    )
    select (select balance::text from moved) as balance,
      exists (select 1 from points_transactions where source_key = ${c.sourceKey}) as replay`.execute(db);
  } catch (error) {
    // a concurrent request with the same key committed first (unique source_key): the caller replays
    if (isUniqueViolation(error)) {
      return { applied: false, balance: -1, short: false };
    }
    throw error;
  }
  const row = result.rows[0];
  if (row?.balance != null) {
    return { applied: true, balance: Number(row.balance), short: false };
  }
  // the statement's snapshot may predate a concurrent twin that committed while this one waited
  // on the balance row: a fresh statement tells a replay from a short balance
  const replay = row?.replay === true || (await findTransactionBySource(db, c.sourceKey)) !== undefined;
  const now = await findBalance(db, c.memberId);
  return { applied: false, balance: now.balance, short: !replay };
}

export async function findTransactionBySource(db: TPointsDb, sourceKey: string) {
  const { rows } = await sql<{ member_id: string; points: string; kind: string; remark: string }>`select
    member_id::text as member_id, points::text as points, kind, remark from points_transactions where source_key = ${sourceKey}`.execute(
    db,
  );
  return rows[0];
}

export type TTxRow = {
  id: string;
  kind: string;
  point_type: string | null;
  points: string;
  balance_after: string;
  remark: string;
  created_at: Date;
};

/** The member's changes, newest first, each with the balance after it (a running sum). */
export async function listTransactions(db: TPointsDb, memberId: number, limit: number, offset: number) {
  const { rows } = await sql<TTxRow>`select id::text as id, kind, point_type, points::text as points,
      (sum(points) over (order by id rows between unbounded preceding and current row))::text as balance_after,
      remark, created_at
    from points_transactions where member_id = ${memberId} order by id desc limit ${limit} offset ${offset}`.execute(
    db,
  );
  const total = await sql<{ n: string }>`select count(*)::text as n from points_transactions
    where member_id = ${memberId}`.execute(db);
  return { rows, total: Number(total.rows[0]?.n ?? 0) };
}

export type TGoodsRow = {
  id: string;
  name_en: string;
  name_zh: string;
  name_km: string;
  description_en: string;
  description_zh: string;
  description_km: string;
  points_required: string;
  amount_required: string;
  stock: number | null;
  enabled: boolean;
  sort: number;
};

export async function listGoods(db: TPointsDb, onlyEnabled: boolean): Promise<TGoodsRow[]> {
  const { rows } = await sql<TGoodsRow>`select id::text as id, name_en, name_zh, name_km, description_en,
      description_zh, description_km, points_required::text as points_required,
      amount_required::text as amount_required, stock, enabled, sort
    from points_goods where (${!onlyEnabled} or enabled) order by sort, id`.execute(db);
  return rows;
}

export async function findGoods(db: TPointsDb, id: number): Promise<TGoodsRow | undefined> {
  const { rows } = await sql<TGoodsRow>`select id::text as id, name_en, name_zh, name_km, description_en,
      description_zh, description_km, points_required::text as points_required,
      amount_required::text as amount_required, stock, enabled, sort
    from points_goods where id = ${id}`.execute(db);
  return rows[0];
}

export type TGoodsValues = {
  name_en: string;
  name_zh: string;
  name_km: string;
  description_en: string;
  description_zh: string;
  description_km: string;
  points_required: number;
  amount_required: number;
  stock: number | null;
  enabled: boolean;
  sort: number;
};

export async function insertGoods(db: TPointsDb, g: TGoodsValues): Promise<number> {
  const { rows } = await sql<{ id: string }>`insert into points_goods (name_en, name_zh, name_km,
      description_en, description_zh, description_km, points_required, amount_required, stock, enabled, sort)
    values (${g.name_en}, ${g.name_zh}, ${g.name_km}, ${g.description_en}, ${g.description_zh},
      ${g.description_km}, ${g.points_required}, ${g.amount_required}, ${g.stock}, ${g.enabled}, ${g.sort})
    returning id::text as id`.execute(db);
  return Number(rows[0]?.id);
}

export async function updateGoods(db: TPointsDb, id: number, g: TGoodsValues): Promise<boolean> {
  const r = await sql`update points_goods set name_en = ${g.name_en}, name_zh = ${g.name_zh},
      name_km = ${g.name_km}, description_en = ${g.description_en}, description_zh = ${g.description_zh},
      description_km = ${g.description_km}, points_required = ${g.points_required},
      amount_required = ${g.amount_required}, stock = ${g.stock}, enabled = ${g.enabled}, sort = ${g.sort}
    where id = ${id}`.execute(db);
  return Number(r.numAffectedRows ?? 0) > 0;
}

/** Takes `quantity` from the stock (unlimited stock always gives); false when short. */
export async function takeStock(db: TPointsDb, goodsId: number, quantity: number): Promise<boolean> {
  const r =
    await sql`update points_goods set stock = case when stock is null then null else stock - ${quantity} end
    where id = ${goodsId} and enabled and (stock is null or stock >= ${quantity})`.execute(db);
  return Number(r.numAffectedRows ?? 0) > 0;
}

export async function returnStock(db: TPointsDb, goodsId: number, quantity: number): Promise<void> {
  await sql`update points_goods set stock = stock + ${quantity} where id = ${goodsId} and stock is not null`.execute(
    db,
  );
}

/** Credited deposits of the member, all time (the goods' amount requirement). */
export async function depositTotal(db: TPointsDb, memberId: number): Promise<number> {
  const { rows } = await sql<{ s: string }>`select coalesce(sum(amount), 0)::text as s from cashier_deposits
    where member_id = ${memberId} and status = 'credited'`.execute(db);
  return Number(rows[0]?.s ?? 0);
}

export type TRedemptionRow = {
  id: string;
  member_id: string;
  member_account: string;
  goods_id: string;
  request_id: string;
  goods_name_en: string;
  goods_name_zh: string;
  goods_name_km: string;
  quantity: number;
  points: string;
  recipient: string;
  address: string;
  phone: string;
  status: 'process' | 'rejected' | 'approved';
  remark: string;
  created_at: Date;
  decided_at: Date | null;
};

const REDEMPTION_SELECT = sql`select r.id::text as id, r.member_id::text as member_id, m.account as member_account,
    r.goods_id::text as goods_id, r.request_id, g.name_en as goods_name_en, g.name_zh as goods_name_zh,
    g.name_km as goods_name_km, r.quantity, r.points::text as points, r.recipient, r.address, r.phone,
    r.status, r.remark, r.created_at, r.decided_at
  from points_redemptions r join points_goods g on g.id = r.goods_id join members m on m.id = r.member_id`;

export async function insertRedemption(
  db: TPointsDb,
  r: {
    memberId: number;
    goodsId: number;
    requestId: string;
    quantity: number;
    points: number;
    recipient: string;
    address: string;
    phone: string;
  },
): Promise<number | null> {
  const { rows } = await sql<{ id: string }>`insert into points_redemptions (member_id, goods_id, request_id,
      quantity, points, recipient, address, phone)
    values (${r.memberId}, ${r.goodsId}, ${r.requestId}, ${r.quantity}, ${r.points}, ${r.recipient},
      ${r.address}, ${r.phone})
    on conflict (member_id, request_id) do nothing returning id::text as id`.execute(db);
  return rows[0] ? Number(rows[0].id) : null;
}

export async function findRedemption(db: TPointsDb, id: number): Promise<TRedemptionRow | undefined> {
  const { rows } = await sql<TRedemptionRow>`${REDEMPTION_SELECT} where r.id = ${id}`.execute(db);
  return rows[0];
}

export async function findRedemptionByRequest(db: TPointsDb, memberId: number, requestId: string) {
  const { rows } = await sql<TRedemptionRow>`${REDEMPTION_SELECT}
    where r.member_id = ${memberId} and r.request_id = ${requestId}`.execute(db);
  return rows[0];
}

export async function listRedemptions(
  db: TPointsDb,
  f: { memberId?: number; status?: string; limit: number; offset: number },
) {
  const where = sql`(${f.memberId ?? null}::bigint is null or r.member_id = ${f.memberId ?? null})
    and (${f.status ?? null}::text is null or r.status = ${f.status ?? null})`;
  const { rows } = await sql<TRedemptionRow>`${REDEMPTION_SELECT} where ${where}
    order by r.id desc limit ${f.limit} offset ${f.offset}`.execute(db);
  const total = await sql<{
    n: string;
  }>`select count(*)::text as n from points_redemptions r where ${where}`.execute(db);
  return { rows, total: Number(total.rows[0]?.n ?? 0) };
}

/** Moves a redemption out of 'process' (one guarded update: two operators cannot both decide it). */
export async function decideRedemption(
  db: TPointsDb,
  id: number,
  to: 'approved' | 'rejected',
  operatorId: number,
  remark: string,
): Promise<boolean> {
  const r = await sql`update points_redemptions set status = ${to}, decided_by = ${operatorId},
      decided_at = now(), remark = ${remark}
    where id = ${id} and status = 'process'`.execute(db);
  return Number(r.numAffectedRows ?? 0) > 0;
}
