// Game list card of spec §1: favourite toggle, display name, hot badge, ticking jackpot-like
// number with the currency symbol (only on a game with a pool; others show their provider there),
// image and play button, which says "Coming soon" on a game of a vertical not open yet
// (decision 021). Kept to a handful of elements: the virtual grid may show fifty at once.
import { useTranslation } from 'react-i18next';
import type { TGameItem } from '@pavilion/contracts/games';
import { comingSoonVerticalOf } from '@pavilion/contracts/games-constants';
import { hasJackpotPool } from '../lib/jackpot';
import { gameLaunchRequest, type TLaunchRequest } from '../lib/launch-target';
import { JackpotTicker } from './jackpot-ticker';
import { LazyImage } from './lazy-image';
import styles from './game-card.module.css';

type TGameCardProps = {
  game: TGameItem;
  favourite: boolean;
  symbol: string;
  onToggleFavourite: (game: TGameItem, isFavourite: boolean) => void;
  onLaunch: (req: TLaunchRequest) => void;
};

/** Height of the card below its square image, in px: the virtual grid's row height uses it. */
export const CARD_INFO_HEIGHT = 100;

export function GameCard({ game, favourite, symbol, onToggleFavourite, onLaunch }: TGameCardProps) {
  const { t } = useTranslation('lobby');
  const notOpen = comingSoonVerticalOf(game) !== null;
  return (
    <div className={styles.card} role="listitem" data-testid="game-card" data-node-id={game.nodeId}>
      <div className={styles.media}>
        <LazyImage className={styles.image} src={game.showIcon} alt={game.displayName} />
        {game.isHot === 1 ? <span className={styles.hot}>{t('card.hot')}</span> : null}
        <button
          type="button"
          className={styles.fav}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'card.unfavourite' : 'card.favourite', { name: game.displayName })}
          onClick={() => onToggleFavourite(game, favourite)}
        >
          {favourite ? '♥' : '♡'}
        </button>
      </div>
      <div className={styles.name} title={game.displayName}>
        {game.displayName}
      </div>
      {hasJackpotPool(game) ? (
        <JackpotTicker className={styles.jackpot} pool={game.jackpot} symbol={symbol} />
      ) : (
        <span className={styles.vendor}>{game.vendorName}</span>
      )}
      <button
        type="button"
        className={notOpen ? `${styles.play} ${styles.soon}` : styles.play}
        aria-label={t(notOpen ? 'tile.comingSoonNamed' : 'tile.playNamed', { name: game.displayName })}
        onClick={() => onLaunch(gameLaunchRequest(game))}
      >
        {notOpen ? t('tile.comingSoon') : game.maintenance ? t('tile.maintenance') : t('card.play')}
      </button>
    </div>
  );
}

export function GameCardSkeleton() {
  return <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" />;
}
