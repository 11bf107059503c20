// SQL for the catalogue: categories, vendors, game pages under filters, hot games, vendor lanes,
// single games, containers, recommendations and the admin maintenance switches.
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';

/** Raw (stored) game type with the vendors to include; null vendors means every vendor of it. */
export type TGameSource = { gameType: string; vendors: string[] | null };
export type TGameFilter = {
  sources?: TGameSource[];
  subType?: string;
  maxMinBet?: number;
  minLines?: number;
  hot?: boolean;
  search?: string;
  playable?: boolean;
};

export const GAME_COLUMNS = [
  'games.node_id',
  'games.game_code',
  'games.game_id',
  'games.vendor_code',
  'games.game_type',
  'games.sub_type',
  'games.display_name_en',
  'games.display_name_zh',
  'games.display_name_km',
  'games.min_bet',
  'games.lines',
  'games.is_hot',
  'games.has_jackpot',
  'games.is_game',
  'games.maintenance',
  'games.sort',
  'games.updated_at',
] as const;

export const jackpotOf = (eb: ExpressionBuilder<TDatabase, 'games'>) =>
  eb
    .selectFrom('jackpots')
    .select('jackpots.amount')
    .whereRef('jackpots.node_id', '=', 'games.node_id')
    .as('jackpot');

