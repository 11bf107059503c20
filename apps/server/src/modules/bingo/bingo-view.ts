// What a player sees of a room and a game at a given time: the balls out so far, the awards their
// balls have reached (winners marked when the card is the player's), the seed only once the game is
// over, and the player's cards recomputed from the seed.
import type { TBingoGame, TBingoRoomSummary } from '@pavilion/contracts/bingo';
import { cardFromSeed, drawOrder } from '@pavilion/games/bingo/card';
import { STANDARD_PRIZES, type TBingoResult } from '@pavilion/games/bingo/game';
import type { TGameRow, TPurchaseRow, TRoomRow } from './bingo.repo.ts';
import { ballsOut } from './bingo-schedule.ts';

/** A started game's stored result: the engine's settlement plus the draw order. */
export type TStoredResult = TBingoResult & { order: number[] };

export const resultOf = (game: TGameRow): TStoredResult | null =>
  (game.result as TStoredResult | null) ?? null;

export function roomSummary(
  room: TRoomRow,
  games: { next: TGameRow; current: TGameRow | undefined },
  players: Map<number, number>,
  now: Date,
): TBingoRoomSummary {
  const drawing =
    games.current !== undefined &&
    games.current.status !== 'settled' &&
    (games.current.ends_at === null || games.current.ends_at > now);
  return {
    id: room.id,
    name: room.name,
    cardPrice: room.card_price,
    maxCards: room.max_cards,
    ballMs: room.ball_ms,
    players: Math.max(players.get(games.next.id) ?? 0, drawing ? (players.get(games.current!.id) ?? 0) : 0),
    nextGameNo: games.next.game_no,
    nextStartsAt: games.next.starts_at.toISOString(),
    drawing,
  };
}

/** Whether a purchase holds the card number. */
const holds = (p: TPurchaseRow, cardNo: number) =>
  cardNo >= p.first_card_no && cardNo < p.first_card_no + p.cards;

/** A purchase's total win in a game's result (prizes of its cards plus their jackpots). */
export function purchaseWin(result: TBingoResult, p: TPurchaseRow): number {
  const wins = [...result.awards.flatMap((a) => a.winners), ...result.jackpots];
  return wins.filter((w) => holds(p, w.cardNo)).reduce((t, w) => t + w.amount, 0);
}

export function gameView(game: TGameRow, purchases: TPurchaseRow[], now: Date): TBingoGame {
  const mine = purchases.filter((p) => p.game_id === game.id);
  const isMine = (cardNo: number) => mine.some((p) => holds(p, cardNo));
  const result = resultOf(game);
  const order = result?.order ?? [];
  const out = result ? ballsOut(game, result.balls, now) : 0;
  const over = game.status === 'settled' || (game.ends_at !== null && game.ends_at <= now);
  const winner = (w: { cardNo: number; amount: number }) => ({ ...w, mine: isMine(w.cardNo) });
  return {
    id: String(game.id),
    gameNo: game.game_no,
    status: game.status as TBingoGame['status'],
    opensAt: game.opens_at.toISOString(),
    startsAt: game.starts_at.toISOString(),
    endsAt: game.ends_at?.toISOString() ?? null,
    ballMs: game.ball_ms,
    cardPrice: game.card_price,
    cardsSold: game.cards_sold,
    salt: game.salt,
    seedHash: game.seed_hash,
    serverSeed: over ? game.server_seed : null,
    drawn: order.slice(0, out),
    prizes: STANDARD_PRIZES.prizes,
    jackpot: STANDARD_PRIZES.jackpot,
    awards: (result?.awards ?? [])
      .filter((a) => a.ball <= out)
      .map((a) => ({ ...a, winners: a.winners.map(winner) })),
    jackpots: over ? (result?.jackpots ?? []).map(winner) : [],
    myCards: mine.flatMap((p) =>
      Array.from({ length: p.cards }, (_, k) => ({
        cardNo: p.first_card_no + k,
        numbers: cardFromSeed(game.server_seed, game.salt, p.first_card_no + k),
      })),
    ),
    myStake: mine.reduce((t, p) => t + p.amount, 0),
    myWin:
      mine.length > 0 && mine.every((p) => p.win !== null)
        ? mine.reduce((t, p) => t + (p.win ?? 0), 0)
        : null,
  };
}

/** The draw order of a game (from its seed; stored with the result once started). */
export const orderOf = (game: TGameRow): number[] => drawOrder(game.server_seed, game.salt);
