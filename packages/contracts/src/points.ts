// Points mall calls of spec §1, §3 (Points), §4 (points redemption status), §7 (points calls) and
// issue 13, flag PTSYS3: points earned per bet unit by point type, points details, goods with points
// and amount requirements, redemption (fund password, delivery address and phone) with its records,
// and converting points to balance. Points are whole numbers and never expire (spec §9). Redeem and
// convert carry the fund password RSA-OAEP encrypted ("rsa:<base64>") like the cashier's calls.
import { z } from 'zod';
import { ZMinorUnitsSchema } from './amount-schema.ts';
import { ZEncryptedSchema } from './auth.ts';
import { ZPagedQuerySchema, ZRequestIdSchema } from './cashier.ts';
import { GAME_CATEGORIES, type TGameCategory } from './games-constants.ts';

/** Point types of spec §3 that earn points (redeem is the spending side). */
export const EARNING_POINT_TYPES = ['live', 'lottery', 'pvp', 'slots', 'sports', 'deposit'] as const;
export type TEarningPointType = (typeof EARNING_POINT_TYPES)[number];
export const POINT_TYPES = [...EARNING_POINT_TYPES, 'redeem'] as const;
export type TPointType = (typeof POINT_TYPES)[number];

/** The catalogue's game types (categories) mapped to the point type their bets earn. */
export const GAME_TYPE_POINT_TYPES: Record<TGameCategory, Exclude<TEarningPointType, 'deposit'>> = {
  LIVE: 'live',
  RNG: 'slots',
  FISH: 'slots',
  BINGO: 'slots',
  BGS: 'slots',
  PVP: 'pvp',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  COCKFIGHT: 'sports',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};

export function pointTypeOfGameType(gameType: string): Exclude<TEarningPointType, 'deposit'> {
  return (GAME_CATEGORIES as readonly string[]).includes(gameType)
    ? GAME_TYPE_POINT_TYPES[gameType as TGameCategory]
    : 'slots';
}

/**
 * Points one bet (or deposit) of `amount` minor units earns under a rate: `pointsRatio` points per
 * whole `betUnit` (minor units); a part of a unit earns nothing.
 */
export function pointsEarned(amount: number, rate: { betUnit: number; pointsRatio: number }): number {
  if (amount <= 0 || rate.betUnit <= 0 || rate.pointsRatio <= 0) {
    return 0;
  }
  return Math.floor(amount / rate.betUnit) * rate.pointsRatio;
}

/** Minor units of balance `points` convert to at `minorPerPoint`. */
export function convertedAmount(points: number, minorPerPoint: number): number {
  return points * minorPerPoint;
}

/** Spec §4 points redemption status: in process (applying), rejected, approved. */
export const REDEMPTION_STATUSES = ['process', 'rejected', 'approved'] as const;
export type TRedemptionStatus = (typeof REDEMPTION_STATUSES)[number];
/** The one transition table of a redemption: only a redemption in process is decided. */
export const REDEMPTION_TRANSITIONS: Record<TRedemptionStatus, readonly TRedemptionStatus[]> = {
  process: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};
export function canMoveRedemption(from: TRedemptionStatus, to: TRedemptionStatus): boolean {
  return REDEMPTION_TRANSITIONS[from].includes(to);
}

export const POINTS_TX_KINDS = ['earn', 'redeem', 'refund', 'convert', 'adjust'] as const;
export type TPointsTxKind = (typeof POINTS_TX_KINDS)[number];

const ZPointsSchema = z.number().int().min(0);
const ZMinorSchema = ZMinorUnitsSchema;
const ZIdSchema = z.string().regex(/^[1-9][0-9]{0,17}$/);
export const ZPointsIdParamsSchema = z.object({ id: ZIdSchema });

export const ZPointRateSchema = z.object({
  pointType: z.enum(EARNING_POINT_TYPES),
  /** minor units of valid bet (or deposit) per unit */
  betUnit: z.number().int().min(1).max(1_000_000_000),
  /** points per whole unit */
  pointsRatio: z.number().int().min(0).max(1_000_000),
  enabled: z.boolean(),
});
export type TPointRate = z.infer<typeof ZPointRateSchema>;

export const ZPointsConfigSchema = z.object({
  rates: z.array(ZPointRateSchema),
  /** balance (minor units) one point converts to */
  convertMinorPerPoint: z.number().int().min(1),
  convertMinPoints: z.number().int().min(1),
  /** spec §9 */
  pointsExpire: z.literal(false),
});
export type TPointsConfig = z.infer<typeof ZPointsConfigSchema>;

export const ZPointsBalanceSchema = z.object({
  points: ZPointsSchema,
  earnedTotal: ZPointsSchema,
  /** points the job has not credited yet is not known here: the balance is what can be spent */
  convertMinorPerPoint: z.number().int().min(1),
});
export type TPointsBalance = z.infer<typeof ZPointsBalanceSchema>;

