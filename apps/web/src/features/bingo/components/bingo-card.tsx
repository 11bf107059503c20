// One bingo card: B-I-N-G-O over a 5 × 5 grid, the free centre, and the daubed cells. With auto-daub
// every drawn number is daubed; without it the player taps the drawn numbers (a number not drawn
// yet cannot be daubed).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBingoCard } from '@pavilion/contracts/bingo';
import { LETTERS } from '../lib/bingo-lib';
import styles from './bingo.module.css';

export function BingoCard({
  card,
  drawn,
  autoDaub,
}: {
  card: TBingoCard;
  drawn: ReadonlySet<number>;
  autoDaub: boolean;
}) {
  const { t } = useTranslation('bingo');
  const [daubs, setDaubs] = useState<ReadonlySet<number>>(new Set());
  const daubed = (n: number) => n === 0 || (drawn.has(n) && (autoDaub || daubs.has(n)));
  return (
    <figure className={styles.card} data-testid="bingo-card" data-card-no={card.cardNo}>
      <figcaption className={styles.muted}>{t('cardNo', { n: card.cardNo })}</figcaption>
      <div className={styles.cardGrid}>
        {LETTERS.map((l) => (
          <span key={l} className={styles.cellHead} aria-hidden="true">
            {l}
          </span>
        ))}
        {card.numbers.map((n, i) => (
          <button
            key={i}
            type="button"
            className={`${styles.cell} ${n === 0 ? styles.cellFree : ''} ${n !== 0 && daubed(n) ? styles.cellDaubed : ''}`}
            aria-pressed={daubed(n)}
            aria-label={n === 0 ? t('free') : String(n)}
            disabled={n === 0 || autoDaub || !drawn.has(n)}
            onClick={() => setDaubs((d) => new Set(d).add(n))}
          >
            {n === 0 ? '★' : n}
          </button>
        ))}
      </div>
    </figure>
  );
}
