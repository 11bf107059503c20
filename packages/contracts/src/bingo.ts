// Bingo rooms (issue 17, decision 051): the lobby of rooms with their next game and players, a
// room's current and next game (committed seed hash before sales, the seed after the draw, the
// balls drawn so far, the prize table, the awards as their balls come out) and the player's cards,
// and buying cards for a game before it starts. Amounts are integer minor units; times are ISO
// strings in UTC, `serverTime` lets the browser correct its clock. A card is 25 numbers row-major
// with the free centre as 0 (`@pavilion/games/bingo/card`).
import { z } from 'zod';
import { BINGO_PATTERNS } from '@pavilion/games/bingo/patterns';

const ZIdSchema = z.string().regex(/^[1-9][0-9]{0,17}$/);
export const ZBingoRoomIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/);
export const ZBingoPatternSchema = z.enum(BINGO_PATTERNS);

export const ZBingoRoomSummarySchema = z.object({
  id: ZBingoRoomIdSchema,
  name: z.string(),
  cardPrice: z.number().int(),
  maxCards: z.number().int(),
  ballMs: z.number().int(),
  /** members holding cards in the game being drawn or the next one */
  players: z.number().int(),
  nextGameNo: z.number().int(),
  nextStartsAt: z.string(),
  drawing: z.boolean(),
});
export type TBingoRoomSummary = z.infer<typeof ZBingoRoomSummarySchema>;

export const ZBingoRoomsSchema = z.object({
  serverTime: z.string(),
  rooms: z.array(ZBingoRoomSummarySchema),
});
export type TBingoRooms = z.infer<typeof ZBingoRoomsSchema>;

export const ZBingoAwardSchema = z.object({
  pattern: ZBingoPatternSchema,
  ball: z.number().int(),
  prize: z.number().int(),
  winners: z.array(z.object({ cardNo: z.number().int(), amount: z.number().int(), mine: z.boolean() })),
});

export const ZBingoCardSchema = z.object({
  cardNo: z.number().int(),
  numbers: z.array(z.number().int()).length(25),
});
export type TBingoCard = z.infer<typeof ZBingoCardSchema>;

export const ZBingoGameSchema = z.object({
  id: ZIdSchema,
  gameNo: z.number().int(),
  status: z.enum(['selling', 'drawing', 'settled']),
  opensAt: z.string(),
  startsAt: z.string(),
  /** when the last ball of the game comes out; null while cards are on sale */
  endsAt: z.string().nullable(),
  ballMs: z.number().int(),
  cardPrice: z.number().int(),
  cardsSold: z.number().int(),
  salt: z.string(),
  seedHash: z.string(),
  /** revealed once the game is over */
  serverSeed: z.string().nullable(),
  /** balls drawn by serverTime, in order */
  drawn: z.array(z.number().int()),
  prizes: z.array(z.object({ pattern: ZBingoPatternSchema, shareBps: z.number().int() })),
  jackpot: z.object({ withinBalls: z.number().int(), multiple: z.number().int() }).nullable(),
  /** prizes won by the balls drawn so far */
  awards: z.array(ZBingoAwardSchema),
  jackpots: z.array(z.object({ cardNo: z.number().int(), amount: z.number().int(), mine: z.boolean() })),
  myCards: z.array(ZBingoCardSchema),
  /** the player's total stake and (once settled) total win in this game */
  myStake: z.number().int(),
  myWin: z.number().int().nullable(),
});
export type TBingoGame = z.infer<typeof ZBingoGameSchema>;

export const ZBingoRoomDetailSchema = z.object({
  serverTime: z.string(),
  room: ZBingoRoomSummarySchema,
  declaredRtp: z.number(),
  /** the game being drawn (or the last one, settled), then the game on sale */
  current: ZBingoGameSchema.nullable(),
  next: ZBingoGameSchema,
});
export type TBingoRoomDetail = z.infer<typeof ZBingoRoomDetailSchema>;

export const ZBingoRoomParamsSchema = z.object({ roomId: ZBingoRoomIdSchema });

export const ZBingoBuyRequestSchema = z.object({
  gameId: ZIdSchema,
  cards: z.number().int().min(1).max(100),
  /** the browser's id of this purchase: a retry with the same id is answered, never charged twice */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type TBingoBuyRequest = z.infer<typeof ZBingoBuyRequestSchema>;

export const ZBingoBuyReplySchema = z.object({
  purchaseId: ZIdSchema,
  cards: z.array(ZBingoCardSchema),
  amount: z.number().int(),
  balance: z.number().int(),
});
export type TBingoBuyReply = z.infer<typeof ZBingoBuyReplySchema>;

/** What the room's live stream pushes: a ball, a game's new state, or cards sold. */
export const ZBingoEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ball'), gameId: ZIdSchema, n: z.number().int(), ball: z.number().int() }),
  z.object({ type: z.literal('game'), gameId: ZIdSchema, status: z.enum(['selling', 'drawing', 'settled']) }),
  z.object({ type: z.literal('sold'), gameId: ZIdSchema, cardsSold: z.number().int() }),
]);
export type TBingoEvent = z.infer<typeof ZBingoEventSchema>;
