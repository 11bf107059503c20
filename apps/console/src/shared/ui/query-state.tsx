// Loading and error lines shared by the screens.
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/error-text';

export function QueryState({ isLoading, error }: { isLoading: boolean; error: unknown }) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (error) {
    return (
      <p className="error" role="alert">
        {errorText(t, error)}
      </p>
    );
  }
  return null;
}
