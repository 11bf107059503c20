// SQL for site content: banners, notices, popups, promotions, help articles (live ones for
// players, by id for the admin API) and the winner board.
import { sql, type Insertable, type Updateable } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TBannersTable, TNoticesTable, TPopupsTable, TPromotionsTable } from '@/db/tables-catalogue.ts';
import { sourcesCondition, type TGameSource } from '@/modules/games/games.repo.ts';

export type TEditableTable = 'banners' | 'notices' | 'popups' | 'promotions';
type TRows = {
  banners: TBannersTable;
  notices: TNoticesTable;
  popups: TPopupsTable;
  promotions: TPromotionsTable;
};

const live = sql<boolean>`(starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())`;

export function listLiveBanners(db: TDb) {
  return db
    .selectFrom('banners')
    .selectAll()
    .where(live)
    .orderBy('group_name')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listLiveNotices(db: TDb) {
  return db
    .selectFrom('notices')
    .selectAll()
    .where(live)
    .orderBy('sort')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function listLivePopups(db: TDb) {
  return db.selectFrom('popups').selectAll().where(live).orderBy('sort').orderBy('id').execute();
}

export function listLivePromotions(db: TDb) {
  return db.selectFrom('promotions').selectAll().where(live).orderBy('sort').orderBy('id').execute();
}

export function listHelp(db: TDb, lang: string, device: string) {
  return db
    .selectFrom('help_articles')
    .selectAll()
    .where('lang', '=', lang)
    .where('device', '=', device)
    .where('published', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findBanner(db: TDb, id: number) {
  return db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPromotion(db: TDb, id: number) {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRow<T extends TEditableTable>(
  db: TDb,
  table: T,
  row: Insertable<TRows[T]>,
): Promise<number> {
  const inserted = await db
    .insertInto(table as TEditableTable)
    .values(row as Insertable<TBannersTable>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateRow<T extends TEditableTable>(
  db: TDb,
  table: T,
  id: number,
  patch: Updateable<TRows[T]>,
): Promise<boolean> {
  const result = await db
    .updateTable(table as TEditableTable)
    .set({ ...(patch as Updateable<TBannersTable>), updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteRow(db: TDb, table: TEditableTable, id: number): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listWinners(
  db: TDb,
  opts: { sources: TGameSource[] | undefined; winType?: string | undefined; limit: number },
) {
  let q = db
    .selectFrom('winners')
    .innerJoin('games', 'games.node_id', 'winners.node_id')
    .select([
      'winners.customer_name',
      'winners.win_amount',
      'winners.win_type',
      'winners.created_at',
      'games.node_id',
      'games.vendor_code',
      'games.game_type',
      'games.display_name_en',
      'games.display_name_zh',
      'games.display_name_km',
      'games.updated_at',
    ]);
  if (opts.sources) {
    q = q.where(sourcesCondition(opts.sources));
  }
  if (opts.winType) {
    q = q.where('winners.win_type', '=', opts.winType as 'JACKPOT' | 'BIG_WIN');
  }
  return q
    .orderBy('winners.win_amount', 'desc')
    .orderBy('winners.created_at', 'desc')
    .limit(opts.limit)
    .execute();
}

/** Every row of an editable table for the console, live or not, newest first (decision 046). */
export function listAllRows(db: TDb, table: TEditableTable) {
  return db
    .selectFrom(table)
    .selectAll()
    .select(live.as('live'))
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}
