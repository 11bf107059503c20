// The agent's team (issue 12, spec §2.8, decision 024): team overview figures per period, register a
// downline member or agent, team management (paged tree with drill-down) and transfer to downline.
// Amounts are integer minor units; every member id in a request is checked against the agent's tree.
import { z } from 'zod';
import { ZEncryptedSchema } from './auth.ts';
import { CASHIER_MAX_AMOUNT, ZRequestIdSchema } from './cashier.ts';
import { MEMBER_USER_TYPE } from './constants.ts';
import { INVISIBLE_CHARACTERS } from './profile.ts';
import type { TFieldConfig, TRegistrationField } from './site.ts';

// ---------------------------------------------------------------- periods of the overview
/** Today, yesterday, this week (Monday first), this month and the §9 presets last 7 / last 30 days. */
export const TEAM_PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'last7', 'last30'] as const;
export type TTeamPeriod = (typeof TEAM_PERIODS)[number];

const DAY_MS = 86_400_000;

/**
 * The [from, to) instants of every period, for a clock `offsetMinutes` east of UTC (the agent's
 * GMT offset shown in the header). `to` of the running periods is the next midnight, so a figure
 * counts everything up to now. "Last 7 days" is today and the six days before it.
 */
export function teamPeriodRanges(
  now: Date,
  offsetMinutes: number,
): Record<TTeamPeriod, { from: Date; to: Date }> {
  const shift = offsetMinutes * 60_000;
  const local = new Date(now.getTime() + shift);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - shift;
  const tomorrow = midnight + DAY_MS;
  const weekday = (local.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monthStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - shift;
  const at = (from: number, to: number) => ({ from: new Date(from), to: new Date(to) });
  return {
    today: at(midnight, tomorrow),
    yesterday: at(midnight - DAY_MS, midnight),
    thisWeek: at(midnight - weekday * DAY_MS, tomorrow),
    thisMonth: at(monthStart, tomorrow),
    last7: at(midnight - 6 * DAY_MS, tomorrow),
    last30: at(midnight - 29 * DAY_MS, tomorrow),
  };
}

// ---------------------------------------------------------------- team overview
/** GET /api/agent/team/overview: minutes east of UTC of the agent's clock (GMT+7 = 420). */
export const ZTeamOverviewQuerySchema = z.object({
  offsetMinutes: z.coerce.number().int().min(-720).max(840).default(0),
});
export type TTeamOverviewQuery = z.infer<typeof ZTeamOverviewQuerySchema>;

export const ZTeamPeriodFiguresSchema = z.object({
  period: z.enum(TEAM_PERIODS),
  from: z.string(),
  to: z.string(),
  newMembers: z.number().int(),
  /** members with at least one settled bet (with a stake) placed in the period (decision 032) */
  activeMembers: z.number().int(),
  deposits: z.number().int(),
  depositCount: z.number().int(),
  withdrawals: z.number().int(),
  withdrawalCount: z.number().int(),
  /** stakes of bets placed in the period (rolled-back bets excluded) */
  bets: z.number().int(),
  betCount: z.number().int(),
  /** stakes of the settled bets placed in the period (decision 032) */
  validBets: z.number().int(),
  wins: z.number().int(),
  /** wins − valid bets of the team (negative: the team lost) */
  profitLoss: z.number().int(),
  /** the agent's own salary and dividend postings in the period */
  myIncome: z.number().int(),
});
export type TTeamPeriodFigures = z.infer<typeof ZTeamPeriodFiguresSchema>;

export const ZTeamOverviewSchema = z.object({
  teamSize: z.object({ direct: z.number().int(), all: z.number().int() }),
  periods: z.array(ZTeamPeriodFiguresSchema),
});
export type TTeamOverview = z.infer<typeof ZTeamOverviewSchema>;

// ---------------------------------------------------------------- which types an agent may register
/**
 * Agent types of spec §3 and the accounts each may open under itself (decision 024): every agent
 * may open players; the general agent (1) opens agents (2); an agent (2) opens agents of its own
 * kind; the 4x line keeps to itself (41 opens 42, 42 opens 42). Nobody opens a type 1 or a 41:
 * those are top-level accounts an operator opens.
 */
export const DOWNLINE_TYPES: Record<number, readonly number[]> = {
  1: [MEMBER_USER_TYPE, 2],
  2: [MEMBER_USER_TYPE, 2],
  41: [MEMBER_USER_TYPE, 42],
  42: [MEMBER_USER_TYPE, 42],
};

export function downlineTypesOf(agentType: number): readonly number[] {
  return DOWNLINE_TYPES[agentType] ?? [];
}

// ---------------------------------------------------------------- register a downline
/**
 * Fields of the site's registration config that the agent's form leaves out: the agent is the
 * upline (no invitation codes), is signed in (no captcha) and cannot receive the new member's SMS.
 */
export const AGENT_REGISTER_SKIPPED: readonly TRegistrationField[] = [
  'captcha',
  'verificationCode',
  'affiliateCode',
  'referralCode',
  'recommenderId',
];

/** The site's registration config as the agent's form applies it (username mode, no SMS step). */
export function agentRegisterConfig(config: TFieldConfig[]): TFieldConfig[] {
  return config.filter((f) => !AGENT_REGISTER_SKIPPED.includes(f.field));
}

export const ZAgentRegisterOptionsSchema = z.object({
  types: z.array(z.number().int()),
  fields: z.array(
    z.object({
      field: z.string(),
      enabled: z.boolean(),
      required: z.boolean(),
      acceptedPattern: z.string().nullable(),
      patternId: z.string(),
      minLength: z.number().int().nullable(),
      maxLength: z.number().int().nullable(),
    }),
  ),
  affiliateCode: z.string().nullable(),
});
export type TAgentRegisterOptions = z.infer<typeof ZAgentRegisterOptionsSchema>;

/** POST /api/agent/team/register: passwords arrive encrypted like the player's registration. */
export const ZAgentRegisterRequestSchema = z
  .object({
    type: z.number().int(),
    username: z.string().max(64),
    password: ZEncryptedSchema,
    confirmPassword: ZEncryptedSchema,
    nickname: z
      .string()
      .trim()
      .max(32)
      .refine((v) => !INVISIBLE_CHARACTERS.test(v), 'NICKNAME_CHARACTERS')
      .optional(),
    paymentPassword: ZEncryptedSchema.optional(),
    payeeName: z.string().max(64).optional(),
    email: z.string().max(100).optional(),
    qqNum: z.string().max(32).optional(),
    mobileNum: z.string().max(20).optional(),
    countryDialingCode: z.string().max(6).optional(),
    line: z.string().max(64).optional(),
    whatsapp: z.string().max(64).optional(),
    facebook: z.string().max(64).optional(),
    wechat: z.string().max(64).optional(),
    idNumber: z.string().max(32).optional(),
  })
  .strict();
export type TAgentRegisterRequest = z.infer<typeof ZAgentRegisterRequestSchema>;

export const ZAgentRegisterReplySchema = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  affiliateCode: z.string().nullable(),
});
export type TAgentRegisterReply = z.infer<typeof ZAgentRegisterReplySchema>;

