// A field problem in words: a form check's code ("PHONE") from this feature's bundle, or a catalogue
// code the server placed on a field ("errors.FUND_PASSWORD_WRONG") from the shared error texts.
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/http';
import { codeText, ERRORS_NS } from '@/shared/errors/error-text';

export function useProblemText() {
  const { t } = useTranslation(['points', ERRORS_NS]);
  return (code: string | undefined, values?: Record<string, string | number>): string | undefined => {
    if (!code) {
      return undefined;
    }
    if (code.startsWith('errors.')) {
      return codeText(t, code.slice('errors.'.length));
    }
    return t(`problems.${code}`, { ...values, defaultValue: t('problems.INVALID') });
  };
}

/** The form field a failed call belongs on (a wrong fund password, a field the server named). */
export function fieldOf(error: unknown, fields: readonly string[]): { field: string; code: string } | null {
  if (!(error instanceof ApiError)) {
    return null;
  }
  if (error.code === 'FUND_PASSWORD_WRONG' && fields.includes('fundPassword')) {
    return { field: 'fundPassword', code: 'errors.FUND_PASSWORD_WRONG' };
  }
  const named = Object.keys(error.fields).find((f) => fields.includes(f));
  return named ? { field: named, code: 'INVALID' } : null;
}
