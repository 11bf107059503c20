// Promotions (issue 13, spec §3 activity, §4 activity states, §5/§9 activity application; decision
// 034): the kinds and their rules, the ONE activity-state transition table that the server (which
// state a member is in, which action is allowed), the web (which button a card shows) and the tests
// read, the bonus and turnover maths, and the red-envelope split. Amounts are integer minor units,
// rates integer basis points (100 bp = 1 %).
import { z } from 'zod';
import { minorUnitsSchema } from './amount-schema.ts';
import {
  DEFAULT_PROMOTION_PAYOUT,
  NO_DEPOSIT_REWARD_TURNOVER_MULTIPLIER,
  ZPromotionPayoutSchema,
  ZTurnoverMultiplierSchema,
} from './reward-payout.ts';

export const PROMOTION_KINDS = ['deposit_bonus', 'rebate', 'mission', 'red_envelope', 'application'] as const;
export type TPromotionKind = (typeof PROMOTION_KINDS)[number];

/** Spec §4 activity states (coming soon is `coming_soon`). */
export const ACTIVITY_STATES = [
  'coming_soon',
  'join',
  'joined',
  'process',
  'claim',
  'claimed',
  'applying',
  'issued',
  'rejected',
  'close',
] as const;
export type TActivityState = (typeof ACTIVITY_STATES)[number];

/**
 * What moves a member's state: `open`/`close` (the window, by the clock), `join` and `apply` and
 * `claim` (the member), `qualify` (the condition is met: a deposit, the valid bet of a mission),
 * `approve`/`reject` (the operator).
 */
export const ACTIVITY_EVENTS = [
  'open',
  'join',
  'qualify',
  'apply',
  'approve',
  'reject',
  'claim',
  'close',
] as const;
export type TActivityEvent = (typeof ACTIVITY_EVENTS)[number];

/** The transition table: state → event → next state. A missing entry is a refused transition. */
export const ACTIVITY_TRANSITIONS: Record<TActivityState, Partial<Record<TActivityEvent, TActivityState>>> = {
  coming_soon: { open: 'join', join: 'joined' },
  join: { join: 'process', qualify: 'claim', apply: 'applying', close: 'close' },
  joined: { open: 'process', close: 'close' },
  process: { qualify: 'claim', close: 'close' },
  claim: { claim: 'claimed', close: 'close' },
  claimed: {},
  // an application in review survives the end of the window: the operator still answers it
  applying: { approve: 'issued', reject: 'rejected' },
  issued: {},
  rejected: {},
  close: {},
};

export function nextActivityState(state: TActivityState, event: TActivityEvent): TActivityState | null {
  return ACTIVITY_TRANSITIONS[state][event] ?? null;
}

/** States a member can still act in (the `availablePromo` counter of spec §3 counts these). */
export const ACTIONABLE_STATES = ['join', 'claim'] as const satisfies TActivityState[];
export function isActionable(state: TActivityState): boolean {
  return (ACTIONABLE_STATES as readonly TActivityState[]).includes(state);
}

/** The member action a state offers, per kind (a join on a deposit bonus is not needed: it qualifies by depositing). */
export type TActivityAction = 'join' | 'claim' | 'apply' | 'grab';
export function activityAction(kind: TPromotionKind, state: TActivityState): TActivityAction | null {
  if (state === 'claim') {
    return 'claim';
  }
  if (state === 'join') {
    switch (kind) {
      case 'application':
        return 'apply';
      case 'red_envelope':
        return 'grab';
      case 'rebate':
      case 'mission':
        return 'join';
      case 'deposit_bonus':
        return null;
    }
  }
  if (state === 'coming_soon' && (kind === 'rebate' || kind === 'mission')) {
    return 'join';
  }
  return null;
}

/**
 * The member's state now: the stored state (what the member or operator did), then the clock and
 * the condition as events through the same table. `stored` null: never acted.
 */
