// Spec §4 Trial users: member and agent centres, real games and favourites need a real account;
// this warning offers registration.
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/form/button';
import { Modal } from '@/shared/ui/modal';
import { useModalStore } from '@/shared/ui/modal-store';
import styles from './auth.module.css';

export function RealAccountModal() {
  const { t } = useTranslation('auth');
  const { open, close } = useModalStore();
  return (
    <Modal title={t('realAccount.title')} onClose={close} testId="real-account-modal">
      <div className={styles.warnIcon} aria-hidden="true">
        !
      </div>
      <p className={`${styles.muted} ${styles.center}`}>{t('realAccount.body')}</p>
      <div className={styles.actions}>
        <Button block onClick={() => open('register')}>
          {t('realAccount.register')}
        </Button>
        <Button variant="secondary" block onClick={close}>
          {t('common.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
