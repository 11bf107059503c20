// Kysely row types of the catalogue and site-content tables (migration 0002_catalogue; content
// translations from 0010_content_translations; the revision counter from 0011_catalogue_revision),
// generated and narrowed.
import type { ColumnType, Generated } from 'kysely';
import type * as S from './schema.generated.ts';
import type { TJsonColumn, TNarrow } from './tables-narrow.ts';

export type TGameCategoriesTable = TNarrow<S.GameCategories, { kind: 'menu' | 'game' }>;
export type TGameVendorsTable = S.GameVendors;
export type TGamesTable = TNarrow<
  S.Games,
  {
    is_game: Generated<'GAME' | 'VASSALAGE'>;
    /** generated always by PostgreSQL from the names: never written */
    search_text: ColumnType<string, never, never>;
  }
>;
/** One row; bumped by triggers on every catalogue write. */
export type TCatalogueRevisionTable = S.CatalogueRevision;
export type TFavouritesTable = S.Favourites;
export type TFavouriteThrottleTable = S.FavouriteThrottle;
export type TRecentGamesTable = S.RecentGames;
export type TJackpotsTable = S.Jackpots;
export type TWinnersTable = TNarrow<S.Winners, { win_type: 'JACKPOT' | 'BIG_WIN' }>;
/** Text of one site language other than English; missing fields fall back to the English columns. */
export type TContentTranslation = { title: string; subtitle?: string; content?: string };
export type TStoredTranslations = Partial<Record<'CN' | 'KM', TContentTranslation>>;
type TTranslations = { translations: TJsonColumn<TStoredTranslations, string | undefined> };
export type TBannersTable = TNarrow<S.Banners, TTranslations>;
export type TNoticesTable = TNarrow<S.Notices, TTranslations>;
export type TPopupsTable = TNarrow<S.Popups, TTranslations>;
export type TPromotionsTable = TNarrow<S.Promotions, TTranslations>;
export type THelpArticlesTable = S.HelpArticles;

export type TCatalogueTables = {
  game_categories: TGameCategoriesTable;
  game_vendors: TGameVendorsTable;
  games: TGamesTable;
  catalogue_revision: TCatalogueRevisionTable;
  favourites: TFavouritesTable;
  favourite_throttle: TFavouriteThrottleTable;
  recent_games: TRecentGamesTable;
  jackpots: TJackpotsTable;
  winners: TWinnersTable;
  banners: TBannersTable;
  notices: TNoticesTable;
  popups: TPopupsTable;
  promotions: TPromotionsTable;
  help_articles: THelpArticlesTable;
};
