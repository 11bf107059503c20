// What a records table shows instead of rows: a spinner while the first page loads, the server's
// error code in words (with a retry) when the call fails, an empty state when nothing matched.
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/http';
import { Spinner } from '@/shared/ui/spinner';
import type { TViewState } from '../lib/view-state';
import styles from './records.module.css';

/** The catalogue text of a failed call's code, in the reader's language. */
export function useErrorText() {
  const { t } = useTranslation('records');
  return (error: unknown): string => {
    const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
    return t(`errors.${code}`, { defaultValue: t('errors.UNKNOWN_ERROR') });
  };
}

type TQueryStateProps = { state: Exclude<TViewState, 'rows'>; error: unknown; onRetry: () => void };

export function QueryState({ state, error, onRetry }: TQueryStateProps) {
  const { t } = useTranslation('records');
  const errorText = useErrorText();
  if (state === 'loading') {
    return (
      <div className={styles.state} data-testid="records-loading">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div className={styles.state} role="alert" data-testid="records-error">
        <p className={styles.errorText}>{errorText(error)}</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.state} data-testid="records-empty">
      <p>{t('empty')}</p>
    </div>
  );
}
