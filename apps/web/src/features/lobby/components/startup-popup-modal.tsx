// One startup popup of spec §4 (lazy chunk of startup-popups.tsx): title, optional image, the
// sanitised HTML content and, with several popups, previous/next.
import { useTranslation } from 'react-i18next';
import type { TPopup } from '@pavilion/contracts/content';
import { Modal } from '@/shared/ui/modal';
import { sanitizeHtml } from '@/shared/content/sanitize';
import styles from './startup-popups.module.css';

type TStartupPopupModalProps = {
  popup: TPopup;
  index: number;
  total: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

export function StartupPopupModal({ popup, index, total, onIndex, onClose }: TStartupPopupModalProps) {
  const { t } = useTranslation('lobby');
  return (
    <Modal title={popup.title} onClose={onClose} width={520} testId="startup-popup">
      {popup.imageUrl ? <img className={styles.image} src={popup.imageUrl} alt={popup.title} /> : null}
      <div className={styles.html} dangerouslySetInnerHTML={{ __html: sanitizeHtml(popup.content) }} />
      {total > 1 ? (
        <div className={styles.nav}>
          <button type="button" disabled={index === 0} onClick={() => onIndex(index - 1)}>
            {t('popup.prev')}
          </button>
          <span aria-live="polite">{t('popup.count', { n: index + 1, total })}</span>
          <button type="button" disabled={index >= total - 1} onClick={() => onIndex(index + 1)}>
            {t('popup.next')}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
