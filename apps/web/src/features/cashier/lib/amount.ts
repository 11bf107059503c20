// The range check of a typed amount (read by @pavilion/contracts/amount) against a channel's or
// the wallet's limits.

export type TAmountLimits = { min: number; max: number };
export type TRangeError = 'AMOUNT_BELOW_MIN' | 'AMOUNT_ABOVE_MAX';

/** Whether a parsed amount is inside [min, max] (both inclusive, minor units). */
export function checkRange(minor: number, limits: TAmountLimits): TRangeError | null {
  if (minor < limits.min) {
    return 'AMOUNT_BELOW_MIN';
  }
  if (minor > limits.max) {
    return 'AMOUNT_ABOVE_MAX';
  }
  return null;
}

/** The tighter of a channel's limits and what the wallet allows (e.g. the withdrawable amount). */
export function effectiveLimits(channel: TAmountLimits, available?: number): TAmountLimits {
  return { min: channel.min, max: available === undefined ? channel.max : Math.min(channel.max, available) };
}