export function deriveActivityState(opts: {
  stored: TActivityState | null;
  now: Date;
  startsAt: Date;
  endsAt: Date;
  qualified: boolean;
}): TActivityState {
  let state: TActivityState = opts.stored ?? 'coming_soon';
  const step = (event: TActivityEvent) => {
    state = nextActivityState(state, event) ?? state;
  };
  if (opts.now >= opts.startsAt) {
    step('open');
    if (opts.qualified) {
      step('qualify');
    }
  }
  if (opts.now >= opts.endsAt) {
    step('close');
  }
  return state;
}

// ---- rules per kind (jsonb `rules`, checked on write by the admin API) ----

const ZAmountSchema = minorUnitsSchema({ max: 100_000_000_000 });
/** Profile contacts an application activity can ask for (spec §9 "Zalo bonus"). */
export const APPLICATION_CONTACTS = ['zalo'] as const;
export type TApplicationContact = (typeof APPLICATION_CONTACTS)[number];
const ZBpSchema = z.number().int().min(0).max(100_000);

export const ZPromotionRulesSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('deposit_bonus'),
    percentBp: ZBpSchema.min(1),
    cap: ZAmountSchema.min(1),
    minDeposit: ZAmountSchema,
    turnoverMultiplier: ZTurnoverMultiplierSchema,
  }),
  z.object({
    kind: z.literal('rebate'),
    rateBp: ZBpSchema.min(1).max(10_000),
    cap: ZAmountSchema.min(1),
    turnoverMultiplier: ZTurnoverMultiplierSchema,
  }),
  z.object({
    kind: z.literal('mission'),
    targetValidBet: ZAmountSchema.min(1),
    reward: ZAmountSchema.min(1),
    turnoverMultiplier: ZTurnoverMultiplierSchema,
  }),
  z.object({
    kind: z.literal('red_envelope'),
    pool: ZAmountSchema.min(1),
    shares: z.number().int().min(1).max(10_000),
    /** the daily window's start, UTC `HH:mm`; null: only the events an operator creates */
    dailyAt: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .nullable(),
    durationMinutes: z.number().int().min(1).max(1440),
    /** a share needs no deposit: locked bonus money with this turnover unless paid as cash (decision 063) */
    turnoverMultiplier: ZTurnoverMultiplierSchema.default(NO_DEPOSIT_REWARD_TURNOVER_MULTIPLIER),
  }),
  z
    .object({
      kind: z.literal('application'),
      /** what an approval pays when the operator names no amount */
      reward: ZAmountSchema.min(1),
      /** the most an approval may pay ("up to"); absent: the reward is also the most */
      maxReward: ZAmountSchema.min(1).optional(),
      /** a contact the member must have in the profile to apply, kept with the application */
      contact: z.enum(APPLICATION_CONTACTS).optional(),
      turnoverMultiplier: ZTurnoverMultiplierSchema,
    })
    .refine((r) => r.maxReward === undefined || r.maxReward >= r.reward, {
      path: ['maxReward'],
      message: 'at least the reward',
    }),
]);
export type TPromotionRules = z.infer<typeof ZPromotionRulesSchema>;

/** Deposit bonus: percentage of the deposit, capped; 0 below the minimum deposit. */
export function depositBonus(
  rules: { percentBp: number; cap: number; minDeposit: number },
  deposit: number,
): number {
  if (deposit < rules.minDeposit || deposit <= 0) {
    return 0;
  }
  return Math.min(rules.cap, Math.floor((deposit * rules.percentBp) / 10_000));
}

/** Rebate of the valid bet since joining, capped. */
export function rebateBonus(rules: { rateBp: number; cap: number }, validBet: number): number {
  return Math.min(rules.cap, Math.floor((Math.max(0, validBet) * rules.rateBp) / 10_000));
}

/**
 * What an operator's approval of an application pays: the amount named (at least 1, at most
 * `maxReward`, or the reward where the rules name no maximum), else the reward; null when the amount
 * named is over that cap.
 */
