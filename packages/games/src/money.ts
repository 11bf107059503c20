// Money rules shared by the engines. Amounts are integers in minor units (1 = 0.01). A payout is
// the gross amount credited for a bet (0 on a loss, the stake on a push, stake + winnings on a
// win), so RTP = Σ payouts / Σ stakes. Winnings are computed as stake × numerator / denominator
// with integer operands and rounded down (floor) when not whole: the rounding is always in the
// house's favour by less than one minor unit, and whole for stakes that are multiples of the
// denominator. Bad input throws a `GameError` with a stable code the server maps to its catalogue.

export type TGameErrorCode = 'INVALID_BET' | 'INVALID_ACTION' | 'INVALID_INPUT' | 'INVALID_SEED';

export class GameError extends Error {
  readonly code: TGameErrorCode;

  constructor(code: TGameErrorCode, message: string) {
    super(message);
    this.name = 'GameError';
    this.code = code;
  }
}

export type TStakeLimits = { minBet: number; maxBet: number };

/** A stake must be a whole number of minor units within the limits. */
export function assertStake(amount: unknown, limits: TStakeLimits, label = 'bet'): asserts amount is number {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
    throw new GameError('INVALID_BET', `${label} must be a whole number of minor units`);
  }
  if (amount <= 0) {
    throw new GameError('INVALID_BET', `${label} must be positive`);
  }
  if (amount < limits.minBet || amount > limits.maxBet) {
    throw new GameError('INVALID_BET', `${label} must be between ${limits.minBet} and ${limits.maxBet}`);
  }
}

/** floor(amount × numerator / denominator), refusing results JavaScript cannot hold exactly. */
export function mulDivFloor(amount: number, numerator: number, denominator: number): number {
  const product = amount * numerator;
  if (!Number.isSafeInteger(product)) {
    throw new GameError('INVALID_BET', 'amount too large');
  }
  // Remainder first, so the division is exact even where a float quotient would round up.
  return (product - (product % denominator)) / denominator;
}

/** Sum of integer amounts. */
export function sum(amounts: readonly number[]): number {
  return amounts.reduce((total, a) => total + a, 0);
}

/** A list of bets naming each of `types` at most once, every stake within the limits. */
export function assertDistinctBets(
  bets: readonly { type: string; amount: number }[],
  types: readonly string[],
  limits: TStakeLimits,
): void {
  if (!Array.isArray(bets) || bets.length === 0 || bets.length > types.length) {
    throw new GameError('INVALID_BET', `place 1 to ${types.length} bets`);
  }
  const seen = new Set<string>();
  for (const bet of bets) {
    if (!types.includes(bet.type) || seen.has(bet.type)) {
      throw new GameError('INVALID_BET', `unknown or repeated bet "${String(bet.type)}"`);
    }
    seen.add(bet.type);
    assertStake(bet.amount, limits, `${bet.type} bet`);
  }
}
