// The operator's side of the live tables (`/api/admin/live/*`, permission area `live`, decision 050):
// the tables with their current round, limits, pause/resume, and voiding a round not yet settled.
import { z } from 'zod';
import { minorUnitsSchema } from './amount-schema.ts';
import { ZLiveGameSchema, ZLivePhaseSchema } from './live-tables.ts';

export const LIVE_ROUND_STATUSES = ['open', 'settled', 'void'] as const;

export const ZLiveAdminRoundSchema = z.object({
  id: z.string(),
  roundNo: z.number().int(),
  status: z.enum(LIVE_ROUND_STATUSES),
  phase: ZLivePhaseSchema,
  opensAt: z.string(),
  closesAt: z.string(),
  settlesAt: z.string(),
  bets: z.number().int(),
  stake: z.number().int(),
});
export type TLiveAdminRound = z.infer<typeof ZLiveAdminRoundSchema>;

export const ZLiveAdminTableSchema = z.object({
  id: z.string(),
  game: ZLiveGameSchema,
  minBet: z.number().int(),
  maxBet: z.number().int(),
  paused: z.boolean(),
  /** the round on now (the latest that opened), null before the first */
  round: ZLiveAdminRoundSchema.nullable(),
});
export type TLiveAdminTable = z.infer<typeof ZLiveAdminTableSchema>;
export const ZLiveAdminTablesSchema = z.object({ items: z.array(ZLiveAdminTableSchema) });
export type TLiveAdminTables = z.infer<typeof ZLiveAdminTablesSchema>;

const ZMinorSchema = minorUnitsSchema({ positive: true, max: 1_000_000_000_00 });

export const ZLiveLimitsUpdateSchema = z
  .object({ minBet: ZMinorSchema, maxBet: ZMinorSchema })
  .strict()
  .refine((v) => v.maxBet >= v.minBet, { path: ['maxBet'], message: 'Must be at least the minimum bet' });
export type TLiveLimitsUpdate = z.infer<typeof ZLiveLimitsUpdateSchema>;

export const ZLivePauseUpdateSchema = z.object({ paused: z.boolean() }).strict();
export type TLivePauseUpdate = z.infer<typeof ZLivePauseUpdateSchema>;

export const ZLiveAdminTableParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/) });
export const ZLiveAdminRoundParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  roundId: z.coerce.number().int().positive(),
});

export const ZLiveVoidReplySchema = z.object({
  roundId: z.string(),
  status: z.literal('void'),
  /** bets of the round, and how many of them the wallet has rolled back so far */
  bets: z.number().int(),
  refunded: z.number().int(),
});
export type TLiveVoidReply = z.infer<typeof ZLiveVoidReplySchema>;
