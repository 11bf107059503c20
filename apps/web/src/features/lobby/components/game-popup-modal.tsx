// The game popup (spec §2.5): the games inside a container (isGame VASSALAGE), each startable.
import { useTranslation } from 'react-i18next';
import type { TGameItem } from '@pavilion/contracts/games';
import { Modal } from '@/shared/ui/modal';
import { useLaunchGame } from '../hooks/use-launch-game';
import { gameLaunchRequest } from '../lib/launch-target';
import { LazyImage } from './lazy-image';
import styles from './lobby-modals.module.css';

type TGamePopupModalProps = {
  title: string;
  games: TGameItem[];
  onClose: () => void;
  testId?: string;
  intro?: string;
};

export function GamePopupModal({
  title,
  games,
  onClose,
  testId = 'game-popup',
  intro,
}: TGamePopupModalProps) {
  const { t } = useTranslation('lobby');
  const launch = useLaunchGame();
  return (
    <Modal title={title} onClose={onClose} width={760} testId={testId}>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {games.length === 0 ? <p className={styles.empty}>{t('list.empty')}</p> : null}
      <ul className={styles.games}>
        {games.map((game) => (
          <li key={game.nodeId} className={styles.game}>
            <LazyImage className={styles.icon} src={game.showIcon} alt={game.displayName} />
            <span className={styles.name}>{game.displayName}</span>
            <button
              type="button"
              className={styles.play}
              aria-label={t('tile.playNamed', { name: game.displayName })}
              onClick={() => {
                onClose();
                void launch(gameLaunchRequest(game));
              }}
            >
              {t('tile.playNow')}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
