// The notice after a self-exclusion (decision 074): the member was logged out at once, and is told
// until when they cannot log in, or that they never can again. Opened through the app modal store
// as 'exclusionNotice' {until, permanent} and mounted by the player layout (a lazy chunk).
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date-time';
import { Button } from '@/shared/ui/form/button';
import { Modal } from '@/shared/ui/modal';
import styles from './engagement.module.css';

type TProps = { until: string; permanent: boolean; onClose: () => void };

export function ExclusionNotice({ until, permanent, onClose }: TProps) {
  const { t } = useTranslation('engagement');
  return (
    <Modal title={t('rg.exclusion.notice.title')} onClose={onClose} width={420} testId="exclusion-notice">
      <p>
        {permanent
          ? t('rg.exclusion.notice.permanent')
          : t('rg.exclusion.notice.until', { time: formatDateTime(until) })}
      </p>
      <div className={styles.actions}>
        <Button onClick={onClose}>{t('rg.exclusion.notice.ok')}</Button>
      </div>
    </Modal>
  );
}
