// Plinko rounds: one ball down the chosen rows at the chosen risk.
import { z } from 'zod';
import { noActions, settledStep, ZAmountSchema, type TRoundDef } from '../round-def.ts';
import { playPlinko, PLINKO_RISKS } from '../engines/plinko.ts';

export const ZPlinkoInputSchema = z.object({
  bet: ZAmountSchema,
  rows: z.number().int(),
  risk: z.enum(PLINKO_RISKS),
});
export const ZPlinkoStartSchema = ZPlinkoInputSchema.extend({ engine: z.literal('plinko') });
export const ZPlinkoOutcomeSchema = z.object({
  input: ZPlinkoInputSchema,
  /** per row: 0 left, 1 right */
  path: z.array(z.number().int().min(0).max(1)),
  slot: z.number().int(),
  /** hundredths */
  multiplier: z.number().int(),
  stake: ZAmountSchema,
  payout: ZAmountSchema,
});

export type TPlinkoInput = z.infer<typeof ZPlinkoInputSchema>;
export type TPlinkoStart = z.infer<typeof ZPlinkoStartSchema>;
export type TPlinkoOutcome = z.infer<typeof ZPlinkoOutcomeSchema>;

export const plinkoRound = {
  engine: 'plinko',
  schemas: {
    start: ZPlinkoStartSchema,
    input: ZPlinkoInputSchema,
    outcome: ZPlinkoOutcomeSchema,
    hidden: z.never(),
    view: z.never(),
    round: z.object({
      engine: z.literal('plinko'),
      input: ZPlinkoInputSchema,
      outcome: ZPlinkoOutcomeSchema.nullable(),
      view: z.null(),
    }),
  },
  stake: (start) => start.bet,
  // the edge slot of 16 rows at high risk
  maxReturn: 1000,
  open: (start, { rng }) =>
    settledStep(playPlinko({ bet: start.bet, rows: start.rows, risk: start.risk }, rng)),
  act: () => noActions('plinko'),
  view: () => noActions('plinko'),
  replay: playPlinko,
} satisfies TRoundDef<{
  start: TPlinkoStart;
  input: TPlinkoInput;
  outcome: TPlinkoOutcome;
  hidden: never;
  view: never;
}>;
