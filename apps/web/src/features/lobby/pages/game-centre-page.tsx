// Game centre of spec §2.1 (/sports /esports /lott /elott /cockfight): the category's vendor
// tiles; a vendor with several games (lotteries) also lists them for a direct start.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useVendorLanes } from '../api/use-vendor-lanes';
import { VendorTile } from '../components/vendor-tile';
import { useLaunchGame } from '../hooks/use-launch-game';
import { categoryFromPath } from '../lib/category-path';
import { gameLaunchRequest } from '../lib/launch-target';
import styles from './pages.module.css';
import centre from './game-centre-page.module.css';

export default function GameCentrePage() {
  const { t } = useTranslation('lobby');
  const gameType = categoryFromPath(useLocation().pathname) ?? 'SPORTS';
  const lanes = useVendorLanes(gameType);
  const launch = useLaunchGame();
  const onLaunch = (req: Parameters<typeof launch>[0]) => void launch(req);
  const title = t(`nav.${gameType}`);

  return (
    <div className={styles.page} data-testid="game-centre-page">
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
      </div>
      {lanes.isError ? (
        <div className={styles.status} role="alert">
          <p>{t('list.error')}</p>
          <button type="button" onClick={() => void lanes.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      ) : lanes.isSuccess && lanes.data.length === 0 ? (
        <p className={styles.status}>{t('list.empty')}</p>
      ) : (
        <ul
          className={`${styles.vendorGrid} ${centre.list}`}
          aria-label={t('list.vendorsOf', { category: title })}
        >
          {(lanes.data ?? []).map((lane) => (
            <li key={lane.vassalage} className={centre.lane}>
              <VendorTile vendor={lane} onLaunch={onLaunch} listItem={false} />
              {lane.games.length > 1 ? (
                <ul className={centre.games} aria-label={t('list.gamesOf', { category: lane.displayName })}>
                  {lane.games.map((game) => (
                    <li key={game.nodeId}>
                      <button
                        type="button"
                        className={centre.game}
                        onClick={() => onLaunch(gameLaunchRequest(game))}
                      >
                        {game.displayName}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
