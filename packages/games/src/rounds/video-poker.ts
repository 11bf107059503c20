// Video poker rounds in two steps: the deal shows five cards (the rest of the deck stays hidden,
// server-side or in the demo's state), the draw with the player's holds settles the round.
import { z } from 'zod';
import { actionFor, settledStep, ZAmountSchema, ZCardSchema, type TRoundDef } from '../round-def.ts';
import { deal, draw, playVideoPoker } from '../engines/video-poker.ts';
import { POKER_HANDS } from '../engines/poker-hands.ts';

const ZHoldSchema = z.array(z.boolean()).length(5).readonly();
/** The input a round replays from: the bet and the holds of the draw. */
export const ZVideoPokerInputSchema = z.object({ bet: ZAmountSchema, hold: ZHoldSchema });
/** The input recorded so far: the holds join at the draw. */
export const ZVideoPokerRecordedInputSchema = ZVideoPokerInputSchema.partial({ hold: true });
export const ZVideoPokerStartSchema = z.object({ engine: z.literal('video-poker'), bet: ZAmountSchema });
export const ZVideoPokerActionSchema = z.object({ engine: z.literal('video-poker'), hold: ZHoldSchema });
/** Server-side only while open: `deck` is the draw order. */
export const ZVideoPokerDealSchema = z.object({
  bet: ZAmountSchema,
  hand: z.array(ZCardSchema),
  deck: z.array(ZCardSchema),
});
/** What the player sees of an open round. */
export const ZVideoPokerViewSchema = z.object({ bet: ZAmountSchema, hand: z.array(ZCardSchema) });
export const ZVideoPokerOutcomeSchema = z.object({
  input: ZVideoPokerInputSchema,
  dealt: z.array(ZCardSchema),
  hand: z.array(ZCardSchema),
  rank: z.enum(POKER_HANDS),
  stake: ZAmountSchema,
  payout: ZAmountSchema,
});

export type TVideoPokerInput = z.infer<typeof ZVideoPokerInputSchema>;
export type TVideoPokerRecordedInput = z.infer<typeof ZVideoPokerRecordedInputSchema>;
export type TVideoPokerStart = z.infer<typeof ZVideoPokerStartSchema>;
export type TVideoPokerDeal = z.infer<typeof ZVideoPokerDealSchema>;
export type TVideoPokerView = z.infer<typeof ZVideoPokerViewSchema>;
export type TVideoPokerOutcome = z.infer<typeof ZVideoPokerOutcomeSchema>;

export const videoPokerRound = {
  engine: 'video-poker',
  schemas: {
    start: ZVideoPokerStartSchema,
    input: ZVideoPokerRecordedInputSchema,
    outcome: ZVideoPokerOutcomeSchema,
    hidden: ZVideoPokerDealSchema,
    view: ZVideoPokerViewSchema,
    round: z.object({
      engine: z.literal('video-poker'),
      input: ZVideoPokerRecordedInputSchema,
      outcome: ZVideoPokerOutcomeSchema.nullable(),
      view: ZVideoPokerViewSchema.nullable(),
    }),
  },
  stake: (start) => start.bet,
  // a royal flush pays 800 for 1
  maxReturn: 800,
  open: (start, { rng }) => {
    const dealt = deal(start.bet, rng);
    return { status: 'open', input: { bet: dealt.bet }, hidden: dealt, stake: dealt.bet };
  },
  act: (hidden, action) => ({
    ...settledStep(draw(hidden, actionFor('video-poker', action).hold)),
    extraStake: 0,
  }),
  view: (hidden) => ({ bet: hidden.bet, hand: hidden.hand }),
  replay: playVideoPoker,
} satisfies TRoundDef<{
  start: TVideoPokerStart;
  input: TVideoPokerRecordedInput;
  outcome: TVideoPokerOutcome;
  hidden: TVideoPokerDeal;
  view: TVideoPokerView;
}>;
