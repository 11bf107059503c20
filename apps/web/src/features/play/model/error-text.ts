// The game page's text for an API error: known catalogue codes have their own translated text
// (INSUFFICIENT_FUNDS names the balance); anything else shows a generic failure.
import { ApiError } from '@/shared/api/http';

export const PLAY_ERROR_CODES = [
  'INSUFFICIENT_FUNDS',
  'INVALID_BET',
  'GAME_MAINTENANCE',
  'NOT_LOGGED_IN',
  'ROUND_IN_PROGRESS',
  'SESSION_EXPIRED',
  'ROUND_NOT_FOUND',
  'ROUND_CLOSED',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'NETWORK',
  'REAL_ACCOUNT_REQUIRED',
] as const;
export type TPlayErrorCode = (typeof PLAY_ERROR_CODES)[number];

export type TPlayErrorText = { key: `page.errors.${TPlayErrorCode | 'UNKNOWN'}`; balance: number | null };

/** The translation key of an error, and the balance INSUFFICIENT_FUNDS carries (if any). */
export function playErrorText(error: unknown, fallbackBalance: number | null): TPlayErrorText {
  const code = error instanceof ApiError ? error.code : 'UNKNOWN';
  const known = (PLAY_ERROR_CODES as readonly string[]).includes(code) ? (code as TPlayErrorCode) : 'UNKNOWN';
  let balance: number | null = null;
  if (known === 'INSUFFICIENT_FUNDS') {
    const data = error instanceof ApiError ? (error.data as { balance?: unknown } | undefined) : undefined;
    balance = typeof data?.balance === 'number' ? data.balance : fallbackBalance;
  }
  return { key: `page.errors.${known}`, balance };
}

/** Errors after which the page cannot go on without a new login. */
export function needsLogin(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'NOT_LOGGED_IN' || error.code === 'SESSION_EXPIRED' || error.status === 401)
  );
}
