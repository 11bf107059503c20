// Bingo for players: the lobby of rooms (next game, players), a room's current and next game as the
// player sees them, and buying cards. A purchase is one transaction: the game's row is locked and
// its start checked (a late purchase gets BINGO_SALES_CLOSED), card numbers are taken from the
// game's counter and the seamless bet is posted, so a card exists only if it was paid for.
import type {
  TBingoBuyReply,
  TBingoBuyRequest,
  TBingoRoomDetail,
  TBingoRooms,
} from '@pavilion/contracts/bingo';
import { cardFromSeed } from '@pavilion/games/bingo/card';
import { STANDARD_PRIZES, declaredBingoRtp } from '@pavilion/games/bingo/game';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { createInProcessSeamlessClient } from '@/modules/inhouse/inprocess-seamless.ts';
import { walletCall } from '@/modules/inhouse/round-money.ts';
import { issueLaunchToken } from '@/modules/seamless/launch-tokens.service.ts';
import { BINGO_VENDOR_CODE, type TBingoDeps } from './bingo.deps.ts';
import { gameView, roomSummary } from './bingo-view.ts';
import * as repo from './bingo.repo.ts';
import { newGame, nextGameNo } from './bingo-schedule.ts';

export type TBingoPlayer = { memberId: number; sessionId: number };

export const purchaseRound = (id: number) => `bgp${id}`;
export const purchaseBetTx = (id: number) => `bgp${id}-bet`;
export const purchaseWinTx = (id: number) => `bgp${id}-win`;

/** The room's game on sale (created with its committed seed if nobody asked for it yet). */
export async function ensureNextGame(db: repo.TBingoDb, room: repo.TRoomRow, now: Date) {
  return repo.ensureGame(db, newGame(room, nextGameNo(room, now)));
}

async function roomGames(db: TDb, room: repo.TRoomRow, now: Date) {
  const next = await ensureNextGame(db, room, now);
  const [current] = await repo.findGames(db, room.id, [next.game_no - 1]);
  return { next, current };
}

export async function lobby(db: TDb, now: Date): Promise<TBingoRooms> {
  const rooms = await repo.listRooms(db);
  const games = await Promise.all(rooms.map((room) => roomGames(db, room, now)));
  const ids = games.flatMap((g) => [g.next.id, ...(g.current ? [g.current.id] : [])]);
  const players = await repo.playersOf(db, ids);
  return {
    serverTime: now.toISOString(),
    rooms: rooms.map((room, i) => roomSummary(room, games[i]!, players, now)),
  };
}

export async function roomDetail(
  db: TDb,
  roomId: string,
  memberId: number,
  now: Date,
): Promise<TBingoRoomDetail> {
  const room = await repo.findRoom(db, roomId);
  if (!room?.enabled) {
    throw new AppError('NOT_FOUND', { message: `Unknown bingo room ${roomId}` });
  }
  const games = await roomGames(db, room, now);
  const ids = [games.next.id, ...(games.current ? [games.current.id] : [])];
  const [players, mine] = await Promise.all([repo.playersOf(db, ids), repo.cardsOfMember(db, ids, memberId)]);
  return {
    serverTime: now.toISOString(),
    room: roomSummary(room, games, players, now),
    declaredRtp: declaredBingoRtp(STANDARD_PRIZES),
    current: games.current ? gameView(games.current, mine, now) : null,
    next: gameView(games.next, mine, now),
  };
}

function purchaseReply(game: repo.TGameRow, p: repo.TPurchaseRow, balance: number): TBingoBuyReply {
  return {
    purchaseId: String(p.id),
    amount: p.amount,
    balance,
    cards: Array.from({ length: p.cards }, (_, k) => ({
      cardNo: p.first_card_no + k,
      numbers: cardFromSeed(game.server_seed, game.salt, p.first_card_no + k),
    })),
  };
}

export async function buyCards(
  deps: TBingoDeps,
  player: TBingoPlayer,
  roomId: string,
  req: TBingoBuyRequest,
): Promise<TBingoBuyReply> {
  const gameId = Number(req.gameId);
  const room = await repo.findRoom(deps.db, roomId);
  if (!room?.enabled) {
    throw new AppError('NOT_FOUND', { message: `Unknown bingo room ${roomId}` });
  }
  const replay = await repo.findPurchaseByRequest(deps.db, gameId, player.memberId, req.requestId);
  if (replay) {
    const game = await repo.findGameById(deps.db, gameId);
    const balance = (await deps.seamless.balance({ playerId: String(player.memberId) })).balance;
    return purchaseReply(game!, replay, balance);
  }
  const out = await deps.db.transaction().execute(async (trx) => {
    const game = await repo.lockGame(trx, gameId);
    if (!game || game.room_id !== roomId) {
      throw new AppError('NOT_FOUND', { message: `Unknown bingo game ${req.gameId}` });
    }
    // Checked after the lock: the start (which takes the same lock) sees this sale or refuses it.
    if (game.status !== 'selling' || Date.now() >= game.starts_at.getTime()) {
      throw new AppError('BINGO_SALES_CLOSED');
    }
    const held = (await repo.cardsOfMember(trx, [gameId], player.memberId)).reduce((t, p) => t + p.cards, 0);
    if (held + req.cards > room.max_cards) {
      throw new AppError('BINGO_CARD_LIMIT', { data: { max: room.max_cards, held } });
    }
    const sold = await repo.addCardsSold(trx, gameId, req.cards);
    const purchase = await repo.insertPurchase(trx, {
      game_id: gameId,
      member_id: player.memberId,
      request_id: req.requestId,
      first_card_no: sold - req.cards + 1,
      cards: req.cards,
      amount: req.cards * game.card_price,
    });
    // The bet joins this transaction: a refusal (funds, session) leaves no card behind.
    const seamless = createInProcessSeamlessClient({
      db: trx,
      config: deps.config,
      vendorCode: BINGO_VENDOR_CODE,
    });
    const launch = await issueLaunchToken(trx, {
      memberId: player.memberId,
      vendorCode: BINGO_VENDOR_CODE,
      nodeId: null,
      sessionId: player.sessionId,
      config: deps.config,
    });
    const reply = await walletCall(() =>
      seamless.bet({
        playerId: launch.playerId,
        token: launch.token,
        transactionId: purchaseBetTx(purchase.id),
        roundId: purchaseRound(purchase.id),
        gameCode: `BINGO_${roomId.toUpperCase().replaceAll('-', '_')}`,
        amount: purchase.amount,
      }),
    );
    return { game, purchase, balance: reply.balance, sold };
  });
  deps.publish(roomId, { type: 'sold', gameId: String(gameId), cardsSold: out.sold });
  return purchaseReply(out.game, out.purchase, out.balance);
}
