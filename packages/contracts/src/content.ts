// Site content calls of spec §7 "Content": announcements (banners, player notices, popups,
// promotions, help), the notice list, help content and the winner board; and the admin inputs
// that edit them. HTML fields are sanitised by the server on write.
import { z } from 'zod';
import { ZGameCategorySchema } from './games.ts';
import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  HELP_DEVICES,
  LINKAGE_TYPES,
  POPUP_EXECUTIONS,
  WIN_TYPES,
  WINNER_LIMIT,
} from './content-constants.ts';

export * from './content-constants.ts';

const ZHtmlInputSchema = z.string().max(20_000);
const ZWindowSchema = z.object({
  startsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
});

export const ZBannerSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  title: z.string(),
  url: z.string(),
  /**
   * The words of a banner drawn by the site (no uploaded image): `url` is then the artwork without
   * them, and the page sets them in its own fonts (an SVG image cannot load web fonts, so Chinese and
   * Khmer would show boxes on a device without such fonts). Null for an uploaded image.
   */
  art: z.object({ title: z.string(), subtitle: z.string(), cta: z.string() }).nullable(),
  linkageType: z.enum(LINKAGE_TYPES),
  link: z.string().nullable(),
  sort: z.number().int(),
});
export type TBanner = z.infer<typeof ZBannerSchema>;

export const ZNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** epoch ms */
  time: z.number().int(),
});
export type TNotice = z.infer<typeof ZNoticeSchema>;

export const ZPopupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  execution: z.enum(POPUP_EXECUTIONS),
  sort: z.number().int(),
});
export type TPopup = z.infer<typeof ZPopupSchema>;

export const ZPromotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  announcementImages: z.array(z.object({ sequence: z.number().int(), url: z.string() })),
  sort: z.number().int(),
});
export type TPromotion = z.infer<typeof ZPromotionSchema>;

export const ZHelpArticleSchema = z.object({
  id: z.number().int(),
  anchor: z.string(),
  title: z.string(),
  content: z.string(),
});
export type THelpArticle = z.infer<typeof ZHelpArticleSchema>;

export const ZAnnouncementsQuerySchema = z.object({
  types: z
    .string()
    .max(40)
    .default(ANNOUNCEMENT_TYPES.join(','))
    .transform((s) =>
      s
        .split(',')
        .map((t) => t.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1)),
  platform: z.enum(['W']).default('W'),
  language: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,5}$/)
    .optional(),
});
export const ZAnnouncementsSchema = z.object({
  banners: z.array(ZBannerSchema).optional(),
  notices: z.array(ZNoticeSchema).optional(),
  popups: z.array(ZPopupSchema).optional(),
  promotions: z.array(ZPromotionSchema).optional(),
  help: z.array(ZHelpArticleSchema).optional(),
});
export type TAnnouncements = z.infer<typeof ZAnnouncementsSchema>;

export const ZNoticeListSchema = z.object({ content: z.array(ZNoticeSchema), total: z.number().int() });
export const ZNoticeListQuerySchema = z.object({
  language: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,5}$/)
    .optional(),
});
/** Generated banner / promotion art: the language whose title is drawn (default EN). */
export const ZContentArtQuerySchema = z.object({
  /** `0`: the artwork without its words (the player site sets them over it) */
  text: z.enum(['0', '1']).optional(),
  lang: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,5}$/)
    .optional(),
  v: z.string().max(20).optional(),
});

export const ZHelpQuerySchema = z.object({
  lang: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,5}$/)
    .default('EN'),
  device: z.enum(HELP_DEVICES).default('WEB'),
});

export const ZWinnersQuerySchema = z.object({
  gameCategory: z.union([z.literal('ALL'), ZGameCategorySchema]).default('ALL'),
  limitNum: z.coerce.number().int().min(1).max(100).default(WINNER_LIMIT),
  winType: z.enum(WIN_TYPES).optional(),
});
export const ZWinnerSchema = z.object({
  customerName: z.string(),
  winAmount: z.number().int(),
  winType: z.enum(WIN_TYPES),
  iconUrl: z.string(),
  time: z.number().int(),
  game: z.object({
    nodeId: z.number().int(),
    displayName: z.string(),
    vassalage: z.string(),
    gameType: ZGameCategorySchema,
  }),
});
export type TWinner = z.infer<typeof ZWinnerSchema>;

