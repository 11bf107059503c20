// PVP card tables (issue 17, decision 052): the lobby, a Hold'em or niuniu table's view (the
// viewer's own hole cards only), the commands a seated member sends and the hand history with what
// a browser needs to verify each deck (`@pavilion/games/holdem/table-hand` verifyDeck,
// `@pavilion/games/niuniu-pvp/round` dealPvp). Amounts are integer minor units; times ISO in UTC
// with `serverTime` so the browser corrects its clock for the action timer.
import { z } from 'zod';
import { ZPositiveMinorUnitsSchema } from './amount-schema.ts';
import { ACTION_KINDS } from '@pavilion/games/holdem/table-state';

export const PVP_GAMES = ['holdem', 'niuniu'] as const;
export const PVP_STREAM_EVENTS = { ready: 'ready', state: 'state' } as const;

export const ZPvpGameSchema = z.enum(PVP_GAMES);
export const ZPvpTableParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/) });

export const ZPvpLobbyTableSchema = z.object({
  id: z.string(),
  game: ZPvpGameSchema,
  smallBlind: z.number().int(),
  bigBlind: z.number().int(),
  minBuyIn: z.number().int(),
  maxBuyIn: z.number().int(),
  maxSeats: z.number().int(),
  seatsTaken: z.number().int(),
  handNo: z.number().int(),
});
export const ZPvpLobbySchema = z.object({ tables: z.array(ZPvpLobbyTableSchema) });

/**
 * A table as one viewer may see it: `state` is the reducer's view for the viewer's seat (Hold'em:
 * `tableView`; niuniu: the round with hands shown after the deal), `mySeat` null for an onlooker.
 */
export const ZPvpTableViewSchema = z.object({
  id: z.string(),
  game: ZPvpGameSchema,
  version: z.number().int(),
  serverTime: z.string(),
  deadline: z.string().nullable(),
  nextSeedHash: z.string(),
  mySeat: z.number().int().nullable(),
  state: z.unknown(),
  legal: z.unknown().nullable(),
});

export const ZPvpSitRequestSchema = z.object({
  seat: z.number().int().min(0).max(9),
  buyIn: z.number().int().positive(),
});
export const ZPvpTopUpRequestSchema = z.object({ amount: z.number().int().positive() });
export const ZPvpActRequestSchema = z.object({
  action: z.enum(ACTION_KINDS),
  /** the street total a bet or raise brings the seat to */
  to: z.number().int().positive().optional(),
  /** the version the client saw: a stale action is refused, not applied to a later turn */
  version: z.number().int().nonnegative(),
});
export const ZPvpSitOutRequestSchema = z.object({ sittingOut: z.boolean() });
export const ZPvpStakeRequestSchema = z.object({ amount: ZPositiveMinorUnitsSchema });

export const ZPvpHandSchema = z.object({
  handNo: z.number().int(),
  salt: z.string(),
  seedHash: z.string(),
  serverSeed: z.string(),
  rake: z.number().int(),
  endedAt: z.string(),
  summary: z.unknown(),
});
export const ZPvpHistorySchema = z.object({ hands: z.array(ZPvpHandSchema) });

export type TPvpGame = z.infer<typeof ZPvpGameSchema>;
export type TPvpLobby = z.infer<typeof ZPvpLobbySchema>;
export type TPvpLobbyTable = z.infer<typeof ZPvpLobbyTableSchema>;
export type TPvpTableView = z.infer<typeof ZPvpTableViewSchema>;
export type TPvpSitRequest = z.infer<typeof ZPvpSitRequestSchema>;
export type TPvpActRequest = z.infer<typeof ZPvpActRequestSchema>;
export type TPvpHand = z.infer<typeof ZPvpHandSchema>;
export type TPvpHistory = z.infer<typeof ZPvpHistorySchema>;
