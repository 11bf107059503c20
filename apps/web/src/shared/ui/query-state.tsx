// What a view shows instead of its content: a spinner while the first load runs, what went wrong
// (in the feature's words) with a retry, or an empty-state sentence. Used by the records and the
// cashier panes.
import { useTranslation } from 'react-i18next';
import styles from './query-state.module.css';
import { Spinner } from './spinner';

type TQueryStateProps = { testId?: string } & (
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry: () => void }
  | { state: 'empty'; message: string }
);

export function QueryState(props: TQueryStateProps) {
  const { t } = useTranslation('common');
  switch (props.state) {
    case 'loading':
      return (
        <div className={styles.state} data-testid={props.testId}>
          <Spinner label={t('loading')} />
        </div>
      );
    case 'error':
      return (
        <div className={styles.state} role="alert" data-testid={props.testId}>
          <p className={styles.errorText}>{props.message}</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={props.onRetry}>
            {t('retry')}
          </button>
        </div>
      );
    case 'empty':
      return (
        <div className={styles.state} data-testid={props.testId}>
          <p>{props.message}</p>
        </div>
      );
  }
}
