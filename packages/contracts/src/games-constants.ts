// Catalogue constants of spec §2.1 and §2.2 without zod, so the browser can import a category
// path or the navigation order without evaluating the catalogue's schemas (games.ts re-exports
// everything here, the server keeps importing games.ts).
/** Game categories (spec §2.1 category codes). INHOUSE is a vendor inside RNG, not a category. */
export const GAME_CATEGORIES = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'BINGO',
  'BGS',
] as const;
export type TGameCategory = (typeof GAME_CATEGORIES)[number];

/** Menu codes that are not game categories. */
export const MENU_CODES = ['HOME', 'HOT', 'PROMOTIONS', 'FAVORITE'] as const;
export type TMenuCode = (typeof MENU_CODES)[number];

/** Top-navigation order of spec §2.2: home and hot first, promotions and favourites last. */
export const NAV_ORDER = [
  'HOME',
  'HOT',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
  'BINGO',
  'BGS',
  'PROMOTIONS',
  'FAVORITE',
] as const satisfies readonly (TGameCategory | TMenuCode)[];

/** Categories whose home section and centre show vendor tiles rather than game tiles (spec §2.3). */
export const VENDOR_TILE_CATEGORIES = [
  'ESPORTS',
  'SPORTS',
  'ELOTT',
  'COCKFIGHT',
] as const satisfies readonly TGameCategory[];

/** Category path of spec §2.1 for each category. */
export const CATEGORY_PATHS: Record<TGameCategory, string> = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LIVE: '/live',
  LOTT: '/lott',
  ELOTT: '/elott',
  FISH: '/fish',
  PVP: '/pvp',
  RNG: '/rng',
  BGS: '/bgs',
  COCKFIGHT: '/cockfight',
  BINGO: '/bingo',
};

/** The in-house vendor code; `/rng?vassalage=INHOUSE` lists its games. */
export const INHOUSE_VENDOR = 'INHOUSE';

/** Game sub types: the slot filters of spec §1 plus the kinds other categories need. */
export const GAME_SUB_TYPES = [
  'slot',
  'scratch',
  'video_poker',
  'table',
  'arcade',
  'jackpot',
  'bingo',
  'fishing',
  'baccarat',
  'sicbo',
  'roulette',
  'dragon_tiger',
  'blackjack',
  'niuniu',
  'poker',
  'lottery',
  'lobby',
  // the Pavilion Originals: dice, limbo, mines, plinko, keno (decision 077)
  'originals',
] as const;
export type TGameSubType = (typeof GAME_SUB_TYPES)[number];

/** The filter chips of spec §1 shown on the slot list. */
export const SLOT_FILTER_SUB_TYPES = [
  'scratch',
  'video_poker',
  'table',
  'arcade',
  'jackpot',
  'bingo',
  'fishing',
  'baccarat',
  'sicbo',
  'roulette',
  'dragon_tiger',
  'blackjack',
  'niuniu',
] as const satisfies readonly TGameSubType[];

/** "1-unit minimum bet" filter: minimum bet of at most one unit (100 minor units). */
export const MIN_BET_FILTER_MINOR = 100;
/** "25+ lines" filter. */
export const LINES_FILTER = 25;
export const GAME_PAGE_SIZE = 20;
export const FAVOURITE_PAGE_SIZE = 999;
export const RECENT_PAGE_SIZE = 20;
export const HOT_LIMIT = 12;
export const LANE_LIMIT = 12;
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

/**
 * Verticals that are not open yet (decision 021). The in-house engines play single-player casino
 * games (slots, scratch cards, video poker, RNG tables); sports, e-sports and cockfight open the
 * in-house sportsbook (issue 16); LIVE titles of the shared live tables' games open them (decision
 * 050); fishing, PVP and bingo titles open the shared-round engines of their kind (decision 056). A
 * LIVE title of another game (blackjack, …), a progressive jackpot pool, arcade mini games and lottery
 * draws each still need their own issue; until it lands, their tiles say so and the launch API
 * answers VERTICAL_NOT_OPEN (lottery keeps its own lottery pages).
 */
export const NOT_OPEN_VERTICALS = ['live', 'jackpot', 'arcade', 'lottery'] as const;
export type TNotOpenVertical = (typeof NOT_OPEN_VERTICALS)[number];

/** Categories the in-house engines play (their games' sub types name the engine). */
export const HOUSE_CATEGORIES = ['RNG', 'BGS'] as const satisfies readonly TGameCategory[];

const CATEGORY_VERTICALS: Partial<Record<TGameCategory, TNotOpenVertical>> = {
  LIVE: 'live',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};
/** Sub types no in-house engine plays honestly, in any category. */
const SUB_TYPE_VERTICALS: Partial<Record<TGameSubType, TNotOpenVertical>> = {
  jackpot: 'jackpot',
  lottery: 'lottery',
  arcade: 'arcade',
};

/**
 * Categories the in-house sportsbook plays (issue 16): every tile of theirs opens the sportsbook on
 * its vertical, carrying the vendor code (spec §2.3), never a house engine.
 */
export const SPORTSBOOK_CATEGORIES = [
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
] as const satisfies readonly TGameCategory[];
export type TSportsbookCategory = (typeof SPORTSBOOK_CATEGORIES)[number];

