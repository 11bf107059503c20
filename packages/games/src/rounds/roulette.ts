// European roulette rounds: up to 200 bets on the layout, one spin.
import { z } from 'zod';
import { noActions, settledStep, ZAmountSchema, type TRoundDef } from '../round-def.ts';
import { MAX_ROULETTE_BETS, spinRoulette } from '../engines/roulette.ts';
import { sum } from '../money.ts';

const ZIndexSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const ZRouletteBetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['straight', 'split', 'street', 'corner', 'line']),
    numbers: z.array(z.number().int()).readonly(),
    amount: ZAmountSchema,
  }),
  z.object({ type: z.enum(['dozen', 'column']), index: ZIndexSchema, amount: ZAmountSchema }),
  z.object({ type: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']), amount: ZAmountSchema }),
]);
export const ZRouletteInputSchema = z.object({
  bets: z.array(ZRouletteBetSchema).max(MAX_ROULETTE_BETS).readonly(),
});
export const ZRouletteStartSchema = ZRouletteInputSchema.extend({ engine: z.literal('roulette') });
export const ZRouletteBetResultSchema = z.object({
  bet: ZRouletteBetSchema,
  covered: z.array(z.number().int()),
  won: z.boolean(),
  payout: ZAmountSchema,
});
export const ZRouletteOutcomeSchema = z.object({
  input: ZRouletteInputSchema,
  number: z.number().int(),
  colour: z.enum(['green', 'red', 'black']),
  bets: z.array(ZRouletteBetResultSchema),
  stake: ZAmountSchema,
  payout: ZAmountSchema,
});

export type TRouletteBet = z.infer<typeof ZRouletteBetSchema>;
export type TRouletteInput = z.infer<typeof ZRouletteInputSchema>;
export type TRouletteStart = z.infer<typeof ZRouletteStartSchema>;
export type TRouletteBetResult = z.infer<typeof ZRouletteBetResultSchema>;
export type TRouletteOutcome = z.infer<typeof ZRouletteOutcomeSchema>;

export const rouletteRound = {
  engine: 'roulette',
  schemas: {
    start: ZRouletteStartSchema,
    input: ZRouletteInputSchema,
    outcome: ZRouletteOutcomeSchema,
    hidden: z.never(),
    view: z.never(),
    round: z.object({
      engine: z.literal('roulette'),
      input: ZRouletteInputSchema,
      outcome: ZRouletteOutcomeSchema.nullable(),
      view: z.null(),
    }),
  },
  stake: (start) => sum(start.bets.map((b) => b.amount)),
  // a straight pays 35:1
  maxReturn: 36,
  open: (start, { rng }) => settledStep(spinRoulette({ bets: start.bets }, rng)),
  act: () => noActions('roulette'),
  view: () => noActions('roulette'),
  replay: spinRoulette,
} satisfies TRoundDef<{
  start: TRouletteStart;
  input: TRouletteInput;
  outcome: TRouletteOutcome;
  hidden: never;
  view: never;
}>;
