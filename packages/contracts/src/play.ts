// The in-house game service as the `/seamless` game page sees it (`/api/play/*`, token required):
// open a game, the provably-fair seed pair, rounds (one-shot or multi-step), recall of past rounds.
// Guests play demos in the browser with play money and never call these. Trial users play with
// their trial balance, members for real; the service moves money only through the seamless API.
// A round's start, action, input, outcome and open view are the zod schemas of the round modules of
// @pavilion/games (lifecycle.ts), tagged by engine: a start of the wrong shape for its engine is a
// 400 VALIDATION_FAILED naming the field; a well-formed stake outside the engine's limits is
// INVALID_BET with the engine's reason.
import { z } from 'zod';
import { ENGINE_IDS } from '@pavilion/games/engine-meta';
import { SLOT_THEME_IDS } from '@pavilion/games/engines/slot-paytables';
import { ZRecordedRoundSchema, ZRoundActionSchema, ZRoundStartSchema } from '@pavilion/games/lifecycle';

export { ENGINE_IDS };
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
  theme: z.enum(SLOT_THEME_IDS).nullable(),
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
  clientSeed: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces'),
});
export type TClientSeedRequest = z.infer<typeof ZClientSeedRequestSchema>;

/** POST /api/play/fairness/rotate: the old pair revealed, the new pair's commitment. */
export const ZRotateReplySchema = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    lastNonce: z.number().int(),
  }),
  next: ZFairnessSchema,
});
export type TRotateReply = z.infer<typeof ZRotateReplySchema>;

/**
 * POST /api/play/rounds: start a round. `input` is the engine's start tagged with its engine
 * (`{engine: 'slot', lineBet, lines}`, `{engine: 'video-poker', bet}`, …); it must name the game's
 * engine. `requestId` makes the call idempotent: a retry with the same id returns the same round.
 */
export const ZStartRoundRequestSchema = z.object({
  nodeId: z.number().int().positive(),
  requestId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  input: ZRoundStartSchema,
});
export type TStartRoundRequest = z.infer<typeof ZStartRoundRequestSchema>;

/** POST /api/play/rounds/:roundId/actions: the next step of an open multi-step round. */
export const ZRoundActionRequestSchema = ZRoundActionSchema;
export type TRoundActionRequest = z.infer<typeof ZRoundActionRequestSchema>;

export const ZRoundIdParamsSchema = z.object({ roundId: z.string().regex(/^[0-9]{1,18}$/) });

/** What every round carries whatever its engine; `engine`, `input`, `outcome` and `view` follow. */
const ZRoundBaseSchema = z.object({
  roundId: z.string(),
  nodeId: z.number().int(),
  gameName: z.string(),
  status: z.enum(['open', 'settled']),
  /** total staked so far (doubles and splits add to it), minor units */
  stake: z.number().int(),
  payout: z.number().int(),
  balanceBefore: z.number().int(),
  balanceAfter: z.number().int(),
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
/**
 * A round as the player sees it. Tagged by `engine`: `input` is the input so far (actions, holds),
 * `outcome` the engine's settled outcome (null while open or while its win is being paid), `view`
 * what a multi-step round shows while open (the dealt hand, the blackjack table without the shoe).
 */
export const ZRoundSchema = ZRoundBaseSchema.and(ZRecordedRoundSchema);
export type TRound = z.infer<typeof ZRoundSchema>;

export const ZRoundReplySchema = z.object({ round: ZRoundSchema, balance: z.number().int() });
export type TRoundReply = z.infer<typeof ZRoundReplySchema>;

export const ZRecentRoundsQuerySchema = z.object({
  nodeId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(ROUND_RECALL_LIMIT).default(ROUND_RECALL_LIMIT),
});
export const ZRecentRoundsSchema = z.object({ rounds: z.array(ZRoundSchema) });
export type TRecentRounds = z.infer<typeof ZRecentRoundsSchema>;
