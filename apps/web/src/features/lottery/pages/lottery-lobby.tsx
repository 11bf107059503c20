// The lottery lobby: every game of the route with its current issue, the countdown to its close
// and its last numbers; a card opens the game page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLotteryGame } from '@pavilion/contracts/lottery';
import type { TLotteryRoute } from '@pavilion/games/lottery/catalogue';
import { useErrorText } from '@/shared/errors/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useLotteryLobby } from '../api/lottery-api';
import { Countdown } from '../components/countdown';
import { DrawView } from '../components/draw-view';
import styles from '../components/lottery.module.css';
import { useServerNow } from '../hooks/use-server-now';
import { gameName } from '../lib/game-name';

export function LotteryLobby({ route }: { route: TLotteryRoute }) {
  const { t } = useTranslation('lottery');
  const errorText = useErrorText();
  const lobby = useLotteryLobby(route);
  const now = useServerNow(lobby.data?.serverTime, lobby.data?.receivedAt);
  const games = lobby.data?.games.filter((g) => g.enabled) ?? [];
  return (
    <section className={styles.page} aria-labelledby="lottery-lobby-title" data-testid="lottery-lobby">
      <header className={styles.pageHead}>
        <h1 id="lottery-lobby-title" className={styles.title}>
          {t(`title.${route.slice(1)}`)}
        </h1>
        <p className={styles.lead}>{t('lobby.lead')}</p>
      </header>
      {lobby.isPending ? (
        <QueryState state="loading" />
      ) : lobby.isError ? (
        <QueryState state="error" message={errorText(lobby.error)} onRetry={() => void lobby.refetch()} />
      ) : games.length === 0 ? (
        <QueryState state="empty" message={t('lobby.empty')} />
      ) : (
        <ul className={styles.lobbyGrid}>
          {games.map((game) => (
            <LobbyCard key={game.code} game={game} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LobbyCard({ game, now }: { game: TLotteryGame; now: number }) {
  const { t } = useTranslation('lottery');
  const name = gameName(t, game.code);
  return (
    <li className={styles.lobbyCard} data-testid="lottery-card" data-game-code={game.code}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          <Link to={`${game.route}?gameCode=${encodeURIComponent(game.code)}`} className={styles.cardLink}>
            {name}
          </Link>
        </h2>
        <span className={styles.badge}>{t(`mode.${game.mode}`)}</span>
      </div>
      {game.current ? (
        <>
          <p className={styles.muted}>{t('issue.current', { issueNo: game.current.issueNo })}</p>
          <Countdown to={game.current.closesAt} now={now} label={t('countdown.close')} />
        </>
      ) : (
        <p className={styles.muted}>{t('lobby.noIssue')}</p>
      )}
      {game.last?.draw ? (
        <div className={styles.cardLast}>
          <span className={styles.muted}>{t('issue.last', { issueNo: game.last.issueNo })}</span>
          <DrawView family={game.family} draw={game.last.draw} compact />
        </div>
      ) : null}
    </li>
  );
}
