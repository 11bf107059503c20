// Player protection (beyond the spec, as trusted operators offer): deposit limits per 24 hours,
// 7 days and 30 days, a time-out / self-exclusion period, and the reality-check interval.
// Amounts are integer minor units; null means "no limit".
import { z } from 'zod';
import { minorUnitsSchema } from './amount-schema.ts';

export const DEPOSIT_LIMIT_PERIODS = ['24h', '7d', '30d'] as const;
export const ZDepositLimitPeriodSchema = z.enum(DEPOSIT_LIMIT_PERIODS);
export type TDepositLimitPeriod = z.infer<typeof ZDepositLimitPeriodSchema>;
export const DEPOSIT_LIMIT_WINDOW_MS: Record<TDepositLimitPeriod, number> = {
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
  '30d': 30 * 24 * 3_600_000,
};
/** A raised (or removed) limit waits this long; a lowered one applies at once. */
export const LIMIT_INCREASE_DELAY_MS = 24 * 3_600_000;
/** 1,000,000,000.00 in minor units */
export const MAX_DEPOSIT_LIMIT = 100_000_000_000;

export const ZLimitAmountSchema = minorUnitsSchema({ positive: true, max: MAX_DEPOSIT_LIMIT }).nullable();

export const ZDepositLimitSchema = z.object({
  period: ZDepositLimitPeriodSchema,
  /** the limit in force now */
  amount: ZLimitAmountSchema,
  /** a raise or removal waiting for its effective time */
  pending: z.object({ amount: ZLimitAmountSchema, effectiveAt: z.string() }).nullable(),
  /** credited deposits inside the period's window ending now */
  used: z.number().int(),
  /** null when there is no limit */
  remaining: z.number().int().nullable(),
});
export type TDepositLimit = z.infer<typeof ZDepositLimitSchema>;
export const ZDepositLimitsSchema = z.object({ limits: z.array(ZDepositLimitSchema) });
export type TDepositLimits = z.infer<typeof ZDepositLimitsSchema>;

export const ZSetDepositLimitRequestSchema = z
  .object({ period: ZDepositLimitPeriodSchema, amount: ZLimitAmountSchema })
  .strict();
export type TSetDepositLimitRequest = z.infer<typeof ZSetDepositLimitRequestSchema>;

export const EXCLUSION_DURATIONS = ['24h', '7d', '30d', '6m'] as const;
export const ZExclusionDurationSchema = z.enum(EXCLUSION_DURATIONS);
export type TExclusionDuration = z.infer<typeof ZExclusionDurationSchema>;

export const ZExclusionSchema = z.object({
  /** null when the member is not excluded now */
  until: z.string().nullable(),
});
export type TExclusion = z.infer<typeof ZExclusionSchema>;
export const ZStartExclusionRequestSchema = z.object({ duration: ZExclusionDurationSchema }).strict();
export type TStartExclusionRequest = z.infer<typeof ZStartExclusionRequestSchema>;

export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export const ZRealityCheckIntervalSchema = z.union([
  z.literal(0),
  z.literal(15),
  z.literal(30),
  z.literal(60),
]);
export type TRealityCheckInterval = z.infer<typeof ZRealityCheckIntervalSchema>;

export const ZRealityCheckSchema = z.object({
  /** minutes between reminders; 0 = off */
  intervalMinutes: ZRealityCheckIntervalSchema,
  sessionStartedAt: z.string(),
  /** sum of the member's bet, win and rollback entries since the session began (wins minus stakes) */
  netResult: z.number().int(),
  serverTime: z.string(),
});
export type TRealityCheck = z.infer<typeof ZRealityCheckSchema>;
export const ZSetRealityCheckRequestSchema = z
  .object({ intervalMinutes: ZRealityCheckIntervalSchema })
  .strict();
export type TSetRealityCheckRequest = z.infer<typeof ZSetRealityCheckRequestSchema>;