export const ZGoodsSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  pointsRequired: ZPointsSchema,
  /** the member's credited deposits (minor units, all time) must reach this */
  amountRequired: ZMinorSchema,
  /** null: unlimited */
  stock: z.number().int().min(0).nullable(),
  enabled: z.boolean(),
});
export type TGoods = z.infer<typeof ZGoodsSchema>;
export const ZGoodsListSchema = z.object({ goods: z.array(ZGoodsSchema), depositTotal: ZMinorSchema });
export type TGoodsList = z.infer<typeof ZGoodsListSchema>;

export const ZPointsTxSchema = z.object({
  id: z.string(),
  kind: z.enum(POINTS_TX_KINDS),
  pointType: z.enum(POINT_TYPES).nullable(),
  changedPoints: z.number().int(),
  pointsBalance: z.number().int(),
  remark: z.string(),
  createdAt: z.string(),
});
export type TPointsTx = z.infer<typeof ZPointsTxSchema>;
export const ZPointsTxPageSchema = z.object({
  records: z.array(ZPointsTxSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type TPointsTxPage = z.infer<typeof ZPointsTxPageSchema>;

export const ZRedemptionSchema = z.object({
  id: z.string(),
  goodsName: z.string(),
  quantity: z.number().int(),
  points: ZPointsSchema,
  status: z.enum(REDEMPTION_STATUSES),
  recipient: z.string(),
  address: z.string(),
  phone: z.string(),
  remark: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** admin lists only */
  memberAccount: z.string().optional(),
});
export type TRedemption = z.infer<typeof ZRedemptionSchema>;
export const ZRedemptionPageSchema = z.object({
  records: z.array(ZRedemptionSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type TRedemptionPage = z.infer<typeof ZRedemptionPageSchema>;

export const ZPointsPagedQuerySchema = ZPagedQuerySchema;

/** Phone of the delivery: digits with an optional leading +, spaces and dashes allowed. */
export const DELIVERY_PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,19}$/;
export const ZRedeemRequestSchema = z.object({
  goodsId: ZIdSchema,
  quantity: z.number().int().min(1).max(99),
  recipient: z.string().trim().min(1).max(64),
  address: z.string().trim().min(5).max(200),
  phone: z.string().trim().regex(DELIVERY_PHONE_PATTERN),
  fundPassword: ZEncryptedSchema,
  requestId: ZRequestIdSchema,
});
export type TRedeemRequest = z.infer<typeof ZRedeemRequestSchema>;

export const ZConvertRequestSchema = z.object({
  points: z.number().int().min(1).max(1_000_000_000),
  fundPassword: ZEncryptedSchema,
  requestId: ZRequestIdSchema,
});
export type TConvertRequest = z.infer<typeof ZConvertRequestSchema>;
export const ZConvertReplySchema = z.object({
  points: ZPointsSchema,
  amount: ZMinorSchema,
  pointsBalance: ZPointsSchema,
  balance: z.number().int(),
  replayed: z.boolean(),
});
export type TConvertReply = z.infer<typeof ZConvertReplySchema>;

// ---------------------------------------------------------------- operator side
export const ZGoodsInputSchema = z.object({
  nameEn: z.string().trim().min(1).max(80),
  nameZh: z.string().trim().min(1).max(80),
  nameKm: z.string().trim().min(1).max(80),
  descriptionEn: z.string().trim().max(300).default(''),
  descriptionZh: z.string().trim().max(300).default(''),
  descriptionKm: z.string().trim().max(300).default(''),
  pointsRequired: z.number().int().min(1).max(1_000_000_000),
  amountRequired: z.number().int().min(0).max(1_000_000_000_000),
  stock: z.number().int().min(0).max(1_000_000).nullable(),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type TGoodsInput = z.infer<typeof ZGoodsInputSchema>;
export const ZAdminGoodsListSchema = z.object({ goods: z.array(ZGoodsSchema) });
/** One goods item as the operator edits it: every language's name and description. */
export const ZAdminGoodsDetailSchema = ZGoodsInputSchema.extend({ id: z.string() });
export type TAdminGoodsDetail = z.infer<typeof ZAdminGoodsDetailSchema>;

export const ZRateUpdateSchema = ZPointRateSchema.omit({ pointType: true });
export const ZRateParamsSchema = z.object({ pointType: z.enum(EARNING_POINT_TYPES) });
export const ZConvertSettingsSchema = z.object({
  convertMinorPerPoint: z.number().int().min(1).max(1_000_000),
  convertMinPoints: z.number().int().min(1).max(1_000_000_000),
});
export const ZRedemptionQuerySchema = ZPagedQuerySchema.extend({
  status: z.enum(REDEMPTION_STATUSES).optional(),
});
export const ZRedemptionDecisionSchema = z.object({ remark: z.string().trim().max(140).default('') });
export const ZPointsCreditRunSchema = z.object({ bets: z.number().int(), deposits: z.number().int() });
export const ZPointsAdjustSchema = z.object({
  account: z.string().trim().min(1).max(64),
  points: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((n) => n !== 0),
  reason: z.string().trim().min(1).max(140),
  requestId: ZRequestIdSchema,
});
export type TPointsAdjust = z.infer<typeof ZPointsAdjustSchema>;
export const ZPointsAdjustReplySchema = z.object({ points: z.number().int(), replayed: z.boolean() });
