// The sign-out confirmation (spec §4 logout): shown when the modal store holds 'logoutConfirm';
// confirming shows the page loader, revokes the session and leaves for / (agents for /agent).
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/shared/session/use-logout';
import { Modal } from '@/shared/ui/modal';
import { useModalStore } from '@/shared/ui/modal-store';
import { usePageLoader } from '@/shared/ui/page-loader';
import styles from './logout-dialog.module.css';

export function LogoutDialog() {
  const { t } = useTranslation('shell');
  const name = useModalStore((s) => s.name);
  const close = useModalStore((s) => s.close);
  const logout = useLogout();
  if (name !== 'logoutConfirm') {
    return null;
  }
  const confirm = async () => {
    close();
    usePageLoader.getState().show();
    try {
      await logout();
    } finally {
      usePageLoader.getState().hide();
    }
  };
  return (
    <Modal title={t('logout.title')} onClose={close} testId="logout-dialog">
      <p className={styles.text}>{t('logout.text')}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={close}>
          {t('logout.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void confirm()}>
          {t('logout.confirm')}
        </button>
      </div>
    </Modal>
  );
}
