// Dice rounds: one roll against the player's target and side.
import { z } from 'zod';
import { noActions, settledStep, ZAmountSchema, type TRoundDef } from '../round-def.ts';
import { DICE_SIDES, playDice } from '../engines/dice.ts';

/** target in hundredths: 5050 = 50.50 */
export const ZDiceInputSchema = z.object({
  bet: ZAmountSchema,
  target: z.number().int(),
  side: z.enum(DICE_SIDES),
});
export const ZDiceStartSchema = ZDiceInputSchema.extend({ engine: z.literal('dice') });
export const ZDiceOutcomeSchema = z.object({
  input: ZDiceInputSchema,
  /** 0 … 9,999: the roll in hundredths */
  roll: z.number().int(),
  win: z.boolean(),
  /** ten-thousandths: 19800 = 1.9800× */
  multiplier: z.number().int(),
  stake: ZAmountSchema,
  payout: ZAmountSchema,
});

export type TDiceInput = z.infer<typeof ZDiceInputSchema>;
export type TDiceStart = z.infer<typeof ZDiceStartSchema>;
export type TDiceOutcome = z.infer<typeof ZDiceOutcomeSchema>;

export const diceRound = {
  engine: 'dice',
  schemas: {
    start: ZDiceStartSchema,
    input: ZDiceInputSchema,
    outcome: ZDiceOutcomeSchema,
    hidden: z.never(),
    view: z.never(),
    round: z.object({
      engine: z.literal('dice'),
      input: ZDiceInputSchema,
      outcome: ZDiceOutcomeSchema.nullable(),
      view: z.null(),
    }),
  },
  stake: (start) => start.bet,
  // a 0.01% win chance pays 9,900× the stake, the most a dice round returns
  maxReturn: 9_900,
  open: (start, { rng }) =>
    settledStep(playDice({ bet: start.bet, target: start.target, side: start.side }, rng)),
  act: () => noActions('dice'),
  view: () => noActions('dice'),
  replay: playDice,
} satisfies TRoundDef<{
  start: TDiceStart;
  input: TDiceInput;
  outcome: TDiceOutcome;
  hidden: never;
  view: never;
}>;
