// Player protection (beyond the spec, as trusted operators offer): deposit limits per 24 hours,
// 7 days and 30 days, a time-out / self-exclusion period, and the reality-check interval.
// Amounts are integer minor units; null means "no limit".
import { z } from 'zod';
import { minorUnitsSchema } from './amount-schema.ts';
import { PERMANENT_EXCLUSION_END } from './protection-constants.ts';

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

/** How a change from `current` to `requested` applies (null = no limit, higher than any amount). */
export type TLimitChange = 'none' | 'immediate' | 'delayed';

/** The cooling-off rule as the forms preview it: a lower limit applies at once, a higher one or none waits. */
export function limitChangeKind(current: number | null, requested: number | null): TLimitChange {
  if (current === requested) {
    return 'none';
  }
  if (requested !== null && (current === null || requested < current)) {
    return 'immediate';
  }
  return 'delayed';
}

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

/**
 * A time-out (24 hours to 30 days) stops deposits and bets; the member may still log in and withdraw.
 * A self-exclusion (6 months and longer, or for good) also refuses the login and ends the member's
 * sessions (decision 074). Neither can be ended early: a new choice only ever extends the end.
 */
export const TIMEOUT_DURATIONS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'permanent'] as const;
export const EXCLUSION_DURATIONS = [...TIMEOUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS] as const;
export const ZExclusionDurationSchema = z.enum(EXCLUSION_DURATIONS);
export type TExclusionDuration = z.infer<typeof ZExclusionDurationSchema>;
export const EXCLUSION_KINDS = ['timeout', 'self_exclusion'] as const;
export type TExclusionKind = (typeof EXCLUSION_KINDS)[number];

const HOUR_MS = 3_600_000;

/** When an exclusion of `duration` started at `now` ends: fixed lengths, calendar months and years, or for good. */
export function exclusionEnd(duration: TExclusionDuration, now: Date): Date {
  const months = (n: number) => {
    const end = new Date(now);
    end.setUTCMonth(end.getUTCMonth() + n);
    return end;
  };
  switch (duration) {
    case '24h':
      return new Date(now.getTime() + 24 * HOUR_MS);
    case '7d':
      return new Date(now.getTime() + 7 * 24 * HOUR_MS);
    case '30d':
      return new Date(now.getTime() + 30 * 24 * HOUR_MS);
    case '6m':
      return months(6);
    case '1y':
      return months(12);
    case '5y':
      return months(60);
    case 'permanent':
      return new Date(PERMANENT_EXCLUSION_END);
  }
}

/**
 * The end a new choice gives while `currentUntil` may already run: never earlier than that (a new
 * choice only extends), as the server stores it. The member centre and the console preview it.
 */
export function extendedExclusionEnd(
  duration: TExclusionDuration,
  now: Date,
  currentUntil: string | null,
): Date {
  const end = exclusionEnd(duration, now);
  const current = currentUntil ? new Date(currentUntil) : null;
  return current && current.getTime() > end.getTime() ? current : end;
}

/** The stored end of an exclusion for good: shown as "permanently", never as a date in 9999. */
export function isPermanentExclusionEnd(end: Date | string): boolean {
  return new Date(end).getTime() >= Date.parse(PERMANENT_EXCLUSION_END);
}

export function exclusionKindOf(duration: TExclusionDuration): TExclusionKind {
  return (TIMEOUT_DURATIONS as readonly string[]).includes(duration) ? 'timeout' : 'self_exclusion';
}

export const ZExclusionSchema = z.object({
  /** null when the member is not excluded now */
  until: z.string().nullable(),
  /** null when not excluded */
  kind: z.enum(EXCLUSION_KINDS).nullable(),
  permanent: z.boolean(),
  /** who set the exclusion in force: the member, or an operator from the console */
  setBy: z.enum(['member', 'operator']).nullable(),
});
export type TExclusion = z.infer<typeof ZExclusionSchema>;
export const ZStartExclusionRequestSchema = z.object({ duration: ZExclusionDurationSchema }).strict();
export type TStartExclusionRequest = z.infer<typeof ZStartExclusionRequestSchema>;

/** POST /api/admin/members/:id/exclusion (members.write): an operator excludes a member, with a reason. */
export const ZAdminExclusionRequestSchema = z
  .object({ duration: ZExclusionDurationSchema, reason: z.string().trim().min(2).max(500) })
  .strict();
export type TAdminExclusionRequest = z.infer<typeof ZAdminExclusionRequestSchema>;

/** GET /api/admin/members/:id/protection (members.read): what the member set, as the console shows it. */
export const ZMemberProtectionSchema = z.object({
  limits: z.array(ZDepositLimitSchema),
  exclusion: ZExclusionSchema,
  realityCheckMinutes: z.number().int(),
});
export type TMemberProtection = z.infer<typeof ZMemberProtectionSchema>;

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
