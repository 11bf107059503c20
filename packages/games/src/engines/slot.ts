// Video slot: 5 reels × 3 rows, up to 25 fixed paylines, one theme's reel strips and paytable
// (slot-paytables.ts). Each reel's stop is floor(f × strip length), one float per reel, so a spin
// uses 5 floats and its symbols never depend on the stake.
// Lines pay left to right from reel 1: the longest run of one symbol, wilds (W) standing in for
// any symbol but the scatter; a run of wilds alone pays the wild's own line pay, and a line pays
// the better of the two readings. Line win = line bet × pay (integers, exact).
// Scatters (S) pay anywhere: total bet × scatter pay for 3, 4 or 5+ on the grid, and award free
// spins. Free spins replay the same reels with every win × the theme's multiplier; scatters in a
// free spin retrigger more, up to MAX_FREE_SPINS per feature. No rounding anywhere.
import type { TEngineMeta } from '../engine-meta.ts';
import { assertStake, GameError, sum } from '../money.ts';
import { createFairRng, type TRoundSeeds } from '../provably-fair.ts';
import { randomInt, type TRng } from '../rng.ts';
import type { TFreeSpinFeature, TLineWin, TSlotInput, TSlotRound, TSpinResult } from '../rounds/slot.ts';
import {
  PAYLINES,
  SLOT_THEMES,
  type TSlotSymbol,
  type TSlotTheme,
  type TSlotThemeId,
} from './slot-paytables.ts';

export const slotMeta: TEngineMeta = {
  id: 'slot',
  name: 'Video slot',
  declaredRtp: 0.96,
  rtpBasis: 'per theme, 95.46% to 96.46%: each theme declares its exact return, computed from its reels',
  stakeUnit: 'line',
  minBet: 1,
  maxBet: 10_000,
};

export const MAX_FREE_SPINS = 50;
export const REELS = 5;
export const ROWS = 3;

export type { TFreeSpinFeature, TLineWin, TSlotInput, TSlotRound, TSpinResult } from '../rounds/slot.ts';
/** grid[reel][row], row 0 at the top */
export type TSlotGrid = TSpinResult['grid'];

export function slotTheme(id: TSlotThemeId): TSlotTheme {
  const theme = SLOT_THEMES.find((t) => t.id === id);
  if (!theme) {
    throw new GameError('INVALID_INPUT', `unknown slot theme "${String(id)}"`);
  }
  return theme;
}

export function assertSlotInput(input: TSlotInput): TSlotTheme {
  const theme = slotTheme(input.theme);
  assertStake(input.lineBet, slotMeta, 'line bet');
  if (!Number.isInteger(input.lines) || input.lines < 1 || input.lines > PAYLINES.length) {
    throw new GameError('INVALID_BET', `lines must be a whole number from 1 to ${PAYLINES.length}`);
  }
  return theme;
}

export function totalBet(input: TSlotInput): number {
  return input.lineBet * input.lines;
}

/** The symbols shown after one spin. */
export function spinReels(theme: TSlotTheme, rng: TRng): TSlotGrid {
  return theme.reels.map((strip) => {
    const stop = randomInt(rng, strip.length);
    const shown: TSlotSymbol[] = [];
    for (let row = 0; row < ROWS; row++) {
      shown.push(strip[(stop + row) % strip.length] as TSlotSymbol);
    }
    return shown;
  });
}

/** The best pay of one line's five symbols, in line bets, or null when it pays nothing. */
export function evaluateLine(
  symbols: readonly TSlotSymbol[],
  theme: TSlotTheme,
): { symbol: TSlotSymbol; count: number; pay: number } | null {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === 'W') {
    wildRun += 1;
  }
  const wildPay = linePay(theme, 'W', wildRun);
  const target = symbols[wildRun];
  let count = wildRun;
  if (target !== undefined && target !== 'S') {
    while (count < symbols.length && (symbols[count] === 'W' || symbols[count] === target)) {
      count += 1;
    }
    const pay = linePay(theme, target, count);
    if (pay > 0 && pay >= wildPay) {
      return { symbol: target, count, pay };
    }
  }
  return wildPay > 0 ? { symbol: 'W', count: wildRun, pay: wildPay } : null;
}

