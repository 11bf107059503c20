// Cashier calls of spec §2.7 / issue 5: deposit channels and deposits (manual bank transfer and the
// gateway behind a payment adapter), fund password, bank cards, withdrawals with the member's
// confirmation of a payout, the wallet summary of `transferFund` and the transfer to the direct upline,
// plus the operator's side (/api/admin/cashier/*). Amounts are integer minor units (1 = 0.01);
// sensitive fields (fund passwords) travel RSA-OAEP encrypted ("rsa:<base64>") like auth passwords.
import { z } from 'zod';
import { ZEncryptedSchema } from './auth.ts';

export const CASHIER_PAGE_SIZE = 20;
/** Largest amount any single cashier operation may carry (10 million units). */
export const CASHIER_MAX_AMOUNT = 1_000_000_000;
/** Proof images of "not received": png or jpg, at most 5 MB once decoded. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
/** Where the browser lands after the sandbox checkout (the member centre's deposit page). */
export const DEPOSIT_RETURN_PATH = '/member?page=depositv2';

const ZAmountSchema = z.number().int().min(1).max(CASHIER_MAX_AMOUNT);
/** Idempotency key chosen by the client once per submission (a retry sends the same one). */
export const ZRequestIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
const ZIdParamSchema = z.string().regex(/^[1-9][0-9]{0,17}$/);
export const ZCashierIdParamsSchema = z.object({ id: ZIdParamSchema });

export const ZPagedQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CASHIER_PAGE_SIZE),
});
export type TPagedQuery = z.infer<typeof ZPagedQuerySchema>;

// ---------------------------------------------------------------- deposit channels
export const DEPOSIT_CHANNEL_KINDS = ['bank_transfer', 'gateway'] as const;
export type TDepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];
/** what a gateway deposit may carry for an operator to look at (decision 080) */
export const DEPOSIT_FLAGS = ['amount_mismatch', 'paid_after_close'] as const;
export type TDepositFlag = (typeof DEPOSIT_FLAGS)[number];
/** the payment adapter behind a gateway channel (decision 080) */
export const DEPOSIT_ADAPTERS = ['sandbox', 'stripe'] as const;
export type TDepositAdapter = (typeof DEPOSIT_ADAPTERS)[number];

/** The house bank account a member transfers to (bank_transfer channels only). */
export const ZChannelBankSchema = z.object({
  bankName: z.string().trim().min(1).max(64),
  accountNumber: z.string().trim().min(1).max(40),
  accountName: z.string().trim().min(1).max(64),
});
export type TChannelBank = z.infer<typeof ZChannelBankSchema>;

export const ZDepositChannelSchema = z.object({
  id: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  name: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** null for gateway channels */
  bank: ZChannelBankSchema.nullable(),
  /** most a member may deposit through the channel in a UTC day (pending and credited); null: none */
  dailyLimit: z.number().int().nullable().optional(),
  /** gateway channels: the payment adapter (decision 080); the sandbox is the demo default */
  adapter: z.enum(DEPOSIT_ADAPTERS).optional(),
  /** stripe: the currency the checkout charges (ISO 4217); null: the member's wallet currency */
  currency: z.string().nullable().optional(),
  /** stripe: the publishable key (not a secret) */
  publishableKey: z.string().nullable().optional(),
  /** admin only: whether the secret key / webhook secret are set (they are never returned) */
  secretKeySet: z.boolean().optional(),
  webhookSecretSet: z.boolean().optional(),
});
export type TDepositChannel = z.infer<typeof ZDepositChannelSchema>;

/** GET /api/cashier/deposit-channels (token): enabled channels, by sort. Admin: every channel. */
export const ZDepositChannelsSchema = z.object({ channels: z.array(ZDepositChannelSchema) });
export type TDepositChannels = z.infer<typeof ZDepositChannelsSchema>;

