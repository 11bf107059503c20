// The home page of spec §2.3: notice marquee, w_home banners, hot games, jackpot winners and
// biggest wins, then one section per category of the game menu; startup popups of spec §4.
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGameCategory } from '@pavilion/contracts/games';
import { useAnnouncements } from '@/shared/content/use-announcements';
import { useGameMenu } from '../api/use-game-menu';
import { useHotGames } from '../api/use-hot-games';
import { useWinners } from '../api/use-winners';
import { BannerCarousel } from '../components/banner-carousel';
import { CategorySection } from '../components/category-section';
import { GameTile } from '../components/game-tile';
import { NoticeMarquee } from '../components/notice-marquee';
import { Scroller } from '../components/scroller';
import { StartupPopups } from '../components/startup-popups';
import { WinnersScroller } from '../components/winners-scroller';
import { useLaunchGame } from '../hooks/use-launch-game';
import { buildNavItems, isGameCategory } from '../lib/nav-items';
import styles from './pages.module.css';

type TSettling = { data: unknown; isError: boolean };

/** How many leading parts have settled (each part: the queries it shows), counted in order. */
export function revealedParts(parts: TSettling[][]): number {
  const settled = (q: TSettling) => q.data !== undefined || q.isError;
  const firstPending = parts.findIndex((queries) => !queries.every(settled));
  return firstPending === -1 ? parts.length : firstPending;
}

export default function HomePage() {
  const { t } = useTranslation('lobby');
  const announcementsQuery = useAnnouncements();
  const announcements = announcementsQuery.data;
  const hotQuery = useHotGames();
  const jackpotQuery = useWinners('JACKPOT');
  const bigWinsQuery = useWinners('BIG_WIN');
  // The page reveals its parts top-down, each once its own data and every part above it have
  // settled, into empty space (the page holds the footer below the fold): the banner shows as soon
  // as the announcements arrive, and nothing already on screen moves when a later answer arrives.
  const menuQuery = useGameMenu();
  const settledInOrder = revealedParts([
    [announcementsQuery],
    [hotQuery],
    [jackpotQuery, bigWinsQuery],
    [menuQuery],
  ]);
  // One part per transition: each renders in time-sliced passes and commits on its own, so the
  // parts that settle together still reach the screen in several short tasks, not one long one.
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown < settledInOrder) {
      startTransition(() => setShown(shown + 1));
    } else if (shown > settledInOrder) {
      setShown(settledInOrder); // a language change: the parts reveal again with the new answers
    }
  }, [shown, settledInOrder]);
  const menu = menuQuery.data;
  const hot = hotQuery.data ?? [];
  const launch = useLaunchGame();
  const onLaunch = (req: Parameters<typeof launch>[0]) => void launch(req);
  const banners = (announcements?.banners ?? [])
    .filter((b) => b.groupName === 'w_home')
    .sort((a, b) => a.sort - b.sort);
  const categories = buildNavItems(menu?.categories).filter((item) => isGameCategory(item.code));

  return (
    <div className={`${styles.page} ${styles.home}`} data-testid="home-page">
      <h1 className={styles.srOnly}>{t('home.title')}</h1>
      <StartupPopups popups={announcements?.popups ?? []} />
      {shown >= 1 ? (
        <>
          <NoticeMarquee notices={announcements?.notices ?? []} />
          <BannerCarousel banners={banners} />
        </>
      ) : null}
      {shown >= 2 && hot.length > 0 ? (
        <Scroller title={t('nav.HOT')} testId="hot-games">
          {hot.map((game) => (
            <GameTile key={game.nodeId} game={game} onLaunch={onLaunch} />
          ))}
        </Scroller>
      ) : null}
      {shown >= 3 ? (
        <div className={styles.winners}>
          <WinnersScroller winType="JACKPOT" />
          <WinnersScroller winType="BIG_WIN" />
        </div>
      ) : null}
      {shown >= 4
        ? categories.map((item) => (
            <CategorySection
              key={item.code}
              code={item.code as TGameCategory}
              vendors={item.vendors}
              onLaunch={onLaunch}
            />
          ))
        : null}
    </div>
  );
}
