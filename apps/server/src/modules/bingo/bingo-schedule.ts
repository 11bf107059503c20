// A room's games are a function of time (decision 051): game n starts (sales close, the draw
// begins) at n × cycle since the epoch, where cycle = the room's pause + 75 balls, so a game's
// draw always ends before the next one starts; the next game's cards go on sale when the previous
// game starts. Ball k (1-based) comes out at startsAt + k × ballMs; the draw stops at the ball
// that completes the full house (all 75 when no card was sold).
import { randomBytes } from 'node:crypto';
import { BALLS } from '@pavilion/games/bingo/card';
import { roundSalt } from '@pavilion/games/live-tables/commit';
import { generateServerSeed, hashServerSeed } from '@pavilion/games/provably-fair';
import type { TGameRow, TRoomRow } from './bingo.repo.ts';

type TRoomTimes = Pick<TRoomRow, 'sale_seconds' | 'ball_ms'>;

export const cycleMs = (room: TRoomTimes): number => room.sale_seconds * 1000 + BALLS * room.ball_ms;

/** The game on sale at `now`: the first whose start is after it. */
export const nextGameNo = (room: TRoomTimes, now: Date): number =>
  Math.floor(now.getTime() / cycleMs(room)) + 1;

export const startsAtOf = (room: TRoomTimes, gameNo: number): Date => new Date(gameNo * cycleMs(room));

/** A new game's row: times fixed now, seed drawn and committed (its hash is public from here on). */
export function newGame(room: TRoomRow, gameNo: number) {
  const serverSeed = generateServerSeed((n) => randomBytes(n));
  return {
    room_id: room.id,
    game_no: gameNo,
    server_seed: serverSeed,
    seed_hash: hashServerSeed(serverSeed),
    salt: roundSalt('bingo', room.id, gameNo),
    card_price: room.card_price,
    ball_ms: room.ball_ms,
    opens_at: startsAtOf(room, gameNo - 1),
    starts_at: startsAtOf(room, gameNo),
  };
}

/** How many balls of the game are out at `now`. */
export function ballsOut(
  game: Pick<TGameRow, 'status' | 'starts_at' | 'ball_ms'>,
  balls: number,
  now: Date,
): number {
  if (game.status === 'selling') {
    return 0;
  }
  if (game.status === 'settled') {
    return balls;
  }
  const k = Math.floor((now.getTime() - game.starts_at.getTime()) / game.ball_ms);
  return Math.max(0, Math.min(balls, k));
}
