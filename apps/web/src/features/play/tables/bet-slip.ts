// The bets a player has laid on a table before a round: stake per spot key (minor units), with
// the limits the engine enforces checked here first, so an impossible round is explained next to
// the controls instead of being sent. Spot keys are per game ("player", "straight:17", "total:9").

export type TBetSlip = Readonly<Record<string, number>>;

export type TSlipLimits = {
  minBet: number;
  maxBet: number;
  /** 'position': minBet/maxBet bound each spot; 'round' or 'line': they bound the whole stake */
  stakeUnit: 'position' | 'round' | 'line';
  balance: number;
  /** the engine's cap on the number of bets in one round */
  maxPositions?: number;
  /** the amount debited for a spot's stake (niuniu's double bet lodges 5×); the stake by default */
  debitOf?: (key: string, amount: number) => number;
};

export type TSlipProblem =
  | { code: 'empty' }
  | { code: 'belowMin'; key: string; minBet: number }
  | { code: 'aboveMax'; key: string; maxBet: number }
  | { code: 'overBalance'; total: number; balance: number }
  | { code: 'tooManyPositions'; maxPositions: number };

export const EMPTY_SLIP: TBetSlip = {};

export function slipKeys(slip: TBetSlip): string[] {
  return Object.keys(slip).filter((key) => (slip[key] ?? 0) > 0);
}

/** Σ stakes on the slip. */
export function slipStake(slip: TBetSlip): number {
  return slipKeys(slip).reduce((total, key) => total + (slip[key] ?? 0), 0);
}

/** Σ amounts the round debits (the stake, or the lodged amount where the game lodges more). */
export function slipDebit(slip: TBetSlip, debitOf?: TSlipLimits['debitOf']): number {
  return slipKeys(slip).reduce((total, key) => {
    const amount = slip[key] ?? 0;
    return total + (debitOf ? debitOf(key, amount) : amount);
  }, 0);
}

/** Why the slip cannot be played as it is, or null when it can. */
export function checkSlip(slip: TBetSlip, limits: TSlipLimits): TSlipProblem | null {
  const keys = slipKeys(slip);
  if (keys.length === 0) {
    return { code: 'empty' };
  }
  if (limits.maxPositions !== undefined && keys.length > limits.maxPositions) {
    return { code: 'tooManyPositions', maxPositions: limits.maxPositions };
  }
  if (limits.stakeUnit === 'position') {
    for (const key of keys) {
      const amount = slip[key] ?? 0;
      if (amount < limits.minBet) {
        return { code: 'belowMin', key, minBet: limits.minBet };
      }
      if (amount > limits.maxBet) {
        return { code: 'aboveMax', key, maxBet: limits.maxBet };
      }
    }
  } else {
    const stake = slipStake(slip);
    if (stake < limits.minBet) {
      return { code: 'belowMin', key: '', minBet: limits.minBet };
    }
    if (stake > limits.maxBet) {
      return { code: 'aboveMax', key: '', maxBet: limits.maxBet };
    }
  }
  const total = slipDebit(slip, limits.debitOf);
  if (total > limits.balance) {
    return { code: 'overBalance', total, balance: limits.balance };
  }
  return null;
}

/**
 * Lays one chip on a spot. A chip that would break a limit is refused (the slip comes back
 * unchanged with the reason), except above the per-spot maximum, where the spot is topped up to
 * the maximum when it is not there yet.
 */
export function addChip(
  slip: TBetSlip,
  key: string,
  chip: number,
  limits: TSlipLimits,
): { slip: TBetSlip; problem: TSlipProblem | null } {
  const current = slip[key] ?? 0;
  const perSpotMax = limits.stakeUnit === 'position' ? limits.maxBet : Number.MAX_SAFE_INTEGER;
  let amount = current + chip;
  let problem: TSlipProblem | null = null;
  if (amount > perSpotMax) {
    if (current >= perSpotMax) {
      return { slip, problem: { code: 'aboveMax', key, maxBet: perSpotMax } };
    }
    amount = perSpotMax;
    problem = { code: 'aboveMax', key, maxBet: perSpotMax };
  }
  const next = { ...slip, [key]: amount };
  const blocking = checkSlip(next, limits);
  if (blocking && blocking.code !== 'belowMin') {
    return { slip, problem: blocking };
  }
  return { slip: next, problem };
}