// Admin (operator) inputs. English lives in the main fields; `translations` holds the other
// site languages (CN, KM), each field falling back to English when missing.
const ZTextTranslationSchema = z
  .object({ title: z.string().trim().min(1).max(200), content: ZHtmlInputSchema.optional() })
  .strict();
const ZBannerTranslationSchema = z
  .object({ title: z.string().trim().min(1).max(120), subtitle: z.string().trim().max(200).optional() })
  .strict();
const translationsOf = <T extends z.ZodType>(entry: T) =>
  z.object({ CN: entry.optional(), KM: entry.optional() }).strict().default({});
export const ZTextTranslationsSchema = translationsOf(ZTextTranslationSchema);
export const ZBannerTranslationsSchema = translationsOf(ZBannerTranslationSchema);
export type TTextTranslations = z.infer<typeof ZTextTranslationsSchema>;
export type TBannerTranslations = z.infer<typeof ZBannerTranslationsSchema>;
export const ZNoticeInputSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    content: ZHtmlInputSchema,
    sort: z.number().int().default(0),
    translations: ZTextTranslationsSchema,
  })
  .extend(ZWindowSchema.shape)
  .strict();
export const ZBannerInputSchema = z
  .object({
    groupName: z.enum(BANNER_GROUPS),
    title: z.string().trim().min(1).max(120),
    subtitle: z.string().trim().max(200).default(''),
    imageUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^(\/|https:\/\/)/, 'must be a same-origin path or https URL')
      .nullable()
      .default(null),
    linkageType: z.enum(LINKAGE_TYPES).default('NONE'),
    link: z.string().trim().max(500).nullable().default(null),
    sort: z.number().int().default(0),
    translations: ZBannerTranslationsSchema,
  })
  .extend(ZWindowSchema.shape)
  .strict();
export const ZPopupInputSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    content: ZHtmlInputSchema,
    imageUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^(\/|https:\/\/)/)
      .nullable()
      .default(null),
    execution: z.enum(POPUP_EXECUTIONS),
    sort: z.number().int().default(0),
    translations: ZTextTranslationsSchema,
  })
  .extend(ZWindowSchema.shape)
  .strict();
export const ZPromotionInputSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    content: ZHtmlInputSchema,
    images: z
      .array(
        z
          .string()
          .trim()
          .max(500)
          .regex(/^(\/|https:\/\/)/),
      )
      .max(10)
      .default([]),
    sort: z.number().int().default(0),
    translations: ZTextTranslationsSchema,
  })
  .extend(ZWindowSchema.shape)
  .strict();
export type TNoticeInput = z.infer<typeof ZNoticeInputSchema>;
export type TBannerInput = z.infer<typeof ZBannerInputSchema>;
export type TPopupInput = z.infer<typeof ZPopupInputSchema>;
export type TPromotionInput = z.infer<typeof ZPromotionInputSchema>;
export const ZContentIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZCreatedSchema = z.object({ id: z.number().int() });

// Console reads of the content admin API (decision 046): every stored row of a kind, live or not,
// in the input shape its form edits (English fields, CN/KM translations as stored, HTML sanitised).
const ZAdminRowMeta = z.object({ id: z.number().int(), live: z.boolean(), updatedAt: z.string() });
const ZStoredWindow = {
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
};
const ZStoredText = z.object({ title: z.string(), content: z.string().optional() });
const ZStoredBannerText = z.object({ title: z.string(), subtitle: z.string().optional() });
const storedTranslationsOf = <T extends z.ZodType>(entry: T) =>
  z.object({ CN: entry.optional(), KM: entry.optional() });
