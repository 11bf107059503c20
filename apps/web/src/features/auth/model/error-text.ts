// Turns the codes that validators and the server produce into text in the reader's language:
// form validator codes (REQUIRED, PASSWORD_MISMATCH, pattern.<ID>, the contracts' 'username' /
// 'password' rule messages, validation.* keys) and server error codes (spec §8 catalogue), whose
// texts are the shared ones (shared/errors: the t given must read the `errors` namespace).
import { PASSWORD_RULE, USERNAME_RULE } from '@pavilion/contracts/auth';
import { ERRORS_NS, errorText, exclusionOf, exclusionText } from '@/shared/errors/error-text';
import { collapseRange } from './pattern-text';

export type TTranslate = (key: string, options?: Record<string, unknown>) => string;
export type TBounds = { minLength?: number | null; maxLength?: number | null };
export type TApiErrorLike = {
  code: string;
  message: string;
  retryAfterSeconds?: number | undefined;
  data?: unknown;
};

export function patternText(t: TTranslate, patternId: string, bounds: TBounds = {}): string {
  const template = t(`pattern.${patternId}`, { min: '{{min}}', max: '{{max}}' });
  return collapseRange(template, bounds.minLength, bounds.maxLength, {
    atLeast: (n) => t('range.atLeast', { n }),
    atMost: (n) => t('range.atMost', { n }),
  });
}

/** Text for a validator or server code attached to a field. */
export function fieldErrorText(t: TTranslate, code: string, bounds: TBounds = {}): string {
  if (code === 'REQUIRED') {
    return t('validation.required');
  }
  if (code === 'PASSWORD_MISMATCH') {
    return t('validation.inconsistentTwice');
  }
  if (code === 'username') {
    return patternText(t, USERNAME_RULE.patternId, USERNAME_RULE);
  }
  if (code === 'password') {
    return t('validation.passwordRule', { min: PASSWORD_RULE.minLength, max: PASSWORD_RULE.maxLength });
  }
  if (code.startsWith('pattern.')) {
    return patternText(t, code.slice('pattern.'.length), bounds);
  }
  if (code.startsWith('validation.')) {
    return t(code);
  }
  return t(`${ERRORS_NS}:code.${code}`, { defaultValue: code });
}

/**
 * Text for a failed call: the catalogue text by code, plus the wait when the server gave one. In
 * these forms SELF_EXCLUDED is a refused login (decision 074): it says when logging in is possible
 * again, or that it never is.
 */
export function apiErrorText(t: TTranslate, error: TApiErrorLike): string {
  const exclusion = exclusionOf(error);
  return exclusion ? exclusionText(t, exclusion, 'login') : errorText(t, error);
}
