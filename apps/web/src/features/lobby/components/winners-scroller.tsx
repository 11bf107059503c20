// Jackpot winners and biggest wins of the home page (spec §2.3, §7 winner board: limitNum 20;
// biggest wins shows the first 9). Hidden when the board is empty.
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWinner } from '@pavilion/contracts/content';
import { BIGGEST_WINS_SHOWN } from '@pavilion/contracts/content-constants';
import { useWinners } from '../api/use-winners';
import { useCurrencySymbol } from '../hooks/use-currency-symbol';
import { formatMoney } from '@/shared/format/money';
import { LazyImage } from './lazy-image';
import { Scroller } from './scroller';
import styles from './winners-scroller.module.css';

export function WinnersScroller({ winType }: { winType: TWinner['winType'] }) {
  const { t } = useTranslation('lobby');
  const symbol = useCurrencySymbol();
  const data = useDeferredValue(useWinners(winType).data); // rendered in a time-sliced pass
  const winners = winType === 'BIG_WIN' ? (data ?? []).slice(0, BIGGEST_WINS_SHOWN) : (data ?? []);
  if (winners.length === 0) {
    return null;
  }
  const title = winType === 'JACKPOT' ? t('home.jackpotWinners') : t('home.biggestWins');
  return (
    <Scroller
      title={title}
      testId={winType === 'JACKPOT' ? 'jackpot-winners' : 'biggest-wins'}
      itemWidth={220}
    >
      {winners.map((w, i) => (
        <div key={`${w.time}-${i}`} className={styles.card} role="listitem">
          <LazyImage className={styles.icon} src={w.iconUrl} alt={w.game.displayName} />
          <div className={styles.text}>
            <span className={styles.name}>{w.customerName}</span>
            <span className={styles.game}>{w.game.displayName}</span>
            <strong className={styles.amount}>{formatMoney(w.winAmount, symbol)}</strong>
          </div>
        </div>
      ))}
    </Scroller>
  );
}
