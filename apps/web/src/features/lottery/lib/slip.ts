// The bet slip, pure. Which rows and tokens a play type takes is the engine's row spec
// (`playRule`), whether a selection is valid and how many combinations it makes is the engine's
// `countCombinations`, and the stake its `stakeOf` — the same functions the server prices a
// ticket with, so the slip never shows a stake the server would not take. A follow-up plan costs
// the slip's stake once per draw.
import type { TLotteryBet } from '@pavilion/contracts/lottery';
import type { TRowSpec } from '@pavilion/games/lottery/play-rules';
import { countCombinations, stakeOf } from '@pavilion/games/lottery/ticket';
import type { TLotteryFamily } from '@pavilion/games/lottery/catalogue';

export type TDrawShape = { family: TLotteryFamily; vnRegion?: 'north' | 'south' | undefined };

/** A bet on the slip, as the server will price it. */
export type TSlipBet = TLotteryBet & { combinations: number; stake: number };

/** Unit amounts offered, in minor units: 1.00, 0.10, 0.01 (the 元 / 角 / 分 of lottery sites). */
export const UNIT_AMOUNTS = [100, 10, 1] as const;

/** The bet a selection makes, priced by the engine, or null while the selection is not valid. */
export function slipBet(shape: TDrawShape, bet: TLotteryBet): TSlipBet | null {
  try {
    const combinations = countCombinations({
      family: shape.family,
      vnRegion: shape.vnRegion,
      playType: bet.playType,
      selection: bet.selection.map((row) => [...row]),
    });
    return { ...bet, combinations, stake: stakeOf(combinations, bet.unitAmount, bet.multiplier) };
  } catch {
    return null;
  }
}

/** What one draw of the slip costs, and the whole follow-up plan (`issues` draws, 1 without one). */
export function slipTotals(bets: readonly TSlipBet[], issues: number): { perDraw: number; total: number } {
  const perDraw = bets.reduce((sum, b) => sum + b.stake, 0);
  return { perDraw, total: perDraw * Math.max(1, issues) };
}

/** Gross return of one winning combination: floor(unit × multiplier × odds / 1000), as the engine pays. */
export function winPerCombination(unitAmount: number, multiplier: number, oddsThousandths: number): number {
  return Math.floor((unitAmount * multiplier * oddsThousandths) / 1000);
}

/** The tokens a row offers as buttons; null for a digits row wider than 2 (typed instead). */
export function rowTokens(row: TRowSpec): string[] | null {
  switch (row.kind) {
    case 'number':
      return Array.from({ length: row.hi - row.lo + 1 }, (_, i) => String(row.lo + i));
    case 'option':
      return [...row.options];
    case 'digits':
      return row.width <= 2
        ? Array.from({ length: 10 ** row.width }, (_, i) => String(i).padStart(row.width, '0'))
        : null;
  }
}

/** Digit strings typed by the player ("1234, 5678 0001"): the distinct ones of exactly `width` digits. */
export function parseDigitStrings(text: string, width: number): string[] {
  const pattern = new RegExp(`^\\d{${width}}$`);
  return [...new Set(text.split(/[\s,;，、]+/).filter((s) => pattern.test(s)))];
}

/** Toggles a token in a row, keeping the row in the order the picker offers its tokens. */
export function toggleToken(
  row: readonly string[],
  token: string,
  order: readonly string[] | null,
): string[] {
  const next = row.includes(token) ? row.filter((t) => t !== token) : [...row, token];
  return order ? order.filter((t) => next.includes(t)) : next;
}

export type TQuickPick = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear';

/** The quick picks of a number row (all, big half, small half, odd, even, clear). */
export function quickPick(row: Extract<TRowSpec, { kind: 'number' }>, pick: TQuickPick): string[] {
  const mid = (row.lo + row.hi) / 2;
  const all = Array.from({ length: row.hi - row.lo + 1 }, (_, i) => row.lo + i);
  const keep: Record<TQuickPick, (n: number) => boolean> = {
    all: () => true,
    big: (n) => n > mid,
    small: (n) => n <= mid,
    odd: (n) => n % 2 === 1,
    even: (n) => n % 2 === 0,
    clear: () => false,
  };
  return all.filter(keep[pick]).map(String).slice(0, row.max);
}
