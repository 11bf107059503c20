// The points mall's rules (spec §1, §3, §4, §7; decision 036): balance and configuration, points
// details, goods, redemption (fund password, delivery address and phone; points taken at once and
// given back on rejection), redemption records, and converting points to balance through the
// ledger. Every change is keyed (points_transactions.source_key): a retry never applies twice.
import type {
  TConvertReply,
  TConvertRequest,
  TAdminGoodsDetail,
  TGoods,
  TGoodsInput,
  TGoodsList,
  TPointsBalance,
  TPointsConfig,
  TPointsTxPage,
  TPointRate,
  TRedeemRequest,
  TRedemption,
  TRedemptionPage,
  TEarningPointType,
  TPointsTxKind,
  TPointType,
  TPointsAdjust,
} from '@pavilion/contracts/points';
import type { TDb } from '@/db/database.ts';
import type { TCashierDeps } from '@/modules/cashier/cashier.deps.ts';
import { checkFundPassword } from '@/modules/cashier/security.service.ts';
import { languageOf } from '@/modules/games/catalogue.service.ts';
import { findMemberByAccount } from '@/modules/members/members.repo.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import { memberWallet, postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './points.repo.ts';

type TLang = ReturnType<typeof languageOf>;

function pick<T extends Record<string, unknown>>(row: T, base: string, lang: TLang): string {
  const suffix = lang === 'CN' ? 'zh' : lang === 'KM' ? 'km' : 'en';
  const value = row[`${base}_${suffix}`];
  return typeof value === 'string' && value !== '' ? value : String(row[`${base}_en`] ?? '');
}

function toRate(r: repo.TRateRow): TPointRate {
  return {
    pointType: r.point_type as TEarningPointType,
    betUnit: Number(r.bet_unit),
    pointsRatio: r.points_ratio,
    enabled: r.enabled,
  };
}

export async function pointsConfig(db: TDb): Promise<TPointsConfig> {
  const [rates, settings] = await Promise.all([repo.listRates(db), repo.readSettings(db)]);
  return {
    rates: rates.map(toRate),
    convertMinorPerPoint: settings.convert_minor_per_point,
    convertMinPoints: settings.convert_min_points,
    pointsExpire: false,
  };
}

export async function pointsBalance(db: TDb, memberId: number): Promise<TPointsBalance> {
  const [b, settings] = await Promise.all([repo.findBalance(db, memberId), repo.readSettings(db)]);
  return {
    points: b.balance,
    earnedTotal: b.earnedTotal,
    convertMinorPerPoint: settings.convert_minor_per_point,
  };
}

