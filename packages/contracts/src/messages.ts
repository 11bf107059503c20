// Platform messages (spec §2.7 messageV2), the member counters of spec §3 (unread, availablePromo,
// hasVip, plus claimable rewards and missions), feedback and complaints (spec §3, §5, §9) and the
// site articles (news, about us, beginner guide). Decision 037 holds the rules the spec leaves open.
import { z } from 'zod';

const ZLanguageSchema = z.enum(['EN', 'CN', 'KM']).optional();
const ZIdSchema = z.coerce.number().int().positive().max(9_007_199_254_740_991);

// ---- platform messages -------------------------------------------------------------------------

export const MESSAGES_PAGE_SIZE = 10;

export const ZMessageSchema = z.object({
  id: z.number().int(),
  /** personal: sent to this member alone; broadcast: to everyone or to an agent's tree */
  kind: z.enum(['personal', 'broadcast']),
  title: z.string(),
  /** plain text; line breaks are kept by the page */
  content: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TMessage = z.infer<typeof ZMessageSchema>;

export const ZMessageListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(MESSAGES_PAGE_SIZE),
  language: ZLanguageSchema,
});
export type TMessageListQuery = z.infer<typeof ZMessageListQuerySchema>;

export const ZMessageListSchema = z.object({
  rows: z.array(ZMessageSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  unreadCount: z.number().int(),
});
export type TMessageList = z.infer<typeof ZMessageListSchema>;

/** Mark some messages read by id, or all of them. */
export const ZMessageReadRequestSchema = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type TMessageReadRequest = z.infer<typeof ZMessageReadRequestSchema>;
export const ZMessageReadResultSchema = z.object({
  updated: z.number().int(),
  unreadCount: z.number().int(),
});

export const ZMessageIdParamsSchema = z.object({ id: ZIdSchema });

const ZMessageTranslationSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    content: z.string().trim().min(1).max(5000).optional(),
  })
  .strict();

/** Admin: who receives a message. An agent's tree includes the agent. */
export const ZMessageAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }).strict(),
  z.object({ kind: z.literal('member'), account: z.string().trim().min(1).max(64) }).strict(),
  z.object({ kind: z.literal('agentTree'), agentAccount: z.string().trim().min(1).max(64) }).strict(),
  /** members whose VIP level is at least `minLevel` when they read (decision 037) */
  z.object({ kind: z.literal('vipLevel'), minLevel: z.number().int().min(1).max(20) }).strict(),
]);
export type TMessageAudience = z.infer<typeof ZMessageAudienceSchema>;

export const ZMessageSendSchema = z
  .object({
    audience: ZMessageAudienceSchema,
    title: z.string().trim().min(1).max(200),
    content: z.string().trim().min(1).max(5000),
    translations: z
      .object({ CN: ZMessageTranslationSchema.optional(), KM: ZMessageTranslationSchema.optional() })
      .strict()
      .default({}),
  })
  .strict();
export type TMessageSend = z.infer<typeof ZMessageSendSchema>;

