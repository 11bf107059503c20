// Baccarat rounds: up to one bet on each of player, banker, tie and the two pairs; one coup.
import { z } from 'zod';
import { noActions, settledStep, ZAmountSchema, ZCardSchema, type TRoundDef } from '../round-def.ts';
import { BACCARAT_BETS, playBaccarat } from '../engines/baccarat.ts';
import { sum } from '../money.ts';

export const ZBaccaratBetSchema = z.object({ type: z.enum(BACCARAT_BETS), amount: ZAmountSchema });
export const ZBaccaratInputSchema = z.object({ bets: z.array(ZBaccaratBetSchema).readonly() });
export const ZBaccaratStartSchema = ZBaccaratInputSchema.extend({ engine: z.literal('baccarat') });
export const ZBaccaratCoupSchema = z.object({
  player: z.array(ZCardSchema),
  banker: z.array(ZCardSchema),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
});
export const ZBaccaratOutcomeSchema = ZBaccaratCoupSchema.extend({
  input: ZBaccaratInputSchema,
  bets: z.array(z.object({ bet: ZBaccaratBetSchema, payout: ZAmountSchema })),
  stake: ZAmountSchema,
  payout: ZAmountSchema,
});

export type TBaccaratBet = z.infer<typeof ZBaccaratBetSchema>;
export type TBaccaratInput = z.infer<typeof ZBaccaratInputSchema>;
export type TBaccaratStart = z.infer<typeof ZBaccaratStartSchema>;
export type TBaccaratCoup = z.infer<typeof ZBaccaratCoupSchema>;
export type TBaccaratOutcome = z.infer<typeof ZBaccaratOutcomeSchema>;

export const baccaratRound = {
  engine: 'baccarat',
  schemas: {
    start: ZBaccaratStartSchema,
    input: ZBaccaratInputSchema,
    outcome: ZBaccaratOutcomeSchema,
    hidden: z.never(),
    view: z.never(),
    round: z.object({
      engine: z.literal('baccarat'),
      input: ZBaccaratInputSchema,
      outcome: ZBaccaratOutcomeSchema.nullable(),
      view: z.null(),
    }),
  },
  stake: (start) => sum(start.bets.map((b) => b.amount)),
  // a pair pays 11:1
  maxReturn: 12,
  open: (start, { rng }) => settledStep(playBaccarat({ bets: start.bets }, rng)),
  act: () => noActions('baccarat'),
  view: () => noActions('baccarat'),
  replay: playBaccarat,
} satisfies TRoundDef<{
  start: TBaccaratStart;
  input: TBaccaratInput;
  outcome: TBaccaratOutcome;
  hidden: never;
  view: never;
}>;