/** The sportsbook category of a game or vendor (a vendor lobby is how a sportsbook opens); null otherwise. */
export function sportsbookCategoryOf(game: {
  gameType: TGameCategory;
  subType?: TGameSubType | null | undefined;
}): TSportsbookCategory | null {
  if ((SPORTSBOOK_CATEGORIES as readonly TGameCategory[]).includes(game.gameType)) {
    return game.gameType as TSportsbookCategory;
  }
  return game.subType === 'lobby' ? 'SPORTS' : null;
}

/** The sportsbook page a vendor's tile opens: `/sports?vendor=IBC`. */
export function sportsbookPath(category: TSportsbookCategory, vendor?: string | null): string {
  return vendor
    ? `${CATEGORY_PATHS[category]}?vendor=${encodeURIComponent(vendor)}`
    : CATEGORY_PATHS[category];
}

/**
 * LIVE titles of these sub types open the shared live table of that game (decision 050); a LIVE
 * vendor opens the /live lobby. Other LIVE titles (blackjack, …) have no shared table yet.
 */
export const LIVE_TABLE_GAMES = {
  baccarat: 'baccarat',
  roulette: 'roulette',
  dragon_tiger: 'dragon-tiger',
  sicbo: 'sic-bo',
} as const satisfies Partial<Record<TGameSubType, string>>;
export type TLiveTableGame = (typeof LIVE_TABLE_GAMES)[keyof typeof LIVE_TABLE_GAMES];

/** The shared table game a LIVE title (or, without a sub type, a LIVE vendor's lobby) opens; null otherwise. */
export function liveTableGameOf(game: {
  gameType: TGameCategory;
  subType?: TGameSubType | null | undefined;
}): TLiveTableGame | 'lobby' | null {
  if (game.gameType !== 'LIVE') {
    return null;
  }
  if (!game.subType) {
    return 'lobby';
  }
  return (LIVE_TABLE_GAMES as Partial<Record<TGameSubType, TLiveTableGame>>)[game.subType] ?? null;
}

/**
 * The shared-round engines of issue 17 besides the live tables (decision 056): a fishing sea, a
 * Hold'em or niuniu table, a bingo room. Every player of one sees the same sea, table or room.
 */
export const SHARED_ROUND_KINDS = ['fishing', 'holdem', 'niuniu', 'bingo'] as const;
export type TSharedRoundKind = (typeof SHARED_ROUND_KINDS)[number];

/** Categories whose every title opens a shared-round engine, and whose vendor opens its lobby. */
export const SHARED_ROUND_CATEGORIES = ['FISH', 'PVP', 'BINGO'] as const satisfies readonly TGameCategory[];
export type TSharedRoundCategory = (typeof SHARED_ROUND_CATEGORIES)[number];

/** The kind of each sub type a shared-round engine plays: `poker` is Texas Hold'em (no house engine deals it). */
const SHARED_ROUND_SUB_TYPES: Partial<Record<TGameSubType, TSharedRoundKind>> = {
  fishing: 'fishing',
  bingo: 'bingo',
  poker: 'holdem',
};

/** The lobby a shared-round kind lives in: the sea, table or room opens at `<lobby>/<id>`. */
export const SHARED_ROUND_LOBBIES: Record<TSharedRoundKind, string> = {
  fishing: CATEGORY_PATHS.FISH,
  holdem: CATEGORY_PATHS.PVP,
  niuniu: CATEGORY_PATHS.PVP,
  bingo: CATEGORY_PATHS.BINGO,
};

/**
 * The shared-round engine a title opens (decision 056): a fishing or bingo title of any category its
 * sea or room, a Hold'em (`poker`) title a Hold'em table, a PVP niuniu title a niuniu table (niuniu
 * elsewhere is the house's single-player game); a FISH, PVP or BINGO
 * vendor (no sub type) its category's lobby. null for anything else, including a FISH, PVP or BINGO
 * title of a kind no engine plays (the catalogue lists none: they were re-themed or unlisted).
 */
export function sharedRoundOf(game: {
  gameType: TGameCategory;
  subType?: TGameSubType | null | undefined;
}): TSharedRoundKind | 'lobby' | null {
  const shared = (SHARED_ROUND_CATEGORIES as readonly TGameCategory[]).includes(game.gameType);
  if (!game.subType) {
    return shared ? 'lobby' : null;
  }
  if (game.gameType === 'PVP' && game.subType === 'niuniu') {
    return 'niuniu';
  }
  return SHARED_ROUND_SUB_TYPES[game.subType] ?? null;
}

/** The vertical a game (or a vendor, without a sub type) belongs to when it is not open yet; null when it is playable. */
export function notOpenVerticalOf(game: {
  gameType: TGameCategory;
  subType?: TGameSubType | null | undefined;
}): TNotOpenVertical | null {
  if (liveTableGameOf(game) || sharedRoundOf(game)) {
    return null;
  }
  return (
    CATEGORY_VERTICALS[game.gameType] ?? (game.subType ? (SUB_TYPE_VERTICALS[game.subType] ?? null) : null)
  );
}

/**
 * The vertical a tile must call "coming soon": lottery titles are not played by the in-house
 * casino engines (the launch API still refuses them) but open the lottery vendor's own pages
 * (issue 14, decision 029), so their tiles say "play".
 */
export function comingSoonVerticalOf(game: {
  gameType: TGameCategory;
  subType?: TGameSubType | null | undefined;
}): TNotOpenVertical | null {
  const vertical = notOpenVerticalOf(game);
  return vertical === 'lottery' ? null : vertical;
}
