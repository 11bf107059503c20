// Scratch-card rounds: one ticket at a price.
import { z } from 'zod';
import { noActions, settledStep, ZAmountSchema, type TRoundDef } from '../round-def.ts';
import { playScratch, SCRATCH_SYMBOLS } from '../engines/scratch.ts';

const ZScratchSymbolSchema = z.enum(SCRATCH_SYMBOLS);
export const ZScratchInputSchema = z.object({ bet: ZAmountSchema });
export const ZScratchStartSchema = ZScratchInputSchema.extend({ engine: z.literal('scratch') });
export const ZScratchTierSchema = z.object({
  symbol: ZScratchSymbolSchema,
  multiplier: z.number().int(),
  shares: z.number().int(),
});
export const ZScratchOutcomeSchema = z.object({
  input: ZScratchInputSchema,
  cells: z.array(ZScratchSymbolSchema),
  /** the prize won, null on a losing card */
  tier: ZScratchTierSchema.nullable(),
  /** indexes of the three matching cells */
  winningCells: z.array(z.number().int()),
  stake: ZAmountSchema,
  payout: ZAmountSchema,
});

export type TScratchInput = z.infer<typeof ZScratchInputSchema>;
export type TScratchStart = z.infer<typeof ZScratchStartSchema>;
export type TScratchTier = z.infer<typeof ZScratchTierSchema>;
export type TScratchOutcome = z.infer<typeof ZScratchOutcomeSchema>;

export const scratchRound = {
  engine: 'scratch',
  schemas: {
    start: ZScratchStartSchema,
    input: ZScratchInputSchema,
    outcome: ZScratchOutcomeSchema,
    hidden: z.never(),
    view: z.never(),
    round: z.object({
      engine: z.literal('scratch'),
      input: ZScratchInputSchema,
      outcome: ZScratchOutcomeSchema.nullable(),
      view: z.null(),
    }),
  },
  stake: (start) => start.bet,
  // the top prize: 1000 × the ticket
  maxReturn: 1000,
  open: (start, { rng }) => settledStep(playScratch({ bet: start.bet }, rng)),
  act: () => noActions('scratch'),
  view: () => noActions('scratch'),
  replay: playScratch,
} satisfies TRoundDef<{
  start: TScratchStart;
  input: TScratchInput;
  outcome: TScratchOutcome;
  hidden: never;
  view: never;
}>;
