// Slot rounds: one spin (and the free spins it awards) from a theme, a line bet and a line count.
// The start may name the theme; the game's own theme decides and a different one is refused.
import { z } from 'zod';
import { GameError } from '../money.ts';
import { noActions, settledStep, ZAmountSchema, type TRoundDef } from '../round-def.ts';
import { SLOT_SYMBOLS, SLOT_THEME_IDS, type TSlotThemeId } from '../engines/slot-paytables.ts';
import { playSlotRound } from '../engines/slot.ts';

const ZSlotSymbolSchema = z.enum(SLOT_SYMBOLS);
const ZCount = z.number().int();

export const ZSlotInputSchema = z.object({
  theme: z.enum(SLOT_THEME_IDS),
  lineBet: ZAmountSchema,
  lines: z.number().int(),
});
export const ZSlotStartSchema = ZSlotInputSchema.extend({
  engine: z.literal('slot'),
  theme: z.enum(SLOT_THEME_IDS).optional(),
});
export const ZLineWinSchema = z.object({
  line: ZCount,
  symbol: ZSlotSymbolSchema,
  count: ZCount,
  win: ZAmountSchema,
});
export const ZSpinResultSchema = z.object({
  grid: z.array(z.array(ZSlotSymbolSchema)),
  lineWins: z.array(ZLineWinSchema),
  scatterCount: ZCount,
  scatterWin: ZAmountSchema,
  freeSpinsAwarded: ZCount,
  totalWin: ZAmountSchema,
});
export const ZFreeSpinFeatureSchema = z.object({
  spins: z.array(ZSpinResultSchema),
  totalWin: ZAmountSchema,
});
export const ZSlotOutcomeSchema = z.object({
  input: ZSlotInputSchema,
  base: ZSpinResultSchema,
  freeSpins: ZFreeSpinFeatureSchema,
  stake: ZAmountSchema,
  payout: ZAmountSchema,
});

export type TSlotInput = z.infer<typeof ZSlotInputSchema>;
export type TSlotStart = z.infer<typeof ZSlotStartSchema>;
export type TLineWin = z.infer<typeof ZLineWinSchema>;
export type TSpinResult = z.infer<typeof ZSpinResultSchema>;
export type TFreeSpinFeature = z.infer<typeof ZFreeSpinFeatureSchema>;
export type TSlotRound = z.infer<typeof ZSlotOutcomeSchema>;

/** The engine's input: the game's theme, which a start naming another theme cannot change. */
export function slotInputOf(start: TSlotStart, theme: TSlotThemeId | null): TSlotInput {
  if (start.theme !== undefined && theme !== null && start.theme !== theme) {
    throw new GameError('INVALID_BET', `this game plays the "${theme}" reels`);
  }
  const played = theme ?? start.theme;
  if (played === undefined) {
    throw new GameError('INVALID_INPUT', 'a slot round needs a theme');
  }
  return { theme: played, lineBet: start.lineBet, lines: start.lines };
}

export const slotRound = {
  engine: 'slot',
  schemas: {
    start: ZSlotStartSchema,
    input: ZSlotInputSchema,
    outcome: ZSlotOutcomeSchema,
    hidden: z.never(),
    view: z.never(),
    round: z.object({
      engine: z.literal('slot'),
      input: ZSlotInputSchema,
      outcome: ZSlotOutcomeSchema.nullable(),
      view: z.null(),
    }),
  },
  stake: (start) => start.lineBet * start.lines,
  maxReturn: null,
  open: (start, { rng, theme }) => settledStep(playSlotRound(slotInputOf(start, theme), rng)),
  act: () => noActions('slot'),
  view: () => noActions('slot'),
  replay: playSlotRound,
} satisfies TRoundDef<{
  start: TSlotStart;
  input: TSlotInput;
  outcome: TSlotRound;
  hidden: never;
  view: never;
}>;
