// Deposit-limit arithmetic for the form: the typed amount (read by @pavilion/contracts/amount) as
// the limit asked for and how much of a window is used (whether a change applies at once or after
// 24 hours is the contracts' limitChangeKind, which the console's form shares).
import { minorToAmountText, parseAmount } from '@pavilion/contracts/amount';

/** The limit typed: null when empty (no limit), undefined for text that is not an amount. */
export function requestedLimit(text: string): number | null | undefined {
  if (text.trim() === '') {
    return null;
  }
  const parsed = parseAmount(text, { allowZero: true });
  return parsed.ok ? parsed.minor : undefined;
}

/** A limit as the input shows it: 123450 → "1234.50"; no limit → "". */
export function limitToInput(minor: number | null): string {
  return minor === null ? '' : minorToAmountText(minor);
}

/** Share of the limit already used, 0–100 (whole percent, capped); null without a limit. */
export function usedPercent(used: number, limit: number | null): number | null {
  if (limit === null || limit <= 0) {
    return null;
  }
  return Math.min(100, Math.floor((used * 100) / limit));
}
