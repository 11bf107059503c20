// The in-house game service as the `/seamless` game page sees it (`/api/play/*`, token required):
// open a game, the provably-fair seed pair, rounds (one-shot or multi-step), recall of past rounds.
// Guests play demos in the browser with play money and never call these. Trial users play with
// their trial balance, members for real; the service moves money only through the seamless API.
// Round inputs and outcomes are the engines' own types from @pavilion/games (rounds.ts); the
// server validates inputs with the engine and answers INVALID_BET with the engine's reason.
import { z } from 'zod';

export const ENGINE_IDS = ['slot', 'scratch', 'video-poker', 'baccarat', 'roulette', 'sic-bo', 'dragon-tiger', 'blackjack', 'niuniu'] as const;
export const ZEngineIdSchema = z.enum(ENGINE_IDS);
export type TEngineIdContract = z.infer<typeof ZEngineIdSchema>;

/** How many past rounds of a game the player can recall (AGCO 13.1.1: the last game and 9 before). */
export const ROUND_RECALL_LIMIT = 10;

export const ZPlayModeSchema = z.enum(['real', 'trial']);

export const ZPlayGameQuerySchema = z.object({ nodeId: z.coerce.number().int().positive() });

/** GET /api/play/game?nodeId= : what the game page needs to open a game. */
export const ZPlayGameSchema = z.object({
  nodeId: z.number().int(),
  gameCode: z.string(),
  displayName: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  engine: ZEngineIdSchema,
  /** slot theme id for the slot engine, null otherwise */
  theme: z.string().nullable(),
  declaredRtp: z.number(),
  rtpBasis: z.string(),
  stakeUnit: z.enum(['line', 'position', 'round']),
  minBet: z.number().int(),
  maxBet: z.number().int(),
  mode: ZPlayModeSchema,
  balance: z.number().int(),
  currency: z.string(),
});
export type TPlayGame = z.infer<typeof ZPlayGameSchema>;

/** The seed pair in use: the server seed is shown only as its sha256 until rotated. */
export const ZFairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** the nonce the next round will use */
  nonce: z.number().int(),
});
export type TFairness = z.infer<typeof ZFairnessSchema>;

export const ZClientSeedRequestSchema = z.object({
  clientSeed: z.string().trim().min(1).max(64).regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces'),
});
export type TClientSeedRequest = z.infer<typeof ZClientSeedRequestSchema>;

/** POST /api/play/fairness/rotate: the old pair revealed, the new pair's commitment. */
export const ZRotateReplySchema = z.object({
  revealed: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), lastNonce: z.number().int() }),
  next: ZFairnessSchema,
});
export type TRotateReply = z.infer<typeof ZRotateReplySchema>;

/**
 * POST /api/play/rounds: start a round. `input` is the engine's input (TRoundInput<engine>);
 * for video poker the deal takes `{bet}` and blackjack `{bet}`; both then continue with actions.
 * `requestId` makes the call idempotent: a retry with the same id returns the same round.
 */
export const ZStartRoundRequestSchema = z.object({
  nodeId: z.number().int().positive(),
  requestId: z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/),
  input: z.record(z.string(), z.unknown()),
});
export type TStartRoundRequest = z.infer<typeof ZStartRoundRequestSchema>;

/** POST /api/play/rounds/:roundId/actions: the next step of an open multi-step round. */
export const ZRoundActionRequestSchema = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('video-poker'), hold: z.array(z.boolean()).length(5) }),
  z.object({ engine: z.literal('blackjack'), action: z.enum(['hit', 'stand', 'double', 'split']) }),
]);
export type TRoundActionRequest = z.infer<typeof ZRoundActionRequestSchema>;

export const ZRoundIdParamsSchema = z.object({ roundId: z.string().regex(/^[0-9]{1,18}$/) });

export const ZRoundSchema = z.object({
  roundId: z.string(),
  nodeId: z.number().int(),
  gameName: z.string(),
  engine: ZEngineIdSchema,
  status: z.enum(['open', 'settled']),
  /** total staked so far (doubles and splits add to it), minor units */
  stake: z.number().int(),
  payout: z.number().int(),
  balanceBefore: z.number().int(),
  balanceAfter: z.number().int(),
  /** the engine's input so far (actions, holds) and its outcome or open state */
  input: z.unknown(),
  outcome: z.unknown(),
  seeds: z.object({
    serverSeedHash: z.string(),
    /** revealed once the seed pair has been rotated, null before */
    serverSeed: z.string().nullable(),
    clientSeed: z.string(),
    nonce: z.number().int(),
  }),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TRound = z.infer<typeof ZRoundSchema>;

export const ZRoundReplySchema = z.object({ round: ZRoundSchema, balance: z.number().int() });
export type TRoundReply = z.infer<typeof ZRoundReplySchema>;

export const ZRecentRoundsQuerySchema = z.object({
  nodeId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(ROUND_RECALL_LIMIT).default(ROUND_RECALL_LIMIT),
});
export const ZRecentRoundsSchema = z.object({ rounds: z.array(ZRoundSchema) });
export type TRecentRounds = z.infer<typeof ZRecentRoundsSchema>;
