// The draw: the last ball large, the count, and the 75 numbers by column with the drawn ones lit.
import { useTranslation } from 'react-i18next';
import { LETTERS, letterOf } from '../lib/bingo-lib';
import styles from './bingo.module.css';

export function DrawBoard({ drawn }: { drawn: number[] }) {
  const { t } = useTranslation('bingo');
  const on = new Set(drawn);
  const last = drawn[drawn.length - 1];
  return (
    <section className={styles.panel} aria-labelledby="bingo-draw">
      <h2 id="bingo-draw" className={styles.h2}>
        {t('draw')}
      </h2>
      <div className={styles.row}>
        <output className={styles.lastBall} aria-label={t('lastBall')} data-testid="bingo-last-ball">
          {last ? `${letterOf(last)}${last}` : '–'}
        </output>
        <p className={styles.muted} data-testid="bingo-ball-count">
          {t('ballsDrawn', { count: drawn.length })}
        </p>
      </div>
      <div className={styles.board} role="table" aria-label={t('board')}>
        {LETTERS.map((l, c) => (
          <div key={l} role="row" style={{ display: 'contents' }}>
            <span role="rowheader" className={styles.boardLetter}>
              {l}
            </span>
            {Array.from({ length: 15 }, (_, k) => c * 15 + k + 1).map((n) => (
              <span
                key={n}
                role="cell"
                className={`${styles.boardCell} ${on.has(n) ? styles.boardCellOn : ''}`}
              >
                {n}
              </span>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
