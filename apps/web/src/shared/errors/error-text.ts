// The one mapping from an error to the words a member reads, for every feature (decision 020): a
// failed call's catalogue code (packages/contracts/src/errors.ts) or a network failure, in the
// reader's language, from one set of translations (shared/errors/locales, namespace `errors`),
// with the wait the server gave for lockouts and rate limits and the end of a time-out or
// self-exclusion (SELF_EXCLUDED's data). Codes the catalogue does not know read as UNKNOWN_ERROR.
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@pavilion/contracts/error-catalogue';
import { PERMANENT_EXCLUSION_END } from '@pavilion/contracts/protection-constants';
import { ApiError } from '@/shared/api/http';
import { formatDateTime } from '@/shared/format/date-time';

export const ERRORS_NS = 'errors';

/** A t function that can read the `errors` namespace (its keys are written `errors:…`). */
export type TErrorTranslate = (key: string, options?: Record<string, unknown>) => string;
export type TErrorLike = { code: string; retryAfterSeconds?: number | undefined; data?: unknown };

/** Codes with a text: the catalogue's, a failed connection (the client's own) and a field code. */
export const TEXT_CODES: ReadonlySet<string> = new Set<string>([
  ...ERROR_CODES,
  'NETWORK',
  'PASSWORD_NOT_ALLOWED',
]);

/** The code whose text an error shows: its own when it has one, else UNKNOWN_ERROR. */
export function textCode(error: unknown): string {
  const code = error instanceof ApiError || isErrorLike(error) ? error.code : 'UNKNOWN_ERROR';
  return TEXT_CODES.has(code) ? code : 'UNKNOWN_ERROR';
}

/** The translation key of a code's text (for a t of any namespace that loaded `errors`). */
export function codeKey(code: string): `${typeof ERRORS_NS}:code.${string}` {
  return `${ERRORS_NS}:code.${TEXT_CODES.has(code) ? code : 'UNKNOWN_ERROR'}`;
}

/** Codes whose text names the waiting time when the server sent retryAfterSeconds. */
const TIMED_CODES = new Set([
  'ACCOUNT_LOCKED',
  'auth/too-many-requests',
  'RATE_LIMITED',
  'auth/quota-exceeded',
]);

/** "30 s", "2 min" in the reader's language. */
export function waitText(t: TErrorTranslate, seconds: number): string {
  return seconds < 60
    ? t(`${ERRORS_NS}:time.seconds`, { n: seconds })
    : t(`${ERRORS_NS}:time.minutes`, { n: Math.ceil(seconds / 60) });
}

/** The text of one code; an unknown code reads as UNKNOWN_ERROR. */
export function codeText(t: TErrorTranslate, code: string): string {
  return t(codeKey(code));
}

/** The end of a time-out or self-exclusion that a SELF_EXCLUDED refusal carries, when it does. */
export function exclusionOf(error: unknown): { until: string; permanent: boolean } | null {
  if (!isErrorLike(error) || error.code !== 'SELF_EXCLUDED') {
    return null;
  }
  const data = error.data as { until?: unknown; permanent?: unknown } | null | undefined;
  if (typeof data?.until !== 'string') {
    return null;
  }
  // a bet's or deposit's refusal names only the end; the stored end of "for good" says it too
  const permanent = data.permanent === true || data.until >= PERMANENT_EXCLUSION_END;
  return { until: data.until, permanent };
}

/** The verification level a KYC_REQUIRED refusal of a withdrawal asks for, when it says. */
export function kycLevelOf(error: unknown): number | null {
  if (!isErrorLike(error) || error.code !== 'KYC_REQUIRED') {
    return null;
  }
  const level = (error.data as { level?: unknown } | null | undefined)?.level;
  return typeof level === 'number' ? level : null;
}

/**
 * SELF_EXCLUDED with its end: "until <time>" or "permanently". `login`: the login's wording (only a
 * self-exclusion refuses it, and the reader wants to know when they may log in again).
 */
export function exclusionText(
  t: TErrorTranslate,
  exclusion: { until: string; permanent: boolean },
  context: 'any' | 'login' = 'any',
): string {
  const login = context === 'login';
  if (exclusion.permanent) {
    return t(`${ERRORS_NS}:selfExcluded.${login ? 'loginPermanent' : 'permanent'}`);
  }
  return t(`${ERRORS_NS}:selfExcluded.${login ? 'loginUntil' : 'until'}`, {
    time: formatDateTime(exclusion.until),
  });
}

/** The text of a failed call (an ApiError, or anything else thrown: UNKNOWN_ERROR). */
export function errorText(t: TErrorTranslate, error: unknown): string {
  const exclusion = exclusionOf(error);
  if (exclusion) {
    return exclusionText(t, exclusion);
  }
  const code = textCode(error);
  const level = kycLevelOf(error);
  const text = level === null ? codeText(t, code) : t(codeKey(code), { level });
  const wait = isErrorLike(error) ? error.retryAfterSeconds : undefined;
  if (wait && wait > 0 && TIMED_CODES.has(code)) {
    return t(`${ERRORS_NS}:retryAfter`, { message: text, wait: waitText(t, wait) });
  }
  return text;
}

function isErrorLike(value: unknown): value is TErrorLike {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string'
  );
}

/**
 * In a component: loads the errors namespace (suspending until it has arrived) and returns the
 * text of a failed call; it follows a language change.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation(ERRORS_NS);
  return (error) => errorText(t, error);
}

/**
 * Outside a component's render (an event handler of a page that must not wait for the errors
 * bundle to paint, such as the lobby): loads the namespace, then gives the text.
 */
export async function translateError(error: unknown): Promise<string> {
  await i18n.loadNamespaces(ERRORS_NS);
  return errorText(i18n.t.bind(i18n) as TErrorTranslate, error);
}
