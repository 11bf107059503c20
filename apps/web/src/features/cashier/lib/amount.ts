// Amounts the member types: major units with at most 2 decimals ("12.34"), turned into the
// integer minor units every cashier call carries (1234) by string arithmetic, never by floats,
// so "0.29" is 29 and not 28.999…. Also the range check against a channel's or wallet's limits.

export type TAmountError = 'REQUIRED' | 'AMOUNT_FORMAT' | 'AMOUNT_POSITIVE' | 'AMOUNT_TOO_LARGE';
export type TAmountParse = { ok: true; minor: number } | { ok: false; error: TAmountError };

/** digits, an optional point with one or two decimals; no sign, no exponent, no separators */
const AMOUNT_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "12.34" → 1234, "5" → 500, "0.5" → 50; "1.234", "-1", "abc", "1e3" are refused. */
export function parseAmount(text: string): TAmountParse {
  const trimmed = text.trim();
  if (trimmed === '') {
    return { ok: false, error: 'REQUIRED' };
  }
  const match = AMOUNT_PATTERN.exec(trimmed);
  if (!match) {
    return { ok: false, error: 'AMOUNT_FORMAT' };
  }
  const whole = match[1] ?? '0';
  const cents = (match[2] ?? '').padEnd(2, '0');
  // more than 13 integer digits could not be represented exactly once multiplied by 100
  if (whole.replace(/^0+/, '').length > 13) {
    return { ok: false, error: 'AMOUNT_TOO_LARGE' };
  }
  const minor = Number(whole) * 100 + Number(cents);
  if (minor <= 0) {
    return { ok: false, error: 'AMOUNT_POSITIVE' };
  }
  return { ok: true, minor };
}

/** 1234 → "12.34": the plain major-unit text an amount input is prefilled with. */
export function minorToInput(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

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
