// Niuniu rounds: an equal and/or a double bet against the banker; the double bet lodges 5 × its
// amount, so the stake is the lodged total.
import { z } from 'zod';
import { noActions, settledStep, ZAmountSchema, ZCardSchema, type TRoundDef } from '../round-def.ts';
import { lodgedAmount, NIUNIU_BETS, playNiuniu } from '../engines/niuniu.ts';
import { sum } from '../money.ts';

export const ZNiuniuBetSchema = z.object({ type: z.enum(NIUNIU_BETS), amount: ZAmountSchema });
export const ZNiuniuInputSchema = z.object({ bets: z.array(ZNiuniuBetSchema).readonly() });
export const ZNiuniuStartSchema = ZNiuniuInputSchema.extend({ engine: z.literal('niuniu') });
export const ZNiuniuHandSchema = z.object({
  cards: z.array(ZCardSchema),
  rank: z.number().int(),
  label: z.string(),
  multiplier: z.number().int(),
});
export const ZNiuniuOutcomeSchema = z.object({
  input: ZNiuniuInputSchema,
  player: ZNiuniuHandSchema,
  banker: ZNiuniuHandSchema,
  winner: z.enum(['player', 'banker']),
  bets: z.array(z.object({ bet: ZNiuniuBetSchema, lodged: ZAmountSchema, payout: ZAmountSchema })),
  stake: ZAmountSchema,
  payout: ZAmountSchema,
});

export type TNiuniuBet = z.infer<typeof ZNiuniuBetSchema>;
export type TNiuniuInput = z.infer<typeof ZNiuniuInputSchema>;
export type TNiuniuStart = z.infer<typeof ZNiuniuStartSchema>;
export type TNiuniuHand = z.infer<typeof ZNiuniuHandSchema>;
export type TNiuniuOutcome = z.infer<typeof ZNiuniuOutcomeSchema>;

export const niuniuRound = {
  engine: 'niuniu',
  schemas: {
    start: ZNiuniuStartSchema,
    input: ZNiuniuInputSchema,
    outcome: ZNiuniuOutcomeSchema,
    hidden: z.never(),
    view: z.never(),
    round: z.object({
      engine: z.literal('niuniu'),
      input: ZNiuniuInputSchema,
      outcome: ZNiuniuOutcomeSchema.nullable(),
      view: z.null(),
    }),
  },
  stake: (start) => sum(start.bets.map(lodgedAmount)),
  // a winning double bet returns what it lodged and 5 × 0.95 of its amount: under 2 × the lodge
  maxReturn: 2,
  open: (start, { rng }) => settledStep(playNiuniu({ bets: start.bets }, rng)),
  act: () => noActions('niuniu'),
  view: () => noActions('niuniu'),
  replay: playNiuniu,
} satisfies TRoundDef<{
  start: TNiuniuStart;
  input: TNiuniuInput;
  outcome: TNiuniuOutcome;
  hidden: never;
  view: never;
}>;
