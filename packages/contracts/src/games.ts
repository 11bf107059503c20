// Game catalogue calls of spec §7 "Games": menu, game lists, hot games, vendor lanes, favourites,
// recent games and launch; the game item and vendor card of spec §3; category codes of spec §2.1.
import { z } from 'zod';
import {
  GAME_CATEGORIES,
  GAME_SUB_TYPES,
  MENU_CODES,
  GAME_PAGE_SIZE,
  FAVOURITE_PAGE_SIZE,
  RECENT_PAGE_SIZE,
  PRIZE_MODES,
  NOT_OPEN_VERTICALS,
} from './games-constants.ts';

export * from './games-constants.ts';

export const ZGameCategorySchema = z.enum(GAME_CATEGORIES);
export const ZGameSubTypeSchema = z.enum(GAME_SUB_TYPES);

const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');
/** Any language label of the picker; names exist for EN, CN and KM, others fall back to EN. */
const ZLanguageParamSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,5}$/);
const ZVendorCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_]{1,32}$/);
const ZNodeIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const ZGameItemSchema = z.object({
  nodeId: z.number().int(),
  gameCode: z.string(),
  gameId: z.string(),
  displayName: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: ZGameCategorySchema,
  subType: ZGameSubTypeSchema,
  showIcon: z.string(),
  lagerIcon: z.string(),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  isHot: z.union([z.literal(0), z.literal(1)]),
  hasJackpot: z.boolean(),
  /** current jackpot pool in minor units, null when the game has none */
  jackpot: z.number().int().nullable(),
  minBet: z.number().int(),
  lines: z.number().int(),
  maintenance: z.boolean(),
  updatedAt: z.number().int(),
});
export type TGameItem = z.infer<typeof ZGameItemSchema>;

export const ZVendorCardSchema = z.object({
  vassalage: z.string(),
  gameType: ZGameCategorySchema,
  displayName: z.string(),
  gameClassify: z.string(),
  iconUrl: z.string(),
  maintenance: z.boolean(),
  /** game-centre vendor: its tile launches the vendor instead of listing games */
  isVendorLaunch: z.boolean(),
  gameCount: z.number().int(),
});
export type TVendorCard = z.infer<typeof ZVendorCardSchema>;

export const ZMenuEntrySchema = z.object({
  gameCategory: z.union([ZGameCategorySchema, z.enum(MENU_CODES)]),
  path: z.string(),
  loginRequired: z.boolean(),
  vendors: z.array(ZVendorCardSchema),
});
export const ZGameMenuSchema = z.object({ categories: z.array(ZMenuEntrySchema) });
export type TMenuEntry = z.infer<typeof ZMenuEntrySchema>;
export type TGameMenu = z.infer<typeof ZGameMenuSchema>;
export const ZGameMenuQuerySchema = z.object({
  prizeMode: z.enum(PRIZE_MODES).optional(),
  language: ZLanguageParamSchema.optional(),
});

const ZPageNoSchema = z.coerce.number().int().min(1).max(100_000).default(1);

export const ZGameListQuerySchema = z.object({
  clientType: z.coerce.number().int().default(3),
  platform: z.string().max(32).optional(),
  merchant: z.string().max(32).optional(),
  gameType: ZGameCategorySchema.optional(),
  vendor: ZVendorCodeSchema.optional(),
  subType: ZGameSubTypeSchema.optional(),
  minBet1: flag.optional(),
  lines25: flag.optional(),
  hot: flag.optional(),
  q: z.string().trim().max(50).optional(),
  pageNo: ZPageNoSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE),
  language: ZLanguageParamSchema.optional(),
});
export type TGameListQuery = z.infer<typeof ZGameListQuerySchema>;

