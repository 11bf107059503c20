// Sic bo: three dice, each floor(f × 6) + 1. Macau table, odds "n:1" so a win returns the stake ×
// (n + 1) (integers, exact):
//   small (total 4–10) / big (11–17) 1:1, both lose on any triple ............ 97.22%
//   total 4 or 17 60:1, 5/16 30:1, 6/15 17:1, 7/14 12:1, 8/13 8:1, 9–12 6:1 .. 84.7%–90.3%
//   specific triple 180:1 (83.80%), any triple 30:1 (86.11%)
//   specific double (at least two of a number) 10:1 (81.48%)
//   combination (two given different numbers both shown) 5:1 (83.33%)
//   single number 1:1 per die showing it: 2 of 1:1, 2:1 or 3:1 → 92.13%
// Exact figures come from the 216 equally likely throws (see the tests).
import type { TEngineMeta } from '../engine-meta.ts';
import { assertStake, GameError, sum } from '../money.ts';
import { createFairRng, type TRoundSeeds } from '../provably-fair.ts';
import { randomInt, type TRng } from '../rng.ts';
import type { TDice, TSicBoBet, TSicBoBetResult, TSicBoInput, TSicBoOutcome } from '../rounds/sic-bo.ts';

export const sicBoMeta: TEngineMeta = {
  id: 'sic-bo',
  name: 'Sic bo',
  declaredRtp: 210 / 216,
  rtpBasis:
    'exact for small/big: 210/216 = 97.22%; other bets 81.5%–92.1% (exact, by enumeration of 216 throws)',
  stakeUnit: 'position',
  minBet: 10,
  maxBet: 1_000_000,
};

export const MAX_SIC_BO_BETS = 100;
/** Odds (n:1) of a total bet, by total 4..17. */
export const TOTAL_ODDS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

export type TSicBoBetType = TSicBoBet['type'];
export type { TDice, TSicBoBet, TSicBoBetResult, TSicBoInput, TSicBoOutcome } from '../rounds/sic-bo.ts';

const isFace = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 6;

/** Validates a bet's shape; throws INVALID_BET. */
export function assertSicBoBet(bet: TSicBoBet): void {
  assertStake(bet.amount, sicBoMeta, `${String(bet.type)} bet`);
  switch (bet.type) {
    case 'small':
    case 'big':
    case 'any-triple':
      return;
    case 'total':
      if (!Number.isInteger(bet.total) || TOTAL_ODDS[bet.total] === undefined) {
        throw new GameError('INVALID_BET', 'total must be 4 to 17');
      }
      return;
    case 'triple':
    case 'double':
    case 'single':
      if (!isFace(bet.face)) {
        throw new GameError('INVALID_BET', 'face must be 1 to 6');
      }
      return;
    case 'combination': {
      const faces = bet.faces as unknown;
      if (!Array.isArray(faces) || faces.length !== 2 || !faces.every(isFace) || faces[0] === faces[1]) {
        throw new GameError('INVALID_BET', 'a combination names two different faces');
      }
      return;
    }
    default:
      throw new GameError('INVALID_BET', `unknown bet type "${String((bet as { type: unknown }).type)}"`);
  }
}

/** The odds n:1 a bet wins at on these dice, or 0 when it loses. */
export function sicBoOdds(bet: TSicBoBet, dice: TDice): number {
  const total = dice[0] + dice[1] + dice[2];
  const count = (face: number): number => dice.filter((d) => d === face).length;
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  switch (bet.type) {
    case 'small':
      return !triple && total <= 10 ? 1 : 0;
    case 'big':
      return !triple && total >= 11 ? 1 : 0;
    case 'any-triple':
      return triple ? 30 : 0;
    case 'total':
      return total === bet.total ? (TOTAL_ODDS[total] ?? 0) : 0;
    case 'triple':
      return count(bet.face) === 3 ? 180 : 0;
    case 'double':
      return count(bet.face) >= 2 ? 10 : 0;
    case 'single':
      return count(bet.face);
    case 'combination':
      return count(bet.faces[0]) >= 1 && count(bet.faces[1]) >= 1 ? 5 : 0;
  }
}

export function settleSicBo(input: TSicBoInput, dice: TDice): TSicBoOutcome {
  assertSicBoInput(input);
  const bets = input.bets.map((bet): TSicBoBetResult => {
    const odds = sicBoOdds(bet, dice);
    return { bet, won: odds > 0, payout: odds > 0 ? bet.amount * (odds + 1) : 0 };
  });
  return {
    input,
    dice,
    total: dice[0] + dice[1] + dice[2],
    bets,
    stake: sum(input.bets.map((b) => b.amount)),
    payout: sum(bets.map((b) => b.payout)),
  };
}

export function rollSicBo(input: TSicBoInput, rng: TRng): TSicBoOutcome {
  assertSicBoInput(input);
  const die = (): number => randomInt(rng, 6) + 1;
  return settleSicBo(input, [die(), die(), die()]);
}

export function verifySicBo(seeds: TRoundSeeds, input: TSicBoInput): TSicBoOutcome {
  return rollSicBo(input, createFairRng(seeds));
}

function assertSicBoInput(input: TSicBoInput): void {
  if (!Array.isArray(input.bets) || input.bets.length === 0 || input.bets.length > MAX_SIC_BO_BETS) {
    throw new GameError('INVALID_BET', `place 1 to ${MAX_SIC_BO_BETS} bets`);
  }
  input.bets.forEach(assertSicBoBet);
}
