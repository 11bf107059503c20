// Live-style tables (issue 17, decision 050): the lobby, one table's state, bets, my bets and the
// round history with what a browser needs to verify each round (`@pavilion/games/live-tables/deal`).
// Amounts are integer minor units; times are ISO strings in UTC, with `serverTime` so the browser
// corrects its clock for countdowns. A round's phase is a function of its times: betting until
// `closesAt`, then the reveal steps at `revealAt + i × stepMs`, settled after `settlesAt`.
import { z } from 'zod';
import { LIVE_GAMES } from '@pavilion/games/live-tables/schemas';
import { ZBaccaratBetSchema, ZBaccaratCoupSchema } from '@pavilion/games/rounds/baccarat';
import { ZDragonTigerBetSchema } from '@pavilion/games/rounds/dragon-tiger';
import { ZRouletteBetSchema } from '@pavilion/games/rounds/roulette';
import { ZDiceSchema, ZSicBoBetSchema } from '@pavilion/games/rounds/sic-bo';
import { ZCardSchema } from '@pavilion/games/round-def';

export { LIVE_GAMES };
export const LIVE_PHASES = ['betting', 'revealing', 'settling', 'settled'] as const;
export const LIVE_STREAM_EVENTS = { ready: 'ready', state: 'state', bets: 'bets' } as const;
/** Most bets one placement may carry (spots on the layout). */
export const LIVE_MAX_SPOTS = 40;

export const ZLiveGameSchema = z.enum(LIVE_GAMES);
export const ZLivePhaseSchema = z.enum(LIVE_PHASES);

export const ZLiveRevealStepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('card'),
    hand: z.enum(['player', 'banker', 'dragon', 'tiger']),
    card: ZCardSchema,
  }),
  z.object({ kind: z.literal('ball'), number: z.number().int() }),
  z.object({ kind: z.literal('die'), face: z.number().int() }),
]);

export const ZLiveResultSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('baccarat'), coup: ZBaccaratCoupSchema }),
  z.object({ game: z.literal('roulette'), number: z.number().int() }),
  z.object({
    game: z.literal('dragon-tiger'),
    dragon: ZCardSchema,
    tiger: ZCardSchema,
    winner: z.enum(['dragon', 'tiger', 'tie']),
  }),
  z.object({ game: z.literal('sic-bo'), dice: ZDiceSchema }),
]);

export const ZLiveRoundSchema = z.object({
  id: z.string(),
  roundNo: z.number().int(),
  salt: z.string(),
  seedHash: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  revealAt: z.string(),
  stepMs: z.number().int(),
  stepCount: z.number().int(),
  settlesAt: z.string(),
  nextOpensAt: z.string(),
  phase: ZLivePhaseSchema,
  /** the steps shown so far (all of them once the reveal is over) */
  steps: z.array(ZLiveRevealStepSchema),
  /** after settlement only */
  result: ZLiveResultSchema.nullable(),
  serverSeed: z.string().nullable(),
});

/** A finished round as the roads and history show it. */
export const ZLiveHistoryItemSchema = z.object({
  id: z.string(),
  roundNo: z.number().int(),
  salt: z.string(),
  seedHash: z.string(),
  serverSeed: z.string(),
  result: ZLiveResultSchema,
  settledAt: z.string(),
});

export const ZLiveTableSchema = z.object({
  id: z.string(),
  game: ZLiveGameSchema,
  minBet: z.number().int(),
  maxBet: z.number().int(),
  players: z.number().int(),
  round: ZLiveRoundSchema,
  /** the last results, oldest first (the roads read them) */
  recent: z.array(ZLiveHistoryItemSchema),
});

export const ZLiveLobbySchema = z.object({ serverTime: z.string(), tables: z.array(ZLiveTableSchema) });
export const ZLiveTableStateSchema = ZLiveTableSchema.extend({ serverTime: z.string() });

export const ZLiveBetsSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('baccarat'), bets: z.array(ZBaccaratBetSchema).min(1).max(LIVE_MAX_SPOTS) }),
  z.object({ game: z.literal('roulette'), bets: z.array(ZRouletteBetSchema).min(1).max(LIVE_MAX_SPOTS) }),
  z.object({
    game: z.literal('dragon-tiger'),
    bets: z.array(ZDragonTigerBetSchema).min(1).max(LIVE_MAX_SPOTS),
  }),
  z.object({ game: z.literal('sic-bo'), bets: z.array(ZSicBoBetSchema).min(1).max(LIVE_MAX_SPOTS) }),
]);
export type TLiveBets = z.infer<typeof ZLiveBetsSchema>;

export const ZLivePlaceRequestSchema = z.object({
  roundId: z.string().regex(/^\d{1,18}$/),
  placement: ZLiveBetsSchema,
});

export const ZLiveMyBetSchema = z.object({
  id: z.string(),
  roundId: z.string(),
  roundNo: z.number().int(),
  placement: ZLiveBetsSchema,
  stake: z.number().int(),
  payout: z.number().int().nullable(),
  status: z.enum(['placed', 'settled', 'void']),
  placedAt: z.string(),
});
export const ZLiveMyBetsSchema = z.object({ items: z.array(ZLiveMyBetSchema) });
export const ZLivePlaceReplySchema = z.object({ bet: ZLiveMyBetSchema, balance: z.number().int() });
export const ZLiveHistorySchema = z.object({ items: z.array(ZLiveHistoryItemSchema) });
export const ZLiveTableParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/) });
export const ZLiveStreamQuerySchema = z.object({ token: z.string().min(16).max(256).optional() });

export type TLiveGame = z.infer<typeof ZLiveGameSchema>;
export type TLivePhase = z.infer<typeof ZLivePhaseSchema>;
export type TLiveRevealStep = z.infer<typeof ZLiveRevealStepSchema>;
export type TLiveResult = z.infer<typeof ZLiveResultSchema>;
export type TLiveRound = z.infer<typeof ZLiveRoundSchema>;
export type TLiveHistoryItem = z.infer<typeof ZLiveHistoryItemSchema>;
export type TLiveTable = z.infer<typeof ZLiveTableSchema>;
export type TLiveLobby = z.infer<typeof ZLiveLobbySchema>;
export type TLiveTableState = z.infer<typeof ZLiveTableStateSchema>;
export type TLivePlaceRequest = z.infer<typeof ZLivePlaceRequestSchema>;
export type TLiveMyBet = z.infer<typeof ZLiveMyBetSchema>;
export type TLivePlaceReply = z.infer<typeof ZLivePlaceReplySchema>;