export function applicationGrant(
  rules: { reward: number; maxReward?: number | undefined },
  amount?: number,
): number | null {
  if (amount === undefined) {
    return rules.reward;
  }
  return Number.isSafeInteger(amount) && amount >= 1 && amount <= (rules.maxReward ?? rules.reward)
    ? amount
    : null;
}

export function turnoverRequired(multiplier: number, bonus: number, deposit = 0): number {
  return multiplier * (bonus + deposit);
}

/** Turnover progress shown on bonusDetails: what counts, capped at the requirement. */
export function turnoverProgress(required: number, validBet: number): { progress: number; met: boolean } {
  const progress = Math.min(required, Math.max(0, validBet));
  return { progress, met: progress >= required };
}

/**
 * Red envelope: `pool` split into `shares` random amounts of at least 1 that always sum to the pool
 * ("double mean": each share is uniform in [1, 2 × the mean of what is left − 1], the last takes the
 * rest). `random` returns a float in [0, 1).
 */
export function splitRedEnvelope(pool: number, shares: number, random: () => number): number[] {
  if (!Number.isSafeInteger(pool) || !Number.isSafeInteger(shares) || shares < 1 || pool < shares) {
    throw new RangeError('the pool must hold at least 1 per share');
  }
  const out: number[] = [];
  let left = pool;
  for (let n = shares; n > 1; n--) {
    const max = Math.max(1, Math.min(left - (n - 1), Math.floor((2 * left) / n) - 1));
    const amount = 1 + Math.floor(random() * max);
    out.push(Math.min(amount, max));
    left -= out[out.length - 1] as number;
  }
  out.push(left);
  return out;
}

// ---- activity application (spec §5, §9) ----

export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_MAX_IMAGES = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const ZApplicationRemarkSchema = z.string().trim().max(APPLICATION_REMARK_MAX);

// ---- API shapes ----

/** `?language=` EN, CN or KM (anything else reads as English), as the content calls take it. */
export const ZPromotionLanguageQuerySchema = z.object({
  language: z.enum(['EN', 'CN', 'KM']).catch('EN').default('EN'),
});
export type TPromotionLanguage = z.infer<typeof ZPromotionLanguageQuerySchema>['language'];

export const ZPromotionIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});
export const ZPromotionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(ACTIVITY_STATES),
  action: z.enum(['join', 'claim', 'apply', 'grab']).nullable(),
  /** what a claim pays now (claim state), else the reward or cap the rules name */
  amount: z.number().int(),
  turnoverMultiplier: z.number().int(),
  /** application: the profile contact it asks for, and whether the member has one (null: none asked) */
  contact: z.object({ kind: z.enum(APPLICATION_CONTACTS), present: z.boolean() }).nullable(),
  /** red envelope: the event open now or next */
  event: z
    .object({
      id: z.number().int(),
      startsAt: z.string(),
      endsAt: z.string(),
      pool: z.number().int(),
      sharesLeft: z.number().int(),
      grabbed: z.number().int().nullable(),
    })
    .nullable(),
});
export type TPromotion = z.infer<typeof ZPromotionSchema>;
export const ZPromotionListSchema = z.object({ promotions: z.array(ZPromotionSchema) });
export type TPromotionList = z.infer<typeof ZPromotionListSchema>;

export const ZBonusDetailSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  amount: z.number().int(),
  state: z.enum(ACTIVITY_STATES),
  turnoverRequired: z.number().int(),
  turnoverProgress: z.number().int(),
  met: z.boolean(),
  waived: z.boolean(),
  createdAt: z.string(),
});
export type TBonusDetail = z.infer<typeof ZBonusDetailSchema>;
export const ZBonusDetailsSchema = z.object({ bonuses: z.array(ZBonusDetailSchema) });
export type TBonusDetails = z.infer<typeof ZBonusDetailsSchema>;

