// A failed records call in words: the catalogue text of its error code in the reader's language.
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/http';

export function useErrorText() {
  const { t } = useTranslation('records');
  return (error: unknown): string => {
    const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
    return t(`errors.${code}`, { defaultValue: t('errors.UNKNOWN_ERROR') });
  };
}