export async function pointsDetails(
  db: TDb,
  memberId: number,
  page: { pageNo: number; pageSize: number },
): Promise<TPointsTxPage> {
  const { rows, total } = await repo.listTransactions(
    db,
    memberId,
    page.pageSize,
    (page.pageNo - 1) * page.pageSize,
  );
  return {
    records: rows.map((r) => ({
      id: r.id,
      kind: r.kind as TPointsTxKind,
      pointType: (r.point_type ?? (r.kind === 'redeem' ? 'redeem' : null)) as TPointType | null,
      changedPoints: Number(r.points),
      pointsBalance: Number(r.balance_after),
      remark: r.remark,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total,
    ...page,
  };
}

function toGoods(r: repo.TGoodsRow, lang: TLang): TGoods {
  return {
    id: r.id,
    name: pick(r, 'name', lang),
    description: pick(r, 'description', lang),
    pointsRequired: Number(r.points_required),
    amountRequired: Number(r.amount_required),
    stock: r.stock,
    enabled: r.enabled,
  };
}

export async function listGoods(
  db: TDb,
  memberId: number | null,
  language: string | undefined,
): Promise<TGoodsList> {
  const lang = languageOf(language);
  const rows = await repo.listGoods(db, true);
  return {
    goods: rows.map((r) => toGoods(r, lang)),
    depositTotal: memberId === null ? 0 : await repo.depositTotal(db, memberId),
  };
}

function toRedemption(r: repo.TRedemptionRow, lang: TLang, admin = false): TRedemption {
  return {
    id: r.id,
    goodsName: pick(r, 'goods_name', lang),
    quantity: r.quantity,
    points: Number(r.points),
    status: r.status,
    recipient: r.recipient,
    address: r.address,
    phone: r.phone,
    remark: r.remark,
    createdAt: new Date(r.created_at).toISOString(),
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    ...(admin ? { memberAccount: r.member_account } : {}),
  };
}

export async function listRedemptions(
  db: TDb,
  f: { memberId?: number; status?: string; pageNo: number; pageSize: number; language?: string },
  admin = false,
): Promise<TRedemptionPage> {
  const { rows, total } = await repo.listRedemptions(db, {
    memberId: f.memberId,
    status: f.status,
    limit: f.pageSize,
    offset: (f.pageNo - 1) * f.pageSize,
  });
  const lang = languageOf(f.language);
  return {
    records: rows.map((r) => toRedemption(r, lang, admin)),
    total,
    pageNo: f.pageNo,
    pageSize: f.pageSize,
  };
}

/** Raised inside a transaction to roll it back when a concurrent twin already applied the request. */
class ReplayRace extends Error {}

/**
 * Redeems goods: the fund password first (argon2, counted failures as the cashier does), then in
 * one transaction the redemption row (unique per member and request id), the stock and the points.
 * A retry with the same request id returns the first redemption.
 */
export async function redeem(
  deps: TCashierDeps,
  memberId: number,
  body: TRedeemRequest,
  language?: string,
): Promise<TRedemption> {
  const lang = languageOf(language);
  const existing = await repo.findRedemptionByRequest(deps.db, memberId, body.requestId);
  if (existing) {
    return replayRedemption(existing, body, lang);
  }
  const goodsId = Number(body.goodsId);
  const goods = await repo.findGoods(deps.db, goodsId);
  if (!goods || !goods.enabled) {
    throw new AppError('POINTS_GOODS_NOT_FOUND');
  }
  await checkFundPassword(deps, memberId, body.fundPassword);
  if ((await repo.depositTotal(deps.db, memberId)) < Number(goods.amount_required)) {
    throw new AppError('POINTS_AMOUNT_REQUIREMENT', {
      data: { amountRequired: Number(goods.amount_required) },
    });
  }
  const points = Number(goods.points_required) * body.quantity;
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      const inserted = await repo.insertRedemption(trx, {
        memberId,
        goodsId,
        requestId: body.requestId,
        quantity: body.quantity,
        points,
        recipient: body.recipient,
        address: body.address,
        phone: body.phone,
      });
      if (inserted === null) {
        throw new ReplayRace();
      }
      if (!(await repo.takeStock(trx, goodsId, body.quantity))) {
        throw new AppError('POINTS_GOODS_OUT_OF_STOCK');
      }
      const spent = await repo.applyChange(trx, {
        memberId,
        kind: 'redeem',
        pointType: 'redeem',
        points: -points,
        sourceKey: `redeem:${inserted}`,
        remark: goods.name_en,
      });
      if (!spent.applied) {
        throw new AppError('POINTS_INSUFFICIENT', { data: { points: spent.balance } });
      }
      return inserted;
    });
    const row = await repo.findRedemption(deps.db, id);
    if (!row) {
      throw new AppError('POINTS_REDEMPTION_NOT_FOUND');
    }
    return toRedemption(row, lang);
  } catch (error) {
    if (error instanceof ReplayRace || repo.isUniqueViolation(error)) {
      const first = await repo.findRedemptionByRequest(deps.db, memberId, body.requestId);
      if (first) {
        return replayRedemption(first, body, lang);
      }
    }
    throw error;
  }
}

function replayRedemption(row: repo.TRedemptionRow, body: TRedeemRequest, lang: TLang): TRedemption {
  if (row.goods_id !== body.goodsId || row.quantity !== body.quantity) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
  return toRedemption(row, lang);
}

