// The lobby's dialogs, mounted once by the player layout: the notice modal and the game popup
// (opened through the app modal store as 'notice' and 'gamePopup'), and the launch dialogs
// ('game under maintenance' with recommended games, spec §2.9; other launch failures). The notice
// modal (with DOMPurify) is a lazy chunk fetched when it opens.
import { useTranslation } from 'react-i18next';
import type { TGameItem } from '@pavilion/contracts/games';
import { lazyModal } from '@/shared/ui/lazy-modal';
import { Modal } from '@/shared/ui/modal';
import { useModalStore } from '@/shared/ui/modal-store';
import { useLaunchDialog } from '../stores/launch-dialog-store';
import { GamePopupModal } from './game-popup-modal';
import styles from './lobby-modals.module.css';

const NoticeModal = lazyModal(() => import('./notice-modal').then((m) => m.NoticeModal));

export function LobbyModals() {
  const { t } = useTranslation('lobby');
  const name = useModalStore((s) => s.name);
  const props = useModalStore((s) => s.props);
  const closeModal = useModalStore((s) => s.close);
  const dialog = useLaunchDialog((s) => s.dialog);
  const closeDialog = useLaunchDialog((s) => s.close);

  return (
    <>
      {name === 'notice' ? (
        <NoticeModal index={typeof props.index === 'number' ? props.index : 0} onClose={closeModal} />
      ) : null}
      {name === 'gamePopup' ? (
        <GamePopupModal
          title={typeof props.title === 'string' ? props.title : t('popup.games')}
          games={Array.isArray(props.games) ? (props.games as TGameItem[]) : []}
          onClose={closeModal}
        />
      ) : null}
      {dialog?.kind === 'maintenance' ? (
        <GamePopupModal
          title={t('maintenance.title')}
          intro={t('maintenance.info')}
          games={dialog.games}
          onClose={closeDialog}
          testId="game-maintenance"
        />
      ) : null}
      {dialog?.kind === 'error' ? (
        <Modal title={t('launch.title')} onClose={closeDialog} testId="launch-error">
          <p className={styles.intro}>{dialog.message}</p>
        </Modal>
      ) : null}
    </>
  );
}
