// 75-ball bingo cards and draws. A card is 5 × 5, row-major (index = row × 5 + column), columns
// B 1–15, I 16–30, N 31–45, G 46–60, O 61–75, five distinct numbers each (N four) and the free
// centre (index 12) stored as 0. A game's seed is committed (live-tables/commit.ts) before cards go
// on sale; with the game's salt `bingo:<roomId>:<gameNo>`:
// - card number k (1, 2, … in order of purchase) is drawn from the stream with nonce k: each column
//   top to bottom is the first draws of a forward Fisher–Yates shuffle of its 15 numbers;
// - the draw order is a full shuffle of 1..75 from the stream with nonce 0 (roundRng).
// After the game the seed is revealed and anyone recomputes every card and ball.
import { GameError } from '../money.ts';
import { createFairRng } from '../provably-fair.ts';
import { randomInt, shuffle, type TRng } from '../rng.ts';
import { roundRng } from '../live-tables/commit.ts';

export type TBingoCard = number[];
export const BALLS = 75;
export const FREE = 12;
const COLUMN_SIZE = 15;

export function generateCard(rng: TRng): TBingoCard {
  // Filled (not holey) arrays: cells are written column by column, out of index order.
  const card = new Array<number>(25).fill(0);
  const numbers = new Array<number>(COLUMN_SIZE).fill(0);
  for (let column = 0; column < 5; column++) {
    for (let i = 0; i < COLUMN_SIZE; i++) {
      numbers[i] = column * COLUMN_SIZE + i + 1;
    }
    for (let row = 0; row < 5; row++) {
      // Partial Fisher–Yates: position `row` takes a uniform pick among the rest.
      const j = row + randomInt(rng, COLUMN_SIZE - row);
      const picked = numbers[j] as number;
      numbers[j] = numbers[row] as number;
      numbers[row] = picked;
      card[row * 5 + column] = row * 5 + column === FREE ? 0 : picked;
    }
  }
  return card;
}

/** Card number `cardNo` (from 1) of a game. */
export function cardFromSeed(serverSeed: string, salt: string, cardNo: number): TBingoCard {
  if (!Number.isSafeInteger(cardNo) || cardNo < 1) {
    throw new GameError('INVALID_INPUT', 'card numbers start at 1');
  }
  return generateCard(createFairRng({ serverSeed, clientSeed: salt, nonce: cardNo }));
}

/** The game's 75 balls in the order they come out. */
export function drawOrder(serverSeed: string, salt: string): number[] {
  return shuffle(
    Array.from({ length: BALLS }, (_, i) => i + 1),
    roundRng(serverSeed, salt),
  );
}

/** position[ball] = how many balls have been drawn when `ball` comes out (1..75). */
export function drawPositions(order: readonly number[]): number[] {
  if (order.length !== BALLS || new Set(order).size !== BALLS || order.some((b) => !(b >= 1 && b <= BALLS))) {
    throw new GameError('INVALID_INPUT', 'a draw order holds each of 1..75 once');
  }
  const position = new Array<number>(BALLS + 1).fill(0);
  order.forEach((ball, i) => {
    position[ball] = i + 1;
  });
  return position;
}

/** A card has the right numbers in the right columns and the free centre. */
export function isValidCard(card: readonly number[]): boolean {
  if (card.length !== 25 || card[FREE] !== 0 || new Set(card).size !== 25) {
    return false;
  }
  return card.every((n, i) => {
    const column = i % 5;
    return i === FREE || (Number.isInteger(n) && n > column * COLUMN_SIZE && n <= (column + 1) * COLUMN_SIZE);
  });
}
