// What a cashier view shows instead of its content: a spinner while loading, the server's error
// code in words with a retry, or an empty-state sentence.
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { useErrorText } from '../hooks/use-error-text';
import styles from './cashier.module.css';

type TQueryStateProps =
  | { state: 'loading' }
  | { state: 'error'; error: unknown; onRetry: () => void }
  | { state: 'empty'; text: string; testId?: string };

export function QueryState(props: TQueryStateProps) {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  switch (props.state) {
    case 'loading':
      return (
        <div className={styles.state}>
          <Spinner label={t('loading')} />
        </div>
      );
    case 'error':
      return (
        <div className={styles.state} role="alert">
          <p className={styles.errorText}>{errorText(props.error)}</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={props.onRetry}>
            {t('retry')}
          </button>
        </div>
      );
    case 'empty':
      return (
        <div className={styles.state} data-testid={props.testId}>
          <p>{props.text}</p>
        </div>
      );
  }
}