/**
 * The operator's decision: approve, or reject and give the points (and the stock) back; the member
 * is told either way (reference = the goods' name, a rejection's remark as the reason).
 */
export async function decideRedemption(
  db: TDb,
  bus: TNotificationBus,
  opts: { operatorId: number; id: number; to: 'approved' | 'rejected'; remark: string },
): Promise<TRedemption> {
  const { operatorId, id, to, remark } = opts;
  const decided = await db.transaction().execute(async (trx) => {
    const row = await repo.findRedemption(trx, id);
    if (!row) {
      throw new AppError('POINTS_REDEMPTION_NOT_FOUND');
    }
    if (!(await repo.decideRedemption(trx, id, to, operatorId, remark))) {
      throw new AppError('POINTS_REDEMPTION_STATE');
    }
    if (to === 'rejected') {
      await repo.applyChange(trx, {
        memberId: Number(row.member_id),
        kind: 'refund',
        pointType: 'redeem',
        points: Number(row.points),
        sourceKey: `refund:${id}`,
        remark: remark || row.goods_name_en,
      });
      await repo.returnStock(trx, Number(row.goods_id), row.quantity);
    }
    return row;
  });
  try {
    await notify(db, bus, {
      memberId: Number(decided.member_id),
      type: to === 'approved' ? 'redemption_approved' : 'redemption_rejected',
      payload: {
        amount: 0,
        reference: decided.goods_name_en.slice(0, 100),
        ...(to === 'rejected' && remark ? { reason: remark.slice(0, 500) } : {}),
      },
    });
  } catch {
    // the decision stands; the notice is best effort (as the cashier's)
  }
  const row = await repo.findRedemption(db, id);
  if (!row) {
    throw new AppError('POINTS_REDEMPTION_NOT_FOUND');
  }
  return toRedemption(row, 'EN', true);
}

/**
 * Converts points to balance: the fund password, then in one transaction the points change
 * (convert:<member>:<request>) and the ledger credit (kind bonus, from the house bonus account)
 * under the same key. A retry with the same request id returns the first result.
 */
export async function convertPoints(
  deps: TCashierDeps,
  memberId: number,
  body: TConvertRequest,
): Promise<TConvertReply> {
  const sourceKey = `convert:${memberId}:${body.requestId}`;
  const settings = await repo.readSettings(deps.db);
  const replay = async (): Promise<TConvertReply | null> => {
    const first = await repo.findTransactionBySource(deps.db, sourceKey);
    if (!first) {
      return null;
    }
    const points = -Number(first.points);
    if (points !== body.points) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
    const wallet = await memberWallet(deps.db, memberId);
    const b = await repo.findBalance(deps.db, memberId);
    // the remark of a conversion holds the amount it paid (the rate may have changed since)
    return {
      points,
      amount: Number(first.remark),
      pointsBalance: b.balance,
      balance: wallet.balance,
      replayed: true,
    };
  };
  const earlier = await replay();
  if (earlier) {
    return earlier;
  }
  if (body.points < settings.convert_min_points) {
    throw new AppError('POINTS_BELOW_MINIMUM', { data: { minPoints: settings.convert_min_points } });
  }
  await checkFundPassword(deps, memberId, body.fundPassword);
  const amount = body.points * settings.convert_minor_per_point;
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const spent = await repo.applyChange(trx, {
        memberId,
        kind: 'convert',
        pointType: null,
        points: -body.points,
        sourceKey,
        remark: String(amount),
      });
      if (!spent.applied) {
        if (spent.short) {
          throw new AppError('POINTS_INSUFFICIENT', { data: { points: spent.balance } });
        }
        throw new ReplayRace();
      }
      const posted = await postMemberMovement(trx, {
        idempotencyKey: `points-convert:${memberId}:${body.requestId}`,
        kind: 'bonus',
        memberId,
        amount,
        counterparty: 'bonus',
        description: 'points converted to balance',
        meta: { points: body.points },
      });
      return {
        points: body.points,
        amount,
        pointsBalance: spent.balance,
        balance: posted.balance,
        replayed: false,
      };
    });
  } catch (error) {
    if (error instanceof ReplayRace || repo.isUniqueViolation(error)) {
      const first = await replay();
      if (first) {
        return first;
      }
    }
    throw error;
  }
}