// ---------------------------------------------------------------- team management
export const TEAM_PAGE_SIZE = 20;
export const MEMBER_STATUSES = ['active', 'disabled'] as const;
const ZIdSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const ZDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');
const ZOptionalAmount = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();

export const ZTeamMembersQuerySchema = z
  .object({
    /** list the direct downline of this member (the agent itself or one in its tree); absent = all levels */
    parentId: ZIdSchema.optional(),
    username: z.string().trim().max(64).optional(),
    /** level below the agent (1 = direct downline) */
    depth: z.coerce.number().int().min(1).max(1000).optional(),
    type: z.coerce.number().int().min(0).max(99).optional(),
    status: z.enum(MEMBER_STATUSES).optional(),
    registeredFrom: ZDateSchema.optional(),
    registeredTo: ZDateSchema.optional(),
    lastLoginFrom: ZDateSchema.optional(),
    lastLoginTo: ZDateSchema.optional(),
    minBalance: ZOptionalAmount,
    maxBalance: ZOptionalAmount,
    offsetMinutes: z.coerce.number().int().min(-720).max(840).default(0),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(TEAM_PAGE_SIZE),
  })
  .strict();
export type TTeamMembersQuery = z.infer<typeof ZTeamMembersQuerySchema>;

export const ZTeamMemberSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  /** levels below the agent */
  depth: z.number().int(),
  uplineAccount: z.string().nullable(),
  directCount: z.number().int(),
  balance: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TTeamMember = z.infer<typeof ZTeamMemberSchema>;

export const ZTeamCrumbSchema = z.object({ id: z.number().int(), account: z.string() });
export type TTeamCrumb = z.infer<typeof ZTeamCrumbSchema>;

export const ZTeamMembersSchema = z.object({
  rows: z.array(ZTeamMemberSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** the agent down to `parentId` when drilling down, else just the agent */
  breadcrumb: z.array(ZTeamCrumbSchema),
});
export type TTeamMembers = z.infer<typeof ZTeamMembersSchema>;

export const ZTeamMemberParamsSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,15}$/) });

export const ZTeamMemberDetailsSchema = ZTeamMemberSchema.extend({
  teamCount: z.number().int(),
  currency: z.string(),
  email: z.string().nullable(),
  mobileNum: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  breadcrumb: z.array(ZTeamCrumbSchema),
});
export type TTeamMemberDetails = z.infer<typeof ZTeamMemberDetailsSchema>;

// ---------------------------------------------------------------- transfer to downline
export const ZTeamTransferRequestSchema = z
  .object({
    memberId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    amount: z.number().int().min(1).max(CASHIER_MAX_AMOUNT),
    fundPassword: ZEncryptedSchema,
    requestId: ZRequestIdSchema,
  })
  .strict();
export type TTeamTransferRequest = z.infer<typeof ZTeamTransferRequestSchema>;

export const ZTeamTransferReplySchema = z.object({
  transactionId: z.string(),
  balance: z.number().int(),
  replayed: z.boolean(),
  memberAccount: z.string(),
});
export type TTeamTransferReply = z.infer<typeof ZTeamTransferReplySchema>;

/** Where "offer contract" leads (the contracts slice reads `member`). */
export function offerContractHref(account: string): string {
  return `/agentHome?page=agentDailyWages2&member=${encodeURIComponent(account)}`;
}