export const ZAdminNoticeRowSchema = ZAdminRowMeta.extend({
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
  translations: storedTranslationsOf(ZStoredText),
  ...ZStoredWindow,
});
export const ZAdminBannerRowSchema = ZAdminRowMeta.extend({
  groupName: z.enum(BANNER_GROUPS),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string().nullable(),
  linkageType: z.enum(LINKAGE_TYPES),
  link: z.string().nullable(),
  sort: z.number().int(),
  translations: storedTranslationsOf(ZStoredBannerText),
  ...ZStoredWindow,
});
export const ZAdminPopupRowSchema = ZAdminRowMeta.extend({
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  execution: z.enum(POPUP_EXECUTIONS),
  sort: z.number().int(),
  translations: storedTranslationsOf(ZStoredText),
  ...ZStoredWindow,
});
export const ZAdminPromotionRowSchema = ZAdminRowMeta.extend({
  title: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  sort: z.number().int(),
  translations: storedTranslationsOf(ZStoredText),
  ...ZStoredWindow,
});
export const ZAdminNoticeListSchema = z.object({ rows: z.array(ZAdminNoticeRowSchema) });
export const ZAdminBannerListSchema = z.object({ rows: z.array(ZAdminBannerRowSchema) });
export const ZAdminPopupListSchema = z.object({ rows: z.array(ZAdminPopupRowSchema) });
export const ZAdminPromotionListSchema = z.object({ rows: z.array(ZAdminPromotionRowSchema) });
export type TAdminNoticeRow = z.infer<typeof ZAdminNoticeRowSchema>;
export type TAdminBannerRow = z.infer<typeof ZAdminBannerRowSchema>;
export type TAdminPopupRow = z.infer<typeof ZAdminPopupRowSchema>;
export type TAdminPromotionRow = z.infer<typeof ZAdminPromotionRowSchema>;

/** Site articles (news, about, guide) as stored, published or scheduled. */
export const ZAdminArticleRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['news', 'about', 'guide']),
  title: z.string(),
  subtitle: z.string(),
  content: z.string(),
  sort: z.number().int(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  translations: z.object({
    CN: z
      .object({ title: z.string(), subtitle: z.string().optional(), content: z.string().optional() })
      .optional(),
    KM: z
      .object({ title: z.string(), subtitle: z.string().optional(), content: z.string().optional() })
      .optional(),
  }),
});
export const ZAdminArticleListSchema = z.object({ rows: z.array(ZAdminArticleRowSchema) });
export const ZAdminArticlesQuerySchema = z.object({ kind: z.enum(['news', 'about', 'guide']) });
export type TAdminArticleRow = z.infer<typeof ZAdminArticleRowSchema>;

/** Preview: the HTML exactly as the server would store it (sanitised, nothing written). */
export const ZContentPreviewInputSchema = z.object({ html: ZHtmlInputSchema }).strict();
export const ZContentPreviewSchema = z.object({ html: z.string() });
export type TContentPreview = z.infer<typeof ZContentPreviewSchema>;

/** Help articles of the help centre (spec §9), one row per language and device (issue 15). */
export const HELP_LANGUAGES = ['EN', 'CN', 'KM'] as const;
export type THelpLanguage = (typeof HELP_LANGUAGES)[number];
export const ZHelpArticleInputSchema = z
  .object({
    lang: z.enum(HELP_LANGUAGES),
    device: z.enum(HELP_DEVICES).default('WEB'),
    // the player page uses the anchor as an element id and a #hash target
    anchor: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/),
    title: z.string().trim().min(1).max(200),
    content: ZHtmlInputSchema.min(1),
    sort: z.number().int().min(-1000).max(1000).default(0),
    published: z.boolean().default(true),
  })
  .strict();
export type THelpArticleInput = z.input<typeof ZHelpArticleInputSchema>;
export const ZHelpPublishInputSchema = z.object({ published: z.boolean() }).strict();
export const ZAdminHelpQuerySchema = z.object({ lang: z.enum(HELP_LANGUAGES).optional() });
export const ZAdminHelpRowSchema = z.object({
  id: z.number().int(),
  lang: z.enum(HELP_LANGUAGES),
  device: z.enum(HELP_DEVICES),
  anchor: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export const ZAdminHelpListSchema = z.object({ rows: z.array(ZAdminHelpRowSchema) });
export type TAdminHelpRow = z.infer<typeof ZAdminHelpRowSchema>;
