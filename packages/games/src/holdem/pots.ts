// Pots of a Hold'em hand from what each seat put in, the rake and the award.
// - Pots: the distinct amounts put in by seats still in the hand are the pot levels; the pot between
//   two levels holds from every seat (folded or not) what it put in between them, and is contested
//   by the live seats that put in at least the upper level. The first pot is the main pot. Chips a
//   folded seat put in above the highest live level (never so once uncalled bets are returned) go
//   to the last pot.
// - Rake ("no flop, no drop"): a hand whose flop was dealt pays floor(pot × rate) from each pot,
//   main pot first, until the hand's cap is reached; a hand that ends before the flop pays none.
// - Award: each pot goes to its best hand among its contestants; on a split every winner gets
//   floor(pot / winners) and the odd chips go one each to the winners nearest the button's left,
//   clockwise (the usual card-room rule).
import { GameError } from '../money.ts';

export type TContribution = { seat: number; amount: number };
export type TPot = { amount: number; eligible: number[] };
export type TRakeRule = { rateBps: number; cap: number };
export type TPotAward = {
  pot: number;
  amount: number;
  rake: number;
  winners: { seat: number; amount: number }[];
};

export function buildPots(contributions: readonly TContribution[], foldedSeats: readonly number[]): TPot[] {
  for (const { seat, amount } of contributions) {
    if (!Number.isSafeInteger(amount) || amount < 0 || !Number.isInteger(seat)) {
      throw new GameError('INVALID_INPUT', 'a contribution is a seat and a whole, non-negative amount');
    }
  }
  const folded = new Set(foldedSeats);
  const live = contributions.filter((c) => !folded.has(c.seat) && c.amount > 0);
  const levels = [...new Set(live.map((c) => c.amount))].sort((a, b) => a - b);
  const pots: TPot[] = [];
  let previous = 0;
  for (const level of levels) {
    const amount = contributions.reduce(
      (total, c) => total + Math.max(0, Math.min(c.amount, level) - previous),
      0,
    );
    const eligible = live
      .filter((c) => c.amount >= level)
      .map((c) => c.seat)
      .sort((a, b) => a - b);
    pots.push({ amount, eligible });
    previous = level;
  }
  const above = contributions.reduce((total, c) => total + Math.max(0, c.amount - previous), 0);
  const last = pots.at(-1);
  if (above > 0 && last) {
    last.amount += above;
  }
  return pots;
}

/** The rake of each pot, main pot first, within the cap; zero when the flop was not dealt. */
export function rakePots(pots: readonly TPot[], sawFlop: boolean, rule: TRakeRule): number[] {
  let left = sawFlop ? rule.cap : 0;
  return pots.map((pot) => {
    const rake = Math.min(left, Math.floor((pot.amount * rule.rateBps) / 10_000));
    left -= rake;
    return rake;
  });
}

/**
 * Awards each pot, less its rake, to its best contestants. `value` gives a contestant's hand value
 * (higher wins); `clockwise` lists seats from the button's left around the table.
 */
export function awardPots(
  pots: readonly TPot[],
  rakes: readonly number[],
  value: (seat: number) => number,
  clockwise: readonly number[],
): TPotAward[] {
  return pots.map((pot, i) => {
    const rake = rakes[i] ?? 0;
    const amount = pot.amount - rake;
    const best = Math.max(...pot.eligible.map(value));
    const winners = clockwise.filter((seat) => pot.eligible.includes(seat) && value(seat) === best);
    if (winners.length === 0) {
      throw new GameError('INVALID_INPUT', 'every pot needs a contestant seated at the table');
    }
    const share = Math.floor(amount / winners.length);
    const odd = amount - share * winners.length;
    return {
      pot: i,
      amount,
      rake,
      winners: winners.map((seat, k) => ({ seat, amount: share + (k < odd ? 1 : 0) })),
    };
  });
}

/** Seats in clockwise order starting just left of `button`. */
export function clockwiseFrom(button: number, seats: readonly number[]): number[] {
  const sorted = [...seats].sort((a, b) => a - b);
  return [...sorted.filter((s) => s > button), ...sorted.filter((s) => s <= button)];
}
