// The warning dialog of spec §8 handling: a failed code request (or invitation-code check) shows
// the server's message with a confirm button.
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/form/button';
import { InnerDialog } from '@/shared/ui/form/inner-dialog';
import styles from './auth.module.css';

export function WarningDialog({
  message,
  onClose,
  title,
}: {
  message: string;
  onClose: () => void;
  title?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <InnerDialog
      title={title ?? t('common.warning')}
      onClose={onClose}
      closeLabel={t('common.close')}
      role="alertdialog"
    >
      <p className={styles.muted}>{message}</p>
      <Button block onClick={onClose} autoFocus>
        {t('common.ok')}
      </Button>
    </InnerDialog>
  );
}
