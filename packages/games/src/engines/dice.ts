// Dice: the roll is floor(f × 10,000) / 100, one of the 10,000 equally likely values 0.00 … 99.99.
// The player picks a target (0.01 … 99.99, in hundredths) and a side: "under" wins when roll <
// target, "over" when roll ≥ target. Win chance W / 10,000 with W = target (under) or 10,000 −
// target (over), allowed from 1 (0.01%) to 9,800 (98%), so every win pays at least 1.01×.
// Multiplier = RTP / win chance = 99,000,000 / W in ten-thousandths (1.9800× at 50%), rounded
// down; payout = floor(stake × multiplier / 10,000). The page shows the target with 2 decimals and
// the multiplier with 4, as paid. Exact RTP at W: W × floor(99,000,000 / W) / 10^8 ≤ 99%, short of
// it by less than W / 10^8 (0.0098% at most; the tests check all 9,800 win chances).
import { createFairRng, type TRoundSeeds } from '../provably-fair.ts';
import { randomInt, type TRng } from '../rng.ts';
import { assertStake, GameError } from '../money.ts';
import type { TDiceInput, TDiceOutcome } from '../rounds/dice.ts';
import { assertIntIn, originalsMeta, payoutOf } from './originals.ts';

export type { TDiceInput, TDiceOutcome } from '../rounds/dice.ts';

export const DICE_OUTCOMES = 10_000;
export const DICE_MIN_CHANCE = 1;
export const DICE_MAX_CHANCE = 9_800;
export const DICE_SIDES = ['under', 'over'] as const;
export type TDiceSide = (typeof DICE_SIDES)[number];

export const diceMeta = originalsMeta(
  'dice',
  'Dice',
  'exact per win chance W / 10,000: W × floor(99,000,000 / W) / 10^8, 99% less under 0.01%',
);

/** The winning values of the roll out of 10,000. */
export function diceWinChance(target: number, side: TDiceSide): number {
  return side === 'under' ? target : DICE_OUTCOMES - target;
}

/** Multiplier in ten-thousandths for a win chance of W / 10,000. */
export function diceMultiplier(winChance: number): number {
  return Math.floor(99_000_000 / winChance);
}

export function assertDiceInput(input: TDiceInput): void {
  assertStake(input.bet, diceMeta);
  assertIntIn(input.target, 1, DICE_OUTCOMES - 1, 'target (hundredths)');
  if (!DICE_SIDES.includes(input.side)) {
    throw new GameError('INVALID_BET', 'side must be under or over');
  }
  const chance = diceWinChance(input.target, input.side);
  if (chance < DICE_MIN_CHANCE || chance > DICE_MAX_CHANCE) {
    throw new GameError('INVALID_BET', 'the win chance must be from 0.01% to 98%');
  }
}

export function playDice(input: TDiceInput, rng: TRng): TDiceOutcome {
  assertDiceInput(input);
  const roll = randomInt(rng, DICE_OUTCOMES);
  const win = input.side === 'under' ? roll < input.target : roll >= input.target;
  const multiplier = diceMultiplier(diceWinChance(input.target, input.side));
  return {
    input,
    roll,
    win,
    multiplier,
    stake: input.bet,
    payout: win ? payoutOf(input.bet, multiplier, 10_000) : 0,
  };
}

export function verifyDice(seeds: TRoundSeeds, input: TDiceInput): TDiceOutcome {
  return playDice(input, createFairRng(seeds));
}
