// Blackjack hand arithmetic: cards count their point value (A = 1, pictures = 10) and one ace
// counts 11 instead when that keeps the total at 21 or under; such a total is "soft".
import { pointValue, type TCard } from '../cards.ts';

export type THandValue = { total: number; soft: boolean };

export function handValue(cards: readonly TCard[]): THandValue {
  let hard = 0;
  let aces = 0;
  for (const card of cards) {
    const v = pointValue(card);
    hard += v;
    aces += v === 1 ? 1 : 0;
  }
  const soft = aces > 0 && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

/** Two cards making 21. A split hand never counts as a blackjack: the caller checks that. */
export function isTwoCardTwentyOne(cards: readonly TCard[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}

/** The dealer draws to 17 and stands on every 17, soft or hard. */
export function dealerDraws(cards: readonly TCard[]): boolean {
  return handValue(cards).total < 17;
}
