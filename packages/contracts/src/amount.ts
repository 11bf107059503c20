// The one reading of an amount a person types (every form that takes money, in the browser; the
// server carries integer minor units): major units with at most two decimals, optionally grouped
// by thousands with commas ("1,234.50"), turned into integer minor units (123450) by string
// arithmetic, never by floats, so "0.29" is 29 and not 28.999…. Strict: a sign, an exponent,
// misplaced commas ("1,23"), a lone point ("1.", ".5") or more than two decimals are refused.

export type TAmountError = 'REQUIRED' | 'AMOUNT_FORMAT' | 'AMOUNT_POSITIVE' | 'AMOUNT_TOO_LARGE';
export type TAmountParse = { ok: true; minor: number } | { ok: false; error: TAmountError };

/** plain digits, or digits grouped by three with commas; then an optional point and 1–2 decimals */
const AMOUNT_PATTERN = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** More integer digits could not stay exact once multiplied by 100 (Number.MAX_SAFE_INTEGER). */
const MAX_WHOLE_DIGITS = 13;

type TParseOptions = {
  /** accept 0 (e.g. a deposit limit of nothing); by default an amount must be positive */
  allowZero?: boolean;
};

/** "1,234.50" → 123450, "5" → 500, "0.5" → 50; "1.234", "-1", "1,23", "abc", "1e3" are refused. */
export function parseAmount(text: string, { allowZero = false }: TParseOptions = {}): TAmountParse {
  const trimmed = text.trim();
  if (trimmed === '') {
    return { ok: false, error: 'REQUIRED' };
  }
  const match = AMOUNT_PATTERN.exec(trimmed);
  if (!match) {
    return { ok: false, error: 'AMOUNT_FORMAT' };
  }
  const whole = (match[1] ?? '0').replaceAll(',', '');
  const cents = (match[2] ?? '').padEnd(2, '0');
  if (whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) {
    return { ok: false, error: 'AMOUNT_TOO_LARGE' };
  }
  const minor = Number(whole) * 100 + Number(cents);
  if (minor < 0 || (minor === 0 && !allowZero)) {
    return { ok: false, error: 'AMOUNT_POSITIVE' };
  }
  return { ok: true, minor };
}

/** 123450 → "1234.50": the plain text an amount input is prefilled with (parseAmount reads it back). */
export function minorToAmountText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
