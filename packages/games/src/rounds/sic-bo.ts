// Sic bo rounds: up to 100 bets on the table, three dice.
import { z } from 'zod';
import { noActions, settledStep, ZAmountSchema, type TRoundDef } from '../round-def.ts';
import { MAX_SIC_BO_BETS, rollSicBo } from '../engines/sic-bo.ts';
import { sum } from '../money.ts';

const ZFace = z.number().int();
export const ZSicBoBetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['small', 'big', 'any-triple']), amount: ZAmountSchema }),
  z.object({ type: z.literal('total'), total: z.number().int(), amount: ZAmountSchema }),
  z.object({ type: z.enum(['triple', 'double', 'single']), face: ZFace, amount: ZAmountSchema }),
  z.object({
    type: z.literal('combination'),
    faces: z.tuple([ZFace, ZFace]).readonly(),
    amount: ZAmountSchema,
  }),
]);
export const ZDiceSchema = z.tuple([ZFace, ZFace, ZFace]);
export const ZSicBoInputSchema = z.object({ bets: z.array(ZSicBoBetSchema).max(MAX_SIC_BO_BETS).readonly() });
export const ZSicBoStartSchema = ZSicBoInputSchema.extend({ engine: z.literal('sic-bo') });
export const ZSicBoBetResultSchema = z.object({
  bet: ZSicBoBetSchema,
  won: z.boolean(),
  payout: ZAmountSchema,
});
export const ZSicBoOutcomeSchema = z.object({
  input: ZSicBoInputSchema,
  dice: ZDiceSchema,
  total: z.number().int(),
  bets: z.array(ZSicBoBetResultSchema),
  stake: ZAmountSchema,
  payout: ZAmountSchema,
});

export type TSicBoBet = z.infer<typeof ZSicBoBetSchema>;
export type TDice = z.infer<typeof ZDiceSchema>;
export type TSicBoInput = z.infer<typeof ZSicBoInputSchema>;
export type TSicBoStart = z.infer<typeof ZSicBoStartSchema>;
export type TSicBoBetResult = z.infer<typeof ZSicBoBetResultSchema>;
export type TSicBoOutcome = z.infer<typeof ZSicBoOutcomeSchema>;

export const sicBoRound = {
  engine: 'sic-bo',
  schemas: {
    start: ZSicBoStartSchema,
    input: ZSicBoInputSchema,
    outcome: ZSicBoOutcomeSchema,
    hidden: z.never(),
    view: z.never(),
    round: z.object({
      engine: z.literal('sic-bo'),
      input: ZSicBoInputSchema,
      outcome: ZSicBoOutcomeSchema.nullable(),
      view: z.null(),
    }),
  },
  stake: (start) => sum(start.bets.map((b) => b.amount)),
  // a specific triple pays 180:1
  maxReturn: 181,
  open: (start, { rng }) => settledStep(rollSicBo({ bets: start.bets }, rng)),
  act: () => noActions('sic-bo'),
  view: () => noActions('sic-bo'),
  replay: rollSicBo,
} satisfies TRoundDef<{
  start: TSicBoStart;
  input: TSicBoInput;
  outcome: TSicBoOutcome;
  hidden: never;
  view: never;
}>;
