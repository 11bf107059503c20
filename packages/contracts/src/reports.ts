// Console reports (issue 15, decision 045): GET /api/admin/reports/<name> (JSON, paged) and
// GET /api/admin/reports/<name>.csv (the whole range, streamed), permission reports.read. Days are
// UTC calendar days, `from` and `to` both included; amounts are integer minor units in JSON, major
// units with the currency's decimals in the CSV (plus a currency column; issue 25).
import { z } from 'zod';

export const REPORT_NAMES = [
  'ggr-vendor',
  'ggr-game-type',
  'ggr-game',
  'cash-channels',
  'player-pnl',
  'agent-income',
  'manual-adjustments',
] as const;
export type TReportName = (typeof REPORT_NAMES)[number];
export const ZReportNameSchema = z.enum(REPORT_NAMES);

/** The longest range one report covers (a year and a day: a leap year's 1 January to 1 January). */
export const REPORT_MAX_DAYS = 367;
export const REPORT_PAGE_SIZE = 50;

/** A calendar date `YYYY-MM-DD`; whether the day exists (and the range's order and length) is the server's REPORT_RANGE_INVALID. */
export const ZReportDateSchema = z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/);
export const ZReportQuerySchema = z
  .object({
    from: ZReportDateSchema,
    to: ZReportDateSchema,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(REPORT_PAGE_SIZE),
  })
  .strict();
export type TReportQuery = z.infer<typeof ZReportQuerySchema>;
/** The CSV export covers the whole range: no paging. */
export const ZReportCsvQuerySchema = ZReportQuerySchema.pick({ from: true, to: true }).strict();
export type TReportCsvQuery = z.infer<typeof ZReportCsvQuerySchema>;

const money = z.number().int();
const count = z.number().int().nonnegative();

/** Bets settled in the day (rolled-back ones excluded): GGR = stake − payout. */
export const ZGgrRowSchema = z.object({
  day: z.string(),
  /** the catalogue's vendor, else the seamless vendor (ggr-vendor and ggr-game) */
  vendor: z.string().nullable(),
  /** ggr-game-type */
  gameType: z.string().nullable(),
  /** ggr-game */
  gameCode: z.string().nullable(),
  bets: count,
  stake: money,
  payout: money,
  ggr: money,
});
export type TGgrRow = z.infer<typeof ZGgrRowSchema>;
/** The range's totals; bonuses (bonus and rebate credits) belong to no game, so NGR is a total only. */
export const ZGgrTotalsSchema = z.object({
  bets: count,
  stake: money,
  payout: money,
  ggr: money,
  bonuses: money,
  ngr: money,
});

/** Credited deposits by their channel; paid withdrawals (not rejected) by the member's bank. */
export const ZCashRowSchema = z.object({
  day: z.string(),
  direction: z.enum(['deposit', 'withdrawal']),
  channel: z.string(),
  count: count,
  amount: money,
});
export type TCashRow = z.infer<typeof ZCashRowSchema>;
export const ZCashTotalsSchema = z.object({
  depositCount: count,
  deposits: money,
  withdrawalCount: count,
  withdrawals: money,
  net: money,
});

/** A member's range: profit is the member's (payout − stake, positive when the member won). */
export const ZPlayerPnlRowSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  bets: count,
  stake: money,
  payout: money,
  profit: money,
  bonuses: money,
  deposits: money,
  withdrawals: money,
  /** operators' manual credits (+) and debits (−) of the member's wallet */
  adjustments: money,
});
export type TPlayerPnlRow = z.infer<typeof ZPlayerPnlRowSchema>;
export const ZPlayerPnlTotalsSchema = ZPlayerPnlRowSchema.omit({ memberId: true, account: true });

/** An agent's salary and dividend postings (paid to its downline: negative). */
export const ZAgentIncomeRowSchema = z.object({
  agentId: z.number().int(),
  account: z.string(),
  postings: count,
  salary: money,
  dividend: money,
  net: money,
});
export type TAgentIncomeRow = z.infer<typeof ZAgentIncomeRowSchema>;
export const ZAgentIncomeTotalsSchema = ZAgentIncomeRowSchema.omit({ agentId: true, account: true });

/** One operator credit (+) or debit (−) of a member's wallet (POST /api/admin/wallet/adjustments). */
export const ZManualAdjustmentRowSchema = z.object({
  transactionId: z.string(),
  time: z.string(),
  /** the operator's username; null when the operator no longer exists */
  operator: z.string().nullable(),
  account: z.string(),
  amount: money,
  reason: z.string(),
});
export type TManualAdjustmentRow = z.infer<typeof ZManualAdjustmentRowSchema>;
export const ZManualAdjustmentTotalsSchema = z.object({
  count: count,
  credits: money,
  debits: money,
  net: money,
});

const page = <R extends z.ZodType, T extends z.ZodType>(row: R, totals: T) =>
  z.object({
    rows: z.array(row),
    pageNo: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    totals,
  });

export const ZGgrReportSchema = page(ZGgrRowSchema, ZGgrTotalsSchema);
export type TGgrReport = z.infer<typeof ZGgrReportSchema>;
export const ZCashReportSchema = page(ZCashRowSchema, ZCashTotalsSchema);
export type TCashReport = z.infer<typeof ZCashReportSchema>;
export const ZPlayerPnlReportSchema = page(ZPlayerPnlRowSchema, ZPlayerPnlTotalsSchema);
export type TPlayerPnlReport = z.infer<typeof ZPlayerPnlReportSchema>;
export const ZAgentIncomeReportSchema = page(ZAgentIncomeRowSchema, ZAgentIncomeTotalsSchema);
export type TAgentIncomeReport = z.infer<typeof ZAgentIncomeReportSchema>;

export const ZManualAdjustmentReportSchema = page(ZManualAdjustmentRowSchema, ZManualAdjustmentTotalsSchema);
export type TManualAdjustmentReport = z.infer<typeof ZManualAdjustmentReportSchema>;

export type TReportRow = TGgrRow | TCashRow | TPlayerPnlRow | TAgentIncomeRow | TManualAdjustmentRow;

/** Each report's columns, in order: the CSV header and the console table's. */
export const REPORT_COLUMNS = {
  'ggr-vendor': ['day', 'vendor', 'bets', 'stake', 'payout', 'ggr'],
  'ggr-game-type': ['day', 'gameType', 'bets', 'stake', 'payout', 'ggr'],
  'ggr-game': ['day', 'vendor', 'gameCode', 'bets', 'stake', 'payout', 'ggr'],
  'cash-channels': ['day', 'direction', 'channel', 'count', 'amount'],
  'player-pnl': [
    'memberId',
    'account',
    'bets',
    'stake',
    'payout',
    'profit',
    'bonuses',
    'deposits',
    'withdrawals',
    'adjustments',
  ],
  'agent-income': ['agentId', 'account', 'postings', 'salary', 'dividend', 'net'],
  'manual-adjustments': ['time', 'transactionId', 'operator', 'account', 'amount', 'reason'],
} as const satisfies Record<TReportName, readonly string[]>;

/** The columns that hold money (minor units): the console formats them. */
export const REPORT_MONEY_COLUMNS: ReadonlySet<string> = new Set([
  'stake',
  'payout',
  'ggr',
  'amount',
  'profit',
  'bonuses',
  'deposits',
  'withdrawals',
  'salary',
  'dividend',
  'net',
  'ngr',
  'adjustments',
  'credits',
  'debits',
]);
