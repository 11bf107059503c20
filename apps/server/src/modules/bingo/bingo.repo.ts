// SQL of the bingo vendor: rooms, games (created with their committed seed; started and settled by
// guarded status updates, so two schedulers or a retry never apply a step twice) and purchases.
import { sql, type Selectable, type Transaction } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';
import type * as S from '@/db/schema.generated.ts';

export type TBingoDb = TDb | Transaction<TDatabase>;
export type TRoomRow = Selectable<S.BingoRooms>;
export type TGameRow = Selectable<S.BingoGames>;
export type TPurchaseRow = Selectable<S.BingoPurchases>;

export function listRooms(db: TBingoDb): Promise<TRoomRow[]> {
  return db.selectFrom('bingo_rooms').selectAll().where('enabled', '=', true).orderBy('sort').execute();
}

export function findRoom(db: TBingoDb, id: string): Promise<TRoomRow | undefined> {
  return db.selectFrom('bingo_rooms').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts the game unless it exists (its seed is then the first one written) and returns it. */
export async function ensureGame(
  db: TBingoDb,
  game: Omit<TGameRow, 'id' | 'status' | 'cards_sold' | 'result' | 'ends_at' | 'balls_pushed'>,
): Promise<TGameRow> {
  await db
    .insertInto('bingo_games')
    .values(game)
    .onConflict((oc) => oc.columns(['room_id', 'game_no']).doNothing())
    .execute();
  return db
    .selectFrom('bingo_games')
    .selectAll()
    .where('room_id', '=', game.room_id)
    .where('game_no', '=', game.game_no)
    .executeTakeFirstOrThrow();
}

export function findGames(db: TBingoDb, roomId: string, gameNos: number[]): Promise<TGameRow[]> {
  return db
    .selectFrom('bingo_games')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('game_no', 'in', gameNos)
    .execute();
}

export function findGameById(db: TBingoDb, id: number): Promise<TGameRow | undefined> {
  return db.selectFrom('bingo_games').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The game's row, locked for a sale (a start waits for the sale's commit, and the reverse). */
export function lockGame(trx: Transaction<TDatabase>, id: number): Promise<TGameRow | undefined> {
  return trx.selectFrom('bingo_games').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function addCardsSold(trx: Transaction<TDatabase>, id: number, n: number): Promise<number> {
  const row = await trx
    .updateTable('bingo_games')
    .set({ cards_sold: sql`cards_sold + ${n}` })
    .where('id', '=', id)
    .returning('cards_sold')
    .executeTakeFirstOrThrow();
  return row.cards_sold;
}

export function findPurchaseByRequest(db: TBingoDb, gameId: number, memberId: number, requestId: string) {
  return db
    .selectFrom('bingo_purchases')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export function insertPurchase(
  trx: Transaction<TDatabase>,
  p: Pick<TPurchaseRow, 'game_id' | 'member_id' | 'request_id' | 'first_card_no' | 'cards' | 'amount'>,
): Promise<TPurchaseRow> {
  return trx.insertInto('bingo_purchases').values(p).returningAll().executeTakeFirstOrThrow();
}

export function cardsOfMember(db: TBingoDb, gameIds: number[], memberId: number): Promise<TPurchaseRow[]> {
  if (gameIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .selectFrom('bingo_purchases')
    .selectAll()
    .where('game_id', 'in', gameIds)
    .where('member_id', '=', memberId)
    .orderBy('first_card_no')
    .execute();
}

export function purchasesOfGame(db: TBingoDb, gameId: number): Promise<TPurchaseRow[]> {
  return db.selectFrom('bingo_purchases').selectAll().where('game_id', '=', gameId).orderBy('id').execute();
}

/** Distinct members holding cards in each of the games. */
export async function playersOf(db: TBingoDb, gameIds: number[]): Promise<Map<number, number>> {
  if (gameIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('bingo_purchases')
    .select(['game_id', sql<number>`count(distinct member_id)::int`.as('n')])
    .where('game_id', 'in', gameIds)
    .groupBy('game_id')
    .execute();
  return new Map(rows.map((r) => [r.game_id, r.n]));
}

/** Games whose sales have closed but that were not started, and started games whose draw is over. */
export function dueGames(db: TBingoDb, now: Date): Promise<TGameRow[]> {
  return db
    .selectFrom('bingo_games')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'selling'), eb('starts_at', '<=', now)]),
        eb.and([eb('status', '=', 'drawing'), eb('ends_at', '<=', now)]),
      ]),
    )
    .orderBy('starts_at')
    .execute();
}

/** Starts a game once: its result (fixed by the seed and the cards sold) and when its draw ends. */
export async function startGame(
  trx: Transaction<TDatabase>,
  id: number,
  result: unknown,
  endsAt: Date,
): Promise<boolean> {
  const row = await trx
    .updateTable('bingo_games')
    .set({ status: 'drawing', result: JSON.stringify(result), ends_at: endsAt })
    .where('id', '=', id)
    .where('status', '=', 'selling')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records a purchase's win once (its wallet win was applied under its own id before): false when
 * another instance recorded it first.
 */
export async function settlePurchase(db: TBingoDb, id: number, win: number): Promise<boolean> {
  const row = await db
    .updateTable('bingo_purchases')
    .set({ status: win > 0 ? 'won' : 'lost', win })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Closes a game whose purchases are all settled. */
export async function closeGame(db: TBingoDb, id: number): Promise<void> {
  await db
    .updateTable('bingo_games')
    .set({ status: 'settled' })
    .where('id', '=', id)
    .where('status', '=', 'drawing')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bingo_purchases').select('id').where('game_id', '=', id).where('status', '=', 'open'),
        ),
      ),
    )
    .execute();
}

/** The earliest time after `now` at which a game starts or its draw ends. */
export async function nextDueAt(db: TBingoDb, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('bingo_games')
    .select(sql<Date | null>`min(case when status = 'selling' then starts_at else ends_at end)`.as('at'))
    .where('status', '<>', 'settled')
    .where(sql<boolean>`(case when status = 'selling' then starts_at else ends_at end) > ${now}`)
    .executeTakeFirst();
  return row?.at ?? null;
}

/** Games being drawn (their balls are pushed as they come out). */
export function drawingGames(db: TBingoDb): Promise<TGameRow[]> {
  return db.selectFrom('bingo_games').selectAll().where('status', '=', 'drawing').execute();
}

/**
 * Claims the push of balls up to `out`: the instance whose update moves balls_pushed publishes
 * them; the others see no row and stay silent. Returns the count pushed before, or null.
 */
export async function claimBalls(db: TBingoDb, id: number, out: number): Promise<number | null> {
  const row = await db
    .updateTable('bingo_games as g')
    .from(
      db
        .selectFrom('bingo_games')
        .select(['id', 'balls_pushed as before'])
        .where('id', '=', id)
        .forUpdate()
        .as('old'),
    )
    .set({ balls_pushed: out })
    .whereRef('g.id', '=', 'old.id')
    .where('g.balls_pushed', '<', out)
    .returning('old.before')
    .executeTakeFirst();
  return row?.before ?? null;
}
