// Member-centre records of spec §2.7: betting record (personalHistoryCopy), account record
// (transactionHistory) and profit and loss (personalProfit). Dates are yyyy-MM-dd in the member's
// time zone offset (minutes east of UTC, as the browser reports with a sign flip); presets last 7
// and last 30 days are computed by the web. Amounts are integer minor units.
import { z } from 'zod';
import { ZLedgerKindSchema } from './wallet.ts';

export const RECORDS_PAGE_SIZE = 20;
/** The widest date range one query may cover. */
export const RECORDS_MAX_RANGE_DAYS = 92;

const ZDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

export const ZRecordsQuerySchema = z.object({
  from: ZDateSchema,
  to: ZDateSchema,
  /** minutes east of UTC (UTC+7 → 420) */
  tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
  gameType: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,12}$/)
    .optional(),
  vendor: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_]{1,32}$/)
    .optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(RECORDS_PAGE_SIZE),
  /** language of game names (as the games calls take it); English by default */
  language: z.enum(['EN', 'CN', 'KM']).optional(),
});
export type TRecordsQuery = z.infer<typeof ZRecordsQuerySchema>;

export const ZTransactionsQuerySchema = ZRecordsQuerySchema.omit({ gameType: true, vendor: true }).extend({
  kind: ZLedgerKindSchema.optional(),
});
export type TTransactionsQuery = z.infer<typeof ZTransactionsQuerySchema>;

/** One bet as any vendor reported it through the seamless API. */
export const ZBetRecordSchema = z.object({
  betId: z.string(),
  /** in-house round id when the vendor is INHOUSE (opens the round detail and replay) */
  roundId: z.string().nullable(),
  vendor: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  stake: z.number().int(),
  payout: z.number().int(),
  /** payout - stake */
  net: z.number().int(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TBetRecord = z.infer<typeof ZBetRecordSchema>;

const ZTotalsSchema = z.object({
  count: z.number().int(),
  stake: z.number().int(),
  payout: z.number().int(),
  net: z.number().int(),
});

export const ZBetRecordsSchema = z.object({
  rows: z.array(ZBetRecordSchema),
  totals: ZTotalsSchema,
  pageNo: z.number().int(),
  totalPages: z.number().int(),
});
export type TBetRecords = z.infer<typeof ZBetRecordsSchema>;

/** One ledger entry of the member's wallet. */
export const ZTransactionRecordSchema = z.object({
  transactionId: z.string(),
  kind: ZLedgerKindSchema,
  /** signed: positive credits the wallet */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  /** the operator's or the system's text (adjustment reasons); the UI labels game movements by gameName */
  description: z.string(),
  /** the game of a bet, win or rollback, in the requested language; null for other movements */
  gameName: z.string().nullable(),
  createdAt: z.string(),
});
export type TTransactionRecord = z.infer<typeof ZTransactionRecordSchema>;

export const ZTransactionRecordsSchema = z.object({
  rows: z.array(ZTransactionRecordSchema),
  /** credits: sum of positive amounts; debits: sum of negative amounts (≤ 0), so credits + debits = net change */
  totals: z.object({ count: z.number().int(), credits: z.number().int(), debits: z.number().int() }),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
});
export type TTransactionRecords = z.infer<typeof ZTransactionRecordsSchema>;

/** Profit and loss per day and game type over the range. */
export const ZProfitRowSchema = z.object({
  date: z.string(),
  gameType: z.string(),
  bets: z.number().int(),
  stake: z.number().int(),
  payout: z.number().int(),
  net: z.number().int(),
});
export const ZProfitReportSchema = z.object({
  rows: z.array(ZProfitRowSchema),
  totals: ZTotalsSchema,
  pageNo: z.number().int(),
  totalPages: z.number().int(),
});
export type TProfitReport = z.infer<typeof ZProfitReportSchema>;