/** PUT /api/admin/cashier/channels/:id (operator): every field optional, min ≤ max checked after. */
export const ZChannelUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(64).optional(),
    minAmount: ZAmountSchema.optional(),
    maxAmount: ZAmountSchema.optional(),
    enabled: z.boolean().optional(),
    sort: z.number().int().min(0).max(10_000).optional(),
    bank: ZChannelBankSchema.optional(),
    /** null removes the daily limit */
    dailyLimit: ZAmountSchema.nullable().optional(),
    /** gateway channels only (decision 080) */
    adapter: z.enum(DEPOSIT_ADAPTERS).optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .nullable()
      .optional(),
    publishableKey: z
      .string()
      .trim()
      .regex(/^pk_(test|live)_[0-9A-Za-z_]{1,240}$/)
      .nullable()
      .optional(),
    /** write-only: set or replace; never returned */
    secretKey: z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_[0-9A-Za-z_]{1,240}$/)
      .optional(),
    webhookSecret: z
      .string()
      .trim()
      .regex(/^whsec_[0-9A-Za-z_+/=]{1,240}$/)
      .optional(),
  })
  .strict();
export type TChannelUpdate = z.infer<typeof ZChannelUpdateSchema>;
export const ZChannelIdParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9_-]{1,32}$/) });

/**
 * Withdrawal channels (admin: GET/PUT /api/admin/cashier/withdrawal-channels): the payout limits
 * operators edit. A withdrawal must fit both these and the environment's WITHDRAWAL_MIN/MAX_AMOUNT;
 * the daily limit counts the member's withdrawals of the UTC day that were not rejected.
 */
export const ZWithdrawalChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  dailyLimit: z.number().int().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type TWithdrawalChannel = z.infer<typeof ZWithdrawalChannelSchema>;
export const ZWithdrawalChannelsSchema = z.object({ channels: z.array(ZWithdrawalChannelSchema) });
export type TWithdrawalChannels = z.infer<typeof ZWithdrawalChannelsSchema>;
export const ZWithdrawalChannelUpdateSchema = ZChannelUpdateSchema.omit({ bank: true });
export type TWithdrawalChannelUpdate = z.infer<typeof ZWithdrawalChannelUpdateSchema>;

// ---------------------------------------------------------------- deposits
export const DEPOSIT_STATUSES = [
  'pending',
  'awaiting_payment',
  'credited',
  'rejected',
  'failed',
  'cancelled',
] as const;
export type TDepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** POST /api/cashier/deposits (real member). `reference` is required for bank transfers. */
export const ZDepositRequestSchema = z
  .object({
    channelId: z.string().regex(/^[a-z0-9_-]{1,32}$/),
    amount: ZAmountSchema,
    reference: z.string().trim().min(1).max(64).optional(),
    requestId: ZRequestIdSchema,
  })
  .strict();
export type TDepositRequest = z.infer<typeof ZDepositRequestSchema>;

export const ZDepositRecordSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  amount: z.number().int(),
  reference: z.string().nullable(),
  status: z.enum(DEPOSIT_STATUSES),
  /** gateway deposits awaiting payment: where to send the browser */
  checkoutUrl: z.string().nullable(),
  /** the operator's reason of a rejection, or the gateway's failure text */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  creditedAt: z.string().nullable(),
  /** present in operator listings */
  memberAccount: z.string().optional(),
  /** operator listings: the username of the operator who decided the row, and when */
  reviewedBy: z.string().nullable().optional(),
  reviewedAt: z.string().nullable().optional(),
  /** operator listings: what needs an operator (amount_mismatch, paid_after_close), else null */
  flag: z.enum(DEPOSIT_FLAGS).nullable().optional(),
  /** a credited gateway deposit the operator refunded (decision 080) */
  refundedAt: z.string().nullable().optional(),
  /** the gateway adapter the deposit went through (operator listings: the refund action) */
  adapter: z.enum(DEPOSIT_ADAPTERS).nullable().optional(),
});
export type TDepositRecord = z.infer<typeof ZDepositRecordSchema>;

