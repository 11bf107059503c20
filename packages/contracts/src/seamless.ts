// The seamless-wallet API that game vendors (our in-house vendor first) call to move a player's
// money: authenticate, balance, bet, win, rollback, end round (`/api/seamless/<operation>`).
// Every request is signed: header `x-vendor-code` names the vendor and `x-signature` carries
// hex(HMAC_SHA256(vendorSecret, rawBody)); the signature is checked before anything else.
// Amounts are integer minor units (1 = 0.01). Each money operation is idempotent on the vendor's
// `transactionId`: a replay with the same parameters returns the first result and moves nothing;
// the same id with other parameters answers DUPLICATE_TRANSACTION. Errors use the common reply
// `{error:{code,message,data?:{balance}}}` with the seamless codes below; INSUFFICIENT_FUNDS is
// final and carries the balance (so does BET_NOT_FOUND of a rollback).
import { z } from 'zod';
import { minorUnitsSchema } from './amount-schema.ts';

export const SEAMLESS_VENDOR_HEADER = 'x-vendor-code';
export const SEAMLESS_SIGNATURE_HEADER = 'x-signature';

export const SEAMLESS_OPERATIONS = [
  'authenticate',
  'balance',
  'bet',
  'win',
  'rollback',
  'end-round',
] as const;
export type TSeamlessOperation = (typeof SEAMLESS_OPERATIONS)[number];

/** Largest amount of one operation (10 million units), far under 2^53. */
export const SEAMLESS_MAX_AMOUNT = 1_000_000_000;

const ZAmountSchema = minorUnitsSchema({ positive: true, max: SEAMLESS_MAX_AMOUNT });
const ZVendorIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/);

/** Every request: the vendor's network request id, echoed back. */
const ZSeamlessBaseSchema = z.object({ requestId: ZVendorIdSchema });

export const ZSeamlessAuthenticateRequestSchema = ZSeamlessBaseSchema.extend({
  /** the launch token the platform gave the vendor when the game was opened */
  token: z.string().min(16).max(128),
}).strict();
export type TSeamlessAuthenticateRequest = z.infer<typeof ZSeamlessAuthenticateRequestSchema>;

export const ZSeamlessBalanceRequestSchema = ZSeamlessBaseSchema.extend({
  playerId: z.string().min(1).max(64),
}).strict();
export type TSeamlessBalanceRequest = z.infer<typeof ZSeamlessBalanceRequestSchema>;

export const ZSeamlessBetRequestSchema = ZSeamlessBaseSchema.extend({
  playerId: z.string().min(1).max(64),
  /** the launch token; a bet needs a live one */
  token: z.string().min(16).max(128),
  transactionId: ZVendorIdSchema,
  roundId: ZVendorIdSchema,
  gameCode: z.string().min(1).max(64),
  amount: ZAmountSchema,
}).strict();
export type TSeamlessBetRequest = z.infer<typeof ZSeamlessBetRequestSchema>;

export const ZSeamlessWinRequestSchema = ZSeamlessBaseSchema.extend({
  playerId: z.string().min(1).max(64),
  transactionId: ZVendorIdSchema,
  /** the bet this win settles */
  betTransactionId: ZVendorIdSchema,
  roundId: ZVendorIdSchema,
  /** 0 records a losing settlement */
  amount: minorUnitsSchema({ max: SEAMLESS_MAX_AMOUNT }),
  /** close the round with this win */
  endRound: z.boolean().default(true),
}).strict();
export type TSeamlessWinRequest = z.infer<typeof ZSeamlessWinRequestSchema>;

export const ZSeamlessRollbackRequestSchema = ZSeamlessBaseSchema.extend({
  playerId: z.string().min(1).max(64),
  transactionId: ZVendorIdSchema,
  betTransactionId: ZVendorIdSchema,
  roundId: ZVendorIdSchema,
}).strict();
export type TSeamlessRollbackRequest = z.infer<typeof ZSeamlessRollbackRequestSchema>;

export const ZSeamlessEndRoundRequestSchema = ZSeamlessBaseSchema.extend({
  playerId: z.string().min(1).max(64),
  roundId: ZVendorIdSchema,
}).strict();
export type TSeamlessEndRoundRequest = z.infer<typeof ZSeamlessEndRoundRequestSchema>;

export const ZSeamlessAuthenticateReplySchema = z.object({
  requestId: z.string(),
  playerId: z.string(),
  nickname: z.string(),
  currency: z.string(),
  balance: z.number().int(),
});
export type TSeamlessAuthenticateReply = z.infer<typeof ZSeamlessAuthenticateReplySchema>;

/** Reply of balance, bet, win, rollback and end round. */
export const ZSeamlessReplySchema = z.object({
  requestId: z.string(),
  currency: z.string(),
  balance: z.number().int(),
  /** our ledger transaction id of this operation (absent for balance and end round) */
  platformTransactionId: z.string().optional(),
  /** true when this reply repeats the result of an earlier request with the same transactionId */
  replayed: z.boolean().optional(),
});
export type TSeamlessReply = z.infer<typeof ZSeamlessReplySchema>;

/** Error codes of the seamless API (also in the error catalogue). */
export const SEAMLESS_ERROR_CODES = [
  'INVALID_SIGNATURE',
  'UNKNOWN_VENDOR',
  'PLAYER_NOT_FOUND',
  'SESSION_EXPIRED',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'BET_NOT_FOUND',
  'BET_ALREADY_SETTLED',
  'BET_ROLLED_BACK',
  'ROUND_CLOSED',
  'VALIDATION_FAILED',
] as const;
export type TSeamlessErrorCode = (typeof SEAMLESS_ERROR_CODES)[number];
