// A playing card (0..51, see @pavilion/games/cards) drawn with text glyphs, or a face-down card
// when null. Its accessible name is the card's full name in the page language.
import { useTranslation } from 'react-i18next';
import { rankIndex, suitIndex, type TCard } from '@pavilion/games/cards';
import styles from './cards.module.css';

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['♣', '♦', '♥', '♠'];
const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'];

export function PlayingCard({ card, held }: { card: TCard | null; held?: boolean }) {
  const { t } = useTranslation('play');
  if (card === null) {
    return <span className={styles.card} data-back="true" role="img" aria-label={t('page.cards.faceDown')} />;
  }
  const rank = RANKS[rankIndex(card)] ?? '?';
  const suit = suitIndex(card);
  const name = t('page.cards.name', {
    rank: t(`page.cards.ranks.${rank}`),
    suit: t(`page.cards.suits.${SUIT_NAMES[suit] ?? 'spades'}`),
  });
  return (
    <span
      className={styles.card}
      data-red={suit === 1 || suit === 2}
      data-held={held === true}
      role="img"
      aria-label={name}
      data-card={card}
    >
      <span className={styles.corner} aria-hidden="true">
        {rank}
        <br />
        {SUITS[suit]}
      </span>
      <span className={styles.pip} aria-hidden="true">
        {SUITS[suit]}
      </span>
    </span>
  );
}
