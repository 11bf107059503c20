// Keno rounds: the player's picks against ten numbers drawn.
import { z } from 'zod';
import { noActions, settledStep, ZAmountSchema, type TRoundDef } from '../round-def.ts';
import { playKeno } from '../engines/keno.ts';

export const ZKenoInputSchema = z.object({ bet: ZAmountSchema, picks: z.array(z.number().int()).max(40) });
export const ZKenoStartSchema = ZKenoInputSchema.extend({ engine: z.literal('keno') });
export const ZKenoOutcomeSchema = z.object({
  input: ZKenoInputSchema,
  drawn: z.array(z.number().int()),
  hits: z.array(z.number().int()),
  /** hundredths */
  multiplier: z.number().int(),
  stake: ZAmountSchema,
  payout: ZAmountSchema,
});

export type TKenoInput = z.infer<typeof ZKenoInputSchema>;
export type TKenoStart = z.infer<typeof ZKenoStartSchema>;
export type TKenoOutcome = z.infer<typeof ZKenoOutcomeSchema>;

export const kenoRound = {
  engine: 'keno',
  schemas: {
    start: ZKenoStartSchema,
    input: ZKenoInputSchema,
    outcome: ZKenoOutcomeSchema,
    hidden: z.never(),
    view: z.never(),
    round: z.object({
      engine: z.literal('keno'),
      input: ZKenoInputSchema,
      outcome: ZKenoOutcomeSchema.nullable(),
      view: z.null(),
    }),
  },
  stake: (start) => start.bet,
  // the top of every paytable is capped at 1,000×
  maxReturn: 1000,
  open: (start, { rng }) => settledStep(playKeno({ bet: start.bet, picks: start.picks }, rng)),
  act: () => noActions('keno'),
  view: () => noActions('keno'),
  replay: playKeno,
} satisfies TRoundDef<{
  start: TKenoStart;
  input: TKenoInput;
  outcome: TKenoOutcome;
  hidden: never;
  view: never;
}>;
