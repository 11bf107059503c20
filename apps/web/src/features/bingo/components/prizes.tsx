// A game's prize table (share of sales per pattern, the jackpot) and the awards won so far, the
// player's own cards marked; after the game, its revealed seed and the browser's check of it.
import { useTranslation } from 'react-i18next';
import type { TBingoGame } from '@pavilion/contracts/bingo';
import { formatMinor } from '@/shared/format/money';
import { verifyGame } from '../lib/bingo-lib';
import styles from './bingo.module.css';

export function Prizes({ game }: { game: TBingoGame }) {
  const { t } = useTranslation('bingo');
  const sales = game.cardsSold * game.cardPrice;
  return (
    <section className={styles.panel} aria-labelledby={`prizes-${game.id}`}>
      <h2 id={`prizes-${game.id}`} className={styles.h2}>
        {t('prizes')}
      </h2>
      <ul className={styles.list}>
        {game.prizes.map((p) => {
          const award = game.awards.find((a) => a.pattern === p.pattern);
          return (
            <li key={p.pattern} data-testid={`bingo-prize-${p.pattern}`}>
              <strong>{t(`pattern.${p.pattern}`)}</strong> ·{' '}
              {formatMinor(Math.floor((sales * p.shareBps) / 10_000))}
              {award ? (
                <span>
                  {' '}
                  · {t('wonAt', { ball: award.ball })}:{' '}
                  {award.winners.map((w) => (
                    <span key={w.cardNo} className={w.mine ? styles.win : undefined}>
                      {t('cardNo', { n: w.cardNo })} {formatMinor(w.amount)}
                      {w.mine ? ` (${t('mine')})` : ''}{' '}
                    </span>
                  ))}
                </span>
              ) : null}
            </li>
          );
        })}
        {game.jackpot ? (
          <li>
            <strong>{t('jackpot')}</strong> ·{' '}
            {t('jackpotRule', { balls: game.jackpot.withinBalls, multiple: game.jackpot.multiple })}
            {game.jackpots.map((j) => (
              <span key={j.cardNo} className={j.mine ? styles.win : undefined}>
                {' '}
                {t('cardNo', { n: j.cardNo })} {formatMinor(j.amount)}
              </span>
            ))}
          </li>
        ) : null}
      </ul>
      <p className={styles.hash}>
        {t('seedHash')}: {game.seedHash}
      </p>
      {game.serverSeed ? (
        <p className={styles.hash} data-testid="bingo-verified">
          {t('seed')}: {game.serverSeed} · {verifyGame(game) ? t('verified') : t('notVerified')}
        </p>
      ) : null}
    </section>
  );
}