// ---------------------------------------------------------------- operator side
function goodsValues(g: TGoodsInput): repo.TGoodsValues {
  return {
    name_en: g.nameEn,
    name_zh: g.nameZh,
    name_km: g.nameKm,
    description_en: g.descriptionEn,
    description_zh: g.descriptionZh,
    description_km: g.descriptionKm,
    points_required: g.pointsRequired,
    amount_required: g.amountRequired,
    stock: g.stock,
    enabled: g.enabled,
    sort: g.sort,
  };
}

export async function adminListGoods(db: TDb): Promise<{ goods: TGoods[] }> {
  return { goods: (await repo.listGoods(db, false)).map((r) => toGoods(r, 'EN')) };
}

/** The goods item with all its languages, for the operator's edit form. */
export async function adminGoods(db: TDb, id: number): Promise<TAdminGoodsDetail> {
  const r = await repo.findGoods(db, id);
  if (!r) {
    throw new AppError('POINTS_GOODS_NOT_FOUND');
  }
  return {
    id: r.id,
    nameEn: r.name_en,
    nameZh: r.name_zh,
    nameKm: r.name_km,
    descriptionEn: r.description_en,
    descriptionZh: r.description_zh,
    descriptionKm: r.description_km,
    pointsRequired: Number(r.points_required),
    amountRequired: Number(r.amount_required),
    stock: r.stock,
    enabled: r.enabled,
    sort: r.sort,
  };
}

export async function createGoods(db: TDb, g: TGoodsInput): Promise<TGoods> {
  const id = await repo.insertGoods(db, goodsValues(g));
  const row = await repo.findGoods(db, id);
  if (!row) {
    throw new AppError('POINTS_GOODS_NOT_FOUND');
  }
  return toGoods(row, 'EN');
}

export async function updateGoods(db: TDb, id: number, g: TGoodsInput): Promise<TGoods> {
  if (!(await repo.updateGoods(db, id, goodsValues(g)))) {
    throw new AppError('POINTS_GOODS_NOT_FOUND');
  }
  const row = await repo.findGoods(db, id);
  if (!row) {
    throw new AppError('POINTS_GOODS_NOT_FOUND');
  }
  return toGoods(row, 'EN');
}

export async function updateRate(
  db: TDb,
  pointType: TEarningPointType,
  r: { betUnit: number; pointsRatio: number; enabled: boolean },
): Promise<TPointsConfig> {
  await repo.updateRate(db, pointType, r);
  return pointsConfig(db);
}

export async function updateConvertSettings(
  db: TDb,
  s: { convertMinorPerPoint: number; convertMinPoints: number },
): Promise<TPointsConfig> {
  await repo.writeSettings(db, s.convertMinorPerPoint, s.convertMinPoints);
  return pointsConfig(db);
}

/** An operator's adjustment (positive or negative), keyed by its request id. */
export async function adjustPoints(
  db: TDb,
  a: TPointsAdjust,
): Promise<{ points: number; replayed: boolean }> {
  const member = await findMemberByAccount(db, a.account);
  if (!member) {
    throw new AppError('PLAYER_NOT_FOUND');
  }
  const result = await repo.applyChange(db, {
    memberId: member.id,
    kind: 'adjust',
    pointType: null,
    points: a.points,
    sourceKey: `adjust:${a.requestId}`,
    remark: a.reason,
  });
  if (result.short) {
    throw new AppError('POINTS_INSUFFICIENT', { data: { points: result.balance } });
  }
  const b = await repo.findBalance(db, member.id);
  return { points: b.balance, replayed: !result.applied };
}