export const ZAdminMessageSchema = z.object({
  id: z.number().int(),
  audience: z.enum(['all', 'member', 'agent_tree', 'vip_level']),
  /** the member's or agent's account; for `vip_level` the minimum level, e.g. "3" */
  target: z.string().nullable(),
  title: z.string(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
  readCount: z.number().int(),
});
export const ZAdminMessageListSchema = z.object({ rows: z.array(ZAdminMessageSchema) });
export type TAdminMessageList = z.infer<typeof ZAdminMessageListSchema>;

// ---- counters (spec §3 "Other counters", §2.7 badges) ------------------------------------------

export const ZMemberCountersSchema = z.object({
  /** unread platform messages */
  unread: z.number().int().min(0),
  /** promotions the member can claim now (promotions module) */
  availablePromo: z.number().int().min(0),
  /** the member has a VIP level (loyalty module) */
  hasVip: z.boolean(),
  /** rewards waiting in the reward centre (loyalty module) */
  claimableRewards: z.number().int().min(0),
  /** missions completed and not yet claimed (points module) */
  claimableMissions: z.number().int().min(0),
});
export type TMemberCounters = z.infer<typeof ZMemberCountersSchema>;

// ---- feedback (spec §3, §5, §9) -----------------------------------------------------------------

/** Spec §3 feedback types: 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 apply agent, 0 other. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;
export type TFeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_NAMES = {
  1: 'deposit',
  2: 'withdrawal',
  3: 'game',
  4: 'customerService',
  6: 'applyAgent',
  0: 'other',
} as const satisfies Record<TFeedbackType, string>;
export const FEEDBACK_MIN_LENGTH = 20;
export const FEEDBACK_MAX_LENGTH = 200;
/** Feedback a member may send in 24 hours (decision 037). */
export const FEEDBACK_DAILY_LIMIT = 10;

export const ZFeedbackTypeSchema = z.union(
  FEEDBACK_TYPES.map((t) => z.literal(t)),
) as z.ZodType<TFeedbackType>;

/** The description: trimmed, then 20 to 200 characters (counted as the browser counts them). */
export const ZFeedbackContentSchema = z
  .string()
  .trim()
  .min(FEEDBACK_MIN_LENGTH, { message: 'FEEDBACK_TOO_SHORT' })
  .max(FEEDBACK_MAX_LENGTH, { message: 'FEEDBACK_TOO_LONG' });

/** PUT /api/feedback (spec §7: content, sender, type, captcha). The sender is the session's account. */
export const ZFeedbackRequestSchema = z.object({
  content: ZFeedbackContentSchema,
  type: ZFeedbackTypeSchema,
  captcha: z.string().trim().max(10).optional(),
  captchaId: z.string().max(64).optional(),
  /** spec §3 carries the sender's username; the server uses the session's account and ignores this */
  sender: z.string().max(64).optional(),
});
export type TFeedbackRequest = z.infer<typeof ZFeedbackRequestSchema>;

export const ZFeedbackItemSchema = z.object({
  id: z.number().int(),
  type: ZFeedbackTypeSchema,
  content: z.string(),
  status: z.enum(['open', 'replied']),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TFeedbackItem = z.infer<typeof ZFeedbackItemSchema>;

export const ZFeedbackListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZFeedbackListSchema = z.object({
  rows: z.array(ZFeedbackItemSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type TFeedbackList = z.infer<typeof ZFeedbackListSchema>;

export const ZAdminFeedbackQuerySchema = ZFeedbackListQuerySchema.extend({
  status: z.enum(['open', 'replied']).optional(),
});
export const ZAdminFeedbackListSchema = z.object({
  rows: z.array(ZFeedbackItemSchema.extend({ account: z.string() })),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export const ZFeedbackReplySchema = z.object({ reply: z.string().trim().min(1).max(1000) }).strict();
export type TFeedbackReply = z.infer<typeof ZFeedbackReplySchema>;

/**
 * Spec §5: the empty required fields, in form order, for the warning that lists them. The
 * description counts as empty when it is only spaces; captcha null means the form asks for none
 * (the site's captcha switch CAPTCHA3 is off).
 */
export function missingFeedbackFields(form: {
  type: TFeedbackType | null | undefined;
  content: string;
  captcha: string | null;
}): ('type' | 'content' | 'captcha')[] {
  const missing: ('type' | 'content' | 'captcha')[] = [];
  if (form.type === null || form.type === undefined) {
    missing.push('type');
  }
  if (form.content.trim() === '') {
    missing.push('content');
  }
  if (form.captcha !== null && form.captcha.trim() === '') {
    missing.push('captcha');
  }
  return missing;
}

// ---- site articles (news, about us, beginner guide) --------------------------------------------

export const ARTICLE_KINDS = ['news', 'about', 'guide'] as const;
export const ZArticleKindSchema = z.enum(ARTICLE_KINDS);
export type TArticleKind = z.infer<typeof ZArticleKindSchema>;

export const ZArticleSchema = z.object({
  id: z.number().int(),
  kind: ZArticleKindSchema,
  title: z.string(),
  subtitle: z.string(),
  /** sanitised HTML */
  content: z.string(),
  publishedAt: z.string(),
});
export type TArticle = z.infer<typeof ZArticleSchema>;
export const ZArticlesQuerySchema = z.object({ kind: ZArticleKindSchema, language: ZLanguageSchema });
export const ZArticleListSchema = z.object({ rows: z.array(ZArticleSchema) });
export type TArticleList = z.infer<typeof ZArticleListSchema>;

const ZArticleTranslationSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    subtitle: z.string().trim().max(300).optional(),
    content: z.string().max(20_000).optional(),
  })
  .strict();
export const ZArticleInputSchema = z
  .object({
    kind: ZArticleKindSchema,
    title: z.string().trim().min(1).max(200),
    subtitle: z.string().trim().max(300).default(''),
    content: z.string().max(20_000),
    sort: z.number().int().default(0),
    publishedAt: z.iso.datetime({ offset: true }).optional(),
    translations: z
      .object({ CN: ZArticleTranslationSchema.optional(), KM: ZArticleTranslationSchema.optional() })
      .strict()
      .default({}),
  })
  .strict();
export type TArticleInput = z.infer<typeof ZArticleInputSchema>;
