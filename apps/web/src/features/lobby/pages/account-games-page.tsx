// Account game lists of spec §2.1: /favorite (the member's favourites, login required),
// /recent (last 20 played, login required) and /hot (12 hot games).
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TGameItem } from '@pavilion/contracts/games';
import { useSession } from '@/shared/session/session-store';
import { useModalStore } from '@/shared/ui/modal-store';
import { useFavouriteList } from '../api/use-favourites';
import { useHotGames } from '../api/use-hot-games';
import { useRecentGames } from '../api/use-recent-games';
import { GameCardGrid } from '../components/game-card-grid';
import styles from './pages.module.css';

type TKind = 'favorite' | 'recent' | 'hot';

const TITLES = { favorite: 'nav.FAVORITE', recent: 'account.recent', hot: 'nav.HOT' } as const;

function kindOf(pathname: string): TKind {
  return pathname.startsWith('/recent') ? 'recent' : pathname.startsWith('/hot') ? 'hot' : 'favorite';
}

export default function AccountGamesPage() {
  const { t } = useTranslation('lobby');
  const kind = kindOf(useLocation().pathname);
  const isLogin = useSession((s) => s.isLogin);
  const isTrial = useSession((s) => s.isTrial);
  const openModal = useModalStore((s) => s.open);
  const favourites = useFavouriteList();
  const recent = useRecentGames();
  const hot = useHotGames();
  const query = kind === 'favorite' ? favourites : kind === 'recent' ? recent : hot;
  const games: TGameItem[] =
    kind === 'hot'
      ? (hot.data ?? [])
      : ((kind === 'favorite' ? favourites.data : recent.data)?.content ?? []);
  const title = t(TITLES[kind]);
  const needsLogin = kind !== 'hot' && !isLogin;
  const needsRealAccount = kind === 'favorite' && isLogin && isTrial;

  return (
    <div className={styles.page} data-testid={`account-games-${kind}`}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {!needsLogin && query.isSuccess ? (
          <span className={styles.count}>{t('list.count', { count: games.length })}</span>
        ) : null}
      </div>
      {needsLogin || needsRealAccount ? (
        <div className={styles.status}>
          <p>{needsLogin ? t('account.loginRequired') : t('account.realAccountRequired')}</p>
          <button type="button" onClick={() => openModal(needsLogin ? 'login' : 'realAccount')}>
            {needsLogin ? t('account.login') : t('account.realAccount')}
          </button>
        </div>
      ) : query.isError ? (
        <div className={styles.status} role="alert">
          <p>{t('list.error')}</p>
          <button type="button" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      ) : query.isSuccess && games.length === 0 ? (
        <p className={styles.status}>
          {kind === 'favorite'
            ? t('account.noFavourites')
            : kind === 'recent'
              ? t('account.noRecent')
              : t('list.empty')}
        </p>
      ) : (
        <GameCardGrid count={games.length} label={title} getGame={(i) => games[i]} />
      )}
    </div>
  );
}
