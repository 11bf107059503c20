// The game page's text for an API error, from the shared error texts (shared/errors, namespace
// `errors`: the t that reads the key must load it): the catalogue code's text, INSUFFICIENT_FUNDS
// naming the balance when one is known; anything else thrown reads as UNKNOWN_ERROR.
import { ApiError } from '@/shared/api/http';
import { codeKey, textCode } from '@/shared/errors/error-text';

export type TPlayErrorText = { key: `errors:${string}`; balance: number | null };

/** The translation key of an error, and the balance INSUFFICIENT_FUNDS carries (if any). */
export function playErrorText(error: unknown, fallbackBalance: number | null): TPlayErrorText {
  const code = textCode(error);
  if (code === 'INSUFFICIENT_FUNDS') {
    const data = error instanceof ApiError ? (error.data as { balance?: unknown } | undefined) : undefined;
    const balance = typeof data?.balance === 'number' ? data.balance : fallbackBalance;
    return balance === null
      ? { key: 'errors:code.INSUFFICIENT_FUNDS', balance }
      : { key: 'errors:insufficientWithBalance', balance };
  }
  return { key: codeKey(code), balance: null };
}

/** Errors after which the page cannot go on without a new login. */
export function needsLogin(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'NOT_LOGGED_IN' || error.code === 'SESSION_EXPIRED' || error.status === 401)
  );
}
