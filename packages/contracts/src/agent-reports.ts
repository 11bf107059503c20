// Agent centre reports of spec §2.8 (issue 12): team betting (personalHistoryCopy), user profit
// and loss (palStatementsAgentCopy), account details (agentDownlineTransactionDetailsCopy), and
// the agent announcements (agentAnnouncement). Every report covers the agent's own tree (the agent
// included), dates are yyyy-MM-dd in the agent's time zone offset as the member records take them
// (records.ts), and totals cover the whole filter, not only the page. Amounts are integer minor units.
import { z } from 'zod';
import { ZRecordsQuerySchema } from './records.ts';
import { ZAdminNoticeRowSchema, ZNoticeInputSchema } from './content.ts';

export const AGENT_REPORT_PAGE_SIZE = 20;

/** A member of the agent's tree, by account name; outside the tree it answers MEMBER_NOT_IN_TEAM. */
const ZAccountFilterSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_.@-]+$/)
  .optional();

const ZReportBaseSchema = ZRecordsQuerySchema.pick({
  from: true,
  to: true,
  tzOffset: true,
  gameType: true,
  vendor: true,
  language: true,
}).extend({
  account: ZAccountFilterSchema,
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(AGENT_REPORT_PAGE_SIZE),
});

export const ZTeamBetsQuerySchema = ZReportBaseSchema;
export type TTeamBetsQuery = z.infer<typeof ZTeamBetsQuerySchema>;

export const ZTeamProfitQuerySchema = ZReportBaseSchema.omit({ language: true });
export type TTeamProfitQuery = z.infer<typeof ZTeamProfitQuerySchema>;

/** Ledger kinds account details shows: every wallet movement but the game ones (bet, win, rollback). */
export const AGENT_TRANSACTION_KINDS = [
  'deposit',
  'withdrawal',
  'transfer',
  'bonus',
  'salary',
  'dividend',
  'rebate',
  'adjustment',
] as const;
export const ZAgentTransactionKindSchema = z.enum(AGENT_TRANSACTION_KINDS);
export type TAgentTransactionKind = z.infer<typeof ZAgentTransactionKindSchema>;

export const ZTeamTransactionsQuerySchema = ZReportBaseSchema.omit({
  gameType: true,
  vendor: true,
  language: true,
}).extend({
  kind: ZAgentTransactionKindSchema.optional(),
});
export type TTeamTransactionsQuery = z.infer<typeof ZTeamTransactionsQuerySchema>;

/** Who a row belongs to: the account and its level below the agent (0 = the agent itself). */
const ZWhoSchema = z.object({ account: z.string(), level: z.number().int() });

export const ZTeamBetRowSchema = ZWhoSchema.extend({
  betId: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  gameName: z.string(),
  stake: z.number().int(),
  /** the stake of a settled bet; 0 while open or rolled back */
  validBet: z.number().int(),
  payout: z.number().int(),
  /** payout - stake for a settled bet, 0 otherwise */
  profitLoss: z.number().int(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  placedAt: z.string(),
});
export type TTeamBetRow = z.infer<typeof ZTeamBetRowSchema>;

const ZBetTotalsSchema = z.object({
  bets: z.number().int(),
  stake: z.number().int(),
  validBet: z.number().int(),
  payout: z.number().int(),
  profitLoss: z.number().int(),
});
export type TBetTotals = z.infer<typeof ZBetTotalsSchema>;

const ZPagingSchema = z.object({
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const ZTeamBetsSchema = ZPagingSchema.extend({
  rows: z.array(ZTeamBetRowSchema),
  totals: ZBetTotalsSchema,
});
export type TTeamBets = z.infer<typeof ZTeamBetsSchema>;

/** One member's sums over the filter (members with at least one bet in it). */
export const ZMemberProfitRowSchema = ZWhoSchema.extend({
  memberType: z.number().int(),
  ...ZBetTotalsSchema.shape,
});
export type TMemberProfitRow = z.infer<typeof ZMemberProfitRowSchema>;

export const ZTeamProfitSchema = ZPagingSchema.extend({
  rows: z.array(ZMemberProfitRowSchema),
  totals: ZBetTotalsSchema.extend({ members: z.number().int() }),
});
export type TTeamProfit = z.infer<typeof ZTeamProfitSchema>;

export const ZTeamTransactionRowSchema = ZWhoSchema.extend({
  transactionId: z.string(),
  kind: ZAgentTransactionKindSchema,
  /** signed: positive credits the member's wallet */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  description: z.string(),
  createdAt: z.string(),
});
export type TTeamTransactionRow = z.infer<typeof ZTeamTransactionRowSchema>;

export const ZTeamTransactionsSchema = ZPagingSchema.extend({
  rows: z.array(ZTeamTransactionRowSchema),
  /** credits: sum of positive amounts; debits: sum of negative amounts (≤ 0) */
  totals: z.object({ count: z.number().int(), credits: z.number().int(), debits: z.number().int() }),
});
export type TTeamTransactions = z.infer<typeof ZTeamTransactionsSchema>;

// Agent announcements: notices for agents from the operator, in the site languages (English in
// the main fields, CN and KM translations falling back to English), shown within their window.
export const ZAgentAnnouncementInputSchema = ZNoticeInputSchema;
export type TAgentAnnouncementInput = z.infer<typeof ZAgentAnnouncementInputSchema>;

export const ZAgentAnnouncementQuerySchema = z.object({
  language: z.enum(['EN', 'CN', 'KM']).default('EN'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(AGENT_REPORT_PAGE_SIZE),
});
export type TAgentAnnouncementQuery = z.infer<typeof ZAgentAnnouncementQuerySchema>;

export const ZAgentAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** sanitised HTML */
  content: z.string(),
  /** ISO time the notice was published (its window start, or its creation) */
  publishedAt: z.string(),
});
export type TAgentAnnouncement = z.infer<typeof ZAgentAnnouncementSchema>;

export const ZAgentAnnouncementsSchema = ZPagingSchema.extend({ rows: z.array(ZAgentAnnouncementSchema) });
export type TAgentAnnouncements = z.infer<typeof ZAgentAnnouncementsSchema>;
export const ZAgentAnnouncementIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * GET /api/admin/agent-announcements (agents.read): every stored announcement, open or not, in the
 * shape the console's form edits (the content admin's notice row), newest first, in pages.
 */
export const ZAgentAnnouncementAdminQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(AGENT_REPORT_PAGE_SIZE),
  })
  .strict();
export type TAgentAnnouncementAdminQuery = z.infer<typeof ZAgentAnnouncementAdminQuerySchema>;
export const ZAgentAnnouncementAdminRowSchema = ZAdminNoticeRowSchema;
export type TAgentAnnouncementAdminRow = z.infer<typeof ZAgentAnnouncementAdminRowSchema>;
export const ZAgentAnnouncementAdminListSchema = ZPagingSchema.extend({
  rows: z.array(ZAgentAnnouncementAdminRowSchema),
});
export type TAgentAnnouncementAdminList = z.infer<typeof ZAgentAnnouncementAdminListSchema>;