export type TGameRow = Awaited<ReturnType<typeof listGames>>[number];

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `games` rows of any of the sources; usable in queries that join other tables. */
export function sourcesCondition(sources: TGameSource[]) {
  const parts = sources.map((s) =>
    s.vendors
      ? sql`(games.game_type = ${s.gameType} and games.vendor_code in (${sql.join(s.vendors)}))`
      : sql`games.game_type = ${s.gameType}`,
  );
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

function applyFilter<O>(
  qb: SelectQueryBuilder<TDatabase, 'games', O>,
  f: TGameFilter,
): SelectQueryBuilder<TDatabase, 'games', O> {
  let q = qb.where('games.parent_node_id', 'is', null);
  if (f.sources) {
    q = q.where(sourcesCondition(f.sources));
  }
  if (f.subType) {
    q = q.where('games.sub_type', '=', f.subType);
  }
  if (f.maxMinBet !== undefined) {
    q = q.where('games.min_bet', '<=', f.maxMinBet);
  }
  if (f.minLines !== undefined) {
    q = q.where('games.lines', '>=', f.minLines);
  }
  if (f.hot) {
    q = q.where('games.is_hot', '=', true);
  }
  if (f.playable) {
    q = q.where('games.maintenance', '=', false);
  }
  if (f.search) {
    q = q.where('games.search_text', 'like', `%${escapeLike(f.search.toLowerCase())}%`);
  }
  return q;
}

/**
 * One page of games in list order, with the jackpot pool of the games on it. The page's ids are
 * picked first (an index-only walk, even deep into the list), then only those rows are read.
 */
export async function listGames(db: TDb, f: TGameFilter, limit: number, offset: number) {
  const page = applyFilter(db.selectFrom('games').select('games.node_id'), f)
    .orderBy('games.sort')
    .orderBy('games.node_id')
    .limit(limit)
    .offset(offset);
  return db
    .selectFrom('games')
    .innerJoin(page.as('page'), 'page.node_id', 'games.node_id')
    .select(GAME_COLUMNS)
    .select(jackpotOf)
    .orderBy('games.sort')
    .orderBy('games.node_id')
    .execute();
}

/** Every top-level game in list order with its search text: the in-memory index (catalogue-index.ts). */
export async function listAllTopLevelGames(db: TDb) {
  return db
    .selectFrom('games')
    .select(GAME_COLUMNS)
    .select('games.search_text')
    .select(jackpotOf)
    .where('games.parent_node_id', 'is', null)
    .orderBy('games.sort')
    .orderBy('games.node_id')
    .execute();
}

/** The catalogue revision (migration 0011): changes with every write to a table the catalogue is read from. */
export async function readCatalogueRevision(db: TDb): Promise<number> {
  const row = await db.selectFrom('catalogue_revision').select('revision').executeTakeFirstOrThrow();
  return Number(row.revision);
}

export async function countGames(db: TDb, f: TGameFilter): Promise<number> {
  const row = await applyFilter(
    db.selectFrom('games').select((eb) => eb.fn.countAll<number>().as('n')),
    f,
  ).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findGame(db: TDb, nodeId: number) {
  return db
    .selectFrom('games')
    .select([...GAME_COLUMNS, 'games.parent_node_id', 'games.recommended_node_ids'])
    .select(jackpotOf)
    .where('games.node_id', '=', nodeId)
    .executeTakeFirst();
}

export async function findGamesByIds(db: TDb, nodeIds: number[]) {
  if (nodeIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('games')
    .select(GAME_COLUMNS)
    .select(jackpotOf)
    .where('games.node_id', 'in', nodeIds)
    .execute();
}

export async function listChildren(db: TDb, parentNodeId: number) {
  return db
    .selectFrom('games')
    .select(GAME_COLUMNS)
    .select(jackpotOf)
    .where('games.parent_node_id', '=', parentNodeId)
    .orderBy('games.sort')
    .orderBy('games.node_id')
    .execute();
}

/** First listed game of a vendor: its lobby, or the game a vendor tile starts. */
export async function firstGameOfVendor(db: TDb, vendorCode: string, gameType: string) {
  const rows = await listGames(db, { sources: [{ gameType, vendors: [vendorCode] }] }, 1, 0);
  return rows[0];
}

/** Playable games like the given one: same stored type, same sub type first, hot first. */
export async function listSimilarGames(
  db: TDb,
  gameType: string,
  subType: string | null,
  excludeNodeId: number | null,
  limit: number,
) {
  return applyFilter(db.selectFrom('games').select(GAME_COLUMNS).select(jackpotOf), {
    sources: [{ gameType, vendors: null }],
    playable: true,
  })
    .where('games.node_id', '!=', excludeNodeId ?? 0)
    .where('games.is_game', '=', 'GAME')
    .orderBy(sql`games.sub_type = ${subType ?? ''}`, 'desc')
    .orderBy('games.is_hot', 'desc')
    .orderBy('games.sort')
    .orderBy('games.node_id')
    .limit(limit)
    .execute();
}

/** The first `perVendor` games of each vendor, one index walk per vendor (lateral join). */
export async function listVendorLanes(
  db: TDb,
  vendors: { code: string; gameType: string }[],
  perVendor: number,
) {
  if (vendors.length === 0) {
    return [];
  }
  return db
    .selectFrom('game_vendors as v')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('games')
          .select(GAME_COLUMNS)
          .select(jackpotOf)
          .where('games.parent_node_id', 'is', null)
          .whereRef('games.vendor_code', '=', 'v.code')
          .whereRef('games.game_type', '=', 'v.game_type')
          .orderBy('games.sort')
          .orderBy('games.node_id')
          .limit(perVendor)
          .as('g'),
      (join) => join.onTrue(),
    )
    .selectAll('g')
    .where((eb) =>
      eb.or(vendors.map((v) => eb.and([eb('v.code', '=', v.code), eb('v.game_type', '=', v.gameType)]))),
    )
    .execute();
}

export async function listCategories(db: TDb) {
  return db.selectFrom('game_categories').selectAll().where('enabled', '=', true).orderBy('sort').execute();
}

export async function listVendorsWithCounts(db: TDb) {
  return db
    .selectFrom('game_vendors as v')
    .selectAll('v')
    .select((eb) =>
      eb
        .selectFrom('games')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('games.vendor_code', '=', 'v.code')
        .whereRef('games.game_type', '=', 'v.game_type')
        .where('games.parent_node_id', 'is', null)
        .as('game_count'),
    )
    .orderBy('v.game_type')
    .orderBy('v.sort')
    .orderBy('v.code')
    .execute();
}

export async function setGameMaintenance(
  db: TDb,
  nodeId: number,
  maintenance: boolean,
  recommended?: number[],
): Promise<boolean> {
  const result = await db
    .updateTable('games')
    .set({
      maintenance,
      updated_at: new Date(),
      ...(recommended ? { recommended_node_ids: recommended } : {}),
    })
    .where('node_id', '=', nodeId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setGameHot(db: TDb, nodeId: number, hot: boolean): Promise<boolean> {
  const result = await db
    .updateTable('games')
    .set({ is_hot: hot, updated_at: new Date() })
    .where('node_id', '=', nodeId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setVendorMaintenance(
  db: TDb,
  code: string,
  gameType: string,
  maintenance: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('game_vendors')
    .set({ maintenance })
    .where('code', '=', code)
    .where('game_type', '=', gameType)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
