// A field problem in words, in the reader's language: a form check's code ("AMOUNT_FORMAT"), a
// server field code ("server.too_small") or a catalogue code placed on a field
// ("errors.FUND_PASSWORD_WRONG", whose text is the shared error text: shared/errors).
// `values` fills placeholders such as {{min}} and {{max}}. A failed call's text as a whole comes
// from useErrorText (shared/errors/error-text.ts).
import { useTranslation } from 'react-i18next';
import { codeText, ERRORS_NS } from '@/shared/errors/error-text';

export function useProblemText() {
  const { t } = useTranslation(['cashier', ERRORS_NS]);
  return (code: string | undefined, values?: Record<string, string>): string | undefined => {
    if (!code) {
      return undefined;
    }
    const fallback = t('problems.INVALID');
    if (code.startsWith('errors.')) {
      return codeText(t, code.slice('errors.'.length));
    }
    // the server names a field's problem by a catalogue code or a rule of its own; a form check
    // may use a catalogue code too (PASSWORD_MISMATCH)
    const key = code.startsWith('server.') ? code.slice('server.'.length) : code;
    return t(`problems.${key}`, {
      ...values,
      defaultValue: t(`${ERRORS_NS}:code.${key}`, { defaultValue: fallback }),
    });
  };
}