export const ZDepositRecordsSchema = z.object({
  rows: z.array(ZDepositRecordSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
});
export type TDepositRecords = z.infer<typeof ZDepositRecordsSchema>;

/** The gateway's signed callback, POST /api/cashier/gateway/callback (no token; HMAC-SHA256). */
export const ZGatewayCallbackSchema = z
  .object({
    paymentId: z.string().min(1).max(64),
    status: z.enum(['paid', 'failed']),
    amount: z.number().int(),
    /** unix seconds; callbacks older than 10 minutes are refused */
    timestamp: z.number().int(),
    /** hex HMAC-SHA256 of `${paymentId}|${status}|${amount}|${timestamp}` with the gateway secret */
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();
export type TGatewayCallback = z.infer<typeof ZGatewayCallbackSchema>;
export const ZGatewayCallbackReplySchema = z.object({
  ok: z.literal(true),
  status: z.enum(DEPOSIT_STATUSES),
});

// ---------------------------------------------------------------- fund password and bank cards
/** GET /api/cashier/fund-password (real member). */
export const ZFundPasswordStatusSchema = z.object({ isSet: z.boolean() });
export type TFundPasswordStatus = z.infer<typeof ZFundPasswordStatusSchema>;

/** POST /api/cashier/fund-password: set when none (no oldPassword), change with the old one. Six digits. */
export const ZFundPasswordSetSchema = z
  .object({
    oldPassword: ZEncryptedSchema.optional(),
    newPassword: ZEncryptedSchema,
    confirmNewPassword: ZEncryptedSchema,
  })
  .strict();
export type TFundPasswordSet = z.infer<typeof ZFundPasswordSetSchema>;
/** The decrypted fund password: exactly six digits. */
export const FUND_PASSWORD_PATTERN = /^[0-9]{6}$/;

export const ZBankCardSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  /** masked in every reply: all but the last four digits are '*' */
  accountNumberMasked: z.string(),
  payeeName: z.string(),
  createdAt: z.string(),
});
export type TBankCard = z.infer<typeof ZBankCardSchema>;

/** GET /api/cashier/bank-cards (real member). */
export const ZBankCardsSchema = z.object({
  /** the member's payee name; once fixed every new card must carry exactly it */
  payeeName: z.string().nullable(),
  payeeNameFixed: z.boolean(),
  cards: z.array(ZBankCardSchema),
});
export type TBankCards = z.infer<typeof ZBankCardsSchema>;

export const BANK_CARDS_MAX = 5;
/** POST /api/cashier/bank-cards (real member). */
export const ZBankCardBindSchema = z
  .object({
    bankName: z.string().trim().min(2).max(64),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[0-9]{6,30}$/, 'digits only, 6 - 30 digits'),
    payeeName: z.string().trim().min(2).max(64),
  })
  .strict();
export type TBankCardBind = z.infer<typeof ZBankCardBindSchema>;

// ---------------------------------------------------------------- wallet summary and withdrawals
/** GET /api/cashier/wallet (real member): the `transferFund` page. */
export const ZWalletSummarySchema = z.object({
  /** spendable balance of the wallet (pending withdrawals are already held out of it) */
  balance: z.number().int(),
  /** sum of withdrawals pending review (held by the cashier until approved or rejected) */
  locked: z.number().int(),
  /** what a new withdrawal may take now: min(cash, withdrawal maximum), or 0 below the minimum */
  withdrawable: z.number().int(),
  /** the part of balance that is bonus money (open bonuses and their winnings): bet it, not withdraw it */
  bonusLocked: z.number().int(),
  /** turnover the open bonuses ask for, and how much of it the member's settled bets have met */
  turnoverRequired: z.number().int(),
  turnoverProgress: z.number().int(),
  currency: z.string(),
  withdrawalMinAmount: z.number().int(),
  withdrawalMaxAmount: z.number().int(),
});
export type TWalletSummary = z.infer<typeof ZWalletSummarySchema>;

export const WITHDRAWAL_STATUSES = [
  'pending',
  /** approved = paid out by the operator; waits for the member's confirmation */
  'approved',
  'rejected',
  'received',
  'partially_received',
  'not_received',
  'auto_received',
] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** POST /api/cashier/withdrawals (real member). */
export const ZWithdrawalRequestSchema = z
  .object({
    bankCardId: ZIdParamSchema,
    amount: ZAmountSchema,
    fundPassword: ZEncryptedSchema,
    requestId: ZRequestIdSchema,
  })
  .strict();
export type TWithdrawalRequest = z.infer<typeof ZWithdrawalRequestSchema>;

