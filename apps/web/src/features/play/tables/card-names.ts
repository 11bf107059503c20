// What the card faces show: rank text and suit symbol from the engine's card integer (see
// packages/games cards.ts), and which suits are red. Names for screen readers are translated.
import { rankIndex, suitIndex, type TCard } from '@pavilion/games/cards';

const RANK_TEXT = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
/** clubs, diamonds, hearts, spades: the engine's suit order */
const SUIT_SYMBOL = ['♣', '♦', '♥', '♠'];

export function cardFace(card: TCard): {
  rank: string;
  suit: string;
  red: boolean;
  rankIndex: number;
  suitIndex: number;
} {
  const r = rankIndex(card);
  const s = suitIndex(card);
  return {
    rank: RANK_TEXT[r] ?? '?',
    suit: SUIT_SYMBOL[s] ?? '?',
    red: s === 1 || s === 2,
    rankIndex: r,
    suitIndex: s,
  };
}
