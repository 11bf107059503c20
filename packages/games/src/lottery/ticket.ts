// A lottery bet on a slip: validation of its selection against the play type's rows, its
// combination count and stake (the slip and the server call the same functions), and its payout
// against a draw with the odds in force. Payout per winning combination is
// floor(unit × multiplier × odds / 1000) (the house keeps a fraction of a minor unit at most);
// a pushed combination returns unit × multiplier.
import { GameError, mulDivFloor } from '../money.ts';
import type { TLotteryFamily } from './catalogue.ts';
import type { TLotteryDraw } from './draw.ts';
import { playRule } from './play-types.ts';
import type { TPlayRule, TRowSpec } from './play-rules.ts';

export type TLotteryBetInput = {
  family: TLotteryFamily;
  vnRegion?: 'north' | 'south' | undefined;
  playType: string;
  selection: string[][];
};

function tokenFits(row: TRowSpec, token: string): boolean {
  switch (row.kind) {
    case 'number': {
      if (!/^(0|[1-9][0-9]*)$/.test(token)) {
        return false;
      }
      const v = Number(token);
      return v >= row.lo && v <= row.hi;
    }
    case 'digits':
      return token.length === row.width && /^[0-9]+$/.test(token);
    case 'option':
      return row.options.includes(token);
  }
}

/** The rule of a valid bet, or INVALID_INPUT with the reason. */
export function checkSelection(bet: TLotteryBetInput): TPlayRule {
  const rule = playRule(bet.family, bet.playType, bet.vnRegion);
  if (!rule) {
    throw new GameError('INVALID_INPUT', `${bet.family} has no play type ${bet.playType}`);
  }
  if (bet.selection.length !== rule.rows.length) {
    throw new GameError('INVALID_INPUT', `${bet.playType} takes ${rule.rows.length} rows`);
  }
  let total = 0;
  rule.rows.forEach((row, r) => {
    const tokens = bet.selection[r] ?? [];
    if (new Set(tokens).size !== tokens.length) {
      throw new GameError('INVALID_INPUT', `row ${row.label} repeats a pick`);
    }
    if (tokens.length < row.min || tokens.length > row.max) {
      throw new GameError('INVALID_INPUT', `row ${row.label} takes ${row.min} to ${row.max} picks`);
    }
    const bad = tokens.find((t) => !tokenFits(row, t));
    if (bad !== undefined) {
      throw new GameError('INVALID_INPUT', `row ${row.label} cannot take "${bad}"`);
    }
    total += tokens.length;
  });
  if (total < rule.minTotal) {
    throw new GameError('INVALID_INPUT', `${bet.playType} needs at least ${rule.minTotal} picks`);
  }
  if (rule.combinations(bet.selection) < 1) {
    throw new GameError('INVALID_INPUT', 'the picks make no combination');
  }
  return rule;
}

/** Combinations of a valid selection (throws INVALID_INPUT otherwise). */
export function countCombinations(bet: TLotteryBetInput): number {
  return checkSelection(bet).combinations(bet.selection);
}

/** Stake of a bet: combinations × unit × multiplier (throws when not a safe integer). */
export function stakeOf(combinations: number, unitAmount: number, multiplier: number): number {
  const stake = combinations * unitAmount * multiplier;
  if (!Number.isSafeInteger(stake)) {
    throw new GameError('INVALID_BET', 'stake too large');
  }
  return stake;
}

export type TTicketResult = { payout: number; winning: number; pushes: number };

/** Gross payout of a bet against a draw; odds per prize key in thousandths (missing key → 0). */
export function settleBet(
  bet: TLotteryBetInput & { unitAmount: number; multiplier: number },
  draw: TLotteryDraw,
  odds: Record<string, number>,
): TTicketResult {
  const rule = checkSelection(bet);
  const unit = bet.unitAmount * bet.multiplier;
  const { hits, pushes } = rule.evaluate(bet.selection, draw);
  let payout = pushes * unit;
  let winning = 0;
  for (const [key, count] of Object.entries(hits)) {
    payout += count * mulDivFloor(unit, odds[key] ?? 0, 1000);
    winning += count;
  }
  return { payout, winning, pushes };
}

/** An upper bound of what one bet can pay in one draw (the exposure it adds to each of its numbers). */
export function maxPayoutOf(
  bet: TLotteryBetInput & { unitAmount: number; multiplier: number },
  odds: Record<string, number>,
): number {
  const rule = checkSelection(bet);
  const combos = rule.combinations(bet.selection);
  const best = Math.max(1000, ...Object.values(odds));
  return Math.min(combos, rule.maxHits) * mulDivFloor(bet.unitAmount * bet.multiplier, best, 1000);
}
