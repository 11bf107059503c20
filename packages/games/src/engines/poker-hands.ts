// Five-card poker hand classes for jacks or better. Straights may run ace-low (A-2-3-4-5) or
// ace-high (10-J-Q-K-A, which suited is the royal flush). "Jacks or better" is one pair of jacks,
// queens, kings or aces; smaller pairs and no pair are "nothing".
import { ACE, rankIndex, suitIndex, type TCard } from '../cards.ts';

export const POKER_HANDS = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'jacks-or-better',
  'nothing',
] as const;
export type TPokerHand = (typeof POKER_HANDS)[number];

const JACK = 9;
const TEN = 8;

export function classifyHand(cards: readonly TCard[]): TPokerHand {
  // Rank sets as bit masks: ranks seen at least once, twice, three and four times.
  let once = 0;
  let twice = 0;
  let thrice = 0;
  let four = 0;
  let suitMask = 0;
  for (const card of cards) {
    const bit = 1 << rankIndex(card);
    four |= thrice & bit;
    thrice |= twice & bit;
    twice |= once & bit;
    once |= bit;
    suitMask |= 1 << suitIndex(card);
  }
  const flush = (suitMask & (suitMask - 1)) === 0;
  const distinct = popcount(once);
  if (distinct === 5) {
    const straight = isStraight(once);
    if (straight && flush) {
      return once === ROYAL_MASK ? 'royal-flush' : 'straight-flush';
    }
    if (flush) {
      return 'flush';
    }
    return straight ? 'straight' : 'nothing';
  }
  if (distinct === 2) {
    return four !== 0 ? 'four-of-a-kind' : 'full-house';
  }
  if (distinct === 3) {
    return thrice !== 0 ? 'three-of-a-kind' : 'two-pair';
  }
  // One pair: `twice` holds its rank alone.
  return twice >= 1 << JACK ? 'jacks-or-better' : 'nothing';
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
