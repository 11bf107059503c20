// Cards 0..51 as the games package numbers them (rank = card % 13, suit = floor(card / 13)) for the
// screen: a rank label, a suit symbol and whether the suit is red.
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['♣', '♦', '♥', '♠'] as const;
const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'] as const;

export function cardFace(card: number): { rank: string; suit: string; suitName: string; red: boolean } {
  const suit = Math.floor(card / 13);
  return {
    rank: RANKS[card % 13] ?? '?',
    suit: SUITS[suit] ?? '?',
    suitName: SUIT_NAMES[suit] ?? 'clubs',
    red: suit === 1 || suit === 2,
  };
}
