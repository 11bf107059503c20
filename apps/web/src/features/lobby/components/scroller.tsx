// A titled horizontal scroller with arrow buttons (home page hot games and winners).
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './scroller.module.css';

type TScrollerProps = { title: string; testId: string; children: ReactNode; itemWidth?: number };

export function Scroller({ title, testId, children, itemWidth = 150 }: TScrollerProps) {
  const { t } = useTranslation('lobby');
  const id = useId();
  const track = useRef<HTMLDivElement>(null);
  const scroll = (dir: 1 | -1) => {
    const el = track.current;
    el?.scrollBy({ left: dir * Math.max(el.clientWidth * 0.8, itemWidth), behavior: 'smooth' });
  };
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      <header className={styles.header}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <div className={styles.arrows}>
          <button type="button" onClick={() => scroll(-1)} aria-label={t('scroller.prev', { title })}>
            ‹
          </button>
          <button type="button" onClick={() => scroll(1)} aria-label={t('scroller.next', { title })}>
            ›
          </button>
        </div>
      </header>
      <div
        ref={track}
        className={styles.track}
        role="list"
        aria-label={title}
        tabIndex={0}
        style={{ gridAutoColumns: `${itemWidth}px` }}
      >
        {children}
      </div>
    </section>
  );
}
