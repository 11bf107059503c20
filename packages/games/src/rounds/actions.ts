// The actions of multi-step rounds, one union tagged by engine: each multi-step module declares
// its own action schema and is listed here.
import { z } from 'zod';
import { ZBlackjackActionSchema } from './blackjack.ts';
import { ZMinesActionSchema } from './mines.ts';
import { ZVideoPokerActionSchema } from './video-poker.ts';

export const ZRoundActionSchema = z.discriminatedUnion('engine', [
  ZVideoPokerActionSchema,
  ZBlackjackActionSchema,
  ZMinesActionSchema,
]);
export type TRoundAction = z.infer<typeof ZRoundActionSchema>;