export const ZGamePageSchema = z.object({
  content: z.array(ZGameItemSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type TGamePage = z.infer<typeof ZGamePageSchema>;

export const ZHotGamesQuerySchema = z.object({
  merchantCode: z.string().max(32).optional(),
  isPlatform: z.coerce.number().int().optional(),
  platform: z.string().max(32).optional(),
  gameType: ZGameCategorySchema.optional(),
  language: ZLanguageParamSchema.optional(),
});

export const ZVendorLanesQuerySchema = z.object({
  gameType: ZGameCategorySchema.optional(),
  platform: z.string().max(32).optional(),
  language: ZLanguageParamSchema.optional(),
});
export const ZVendorLaneSchema = ZVendorCardSchema.extend({ games: z.array(ZGameItemSchema) });
export type TVendorLane = z.infer<typeof ZVendorLaneSchema>;

export const ZFavouriteListQuerySchema = z.object({
  pageNo: ZPageNoSchema,
  pageSize: z.coerce.number().int().min(1).max(FAVOURITE_PAGE_SIZE).default(FAVOURITE_PAGE_SIZE),
  gameType: ZGameCategorySchema.optional(),
  language: ZLanguageParamSchema.optional(),
});
export const ZRecentQuerySchema = z.object({
  pageNo: ZPageNoSchema,
  pageSize: z.coerce.number().int().min(1).max(RECENT_PAGE_SIZE).default(RECENT_PAGE_SIZE),
  language: ZLanguageParamSchema.optional(),
});
export const ZFavouriteIdsSchema = z.object({ nodeIds: z.array(z.number().int()) });
export const ZFavouriteRequestSchema = z
  .object({ nodeId: ZNodeIdSchema, vendor: ZVendorCodeSchema, gameType: ZGameCategorySchema })
  .strict();
export type TFavouriteRequest = z.infer<typeof ZFavouriteRequestSchema>;
export const ZNodeIdParamsSchema = z.object({ nodeId: ZNodeIdSchema });

/** Launch a game (nodeId) or a vendor from a vendor list (vendor + gameType). */
export const ZLaunchQuerySchema = z
  .object({
    nodeId: ZNodeIdSchema.optional(),
    vendor: ZVendorCodeSchema.optional(),
    gameType: ZGameCategorySchema.optional(),
    language: ZLanguageParamSchema.optional(),
  })
  .refine((q) => q.nodeId !== undefined || (q.vendor !== undefined && q.gameType !== undefined), {
    message: 'nodeId, or vendor and gameType, are required',
    path: ['nodeId'],
  });
export type TLaunchQuery = z.infer<typeof ZLaunchQuerySchema>;

export const ZLaunchTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('route'), path: z.string() }),
  z.object({ kind: z.literal('popup'), title: z.string(), games: z.array(ZGameItemSchema) }),
  z.object({ kind: z.literal('game'), url: z.string(), nodeId: z.number().int() }),
]);
export type TLaunchTarget = z.infer<typeof ZLaunchTargetSchema>;

/** Error reply of a launch under maintenance (spec §2.9): the recommended games ride in `data`. */
export const ZGameMaintenanceErrorSchema = z.object({
  error: z.object({
    code: z.literal('GAME_MAINTENANCE'),
    message: z.string(),
    data: z.object({ nodeId: z.number().int().nullable(), recommended: z.array(ZGameItemSchema) }),
  }),
});
export type TGameMaintenanceError = z.infer<typeof ZGameMaintenanceErrorSchema>;

/** Error reply of a launch of a game or vendor whose vertical is not open yet (decision 021). */
export const ZVerticalNotOpenErrorSchema = z.object({
  error: z.object({
    code: z.literal('VERTICAL_NOT_OPEN'),
    message: z.string(),
    data: z.object({ vertical: z.enum(NOT_OPEN_VERTICALS), nodeId: z.number().int().nullable() }),
  }),
});
export type TVerticalNotOpenError = z.infer<typeof ZVerticalNotOpenErrorSchema>;

// Admin (operator) calls over the catalogue.
export const ZGameMaintenanceUpdateSchema = z
  .object({ maintenance: z.boolean(), recommended: z.array(ZNodeIdSchema).max(12).optional() })
  .strict();
export const ZVendorMaintenanceUpdateSchema = z
  .object({ gameType: ZGameCategorySchema, maintenance: z.boolean() })
  .strict();
export const ZVendorParamsSchema = z.object({ code: ZVendorCodeSchema });

/**
 * Vendor regrouping of spec §9, kept in site settings: `moves` take a vendor from one category to
 * another (e-sports and cockfight out of sports); `inhouse` lists RNG vendors shown as in-house.
 */
export const ZRegroupingSchema = z
  .object({
    moves: z
      .array(
        z.object({ vendor: ZVendorCodeSchema, from: ZGameCategorySchema, to: ZGameCategorySchema }).strict(),
      )
      .max(100),
    inhouse: z.array(ZVendorCodeSchema).max(100),
  })
  .strict();
export type TRegrouping = z.infer<typeof ZRegroupingSchema>;

/** The hot flag of one game (decision 046): hot games lead the player's hot list and filters. */
export const ZGameHotUpdateSchema = z.object({ hot: z.boolean() }).strict();
export type TGameHotUpdate = z.infer<typeof ZGameHotUpdateSchema>;