export const ZClaimReplySchema = z.object({ bonus: ZBonusDetailSchema, balance: z.number().int() });
export type TClaimReply = z.infer<typeof ZClaimReplySchema>;
export const ZGrabReplySchema = z.object({ amount: z.number().int(), balance: z.number().int() });
export type TGrabReply = z.infer<typeof ZGrabReplySchema>;

export const APPLICATION_STATUSES = ['applying', 'issued', 'rejected'] as const;
export const ZApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  remark: z.string(),
  images: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string().nullable(),
  /** the contact applied with (the profile's Zalo id for a Zalo bonus) */
  contact: z.string().nullable(),
  /** what the approval paid */
  amount: z.number().int().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  memberAccount: z.string().optional(),
});
export type TApplication = z.infer<typeof ZApplicationSchema>;
export const ZApplicationListSchema = z.object({ applications: z.array(ZApplicationSchema) });

export const ZApplicationReviewSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('approve'),
    /** minor units; absent: the activity's reward. Over the activity's maximum: ACTIVITY_REWARD_OVER_CAP */
    amount: z.number().int().min(1).max(100_000_000_000).optional(),
  }),
  z.object({ action: z.literal('reject'), reason: z.string().trim().min(1).max(500) }),
]);
export type TApplicationReview = z.infer<typeof ZApplicationReviewSchema>;
export const ZAdminApplicationsQuerySchema = z.object({ status: z.enum(APPLICATION_STATUSES).optional() });
export const ZApplicationImageParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
  seq: z.coerce.number().int().min(1).max(APPLICATION_MAX_IMAGES),
});

const ZTextSchema = z.string().trim().min(1).max(200);
export const ZPromotionCreateSchema = z
  .object({
    title: ZTextSchema,
    description: z.string().trim().max(2000).default(''),
    /** per-language titles and descriptions, `{ CN: { title, description } }` */
    translations: z
      .partialRecord(
        z.enum(['CN', 'KM']),
        z.object({ title: ZTextSchema, description: z.string().max(2000) }),
      )
      .default({}),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    rules: ZPromotionRulesSchema,
    minVipLevel: z.number().int().min(0).max(100).default(0),
    firstDepositOnly: z.boolean().default(false),
    /** new member: registered at most this many days before claiming */
    newMemberDays: z.number().int().min(1).max(3650).nullable().default(null),
    /** agent tree: only members under this agent account */
    agentAccount: z.string().trim().min(1).max(64).nullable().default(null),
    announcementId: z.number().int().min(1).nullable().default(null),
    /** cash or locked bonus money, and a qualifying deposit (decision 063) */
    payout: ZPromotionPayoutSchema.default(DEFAULT_PROMOTION_PAYOUT),
  })
  .refine((p) => Date.parse(p.endsAt) > Date.parse(p.startsAt), {
    path: ['endsAt'],
    message: 'after startsAt',
  });
export type TPromotionCreate = z.infer<typeof ZPromotionCreateSchema>;
export const ZPromotionEnabledSchema = z.object({ enabled: z.boolean() }).strict();
export const ZAdminPromotionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  rules: ZPromotionRulesSchema,
  /** an operator's switch (issue 15): a disabled activity is off the player's list and refuses joins */
  enabled: z.boolean(),
  // the stored fields the console's edit form starts from
  description: z.string(),
  translations: z.partialRecord(
    z.enum(['CN', 'KM']),
    z.object({ title: z.string(), description: z.string() }),
  ),
  minVipLevel: z.number().int(),
  firstDepositOnly: z.boolean(),
  newMemberDays: z.number().int().nullable(),
  agentAccount: z.string().nullable(),
  announcementId: z.number().int().nullable(),
  payout: ZPromotionPayoutSchema,
});
export const ZAdminPromotionsSchema = z.object({ promotions: z.array(ZAdminPromotionSchema) });
export const ZRedEnvelopeCreateSchema = z.object({
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int().min(1).max(1440),
});
export const ZRedEnvelopeEventSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  pool: z.number().int(),
  shares: z.number().int(),
});
