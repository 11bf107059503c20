// Texas Hold'em hand values: the best five of five to seven cards (hole cards and board). Every one
// of the C(n, 5) five-card subsets is valued (21 for seven cards) and the highest kept, so the
// result also names the five cards that play. A value is one integer, higher wins, equal splits:
//   value = category × 13^5 + Σ tiebreak[i] × 13^(4 − i)
// with the categories low to high below and rank indexes 0 = two … 12 = ace. Tiebreak ranks go by
// group size then rank (a full house compares its trips then its pair; two pair the high pair, the
// low pair, the kicker; flush and high card all five ranks in order). A straight compares its top
// card only; the wheel A-2-3-4-5 is five-high (tiebreak 3), below 2-3-4-5-6. Suits never break
// ties. A royal flush is the ace-high straight flush (named apart for display only).
import { ACE, rankIndex, suitIndex, type TCard } from '../cards.ts';
import { GameError } from '../money.ts';

export const HAND_CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const;
export type THandCategory = (typeof HAND_CATEGORIES)[number];

export type THandValue = {
  category: THandCategory;
  /** Ranks compared in order (0 = two … 12 = ace); a straight's top card alone. */
  tiebreak: number[];
  value: number;
  /** The five cards that play, by group size then rank. */
  best: TCard[];
  royal: boolean;
};

const BASE = 13;

/** Values one five-card hand. */
export function valueOfFive(cards: readonly TCard[]): THandValue {
  const counts = new Map<number, number>();
  for (const card of cards) {
    counts.set(rankIndex(card), (counts.get(rankIndex(card)) ?? 0) + 1);
  }
  // Groups by size then rank: [[rank, count], …] highest first.
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const ranks = groups.map(([rank]) => rank);
  const flush = cards.every((card) => suitIndex(card) === suitIndex(cards[0] as TCard));
  const straightHigh = groups.length === 5 ? straightTop(ranks) : null;
  const shape = groups.map(([, count]) => count).join('');
  let category: THandCategory;
  if (straightHigh !== null) {
    category = flush ? 'straight-flush' : 'straight';
  } else if (flush) {
    category = 'flush';
  } else {
    category = SHAPES[shape] ?? 'high-card';
  }
  const tiebreak = straightHigh !== null ? [straightHigh] : ranks;
  const best = [...cards].sort(
    (a, b) =>
      (counts.get(rankIndex(b)) ?? 0) - (counts.get(rankIndex(a)) ?? 0) ||
      orderInHand(b, straightHigh) - orderInHand(a, straightHigh) ||
      suitIndex(b) - suitIndex(a),
  );
  return {
    category,
    tiebreak,
    value: encode(HAND_CATEGORIES.indexOf(category), tiebreak),
    best,
    royal: category === 'straight-flush' && straightHigh === ACE,
  };
}

const SHAPES: Readonly<Record<string, THandCategory>> = {
  '41': 'four-of-a-kind',
  '32': 'full-house',
  '311': 'three-of-a-kind',
  '221': 'two-pair',
  '2111': 'pair',
};

/** Top rank of five distinct ranks (sorted high first) that run in sequence, else null. */
function straightTop(ranks: readonly number[]): number | null {
  const [high, , , , low] = ranks as [number, number, number, number, number];
  if (high - low === 4) {
    return high;
  }
  // A-5-4-3-2: the ace plays low.
  return high === ACE && ranks[1] === 3 && low === 0 ? 3 : null;
}

/** In the wheel the ace sorts last. */
function orderInHand(card: TCard, straightHigh: number | null): number {
  const rank = rankIndex(card);
  return straightHigh === 3 && rank === ACE ? -1 : rank;
}

function encode(category: number, tiebreak: readonly number[]): number {
  let value = category;
  for (let i = 0; i < 5; i++) {
    value = value * BASE + (tiebreak[i] ?? 0);
  }
  return value;
}

/** The value of the best five of 5 to 7 distinct cards, without the details (the fast path). */
export function handValue(cards: readonly TCard[]): number {
  assertCards(cards);
  return bestFive(cards).value;
}

/** The category a value encodes. */
export function categoryOfValue(value: number): THandCategory {
  return HAND_CATEGORIES[Math.floor(value / BASE ** 5)] as THandCategory;
}

/** The best five of 5 to 7 distinct cards, with its category, tiebreak and cards. */
export function evaluateHand(cards: readonly TCard[]): THandValue {
  assertCards(cards);
  return valueOfFive(bestFive(cards).cards);
}

/** Negative when a loses to b, 0 on a split, positive when a wins. */
export function compareHands(a: readonly TCard[], b: readonly TCard[]): number {
  return handValue(a) - handValue(b);
}

function assertCards(cards: readonly TCard[]): void {
  if (cards.length < 5 || cards.length > 7 || new Set(cards).size !== cards.length) {
    throw new GameError('INVALID_INPUT', 'a hand is 5 to 7 distinct cards');
  }
  if (cards.some((card) => !Number.isInteger(card) || card < 0 || card > 51)) {
    throw new GameError('INVALID_INPUT', 'a card is an integer 0 to 51');
  }
}

function bestFive(cards: readonly TCard[]): { value: number; cards: TCard[] } {
  const n = cards.length;
  let bestValue = -1;
  let best: TCard[] = [];
  const five: TCard[] = [0, 0, 0, 0, 0];
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      for (let c = b + 1; c < n; c++) {
        for (let d = c + 1; d < n; d++) {
          for (let e = d + 1; e < n; e++) {
            five[0] = cards[a] as TCard;
            five[1] = cards[b] as TCard;
            five[2] = cards[c] as TCard;
            five[3] = cards[d] as TCard;
            five[4] = cards[e] as TCard;
            const value = fastValue(five);
            if (value > bestValue) {
              bestValue = value;
              best = five.slice();
            }
          }
        }
      }
    }
  }
  return { value: bestValue, cards: best };
}

const counts = new Uint8Array(BASE);
const WHEEL = (1 << ACE) | 0b1111;

/** The same value as valueOfFive, with rank bit masks instead of sorting. */
function fastValue(five: readonly TCard[]): number {
  let mask = 0;
  let flush = true;
  const suit = suitIndex(five[0] as TCard);
  for (const card of five) {
    const rank = rankIndex(card);
    counts[rank] = (counts[rank] as number) + 1;
    mask |= 1 << rank;
    flush &&= suitIndex(card) === suit;
  }
  const tiebreak: number[] = [];
  let top = 0;
  for (let size = 4; size >= 1; size--) {
    for (let rank = ACE; rank >= 0; rank--) {
      if (counts[rank] === size) {
        tiebreak.push(rank);
        top = Math.max(top, size);
      }
    }
  }
  for (const card of five) {
    counts[rankIndex(card)] = 0;
  }
  let category: number;
  if (tiebreak.length === 5) {
    const lowest = mask & -mask;
    const high = mask === WHEEL ? 3 : mask === lowest * 0b11111 ? (tiebreak[0] as number) : -1;
    if (high >= 0) {
      return encode(flush ? 8 : 4, [high]);
    }
    category = flush ? 5 : 0;
  } else if (tiebreak.length === 2) {
    category = top === 4 ? 7 : 6;
  } else if (tiebreak.length === 3) {
    category = top === 3 ? 3 : 2;
  } else {
    category = 1;
  }
  return encode(category, tiebreak);
}
