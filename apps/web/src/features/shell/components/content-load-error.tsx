// The error state of a page whose content did not load: what went wrong and a retry, announced as
// an alert, in the frame of the pages' empty states.
import { useTranslation } from 'react-i18next';
import { EmptyState } from './page-frame';

type TContentLoadErrorProps = { onRetry: () => void; retrying: boolean };

export function ContentLoadError({ onRetry, retrying }: TContentLoadErrorProps) {
  const { t } = useTranslation('shell');
  return (
    <div role="alert">
      <EmptyState
        icon="wifiOff"
        title={t('content.errorTitle')}
        text={t('content.errorText')}
        action={
          <button type="button" className="btn btn-outline" onClick={onRetry} disabled={retrying}>
            {t('retry', { ns: 'common' })}
          </button>
        }
      />
    </div>
  );
}
