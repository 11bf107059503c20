// A playing card face (rank and suit in the corners and the middle) or its back, dealt in with a
// slide-and-flip when it appears; the global reduced-motion rule shortens the animation.
import { useTranslation } from 'react-i18next';
import type { TCard } from '@pavilion/games/cards';
import { cardFace } from './card-names';
import styles from './playing-card.module.css';

type TProps = { card: TCard | null; size?: 'sm' | 'md' };

export function PlayingCard({ card, size = 'md' }: TProps) {
  const { t } = useTranslation('play');
  if (card === null) {
    return (
      <span
        className={`${styles.card} ${styles.back} ${styles[size]}`}
        role="img"
        aria-label={t('tables.card.faceDown')}
      />
    );
  }
  const face = cardFace(card);
  const name = t('tables.card.name', {
    rank: t(`tables.card.ranks.${face.rankIndex}`),
    suit: t(`tables.card.suits.${face.suitIndex}`),
  });
  return (
    <span
      className={`${styles.card} ${styles[size]}`}
      data-red={face.red || undefined}
      role="img"
      aria-label={name}
    >
      <span className={styles.corner} aria-hidden="true">
        {face.rank}
        <br />
        {face.suit}
      </span>
      <span className={styles.pip} aria-hidden="true">
        {face.suit}
      </span>
    </span>
  );
}
