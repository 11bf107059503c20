// What a page shows when it cannot be displayed: a lazy chunk that failed or timed out (spec §8
// load-failed error, naming the screen group) or an unexpected error. Retry reloads the page,
// which fetches the chunk again.
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import styles from './route-error-screen.module.css';

type TRouteErrorScreenProps = { kind: 'timeout' | 'failed' | 'error'; group?: string };

export function RouteErrorScreen({ kind, group }: TRouteErrorScreenProps) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.box} role="alert" data-testid="load-failed">
      <Icon name={kind === 'error' ? 'ban' : 'wifiOff'} size={36} />
      <h1 className={styles.title}>
        {t(kind === 'error' ? 'errors.unexpectedTitle' : 'errors.loadFailedTitle')}
      </h1>
      <p className={styles.text}>
        {t(
          kind === 'timeout'
            ? 'errors.loadTimeout'
            : kind === 'failed'
              ? 'errors.loadFailed'
              : 'errors.unexpectedText',
        )}
      </p>
      {group ? <p className={styles.detail}>{t('errors.group', { group })}</p> : null}
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        <Icon name="refresh" size={18} />
        {t('system.retry')}
      </button>
    </div>
  );
}
