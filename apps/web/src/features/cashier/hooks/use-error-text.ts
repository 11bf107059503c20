// Words for what went wrong, in the reader's language: a failed call's catalogue code, or a
// field problem code (from the form's own checks or the server's per-field codes).
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/http';

export function useErrorText() {
  const { t } = useTranslation('cashier');
  return (error: unknown): string => {
    const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
    return t(`errors.${code}`, { defaultValue: t('errors.UNKNOWN_ERROR') });
  };
}

/**
 * A field problem in words: a form check's code ("AMOUNT_FORMAT"), a server field code
 * ("server.too_small") or a catalogue code placed on a field ("errors.FUND_PASSWORD_WRONG").
 * `values` fills placeholders such as {{min}} and {{max}}.
 */
export function useProblemText() {
  const { t } = useTranslation('cashier');
  return (code: string | undefined, values?: Record<string, string>): string | undefined => {
    if (!code) {
      return undefined;
    }
    const fallback = t('problems.INVALID');
    if (code.startsWith('errors.')) {
      return t(code, { defaultValue: fallback });
    }
    if (code.startsWith('server.')) {
      // the server names a field's problem by a catalogue code or a rule of its own
      const key = code.slice('server.'.length);
      return t(`problems.${key}`, {
        ...values,
        defaultValue: t(`errors.${key}`, { defaultValue: fallback }),
      });
    }
    return t(`problems.${code}`, { ...values, defaultValue: fallback });
  };
}