export const ZWithdrawalRecordSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  payeeName: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** partially_received: what the member says did not arrive */
  remainingAmount: z.number().int().nullable(),
  hasProof: z.boolean(),
  /** the operator's reason of a rejection */
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** present in operator listings */
  memberAccount: z.string().optional(),
  /** operator listings: the username of the operator who decided the row (reviewedAt is when) */
  reviewedBy: z.string().nullable().optional(),
  /** operator listings: the member, and how many other members are linked to them (decision 079) */
  memberId: z.string().optional(),
  linkedCount: z.number().int().optional(),
  /** a withdrawal above the four-eyes amount: the first of its two approvals (decision 079) */
  firstApprovedBy: z.string().nullable().optional(),
  firstApprovedAt: z.string().nullable().optional(),
});
export type TWithdrawalRecord = z.infer<typeof ZWithdrawalRecordSchema>;

export const ZWithdrawalRecordsSchema = z.object({
  rows: z.array(ZWithdrawalRecordSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
});
export type TWithdrawalRecords = z.infer<typeof ZWithdrawalRecordsSchema>;

/**
 * POST /api/cashier/withdrawals/:id/confirm (real member, only after payout = status approved).
 * Proof images are base64 (a `data:image/...;base64,` prefix is accepted), checked by magic bytes.
 */
export const ZWithdrawalConfirmSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('received') }).strict(),
  z
    .object({
      action: z.literal('partially_received'),
      remainingAmount: ZAmountSchema,
      proofImage: z.string().max(8_000_000).optional(),
    })
    .strict(),
  z.object({ action: z.literal('not_received'), proofImage: z.string().min(1).max(8_000_000) }).strict(),
]);
export type TWithdrawalConfirm = z.infer<typeof ZWithdrawalConfirmSchema>;

// ---------------------------------------------------------------- transfer to upline
/** GET /api/cashier/upline (real member): the direct upline agent, null when none. */
export const ZUplineSchema = z.object({
  upline: z.object({ account: z.string(), nickname: z.string() }).nullable(),
});
export type TUpline = z.infer<typeof ZUplineSchema>;

/** POST /api/cashier/transfer-upline (real member). */
export const ZTransferUplineRequestSchema = z
  .object({ amount: ZAmountSchema, fundPassword: ZEncryptedSchema, requestId: ZRequestIdSchema })
  .strict();
export type TTransferUplineRequest = z.infer<typeof ZTransferUplineRequestSchema>;
export const ZTransferUplineReplySchema = z.object({
  transactionId: z.string(),
  balance: z.number().int(),
  replayed: z.boolean(),
  uplineAccount: z.string(),
});
export type TTransferUplineReply = z.infer<typeof ZTransferUplineReplySchema>;

// ---------------------------------------------------------------- operator side
export const ZAdminStatusQuerySchema = ZPagedQuerySchema.extend({
  status: z
    .string()
    .regex(/^[a-z_]{1,24}$/)
    .optional(),
});
export type TAdminStatusQuery = z.infer<typeof ZAdminStatusQuerySchema>;
/** POST /api/admin/cashier/{deposits,withdrawals}/:id/reject */
export const ZRejectRequestSchema = z.object({ reason: z.string().trim().min(3).max(200) }).strict();
export type TRejectRequest = z.infer<typeof ZRejectRequestSchema>;

// ---------------------------------------------------------------- four-eyes approval (decision 079)
/** One currency's amount (minor units): a withdrawal of more than this needs two different operators. */
export const ZFourEyesThresholdSchema = z
  .object({
    currency: z.string().regex(/^[A-Z]{3}$/),
    amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .strict();
export type TFourEyesThreshold = z.infer<typeof ZFourEyesThresholdSchema>;

/** GET (cashier.read) / PUT (owner only) /api/admin/cashier/four-eyes: the whole set, one per currency. */
export const ZFourEyesSettingsSchema = z
  .object({ thresholds: z.array(ZFourEyesThresholdSchema).max(20) })
  .strict()
  .refine((v) => new Set(v.thresholds.map((x) => x.currency)).size === v.thresholds.length, {
    message: 'duplicateCurrency',
    path: ['thresholds'],
  });
export type TFourEyesSettings = z.infer<typeof ZFourEyesSettingsSchema>;
