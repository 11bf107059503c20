// European roulette: one float picks the pocket, floor(f × 37), 0..36. Every bet covers n numbers
// and, when one of them comes up, pays n:1 odds of 36/n − 1 — gross payout = stake × 36 / n, an
// integer for every n used (1, 2, 3, 4, 6, 12, 18), so nothing is rounded. Each bet returns
// n/37 × 36/n = 36/37 = 97.297% exactly; zero loses every outside bet (no la partage rule).
import type { TEngineMeta } from '../engine-meta.ts';
import { assertStake, GameError, sum } from '../money.ts';
import { createFairRng, type TRoundSeeds } from '../provably-fair.ts';
import { randomInt, type TRng } from '../rng.ts';
import { colourOf, columnNumbers, dozenNumbers, isValidInside, POCKETS } from './roulette-layout.ts';
import type {
  TRouletteBet,
  TRouletteBetResult,
  TRouletteInput,
  TRouletteOutcome,
} from '../rounds/roulette.ts';

export const rouletteMeta: TEngineMeta = {
  id: 'roulette',
  name: 'European roulette',
  declaredRtp: 36 / 37,
  rtpBasis: 'exact: 36/37 = 97.297% for every bet',
  stakeUnit: 'position',
  minBet: 10,
  maxBet: 1_000_000,
};

export const MAX_ROULETTE_BETS = 200;

type TOutsideEvenType = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export type TRouletteBetType = TRouletteBet['type'];
export type {
  TRouletteBet,
  TRouletteBetResult,
  TRouletteInput,
  TRouletteOutcome,
} from '../rounds/roulette.ts';

const EVEN_MONEY: Record<TOutsideEvenType, (n: number) => boolean> = {
  red: (n) => colourOf(n) === 'red',
  black: (n) => colourOf(n) === 'black',
  odd: (n) => n % 2 === 1,
  even: (n) => n !== 0 && n % 2 === 0,
  low: (n) => n >= 1 && n <= 18,
  high: (n) => n >= 19,
};
const ALL_NUMBERS = Array.from({ length: POCKETS }, (_, n) => n);

/** The numbers a bet covers; throws INVALID_BET for anything that is not a bet on the layout. */
export function coveredNumbers(bet: TRouletteBet): number[] {
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line': {
      const { numbers } = bet;
      if (
        !Array.isArray(numbers) ||
        !numbers.every((n) => Number.isInteger(n)) ||
        !isValidInside(bet.type, numbers)
      ) {
        throw new GameError('INVALID_BET', `not a valid ${bet.type} bet: ${JSON.stringify(numbers)}`);
      }
      return [...numbers].sort((a, b) => a - b);
    }
    case 'dozen':
    case 'column':
      if (bet.index !== 1 && bet.index !== 2 && bet.index !== 3) {
        throw new GameError('INVALID_BET', `${bet.type} index must be 1, 2 or 3`);
      }
      return bet.type === 'dozen' ? dozenNumbers(bet.index) : columnNumbers(bet.index);
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      return ALL_NUMBERS.filter(EVEN_MONEY[bet.type]);
    default:
      throw new GameError('INVALID_BET', `unknown bet type "${String((bet as { type: unknown }).type)}"`);
  }
}

export function assertRouletteInput(input: TRouletteInput): number[][] {
  if (!Array.isArray(input.bets) || input.bets.length === 0 || input.bets.length > MAX_ROULETTE_BETS) {
    throw new GameError('INVALID_BET', `place 1 to ${MAX_ROULETTE_BETS} bets`);
  }
  return input.bets.map((bet) => {
    assertStake(bet.amount, rouletteMeta, `${String(bet.type)} bet`);
    return coveredNumbers(bet);
  });
}

/** Settles the bets on a known pocket. */
export function settleRoulette(input: TRouletteInput, number: number): TRouletteOutcome {
  const covered = assertRouletteInput(input);
  const bets = input.bets.map((bet, i): TRouletteBetResult => {
    const numbers = covered[i] as number[];
    const won = numbers.includes(number);
    return { bet, covered: numbers, won, payout: won ? (bet.amount * 36) / numbers.length : 0 };
  });
  return {
    input,
    number,
    colour: colourOf(number),
    bets,
    stake: sum(input.bets.map((b) => b.amount)),
    payout: sum(bets.map((b) => b.payout)),
  };
}

export function spinRoulette(input: TRouletteInput, rng: TRng): TRouletteOutcome {
  assertRouletteInput(input);
  return settleRoulette(input, randomInt(rng, POCKETS));
}

export function verifyRoulette(seeds: TRoundSeeds, input: TRouletteInput): TRouletteOutcome {
  return spinRoulette(input, createFairRng(seeds));
}
