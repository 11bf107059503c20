// Identity verification (issue 29 item 1, decision 076): the documents a member uploads, their review,
// the verification level they add up to, and the operator's withdrawal rules. The level is derived
// here, in one place (`kycLevelOf`), from the kinds whose document an operator approved.
import { z } from 'zod';

export const KYC_DOCUMENT_KINDS = ['id_front', 'id_back', 'selfie', 'proof_of_address'] as const;
export const ZKycDocumentKindSchema = z.enum(KYC_DOCUMENT_KINDS);
export type TKycDocumentKind = z.infer<typeof ZKycDocumentKindSchema>;

export const KYC_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'superseded'] as const;
export const ZKycDocumentStatusSchema = z.enum(KYC_DOCUMENT_STATUSES);
export type TKycDocumentStatus = z.infer<typeof ZKycDocumentStatusSchema>;

/** Why a document was refused; the member reads the code's text in their language. */
export const KYC_REASON_CODES = [
  'unreadable',
  'expired',
  'name_mismatch',
  'incomplete',
  'wrong_document',
  'selfie_mismatch',
  'address_too_old',
  'other',
] as const;
export const ZKycReasonCodeSchema = z.enum(KYC_REASON_CODES);
export type TKycReasonCode = z.infer<typeof ZKycReasonCodeSchema>;

export const KYC_LEVELS = [0, 1, 2] as const;
export const ZKycLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type TKycLevel = z.infer<typeof ZKycLevelSchema>;
export const ZKycRuleLevelSchema = z.union([z.literal(1), z.literal(2)]);

/** The kinds each level needs approved, on top of the levels below it. */
export const KYC_LEVEL_KINDS: Readonly<Record<1 | 2, readonly TKycDocumentKind[]>> = {
  1: ['id_front', 'id_back', 'selfie'],
  2: ['proof_of_address'],
};

/** 0 none; 1 identity (ID front, back and selfie approved); 2 address (level 1 and proof of address). */
export function kycLevelOf(approved: Iterable<TKycDocumentKind>): TKycLevel {
  const kinds = new Set(approved);
  if (!KYC_LEVEL_KINDS[1].every((k) => kinds.has(k))) {
    return 0;
  }
  return KYC_LEVEL_KINDS[2].every((k) => kinds.has(k)) ? 2 : 1;
}

/** The largest image a member may upload (before re-encoding). */
export const KYC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The base64 text parsed at most: room above the cap, so an image a little too big is told so. */
export const KYC_IMAGE_BASE64_MAX = KYC_IMAGE_MAX_BYTES * 2;

/** POST /api/kyc/documents: one document, the image as base64 (a data-URL prefix is accepted). */
export const ZKycUploadSchema = z
  .object({
    kind: ZKycDocumentKindSchema,
    // the size rule is the server's (KYC_IMAGE_TOO_LARGE); this only bounds what is parsed
    image: z.string().min(1).max(KYC_IMAGE_BASE64_MAX),
  })
  .strict();
export type TKycUpload = z.infer<typeof ZKycUploadSchema>;

export const ZKycDocumentSchema = z.object({
  id: z.string(),
  kind: ZKycDocumentKindSchema,
  status: ZKycDocumentStatusSchema,
  reasonCode: ZKycReasonCodeSchema.nullable(),
  note: z.string().nullable(),
  uploadedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TKycDocument = z.infer<typeof ZKycDocumentSchema>;

/** GET /api/kyc: the member's level and the latest document of each kind. */
export const ZKycStatusSchema = z.object({
  level: ZKycLevelSchema,
  documents: z.array(ZKycDocumentSchema),
});
export type TKycStatus = z.infer<typeof ZKycStatusSchema>;

// ---------------------------------------------------------------- operator side
export const ZKycQueueQuerySchema = z
  .object({
    status: ZKycDocumentStatusSchema.default('pending'),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type TKycQueueQuery = z.infer<typeof ZKycQueueQuerySchema>;

export const ZKycAdminDocumentSchema = ZKycDocumentSchema.extend({
  memberId: z.number().int(),
  account: z.string(),
  operatorId: z.number().int().nullable(),
});
export type TKycAdminDocument = z.infer<typeof ZKycAdminDocumentSchema>;

export const ZKycQueueSchema = z.object({
  items: z.array(ZKycAdminDocumentSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type TKycQueue = z.infer<typeof ZKycQueueSchema>;

export const ZKycDocumentIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** POST /api/admin/kyc/documents/:id/decision: approve, or reject with a reason code (and a note). */
export const ZKycDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), note: z.string().trim().max(500).optional() }).strict(),
  z
    .object({
      decision: z.literal('reject'),
      reasonCode: ZKycReasonCodeSchema,
      note: z.string().trim().max(500).optional(),
    })
    .strict(),
]);
export type TKycDecision = z.infer<typeof ZKycDecisionSchema>;

/** GET /api/admin/members/:id/kyc */
export const ZKycMemberSchema = z.object({
  memberId: z.number().int(),
  level: ZKycLevelSchema,
  documents: z.array(ZKycAdminDocumentSchema),
});
export type TKycMember = z.infer<typeof ZKycMemberSchema>;

export const KYC_RULE_KINDS = ['single', 'cumulative'] as const;
/**
 * single: `level` is required before one withdrawal above `amount`; cumulative: once the member's
 * withdrawals (this one included) add up to more than `amount`. Minor units of `currency`.
 */
export const ZKycRuleSchema = z
  .object({
    currency: z.string().regex(/^[A-Z]{3}$/, 'currency'),
    kind: z.enum(KYC_RULE_KINDS),
    amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    level: ZKycRuleLevelSchema,
  })
  .strict();
export type TKycRule = z.infer<typeof ZKycRuleSchema>;

/** PUT /api/admin/kyc/rules replaces the whole set; one rule per currency, kind and level. */
export const ZKycRulesSchema = z
  .object({ rules: z.array(ZKycRuleSchema).max(40) })
  .strict()
  .refine((v) => new Set(v.rules.map((r) => `${r.currency}:${r.kind}:${r.level}`)).size === v.rules.length, {
    message: 'duplicateRule',
    path: ['rules'],
  });
export type TKycRules = z.infer<typeof ZKycRulesSchema>;
