// A bingo game's prizes. The room states a prize table: each pattern's prize is a share of the
// game's sales (floor(sales × share), the fraction below one minor unit stays with the house), won
// at the first ball count at which any card completes it, and shared by every card completing it at
// that same ball: floor(prize / winners) each, the remainder one minor unit each to the winners with
// the lowest card numbers (the earliest bought). A card may win several patterns. The game ends
// with the full house (the table must include it). Jackpot: when the full house is won within
// `withinBalls` balls, each full-house winner also gets `multiple` × the card price from the house
// (not shared). Declared RTP (declaredBingoRtp) = Σ shares + multiple × C(N, 24) / C(75, 24), the
// chance that one card's 24 numbers all come out in the first N balls: exact for a lone card, an
// upper bound with more, since a card that would complete within N loses the jackpot when another
// card completed the full house first (measured: −1.5% of the jackpot part at 25 cards, −11% at
// 200, with N = 60).
import { GameError } from '../money.ts';
import { drawPositions, type TBingoCard } from './card.ts';
import { BINGO_PATTERNS, completionBalls, type TBingoPattern } from './patterns.ts';

export type TPrizeTable = {
  prizes: { pattern: TBingoPattern; shareBps: number }[];
  jackpot: { withinBalls: number; multiple: number } | null;
};
export type TBingoAward = {
  pattern: TBingoPattern;
  ball: number;
  prize: number;
  winners: { cardNo: number; amount: number }[];
};
export type TBingoResult = {
  balls: number;
  sales: number;
  awards: TBingoAward[];
  jackpots: { cardNo: number; amount: number }[];
  paid: number;
};

/** The room's standard game: 85% of sales in prizes, jackpot 50 × the price within 56 balls. */
export const STANDARD_PRIZES: TPrizeTable = {
  prizes: [
    { pattern: 'line', shareBps: 1500 },
    { pattern: 'two-lines', shareBps: 2000 },
    { pattern: 'full-house', shareBps: 5000 },
  ],
  jackpot: { withinBalls: 56, multiple: 50 },
};

export function assertPrizeTable(table: TPrizeTable): void {
  const patterns = table.prizes.map((p) => p.pattern);
  const total = table.prizes.reduce((t, p) => t + p.shareBps, 0);
  const sharesOk = table.prizes.every(
    (p) => BINGO_PATTERNS.includes(p.pattern) && Number.isInteger(p.shareBps) && p.shareBps > 0,
  );
  const jackpotOk =
    table.jackpot === null ||
    (Number.isInteger(table.jackpot.withinBalls) &&
      table.jackpot.withinBalls >= 24 &&
      table.jackpot.withinBalls <= 75 &&
      Number.isInteger(table.jackpot.multiple) &&
      table.jackpot.multiple > 0);
  if (
    !sharesOk ||
    !jackpotOk ||
    new Set(patterns).size !== patterns.length ||
    !patterns.includes('full-house') ||
    total > 10_000
  ) {
    throw new GameError(
      'INVALID_INPUT',
      'a prize table names each pattern once, the full house included, shares up to 100%',
    );
  }
}

/** Exact RTP of a prize table (before the sub-unit rounding of prizes). */
export function declaredBingoRtp(table: TPrizeTable): number {
  const shares = table.prizes.reduce((t, p) => t + p.shareBps, 0) / 10_000;
  if (!table.jackpot) {
    return shares;
  }
  const n = table.jackpot.withinBalls;
  let p = 1;
  // C(n, 24) / C(75, 24) = Π_{i<24} (n − i) / (75 − i)
  for (let i = 0; i < 24; i++) {
    p *= (n - i) / (75 - i);
  }
  return shares + table.jackpot.multiple * p;
}

/** Settles a game: `cards[i]` is card number i + 1. */
export function settleBingo(
  cards: readonly TBingoCard[],
  order: readonly number[],
  price: number,
  table: TPrizeTable,
): TBingoResult {
  assertPrizeTable(table);
  if (cards.length === 0 || !Number.isSafeInteger(price) || price <= 0) {
    throw new GameError('INVALID_INPUT', 'a game needs cards sold at a whole positive price');
  }
  const position = drawPositions(order);
  const sales = cards.length * price;
  const completions = cards.map((card) => completionBalls(card, position));
  const awards = table.prizes.map(({ pattern, shareBps }): TBingoAward => {
    const balls = completions.map((c) => c[pattern]);
    const ball = Math.min(...balls);
    const winners = balls.flatMap((b, i) => (b === ball ? [i + 1] : []));
    const prize = Math.floor((sales * shareBps) / 10_000);
    const share = Math.floor(prize / winners.length);
    const odd = prize - share * winners.length;
    return {
      pattern,
      ball,
      prize,
      winners: winners.map((cardNo, k) => ({ cardNo, amount: share + (k < odd ? 1 : 0) })),
    };
  });
  const balls = awards.find((a) => a.pattern === 'full-house')?.ball ?? order.length;
  const jackpot = table.jackpot;
  const jackpots =
    jackpot && balls <= jackpot.withinBalls
      ? (awards.find((a) => a.pattern === 'full-house')?.winners ?? []).map(({ cardNo }) => ({
          cardNo,
          amount: price * jackpot.multiple,
        }))
      : [];
  const paid = [...awards.flatMap((a) => a.winners), ...jackpots].reduce((t, w) => t + w.amount, 0);
  return { balls, sales, awards, jackpots, paid };
}
