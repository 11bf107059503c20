// SQL for a member's own game lists: favourites (with the one-per-second throttle) and recent games.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';
import { GAME_COLUMNS, jackpotOf, sourcesCondition, type TGameSource } from './games.repo.ts';

export async function listFavouriteIds(db: TDb, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favourites')
    .select('node_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => r.node_id);
}

export async function listFavourites(
  db: TDb,
  memberId: number,
  sources: TGameSource[] | undefined,
  limit: number,
  offset: number,
) {
  let q = db
    .selectFrom('favourites')
    .innerJoin('games', 'games.node_id', 'favourites.node_id')
    .where('favourites.member_id', '=', memberId);
  if (sources) {
    q = q.where(sourcesCondition(sources));
  }
  const [rows, count] = await Promise.all([
    q
      .select(GAME_COLUMNS)
      .select(jackpotOf)
      .orderBy('favourites.created_at', 'desc')
      .orderBy('favourites.node_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Claims the member's favourite-action slot: true when the previous add/remove is at least
 * `intervalMs` old. One statement, so concurrent requests and several instances agree.
 */
export async function claimFavouriteSlot(db: TDb, memberId: number, intervalMs: number): Promise<boolean> {
  const row = await db
    .insertInto('favourite_throttle')
    .values({ member_id: memberId, last_action_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc
        .column('member_id')
        .doUpdateSet({ last_action_at: sql<Date>`now()` })
        .where(
          'favourite_throttle.last_action_at',
          '<=',
          sql<Date>`now() - make_interval(secs => ${intervalMs / 1000})`,
        ),
    )
    .returning('member_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertFavourite(db: TDb, memberId: number, nodeId: number): Promise<void> {
  await db
    .insertInto('favourites')
    .values({ member_id: memberId, node_id: nodeId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteFavourite(db: TDb, memberId: number, nodeId: number): Promise<void> {
  await db.deleteFrom('favourites').where('member_id', '=', memberId).where('node_id', '=', nodeId).execute();
}

/** Which recent games may be listed: those the house can play (decision 021). */
export type TPlayableFilter = { categories: readonly string[]; closedSubTypes: readonly string[] };

export async function listRecent(
  db: TDb,
  memberId: number,
  playable: TPlayableFilter,
  limit: number,
  offset: number,
) {
  const q = db
    .selectFrom('recent_games')
    .innerJoin('games', 'games.node_id', 'recent_games.node_id')
    .where('recent_games.member_id', '=', memberId)
    .where('games.game_type', 'in', [...playable.categories])
    .where('games.sub_type', 'not in', [...playable.closedSubTypes])
    .where('games.is_game', '=', 'GAME');
  const [rows, count] = await Promise.all([
    q
      .select(GAME_COLUMNS)
      .select(jackpotOf)
      .orderBy('recent_games.last_played_at', 'desc')
      .orderBy('recent_games.node_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function touchRecent(db: TDb, memberId: number, nodeId: number): Promise<void> {
  await db
    .insertInto('recent_games')
    .values({ member_id: memberId, node_id: nodeId, last_played_at: sql<Date>`clock_timestamp()` })
    .onConflict((oc) =>
      oc.columns(['member_id', 'node_id']).doUpdateSet({ last_played_at: sql<Date>`clock_timestamp()` }),
    )
    .execute();
}
