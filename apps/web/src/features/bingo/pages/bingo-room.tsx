// /bingo/:roomId: the game being drawn (the board, the player's cards daubed, the prizes and their
// winners, the player's stake and win) and the next game (countdown, buying cards, the cards bought).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TBingoGame, TBingoRoomDetail } from '@pavilion/contracts/bingo';
import { useErrorText } from '@/shared/errors/error-text';
import { formatMinor } from '@/shared/format/money';
import { QueryState } from '@/shared/ui/query-state';
import { roomKey, useBingoRoom, useBuyCards } from '../api/bingo-api';
import { BingoCard } from '../components/bingo-card';
import { DrawBoard } from '../components/draw-board';
import { Prizes } from '../components/prizes';
import styles from '../components/bingo.module.css';
import { useRoomStream, useServerNow } from '../hooks/use-room-stream';
import { secondsLeft } from '../lib/bingo-lib';

function Cards({ game, autoDaub }: { game: TBingoGame; autoDaub: boolean }) {
  const { t } = useTranslation('bingo');
  const drawn = new Set(game.drawn);
  return game.myCards.length === 0 ? (
    <p className={styles.muted}>{t('noCards')}</p>
  ) : (
    <div className={styles.cards}>
      {game.myCards.map((card) => (
        <BingoCard key={card.cardNo} card={card} drawn={drawn} autoDaub={autoDaub} />
      ))}
    </div>
  );
}

function Buy({ room, game }: { room: TBingoRoomDetail['room']; game: TBingoGame }) {
  const { t } = useTranslation('bingo');
  const errorText = useErrorText();
  const buy = useBuyCards(room.id);
  const [count, setCount] = useState(1);
  const left = Math.max(0, room.maxCards - game.myCards.length);
  return (
    <form
      className={styles.row}
      onSubmit={(e) => {
        e.preventDefault();
        buy.mutate({ gameId: game.id, cards: count, requestId: crypto.randomUUID() });
      }}
    >
      <label className={styles.row}>
        {t('cards')}
        <select className={styles.select} value={count} onChange={(e) => setCount(Number(e.target.value))}>
          {Array.from({ length: Math.min(10, Math.max(1, left)) }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.button} disabled={buy.isPending || left === 0}>
        {t('buy', { amount: formatMinor(count * game.cardPrice) })}
      </button>
      {buy.isError ? (
        <p className={styles.error} role="alert">
          {errorText(buy.error)}
        </p>
      ) : null}
    </form>
  );
}

function MyResult({ game }: { game: TBingoGame }) {
  const { t } = useTranslation('bingo');
  if (game.myStake === 0) {
    return null;
  }
  return (
    <p data-testid="bingo-my-result" data-stake={game.myStake} data-win={game.myWin ?? ''}>
      {t('myStake', { amount: formatMinor(game.myStake) })}
      {game.myWin !== null ? (
        <span className={game.myWin > 0 ? styles.win : undefined}>
          {' '}
          · {t('myWin', { amount: formatMinor(game.myWin) })}
        </span>
      ) : null}
    </p>
  );
}

export function BingoRoom({ id }: { id: string }) {
  const { t } = useTranslation('bingo');
  const errorText = useErrorText();
  const client = useQueryClient();
  const room = useBingoRoom(id);
  useRoomStream(id);
  const now = useServerNow(room.data?.serverTime, room.data?.receivedAt);
  const [autoDaub, setAutoDaub] = useState(true);
  const startsAt = room.data?.next.startsAt;
  const due = startsAt ? Date.parse(startsAt) <= now : false;
  // the next game's start turns it into the current one: the room is read again then
  useEffect(() => {
    if (due) {
      const timer = window.setTimeout(() => void client.invalidateQueries({ queryKey: roomKey(id) }), 600);
      return () => window.clearTimeout(timer);
    }
  }, [due, client, id]);

  if (room.isPending) {
    return <QueryState state="loading" />;
  }
  if (room.isError) {
    return <QueryState state="error" message={errorText(room.error)} onRetry={() => void room.refetch()} />;
  }
  const { current, next } = room.data;
  return (
    <section className={styles.page} aria-labelledby="bingo-room-title" data-testid="bingo-room">
      <header>
        <p className={styles.muted}>
          <Link to="/bingo">{t('allRooms')}</Link>
        </p>
        <h1 id="bingo-room-title" className={styles.title}>
          {t(`room.${room.data.room.id}`, { defaultValue: room.data.room.name })}
        </h1>
        <p className={styles.muted}>
          {t('cardPrice', { price: formatMinor(room.data.room.cardPrice) })} ·{' '}
          {t('players', { count: room.data.room.players })} ·{' '}
          {t('rtp', { rtp: (room.data.declaredRtp * 100).toFixed(2) })}
        </p>
        <label className={styles.row}>
          <input type="checkbox" checked={autoDaub} onChange={(e) => setAutoDaub(e.target.checked)} />
          {t('autoDaub')}
        </label>
      </header>
      <div className={styles.layout}>
        <div
          className={styles.panel}
          data-testid="bingo-current"
          data-game-id={current?.id ?? ''}
          data-status={current?.status ?? ''}
        >
          <h2 className={styles.h2}>{current ? t('gameNo', { n: current.gameNo }) : t('noGame')}</h2>
          {current ? (
            <>
              <p className={styles.muted}>{t(`status.${current.status}`)}</p>
              <MyResult game={current} />
              <DrawBoard drawn={current.drawn} />
              <Cards game={current} autoDaub={autoDaub} />
              <Prizes game={current} />
            </>
          ) : null}
        </div>
        <div className={styles.panel} data-testid="bingo-next" data-game-id={next.id}>
          <h2 className={styles.h2}>{t('nextGame', { n: next.gameNo })}</h2>
          <p className={styles.row}>
            {t('startsIn')} <span className={styles.timer}>{secondsLeft(next.startsAt, now)}s</span>
          </p>
          <p className={styles.muted}>{t('cardsSold', { count: next.cardsSold })}</p>
          <Buy room={room.data.room} game={next} />
          <MyResult game={next} />
          <Cards game={next} autoDaub={autoDaub} />
          <p className={styles.hash}>
            {t('seedHash')}: {next.seedHash}
          </p>
        </div>
      </div>
    </section>
  );
}
