// Wallet calls: the balance of spec §7 (header balance, 2 decimals in the UI) and the operator's
// adjustments. Amounts are integer minor units (1 = 0.01); only the UI formats them.
import { z } from 'zod';

export const LEDGER_KINDS = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'rollback',
  'transfer',
  'bonus',
  'salary',
  'dividend',
  'rebate',
  'adjustment',
] as const;
export type TLedgerKind = (typeof LEDGER_KINDS)[number];
export const ZLedgerKindSchema = z.enum(LEDGER_KINDS);

/** GET /api/wallet/balance (token). */
export const ZBalanceSchema = z.object({
  balance: z.number().int(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type TBalance = z.infer<typeof ZBalanceSchema>;

/** Largest single adjustment an operator may post (10 million units). */
export const ADJUSTMENT_MAX_AMOUNT = 1_000_000_000;

/** POST /api/admin/wallet/adjustments (operator): credit (positive) or debit (negative) a member. */
export const ZAdjustmentRequestSchema = z
  .object({
    account: z.string().trim().min(1).max(64),
    amount: z
      .number()
      .int()
      .min(-ADJUSTMENT_MAX_AMOUNT)
      .max(ADJUSTMENT_MAX_AMOUNT)
      .refine((n) => n !== 0, 'amount must not be zero'),
    reason: z.string().trim().min(3).max(200),
    /** idempotency key chosen by the operator's client */
    requestId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
  })
  .strict();
export type TAdjustmentRequest = z.infer<typeof ZAdjustmentRequestSchema>;

export const ZAdjustmentReplySchema = z.object({
  transactionId: z.string(),
  balance: z.number().int(),
  replayed: z.boolean(),
});
export type TAdjustmentReply = z.infer<typeof ZAdjustmentReplySchema>;
