// One card face (or its back when hidden), readable by screen readers as "ace of spades".
import { useTranslation } from 'react-i18next';
import { cardFace } from '../lib/cards';
import styles from './pvp.module.css';

export function PlayingCard({ card }: { card: number | null }) {
  const { t } = useTranslation('pvp');
  if (card === null) {
    return <span className={`${styles.playing} ${styles.back}`} role="img" aria-label={t('hiddenCard')} />;
  }
  const face = cardFace(card);
  return (
    <span
      className={`${styles.playing} ${face.red ? styles.red : ''}`}
      role="img"
      aria-label={t('cardName', { rank: face.rank, suit: t(`suit.${face.suitName}`) })}
      data-card={card}
    >
      {face.rank}
      {face.suit}
    </span>
  );
}

export function CardRow({ cards, hidden = 0 }: { cards: number[]; hidden?: number }) {
  return (
    <span className={styles.cards}>
      {cards.map((c) => (
        <PlayingCard key={c} card={c} />
      ))}
      {Array.from({ length: hidden }, (_, i) => (
        <PlayingCard key={`h${i}`} card={null} />
      ))}
    </span>
  );
}
