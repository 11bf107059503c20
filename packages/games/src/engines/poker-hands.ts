// Five-card poker hand classes for jacks or better. Straights may run ace-low (A-2-3-4-5) or
// ace-high (10-J-Q-K-A, which suited is the royal flush). "Jacks or better" is one pair of jacks,
// queens, kings or aces; smaller pairs and no pair are "nothing".
import { ACE, rankIndex, suitIndex, type TCard } from '../cards.ts';

export const POKER_HANDS = [
  'royal-flush', 'straight-flush', 'four-of-a-kind', 'full-house', 'flush', 'straight', 'three-of-a-kind', 'two-pair', 'jacks-or-better', 'nothing',
] as const;
export type TPokerHand = (typeof POKER_HANDS)[number];

const JACK = 9;
const TEN = 8;

export function classifyHand(cards: readonly TCard[]): TPokerHand {
  const counts = new Array<number>(13).fill(0);
  let suitMask = 0;
  let rankMask = 0;
  for (const card of cards) {
    const r = rankIndex(card);
    counts[r] = (counts[r] ?? 0) + 1;
    suitMask |= 1 << suitIndex(card);
    rankMask |= 1 << r;
  }
  const flush = (suitMask & (suitMask - 1)) === 0;
  const distinct = popcount(rankMask);
  if (distinct === 5) {
    const straight = isStraight(rankMask);
    if (straight && flush) {
      return rankMask === ROYAL_MASK ? 'royal-flush' : 'straight-flush';
    }
    if (flush) {
      return 'flush';
    }
    return straight ? 'straight' : 'nothing';
  }
  const most = Math.max(...counts);
  if (distinct === 2) {
    return most === 4 ? 'four-of-a-kind' : 'full-house';
  }
  if (distinct === 3) {
    return most === 3 ? 'three-of-a-kind' : 'two-pair';
  }
  const pairRank = counts.findIndex((n) => n === 2);
  return pairRank >= JACK ? 'jacks-or-better' : 'nothing';
}

const ROYAL_MASK = 0b11111 << TEN;
const WHEEL_MASK = (1 << ACE) | 0b1111;

function isStraight(rankMask: number): boolean {
  if (rankMask === WHEEL_MASK) {
    return true;
  }
  const lowest = rankMask & -rankMask;
  return rankMask === lowest * 0b11111;
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) {
    n += 1;
  }
  return n;
}
