// Playing cards as integers 0..51: rank index = card % 13 (0 = two … 8 = ten, 9 = jack,
// 10 = queen, 11 = king, 12 = ace), suit = floor(card / 13) (0 clubs, 1 diamonds, 2 hearts,
// 3 spades). A shoe of n decks holds each card n times. Three ways to draw, all uniform:
// `drawInfinite` (floor(f × 52), replacement: an endless deck), `shuffledShoe` (a full forward
// Fisher–Yates shuffle, for games whose state must carry the whole order) and `createShoe` (the same
// shuffle done lazily: the k-th card dealt is the k-th card of that full shuffle, one float each).
import { randomInt, shuffle, type TRng } from './rng.ts';

export type TCard = number;

const RANK_LABELS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
const SUIT_LABELS = ['C', 'D', 'H', 'S'];
export const ACE = 12;

export function cardOf(rankIndex: number, suit: number): TCard {
  return suit * 13 + rankIndex;
}

/** 0 = two … 12 = ace. */
export function rankIndex(card: TCard): number {
  return card % 13;
}

export function suitIndex(card: TCard): number {
  return Math.floor(card / 13);
}

/** Face value with the ace low: A = 1, 2..10, J = 11, Q = 12, K = 13. */
export function aceLowRank(card: TCard): number {
  const r = rankIndex(card);
  return r === ACE ? 1 : r + 2;
}

/** Point value of baccarat/blackjack/niuniu counting: A = 1, 2..9 face, ten and pictures = 10. */
export function pointValue(card: TCard): number {
  return Math.min(aceLowRank(card), 10);
}

/** Short label such as "AS", "TD", "7H". */
export function cardLabel(card: TCard): string {
  return `${RANK_LABELS[rankIndex(card)] ?? '?'}${SUIT_LABELS[suitIndex(card)] ?? '?'}`;
}

/** A card from an endless deck (each draw independent). */
export function drawInfinite(rng: TRng): TCard {
  return randomInt(rng, 52);
}

/** n decks in order: 0..51 repeated. */
export function orderedShoe(decks: number): TCard[] {
  const shoe: TCard[] = [];
  for (let i = 0; i < decks * 52; i++) {
    shoe.push(i % 52);
  }
  return shoe;
}

/** A fully shuffled shoe of `decks` decks (decks × 52 − 1 floats). */
export function shuffledShoe(decks: number, rng: TRng): TCard[] {
  return shuffle(orderedShoe(decks), rng);
}

export type TShoe = { draw(): TCard };

/**
 * A lazily shuffled shoe: each draw is one more forward Fisher–Yates step (one float). Only the
 * swapped positions are stored, so opening an 8-deck shoe to deal six cards costs six steps.
 */
export function createShoe(decks: number, rng: TRng): TShoe {
  const size = decks * 52;
  const moved = new Map<number, TCard>();
  const at = (position: number): TCard => moved.get(position) ?? position % 52;
  let dealt = 0;
  return {
    draw(): TCard {
      if (dealt >= size) {
        throw new RangeError('shoe exhausted');
      }
      // The last card needs no float, as in the full shuffle.
      const remaining = size - dealt;
      const j = dealt + (remaining > 1 ? randomInt(rng, remaining) : 0);
      const card = at(j);
      moved.set(j, at(dealt));
      dealt += 1;
      return card;
    },
  };
}
