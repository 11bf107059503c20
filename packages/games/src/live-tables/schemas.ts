// The shapes a live table publishes: its game, the commitment, the dealt result and the reveal
// steps. The server stores and pushes these and the browser parses them before verifying a round.
import { z } from 'zod';
import { ZCardSchema } from '../round-def.ts';
import { ZBaccaratCoupSchema } from '../rounds/baccarat.ts';
import { ZDiceSchema } from '../rounds/sic-bo.ts';

export const LIVE_GAMES = ['baccarat', 'roulette', 'dragon-tiger', 'sic-bo'] as const;
export const ZLiveGameSchema = z.enum(LIVE_GAMES);

export const ZCommitmentSchema = z.object({
  salt: z.string().min(1).max(64),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});

export const ZLiveResultSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('baccarat'), coup: ZBaccaratCoupSchema }),
  z.object({ game: z.literal('roulette'), number: z.number().int().min(0).max(36) }),
  z.object({
    game: z.literal('dragon-tiger'),
    dragon: ZCardSchema,
    tiger: ZCardSchema,
    winner: z.enum(['dragon', 'tiger', 'tie']),
  }),
  z.object({ game: z.literal('sic-bo'), dice: ZDiceSchema }),
]);

export const ZRevealStepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('card'),
    hand: z.enum(['player', 'banker', 'dragon', 'tiger']),
    card: ZCardSchema,
  }),
  z.object({ kind: z.literal('ball'), number: z.number().int().min(0).max(36) }),
  z.object({ kind: z.literal('die'), face: z.number().int().min(1).max(6) }),
]);

export type TLiveGame = z.infer<typeof ZLiveGameSchema>;
export type TCommitment = z.infer<typeof ZCommitmentSchema>;
export type TLiveResult = z.infer<typeof ZLiveResultSchema>;
export type TRevealStep = z.infer<typeof ZRevealStepSchema>;
