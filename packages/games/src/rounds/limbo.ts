// Limbo rounds: one result multiplier against the player's target.
import { z } from 'zod';
import { noActions, settledStep, ZAmountSchema, type TRoundDef } from '../round-def.ts';
import { LIMBO_MAX_TARGET, playLimbo } from '../engines/limbo.ts';

/** target in hundredths: 200 = 2.00× */
export const ZLimboInputSchema = z.object({ bet: ZAmountSchema, target: z.number().int() });
export const ZLimboStartSchema = ZLimboInputSchema.extend({ engine: z.literal('limbo') });
export const ZLimboOutcomeSchema = z.object({
  input: ZLimboInputSchema,
  /** the round's multiplier in hundredths (at least 100) */
  result: z.number().int(),
  win: z.boolean(),
  stake: ZAmountSchema,
  payout: ZAmountSchema,
});

export type TLimboInput = z.infer<typeof ZLimboInputSchema>;
export type TLimboStart = z.infer<typeof ZLimboStartSchema>;
export type TLimboOutcome = z.infer<typeof ZLimboOutcomeSchema>;

export const limboRound = {
  engine: 'limbo',
  schemas: {
    start: ZLimboStartSchema,
    input: ZLimboInputSchema,
    outcome: ZLimboOutcomeSchema,
    hidden: z.never(),
    view: z.never(),
    round: z.object({
      engine: z.literal('limbo'),
      input: ZLimboInputSchema,
      outcome: ZLimboOutcomeSchema.nullable(),
      view: z.null(),
    }),
  },
  stake: (start) => start.bet,
  // the highest target, 10,000×
  maxReturn: LIMBO_MAX_TARGET / 100,
  open: (start, { rng }) => settledStep(playLimbo({ bet: start.bet, target: start.target }, rng)),
  act: () => noActions('limbo'),
  view: () => noActions('limbo'),
  replay: playLimbo,
} satisfies TRoundDef<{
  start: TLimboStart;
  input: TLimboInput;
  outcome: TLimboOutcome;
  hidden: never;
  view: never;
}>;
