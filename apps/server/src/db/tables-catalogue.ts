// Kysely row types of the catalogue and site-content tables (migration 0002_catalogue; content
// translations from 0010_content_translations; the revision counter from 0011_catalogue_revision).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TGameCategoriesTable = {
  code: string;
  kind: 'menu' | 'game';
  path: string;
  login_required: Generated<boolean>;
  enabled: Generated<boolean>;
  sort: number;
};
export type TGameVendorsTable = {
  code: string;
  game_type: string;
  display_name: string;
  game_classify: string;
  color: string;
  prize_mode: string | null;
  is_vendor_launch: Generated<boolean>;
  maintenance: Generated<boolean>;
  sort: Generated<number>;
};
export type TGamesTable = {
  id: Generated<number>;
  node_id: number;
  game_code: string;
  game_id: string;
  vendor_code: string;
  game_type: string;
  sub_type: string;
  display_name_en: string;
  display_name_zh: string;
  display_name_km: string;
  search_text: ColumnType<string, never, never>;
  min_bet: number;
  lines: Generated<number>;
  is_hot: Generated<boolean>;
  has_jackpot: Generated<boolean>;
  is_game: Generated<'GAME' | 'VASSALAGE'>;
  parent_node_id: number | null;
  maintenance: Generated<boolean>;
  recommended_node_ids: ColumnType<number[], number[] | undefined, number[]>;
  sort: Generated<number>;
  updated_at: Timestamp;
};
/** One row; bumped by triggers on every catalogue write. */
export type TCatalogueRevisionTable = { id: Generated<boolean>; revision: number };
export type TFavouritesTable = { member_id: number; node_id: number; created_at: Generated<Date> };
export type TFavouriteThrottleTable = { member_id: number; last_action_at: Timestamp };
export type TRecentGamesTable = { member_id: number; node_id: number; last_played_at: Timestamp };
export type TJackpotsTable = { node_id: number; amount: number; updated_at: Generated<Date> };
export type TWinnersTable = {
  id: Generated<number>;
  member_id: number | null;
  customer_name: string;
  node_id: number;
  win_amount: number;
  win_type: 'JACKPOT' | 'BIG_WIN';
  created_at: Timestamp;
};
type TWindowColumns = { starts_at: NullableTimestamp; ends_at: NullableTimestamp };
/** Text of one site language other than English; missing fields fall back to the English columns. */
export type TContentTranslation = { title: string; subtitle?: string; content?: string };
export type TStoredTranslations = Partial<Record<'CN' | 'KM', TContentTranslation>>;
/** jsonb, written as a JSON string (so pg and PGlite treat it alike), read back parsed. */
type TTranslationsColumn = { translations: ColumnType<TStoredTranslations, string | undefined, string> };
export type TBannersTable = TWindowColumns & TTranslationsColumn & {
  id: Generated<number>;
  group_name: string;
  title: string;
  subtitle: Generated<string>;
  image_url: string | null;
  linkage_type: Generated<string>;
  link: string | null;
  sort: Generated<number>;
  updated_at: Timestamp;
};
export type TNoticesTable = TWindowColumns & TTranslationsColumn & {
  id: Generated<number>;
  title: string;
  content: string;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};
export type TPopupsTable = TWindowColumns & TTranslationsColumn & {
  id: Generated<number>;
  title: string;
  content: string;
  image_url: string | null;
  execution: string;
  sort: Generated<number>;
  updated_at: Timestamp;
};
export type TPromotionsTable = TWindowColumns & TTranslationsColumn & {
  id: Generated<number>;
  title: string;
  content: string;
  images: ColumnType<string[], string[] | undefined, string[]>;
  sort: Generated<number>;
  updated_at: Timestamp;
};
export type THelpArticlesTable = {
  id: Generated<number>;
  lang: string;
  device: string;
  anchor: string;
  title: string;
  content: string;
  sort: Generated<number>;
};

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
