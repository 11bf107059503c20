// Mines rounds: the start places the mines (hidden server-side); each action reveals one tile or
// cashes out; a mine, a cash-out, the last safe tile or the max win settles the round.
import { z } from 'zod';
import { actionFor, settledStep, ZAmountSchema, type TRoundDef } from '../round-def.ts';
import {
  cashOutMines,
  isMinesOver,
  minesView,
  playMines,
  revealTile,
  settleMines,
  startMines,
} from '../engines/mines.ts';
import { GameError } from '../money.ts';

const ZTileSchema = z.number().int();
/** The input a round replays from: bet, mine count, the tiles in the order revealed, cash-out. */
export const ZMinesInputSchema = z.object({
  bet: ZAmountSchema,
  mines: z.number().int(),
  picks: z.array(ZTileSchema).readonly(),
  cashedOut: z.boolean(),
});
export const ZMinesStartSchema = z.object({
  engine: z.literal('mines'),
  bet: ZAmountSchema,
  mines: z.number().int(),
});
/** Reveal `tile` (0 … 24, row by row), or cash out. */
export const ZMinesActionSchema = z.object({
  engine: z.literal('mines'),
  tile: ZTileSchema.optional(),
  cashOut: z.boolean().optional(),
});
/** Server-side only while open: `layout` holds the mines. */
export const ZMinesStateSchema = z.object({
  bet: ZAmountSchema,
  mines: z.number().int(),
  layout: z.array(ZTileSchema),
  picks: z.array(ZTileSchema).readonly(),
  cashedOut: z.boolean(),
});
export const ZMinesViewSchema = z.object({
  bet: ZAmountSchema,
  mines: z.number().int(),
  picks: z.array(ZTileSchema).readonly(),
  /** hundredths, now and after one more safe tile */
  multiplier: z.number().int(),
  nextMultiplier: z.number().int(),
  /** what cashing out now pays (0 before the first tile) */
  cashOut: ZAmountSchema,
});
export const ZMinesOutcomeSchema = z.object({
  input: ZMinesInputSchema,
  layout: z.array(ZTileSchema),
  /** the mine revealed, null when the round was cashed out */
  hit: ZTileSchema.nullable(),
  multiplier: z.number().int(),
  stake: ZAmountSchema,
  payout: ZAmountSchema,
});

export type TMinesInput = z.infer<typeof ZMinesInputSchema>;
export type TMinesStart = z.infer<typeof ZMinesStartSchema>;
export type TMinesState = z.infer<typeof ZMinesStateSchema>;
export type TMinesView = z.infer<typeof ZMinesViewSchema>;
export type TMinesOutcome = z.infer<typeof ZMinesOutcomeSchema>;

type TMinesStep =
  | { status: 'settled'; input: TMinesInput; outcome: TMinesOutcome; stake: number }
  | { status: 'open'; input: TMinesInput; hidden: TMinesState; stake: number };

function minesStep(state: TMinesState): TMinesStep {
  if (isMinesOver(state)) {
    return settledStep(settleMines(state));
  }
  const input = { bet: state.bet, mines: state.mines, picks: state.picks, cashedOut: false };
  return { status: 'open', input, hidden: state, stake: state.bet };
}

export const minesRound = {
  engine: 'mines',
  schemas: {
    start: ZMinesStartSchema,
    input: ZMinesInputSchema,
    outcome: ZMinesOutcomeSchema,
    hidden: ZMinesStateSchema,
    view: ZMinesViewSchema,
    round: z.object({
      engine: z.literal('mines'),
      input: ZMinesInputSchema,
      outcome: ZMinesOutcomeSchema.nullable(),
      view: ZMinesViewSchema.nullable(),
    }),
  },
  stake: (start) => start.bet,
  // the max win cap of the originals
  maxReturn: 10_000,
  open: (start, { rng }) => minesStep(startMines(start.bet, start.mines, rng)),
  act: (hidden, action) => {
    const move = actionFor('mines', action);
    if ((move.tile === undefined) === (move.cashOut !== true)) {
      throw new GameError('INVALID_ACTION', 'send either a tile to reveal or cashOut: true');
    }
    const next = move.cashOut === true ? cashOutMines(hidden) : revealTile(hidden, move.tile as number);
    return { ...minesStep(next), extraStake: 0 };
  },
  view: minesView,
  replay: playMines,
} satisfies TRoundDef<{
  start: TMinesStart;
  input: TMinesInput;
  outcome: TMinesOutcome;
  hidden: TMinesState;
  view: TMinesView;
}>;
