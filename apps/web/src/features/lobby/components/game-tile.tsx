// Game tile of spec §1: large icon and display name; clicking the tile opens the game's vendor,
// the Play now button (absent on slot-type games) starts the game itself; on a game of a vertical
// that is not open yet it says "Coming soon" and opens that screen (decision 021).
import { useTranslation } from 'react-i18next';
import type { TGameItem } from '@pavilion/contracts/games';
import { comingSoonVerticalOf } from '@pavilion/contracts/games-constants';
import { gameLaunchRequest, type TLaunchRequest } from '../lib/launch-target';
import { LazyImage } from './lazy-image';
import styles from './tiles.module.css';

type TGameTileProps = { game: TGameItem; onLaunch: (req: TLaunchRequest) => void };

/** Slot-type games (the RNG category) show no Play now button. */
export function isSlotGame(game: Pick<TGameItem, 'gameType'>): boolean {
  return game.gameType === 'RNG';
}

export function GameTile({ game, onLaunch }: TGameTileProps) {
  const { t } = useTranslation('lobby');
  const notOpen = comingSoonVerticalOf(game) !== null;
  return (
    <div className={styles.tile} role="listitem" data-testid="game-tile">
      <button
        type="button"
        className={styles.face}
        onClick={() => onLaunch({ vendor: game.vassalage, gameType: game.gameType })}
        aria-label={t('tile.openVendor', { name: game.displayName, vendor: game.vendorName })}
      >
        <LazyImage className={styles.icon} src={game.lagerIcon} alt="" />
        {game.maintenance ? <span className={styles.badge}>{t('tile.maintenance')}</span> : null}
        <span className={styles.name}>{game.displayName}</span>
      </button>
      {isSlotGame(game) ? null : (
        <button
          type="button"
          className={styles.play}
          onClick={() => onLaunch(gameLaunchRequest(game))}
          aria-label={t(notOpen ? 'tile.comingSoonNamed' : 'tile.playNamed', { name: game.displayName })}
        >
          {notOpen ? t('tile.comingSoon') : t('tile.playNow')}
        </button>
      )}
    </div>
  );
}