/** Line wins and scatter wins of a grid; `multiplier` is 1 in the base game. */
export function evaluateGrid(
  grid: TSlotGrid,
  theme: TSlotTheme,
  input: TSlotInput,
  multiplier: number,
): TSpinResult {
  const lineWins: TLineWin[] = [];
  const symbols: TSlotSymbol[] = [];
  for (let i = 0; i < input.lines; i++) {
    const rows = PAYLINES[i] as readonly number[];
    for (let reel = 0; reel < REELS; reel++) {
      symbols[reel] = grid[reel]?.[rows[reel] as number] as TSlotSymbol;
    }
    const hit = evaluateLine(symbols, theme);
    if (hit) {
      lineWins.push({
        line: i + 1,
        symbol: hit.symbol,
        count: hit.count,
        win: input.lineBet * hit.pay * multiplier,
      });
    }
  }
  let scatterCount = 0;
  for (const reel of grid) {
    for (const s of reel) {
      scatterCount += s === 'S' ? 1 : 0;
    }
  }
  const scatterWin = totalBet(input) * scatterPay(theme, scatterCount) * multiplier;
  const freeSpinsAwarded = freeSpinAward(theme, scatterCount);
  return {
    grid,
    lineWins,
    scatterCount,
    scatterWin,
    freeSpinsAwarded,
    totalWin: sum(lineWins.map((w) => w.win)) + scatterWin,
  };
}

/** One base-game spin. */
export function spin(input: TSlotInput, rng: TRng): TSpinResult {
  const theme = assertSlotInput(input);
  return evaluateGrid(spinReels(theme, rng), theme, input, 1);
}

/** Plays `awarded` free spins (with retriggers, at most MAX_FREE_SPINS in all). */
export function playFreeSpins(input: TSlotInput, awarded: number, rng: TRng): TFreeSpinFeature {
  const theme = assertSlotInput(input);
  if (!Number.isSafeInteger(awarded) || awarded < 0) {
    throw new GameError('INVALID_INPUT', 'free spins awarded must be a whole number, 0 or more');
  }
  const spins: TSpinResult[] = [];
  let total = Math.min(awarded, MAX_FREE_SPINS);
  while (spins.length < total) {
    const result = evaluateGrid(spinReels(theme, rng), theme, input, theme.freeSpinMultiplier);
    spins.push(result);
    total = Math.min(total + result.freeSpinsAwarded, MAX_FREE_SPINS);
  }
  return { spins, totalWin: sum(spins.map((s) => s.totalWin)) };
}

/** A whole paid round: the base spin, then any free spins it awarded, from one float stream. */
export function playSlotRound(input: TSlotInput, rng: TRng): TSlotRound {
  const base = spin(input, rng);
  const freeSpins = playFreeSpins(input, base.freeSpinsAwarded, rng);
  return { input, base, freeSpins, stake: totalBet(input), payout: base.totalWin + freeSpins.totalWin };
}

export function verifySlotRound(seeds: TRoundSeeds, input: TSlotInput): TSlotRound {
  return playSlotRound(input, createFairRng(seeds));
}

export function linePay(theme: TSlotTheme, symbol: TSlotSymbol, count: number): number {
  if (symbol === 'S' || count < 2) {
    return 0;
  }
  return theme.pays[symbol][count - 2] ?? 0;
}

export function scatterPay(theme: TSlotTheme, count: number): number {
  return count < 3 ? 0 : (theme.scatterPays[Math.min(count, 5) - 3] ?? 0);
}

export function freeSpinAward(theme: TSlotTheme, count: number): number {
  return count < 3 ? 0 : (theme.freeSpins[Math.min(count, 5) - 3] ?? 0);
}
