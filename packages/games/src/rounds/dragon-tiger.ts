// Dragon tiger rounds: up to one bet on each of dragon, tiger and tie; one card each.
import { z } from 'zod';
import { noActions, settledStep, ZAmountSchema, ZCardSchema, type TRoundDef } from '../round-def.ts';
import { DRAGON_TIGER_BETS, playDragonTiger } from '../engines/dragon-tiger.ts';
import { sum } from '../money.ts';

export const ZDragonTigerBetSchema = z.object({ type: z.enum(DRAGON_TIGER_BETS), amount: ZAmountSchema });
export const ZDragonTigerInputSchema = z.object({ bets: z.array(ZDragonTigerBetSchema).readonly() });
export const ZDragonTigerStartSchema = ZDragonTigerInputSchema.extend({ engine: z.literal('dragon-tiger') });
export const ZDragonTigerOutcomeSchema = z.object({
  input: ZDragonTigerInputSchema,
  dragon: ZCardSchema,
  tiger: ZCardSchema,
  winner: z.enum(DRAGON_TIGER_BETS),
  bets: z.array(z.object({ bet: ZDragonTigerBetSchema, payout: ZAmountSchema })),
  stake: ZAmountSchema,
  payout: ZAmountSchema,
});

export type TDragonTigerBet = z.infer<typeof ZDragonTigerBetSchema>;
export type TDragonTigerInput = z.infer<typeof ZDragonTigerInputSchema>;
export type TDragonTigerStart = z.infer<typeof ZDragonTigerStartSchema>;
export type TDragonTigerOutcome = z.infer<typeof ZDragonTigerOutcomeSchema>;

export const dragonTigerRound = {
  engine: 'dragon-tiger',
  schemas: {
    start: ZDragonTigerStartSchema,
    input: ZDragonTigerInputSchema,
    outcome: ZDragonTigerOutcomeSchema,
    hidden: z.never(),
    view: z.never(),
    round: z.object({
      engine: z.literal('dragon-tiger'),
      input: ZDragonTigerInputSchema,
      outcome: ZDragonTigerOutcomeSchema.nullable(),
      view: z.null(),
    }),
  },
  stake: (start) => sum(start.bets.map((b) => b.amount)),
  // a tie pays 8:1
  maxReturn: 9,
  open: (start, { rng }) => settledStep(playDragonTiger({ bets: start.bets }, rng)),
  act: () => noActions('dragon-tiger'),
  view: () => noActions('dragon-tiger'),
  replay: playDragonTiger,
} satisfies TRoundDef<{
  start: TDragonTigerStart;
  input: TDragonTigerInput;
  outcome: TDragonTigerOutcome;
  hidden: never;
  view: never;
}>;
