// The fishing arcade (issue 17, decision 051): seas (shared: everyone in a sea sees the same fish),
// a player's session in a sea with its committed seed, shots decided by the server, and the
// session's summary. Amounts are integer minor units; times are epoch milliseconds (the canvas
// animates by them) and `serverTime` lets the browser correct its clock.
import { z } from 'zod';
import { BOMB_MAX_TARGETS, CANNON_STAKES, FISH, BOSS } from '@pavilion/games/fishing/sea';

const ZIdSchema = z.string().regex(/^[1-9][0-9]{0,17}$/);
export const ZSeaIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/);
export const ZFishTargetSchema = z.enum([...(Object.keys(FISH) as (keyof typeof FISH)[]), BOSS.id]);
export const ZFishIdSchema = z.string().regex(/^[0-9]{1,12}\.[0-9]{1,2}$/);

export const ZSeaSummarySchema = z.object({
  id: ZSeaIdSchema,
  name: z.string(),
  players: z.number().int(),
  maxPlayers: z.number().int(),
});
export const ZSeasSchema = z.object({
  serverTime: z.number().int(),
  declaredRtp: z.number(),
  cannonStakes: z.array(z.number().int()),
  fish: z.record(z.string(), z.number().int()),
  boss: z.object({ id: z.string(), multipliers: z.array(z.number().int()) }),
  bombPrice: z.number().int(),
  seas: z.array(ZSeaSummarySchema),
});
export type TSeas = z.infer<typeof ZSeasSchema>;

/** A fish of the sea: it swims across in `durationMs` from `spawnAt`, left to right when dir = 1. */
export const ZFishSchema = z.object({
  id: ZFishIdSchema,
  species: ZFishTargetSchema,
  spawnAt: z.number().int(),
  durationMs: z.number().int(),
  /** height of its lane, 0 (top) to 1 (bottom) */
  y: z.number(),
  dir: z.union([z.literal(1), z.literal(-1)]),
  /** its lane's sway phase (radians) */
  phase: z.number(),
});
export type TFish = z.infer<typeof ZFishSchema>;

export const ZFishingSessionSchema = z.object({
  id: ZIdSchema,
  seaId: ZSeaIdSchema,
  status: z.enum(['open', 'closed']),
  seedHash: z.string(),
  clientSeed: z.string(),
  /** revealed when the session is closed */
  serverSeed: z.string().nullable(),
  shots: z.number().int(),
  staked: z.number().int(),
  paid: z.number().int(),
  /** what the player may still stake: the wallet at the last batch, less unsettled stakes, plus wins */
  available: z.number().int(),
  batches: z.number().int(),
  /** batches whose wallet step has not been confirmed yet */
  pendingBatches: z.number().int(),
});
export type TFishingSession = z.infer<typeof ZFishingSessionSchema>;

export const ZFishingSeaStateSchema = z.object({
  serverTime: z.number().int(),
  fish: z.array(ZFishSchema),
  /** fish of this window already caught */
  caught: z.array(ZFishIdSchema),
  session: ZFishingSessionSchema,
});
export type TFishingSeaState = z.infer<typeof ZFishingSeaStateSchema>;

export const ZSeaParamsSchema = z.object({ seaId: ZSeaIdSchema });
export const ZFishingSessionParamsSchema = z.object({ sessionId: ZIdSchema });

export const ZFishingOpenRequestSchema = z.object({
  clientSeed: z
    .string()
    .regex(/^[\x21-\x7e]{1,64}$/)
    .optional(),
});

export const ZFishingShotRequestSchema = z.discriminatedUnion('weapon', [
  z.object({
    weapon: z.literal('cannon'),
    stake: z.number().int(),
    fishIds: z.array(ZFishIdSchema).length(1),
  }),
  z.object({
    weapon: z.literal('bomb'),
    stake: z.number().int(),
    fishIds: z.array(ZFishIdSchema).min(1).max(BOMB_MAX_TARGETS),
  }),
]);
export const ZFishingShootRequestSchema = z.object({
  shots: z.array(ZFishingShotRequestSchema).min(1).max(10),
});
export type TFishingShootRequest = z.infer<typeof ZFishingShootRequestSchema>;

export const ZFishingShotResultSchema = z.object({
  shotNo: z.number().int().nullable(),
  /** true when a target had gone (caught by someone else, or swum away): the shot was not fired */
  gone: z.boolean(),
  cost: z.number().int(),
  payout: z.number().int(),
  kills: z.array(
    z.object({
      fishId: ZFishIdSchema,
      species: ZFishTargetSchema,
      multiplier: z.number().int(),
      payout: z.number().int(),
    }),
  ),
});
export const ZFishingShootReplySchema = z.object({
  results: z.array(ZFishingShotResultSchema),
  session: ZFishingSessionSchema,
});
export type TFishingShootReply = z.infer<typeof ZFishingShootReplySchema>;

export const ZFishingKillEventSchema = z.object({
  fishId: ZFishIdSchema,
  sessionId: ZIdSchema,
  multiplier: z.number().int(),
  payout: z.number().int(),
});
export { BOMB_MAX_TARGETS, CANNON_STAKES };
