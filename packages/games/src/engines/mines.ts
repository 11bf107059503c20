// Mines: a 5 × 5 grid hides m mines (1 … 24, the player's choice), placed by the first m places of
// a forward Fisher–Yates shuffle of tiles 0 … 24 (24 floats, before any tile is picked). The player
// reveals tiles one at a time and may cash out after any safe one; a mine ends the round with
// nothing. After k safe tiles the multiplier is
//   M(m, k) = 0.99 × C(25, k) / C(25 − m, k)          (1 / P(k safe tiles in a row) × RTP)
// and a cash-out pays floor(stake × 99 × C(25, k) / (100 × C(25 − m, k))), at most 10,000 × the
// stake. Whatever k the player stops at, the expected return is P(k safe) × M(m, k) = 99% exactly
// (less only the rounding down to the minor unit and, for the few (m, k) past it, the cap). The
// round settles by itself when every safe tile is shown or the cap is reached.
import { createFairRng, type TRoundSeeds } from '../provably-fair.ts';
import { shuffle, type TRng } from '../rng.ts';
import { assertStake, GameError, mulDivFloor } from '../money.ts';
import type { TMinesInput, TMinesOutcome, TMinesState, TMinesView } from '../rounds/mines.ts';
import { assertIntIn, choose, ORIGINALS_MAX_MULTIPLIER, originalsMeta, RTP_PERCENT } from './originals.ts';

export type { TMinesInput, TMinesOutcome, TMinesState, TMinesView } from '../rounds/mines.ts';

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export const minesMeta = originalsMeta(
  'mines',
  'Mines',
  'exact: P(k safe) × 0.99 × C(25, k) / C(25 − m, k) = 99% for every mine count and stopping point (below the 10,000× cap)',
);

/** The cash-out after k safe tiles with m mines, in minor units (capped at the max win). */
export function minesPayout(stake: number, mines: number, safe: number): number {
  const raw = mulDivFloor(
    stake,
    RTP_PERCENT * choose(MINES_TILES, safe),
    100 * choose(MINES_TILES - mines, safe),
  );
  return Math.min(raw, stake * ORIGINALS_MAX_MULTIPLIER);
}

/** The multiplier after k safe tiles, in hundredths rounded down (what the page shows). */
export function minesMultiplier(mines: number, safe: number): number {
  return Math.min(
    Math.floor((RTP_PERCENT * choose(MINES_TILES, safe)) / choose(MINES_TILES - mines, safe)),
    ORIGINALS_MAX_MULTIPLIER * 100,
  );
}

export function startMines(bet: number, mines: number, rng: TRng): TMinesState {
  assertStake(bet, minesMeta);
  assertIntIn(mines, MINES_MIN, MINES_MAX, 'mines');
  const tiles = shuffle(
    Array.from({ length: MINES_TILES }, (_, i) => i),
    rng,
  );
  const layout = tiles.slice(0, mines).sort((a, b) => a - b);
  return { bet, mines, layout, picks: [], cashedOut: false };
}

export function isMinesOver(state: TMinesState): boolean {
  const last = state.picks[state.picks.length - 1];
  const safe = state.picks.length - (last !== undefined && state.layout.includes(last) ? 1 : 0);
  return (
    state.cashedOut ||
    safe < state.picks.length ||
    safe === MINES_TILES - state.mines ||
    minesPayout(state.bet, state.mines, safe) >= state.bet * ORIGINALS_MAX_MULTIPLIER
  );
}

export function revealTile(state: TMinesState, tile: number): TMinesState {
  if (isMinesOver(state)) {
    throw new GameError('INVALID_ACTION', 'this mines round is over');
  }
  if (typeof tile !== 'number' || !Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
    throw new GameError('INVALID_ACTION', `tiles go from 0 to ${MINES_TILES - 1}`);
  }
  if (state.picks.includes(tile)) {
    throw new GameError('INVALID_ACTION', `tile ${tile} is already revealed`);
  }
  return { ...state, picks: [...state.picks, tile] };
}

export function cashOutMines(state: TMinesState): TMinesState {
  if (isMinesOver(state)) {
    throw new GameError('INVALID_ACTION', 'this mines round is over');
  }
  if (state.picks.length === 0) {
    throw new GameError('INVALID_ACTION', 'reveal a tile before cashing out');
  }
  return { ...state, cashedOut: true };
}

export function settleMines(state: TMinesState): TMinesOutcome {
  const hit = state.picks.find((t) => state.layout.includes(t)) ?? null;
  const safe = state.picks.length - (hit === null ? 0 : 1);
  const payout = hit === null ? minesPayout(state.bet, state.mines, safe) : 0;
  return {
    input: { bet: state.bet, mines: state.mines, picks: state.picks, cashedOut: state.cashedOut },
    layout: state.layout,
    hit,
    multiplier: hit === null ? minesMultiplier(state.mines, safe) : 0,
    stake: state.bet,
    payout,
  };
}

export function minesView(state: TMinesState): TMinesView {
  const safe = state.picks.length;
  return {
    bet: state.bet,
    mines: state.mines,
    picks: state.picks,
    multiplier: minesMultiplier(state.mines, safe),
    cashOut: safe > 0 ? minesPayout(state.bet, state.mines, safe) : 0,
    nextMultiplier: minesMultiplier(state.mines, safe + 1),
  };
}

/** The whole round from its recorded input: the layout from the stream, then the picks in order. */
export function playMines(input: TMinesInput, rng: TRng): TMinesOutcome {
  let state = startMines(input.bet, input.mines, rng);
  if (!Array.isArray(input.picks)) {
    throw new GameError('INVALID_INPUT', 'picks must be a list of tiles');
  }
  for (const tile of input.picks) {
    state = revealTile(state, tile);
  }
  if (input.cashedOut && !isMinesOver(state)) {
    state = cashOutMines(state);
  }
  if (!isMinesOver(state)) {
    throw new GameError('INVALID_INPUT', 'this mines round did not finish');
  }
  return settleMines(state);
}

export function verifyMines(seeds: TRoundSeeds, input: TMinesInput): TMinesOutcome {
  return playMines(input, createFairRng(seeds));
}
