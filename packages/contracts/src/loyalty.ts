// Loyalty (issue 13, decision 035): VIP levels and their rules page, the reward centre
// (rewardCenter), level rewards, the daily automatic and the manual rebate (manualRebate, flag
// MANPLAYREB3) and referral (flag REFERRAL3). Amounts are integer minor units; rebate rates are in
// basis points (1 = 0.01 %) of the valid bet.
import { z } from 'zod';
import { minorUnitsSchema } from './amount-schema.ts';
import { GAME_CATEGORIES } from './games-constants.ts';

export const REWARD_KINDS = [
  'vip_upgrade',
  'vip_monthly',
  'vip_birthday',
  'rebate_daily',
  'rebate_manual',
  'referral',
] as const;
export type TRewardKind = (typeof REWARD_KINDS)[number];

export const REWARD_STATUSES = ['claimable', 'claimed', 'rejected'] as const;
export type TRewardStatus = (typeof REWARD_STATUSES)[number];

/** The most a rate can be: 5 % of the valid bet. */
export const MAX_REBATE_RATE_BP = 500;
export const MAX_VIP_LEVEL = 20;
const MAX_MINOR = 1_000_000_000_000;

const ZMinorSchema = minorUnitsSchema({ max: MAX_MINOR });

export const ZVipLevelSchema = z.object({
  level: z.number().int().min(0).max(MAX_VIP_LEVEL),
  name: z.string().trim().min(1).max(40),
  /** lifetime deposits needed to reach the level */
  depositThreshold: ZMinorSchema,
  /** lifetime valid bets needed to reach the level */
  validBetThreshold: ZMinorSchema,
  /** valid bets a calendar month needs to keep the level (0: never relegated) */
  keepValidBet: ZMinorSchema,
  upgradeBonus: ZMinorSchema,
  monthlyBonus: ZMinorSchema,
  birthdayBonus: ZMinorSchema,
});
export type TVipLevel = z.infer<typeof ZVipLevelSchema>;

/** The operator's whole table of levels: level 0 first, levels consecutive, thresholds rising. */
export const ZVipLevelsInputSchema = z
  .object({
    levels: z
      .array(ZVipLevelSchema)
      .min(1)
      .max(MAX_VIP_LEVEL + 1),
  })
  .superRefine(({ levels }, ctx) => {
    levels.forEach((l, i) => {
      if (l.level !== i) {
        ctx.addIssue({ code: 'custom', path: ['levels', i, 'level'], message: 'levels run 0, 1, 2, …' });
      }
      const prev = levels[i - 1];
      if (i === 0 && (l.depositThreshold !== 0 || l.validBetThreshold !== 0)) {
        ctx.addIssue({ code: 'custom', path: ['levels', 0], message: 'level 0 has no thresholds' });
      }
      if (
        prev &&
        (l.depositThreshold < prev.depositThreshold || l.validBetThreshold < prev.validBetThreshold)
      ) {
        ctx.addIssue({ code: 'custom', path: ['levels', i], message: 'thresholds never fall' });
      }
    });
  });
export type TVipLevelsInput = z.infer<typeof ZVipLevelsInputSchema>;

export const ZVipLevelsSchema = z.object({ levels: z.array(ZVipLevelSchema) });
export type TVipLevels = z.infer<typeof ZVipLevelsSchema>;

export const ZVipStatusSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  /** counted deposits and valid bets (decision 035: since the last relegation, plus its credit) */
  deposit: z.number().int(),
  validBet: z.number().int(),
  next: ZVipLevelSchema.nullable(),
  /** 0..100 per threshold towards the next level (100 when there is none) */
  depositProgress: z.number().min(0).max(100),
  validBetProgress: z.number().min(0).max(100),
  /** valid bets this month against the level's keep requirement */
  monthValidBet: z.number().int(),
  keepValidBet: z.number().int(),
  levels: z.array(ZVipLevelSchema),
});
export type TVipStatus = z.infer<typeof ZVipStatusSchema>;

export const ZRewardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REWARD_KINDS),
  /** what the reward is for: a level, a month yyyy-MM, a year, a day yyyy-MM-dd, a friend */
  period: z.string(),
  amount: z.number().int(),
  status: z.enum(REWARD_STATUSES),
  createdAt: z.string(),
  claimedAt: z.string().nullable(),
  /** an operator's reason, for a rejected reward */
  reason: z.string().nullable(),
});
export type TReward = z.infer<typeof ZRewardSchema>;

export const ZRewardsSchema = z.object({
  claimable: z.array(ZRewardSchema),
  claimableTotal: z.number().int(),
  history: z.array(ZRewardSchema),
});
export type TRewards = z.infer<typeof ZRewardsSchema>;

export const ZRewardIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

export const ZClaimResultSchema = z.object({ amount: z.number().int(), balance: z.number().int() });
export type TClaimResult = z.infer<typeof ZClaimResultSchema>;

export const ZRebateLineSchema = z.object({
  gameType: z.string(),
  validBet: z.number().int(),
  rateBp: z.number().int(),
  amount: z.number().int(),
});
export type TRebateLine = z.infer<typeof ZRebateLineSchema>;

export const ZRebateAccruedSchema = z.object({
  /** bets settled after this time and up to `until` are counted */
  since: z.string().nullable(),
  until: z.string(),
  level: z.number().int(),
  lines: z.array(ZRebateLineSchema),
  total: z.number().int(),
});
export type TRebateAccrued = z.infer<typeof ZRebateAccruedSchema>;

export const ZRebateRateSchema = z.object({
  gameType: z.enum(GAME_CATEGORIES),
  level: z.number().int().min(0).max(MAX_VIP_LEVEL),
  rateBp: z.number().int().min(0).max(MAX_REBATE_RATE_BP),
});
export type TRebateRate = z.infer<typeof ZRebateRateSchema>;
export const ZRebateRatesSchema = z.object({ rates: z.array(ZRebateRateSchema).max(500) });
export type TRebateRates = z.infer<typeof ZRebateRatesSchema>;

export const ZReferralRuleSchema = z.object({
  enabled: z.boolean(),
  /** the friend's lifetime deposits that earn the reward */
  minDeposit: ZMinorSchema.min(1),
  reward: ZMinorSchema.min(1),
});
export type TReferralRule = z.infer<typeof ZReferralRuleSchema>;

export const ZReferralFriendSchema = z.object({
  /** masked account name */
  account: z.string(),
  registeredAt: z.string(),
  rewarded: z.boolean(),
});

export const ZReferralSchema = z.object({
  code: z.string(),
  rule: ZReferralRuleSchema,
  friends: z.array(ZReferralFriendSchema),
});
export type TReferral = z.infer<typeof ZReferralSchema>;

export const ZLoyaltyCountsSchema = z.object({ claimableRewards: z.number().int(), hasVip: z.boolean() });
export type TLoyaltyCounts = z.infer<typeof ZLoyaltyCountsSchema>;

// ---- operator decisions on rewards (decision 035) ----

export const ZAdminRewardsQuerySchema = z.object({
  status: z.enum(REWARD_STATUSES).default('claimable'),
  account: z.string().trim().min(1).max(64).optional(),
  /** server-side pages for the console; without them the newest 200, as before paging existed */
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(200),
});
export const ZAdminRewardSchema = ZRewardSchema.extend({ memberAccount: z.string() });
export const ZAdminRewardsSchema = z.object({
  rewards: z.array(ZAdminRewardSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type TAdminRewards = z.infer<typeof ZAdminRewardsSchema>;
export const ZRewardRejectSchema = z.object({ reason: z.string().trim().min(1).max(500) });
