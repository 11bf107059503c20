// /bingo: every room with its card price, its next game's countdown, its players and whether a
// game is being drawn; a card opens the room.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '@/shared/errors/error-text';
import { formatMinor } from '@/shared/format/money';
import { QueryState } from '@/shared/ui/query-state';
import { useBingoRooms } from '../api/bingo-api';
import styles from '../components/bingo.module.css';
import { useServerNow } from '../hooks/use-room-stream';
import { secondsLeft } from '../lib/bingo-lib';

export function BingoLobby() {
  const { t } = useTranslation('bingo');
  const errorText = useErrorText();
  const rooms = useBingoRooms();
  const now = useServerNow(rooms.data?.serverTime, rooms.data?.receivedAt);
  return (
    <section className={styles.page} aria-labelledby="bingo-title" data-testid="bingo-lobby">
      <header>
        <h1 id="bingo-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.muted}>{t('lead')}</p>
      </header>
      {rooms.isPending ? (
        <QueryState state="loading" />
      ) : rooms.isError ? (
        <QueryState state="error" message={errorText(rooms.error)} onRetry={() => void rooms.refetch()} />
      ) : (
        <ul className={styles.grid}>
          {rooms.data.rooms.map((room) => (
            <li key={room.id} className={styles.panel} data-testid="bingo-room-card" data-room-id={room.id}>
              <h2 className={styles.h2}>
                <Link to={`/bingo/${room.id}`}>{t(`room.${room.id}`, { defaultValue: room.name })}</Link>
              </h2>
              <p className={styles.row}>
                <span>{room.drawing ? t('drawingNow') : t('nextGame', { n: room.nextGameNo })}</span>
                <span className={styles.timer}>{secondsLeft(room.nextStartsAt, now)}s</span>
              </p>
              <p className={styles.muted}>
                {t('cardPrice', { price: formatMinor(room.cardPrice) })} ·{' '}
                {t('players', { count: room.players })} · {t('ballEvery', { s: room.ballMs / 1000 })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
