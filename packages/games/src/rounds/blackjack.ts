// Blackjack rounds: the deal (a blackjack on either side settles at once), then hit, stand,
// double and split until every hand is done; doubles and splits bet again. The shoe and the hole
// card stay hidden while the hand is open; the player sees blackjackView.
import { z } from 'zod';
import { actionFor, ZAmountSchema, ZCardSchema, type TRoundDef } from '../round-def.ts';
import {
  act,
  additionalStake,
  BLACKJACK_ACTIONS,
  playBlackjack,
  settle,
  start,
  totalStake,
} from '../engines/blackjack.ts';
import { blackjackView } from '../engines/blackjack-view.ts';
import { sum } from '../money.ts';

const ZActionNameSchema = z.enum(BLACKJACK_ACTIONS);
const ZPhaseSchema = z.enum(['player', 'settled']);
export const ZBlackjackInputSchema = z.object({
  bet: ZAmountSchema,
  actions: z.array(ZActionNameSchema).readonly(),
});
export const ZBlackjackStartSchema = z.object({ engine: z.literal('blackjack'), bet: ZAmountSchema });
export const ZBlackjackActionSchema = z.object({ engine: z.literal('blackjack'), action: ZActionNameSchema });
export const ZBlackjackHandSchema = z.object({
  cards: z.array(ZCardSchema),
  stake: ZAmountSchema,
  fromSplit: z.boolean(),
  splitAces: z.boolean(),
  done: z.boolean(),
});
/** Server-side only while open: it holds the shoe and the hole card. */
export const ZBlackjackStateSchema = z.object({
  bet: ZAmountSchema,
  /** the whole shuffled shoe; cards before `next` are on the table */
  shoe: z.array(ZCardSchema).readonly(),
  next: z.number().int(),
  dealer: z.array(ZCardSchema),
  hands: z.array(ZBlackjackHandSchema),
  /** index of the hand to act; equals hands.length once the player is done */
  active: z.number().int(),
  phase: ZPhaseSchema,
  actions: z.array(ZActionNameSchema),
});
export const ZBlackjackResultSchema = z.object({
  cards: z.array(ZCardSchema),
  total: z.number().int(),
  stake: ZAmountSchema,
  outcome: z.enum(['blackjack', 'win', 'push', 'lose']),
  payout: ZAmountSchema,
});
export const ZBlackjackOutcomeSchema = z.object({
  input: ZBlackjackInputSchema,
  state: ZBlackjackStateSchema,
  results: z.array(ZBlackjackResultSchema),
  stake: ZAmountSchema,
  payout: ZAmountSchema,
});
/** What a player may see mid-round: never the shoe, the hole card as null until settled. */
export const ZBlackjackViewSchema = z.object({
  bet: ZAmountSchema,
  dealer: z.array(ZCardSchema.nullable()),
  dealerTotal: z.number().int().nullable(),
  hands: z.array(
    z.object({
      cards: z.array(ZCardSchema),
      total: z.number().int(),
      stake: ZAmountSchema,
      done: z.boolean(),
    }),
  ),
  active: z.number().int(),
  phase: ZPhaseSchema,
  legalActions: z.array(ZActionNameSchema),
});

export type TBlackjackInput = z.infer<typeof ZBlackjackInputSchema>;
export type TBlackjackStart = z.infer<typeof ZBlackjackStartSchema>;
export type TBlackjackHand = z.infer<typeof ZBlackjackHandSchema>;
export type TBlackjackState = z.infer<typeof ZBlackjackStateSchema>;
export type TBlackjackResult = z.infer<typeof ZBlackjackResultSchema>;
export type TBlackjackOutcome = z.infer<typeof ZBlackjackOutcomeSchema>;
export type TBlackjackView = z.infer<typeof ZBlackjackViewSchema>;

type TBlackjackStep =
  | { status: 'settled'; input: TBlackjackInput; outcome: TBlackjackOutcome; stake: number }
  | { status: 'open'; input: TBlackjackInput; hidden: TBlackjackState; stake: number };

/** A settled state becomes the outcome; an open one stays hidden. */
export function blackjackStep(state: TBlackjackState): TBlackjackStep {
  const input = { bet: state.bet, actions: state.actions };
  if (state.phase !== 'settled') {
    return { status: 'open', input, hidden: state, stake: totalStake(state) };
  }
  const results = settle(state);
  const outcome = {
    input,
    state,
    results,
    stake: totalStake(state),
    payout: sum(results.map((r) => r.payout)),
  };
  return { status: 'settled', input, outcome, stake: outcome.stake };
}

export const blackjackRound = {
  engine: 'blackjack',
  schemas: {
    start: ZBlackjackStartSchema,
    input: ZBlackjackInputSchema,
    outcome: ZBlackjackOutcomeSchema,
    hidden: ZBlackjackStateSchema,
    view: ZBlackjackViewSchema,
    round: z.object({
      engine: z.literal('blackjack'),
      input: ZBlackjackInputSchema,
      outcome: ZBlackjackOutcomeSchema.nullable(),
      view: ZBlackjackViewSchema.nullable(),
    }),
  },
  stake: (begin) => begin.bet,
  // a blackjack pays 3:2; a round's payout never exceeds 3 × what it staked
  maxReturn: 3,
  open: (begin, { rng }) => blackjackStep(start(begin.bet, rng)),
  act: (hidden, action) => {
    const name = actionFor('blackjack', action).action;
    return { ...blackjackStep(act(hidden, name)), extraStake: additionalStake(hidden, name) };
  },
  view: blackjackView,
  replay: playBlackjack,
} satisfies TRoundDef<{
  start: TBlackjackStart;
  input: TBlackjackInput;
  outcome: TBlackjackOutcome;
  hidden: TBlackjackState;
  view: TBlackjackView;
}>;
