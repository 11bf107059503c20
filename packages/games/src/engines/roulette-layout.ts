// The single-zero (European) roulette layout: 1..36 in 12 rows of 3, zero above, and the sets of
// numbers each bet may cover. Inside bets must name a set that sits together on the layout
// (splits side by side or one above the other, streets and six-lines across rows, corners on a
// 2 × 2 square), including the zero bets 0-1, 0-2, 0-3, the trios 0-1-2 and 0-2-3 and the first
// four 0-1-2-3.

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
export const POCKETS = 37;

export type TRouletteColour = 'green' | 'red' | 'black';

export function colourOf(n: number): TRouletteColour {
  if (n === 0) {
    return 'green';
  }
  return RED_NUMBERS.has(n) ? 'red' : 'black';
}

export type TInsideBetType = 'straight' | 'split' | 'street' | 'corner' | 'line';

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: readonly number[]): string => [...numbers].sort((a, b) => a - b).join('-');

function insideSets(): Record<TInsideBetType, number[][]> {
  const rows = range(0, 11).map((r) => [3 * r + 1, 3 * r + 2, 3 * r + 3]);
  const split = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  const corner = [[0, 1, 2, 3]];
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) {
      split.push([n, n + 1]);
    }
    if (n <= 33) {
      split.push([n, n + 3]);
    }
    if (n % 3 !== 0 && n <= 32) {
      corner.push([n, n + 1, n + 3, n + 4]);
    }
  }
  return {
    straight: range(0, 36).map((n) => [n]),
    split,
    street: [...rows, [0, 1, 2], [0, 2, 3]],
    corner,
    line: range(0, 10).map((r) => range(3 * r + 1, 3 * r + 6)),
  };
}

/** Every valid inside bet by type (used for validation and by the coverage tests). */
export const INSIDE_BETS: Readonly<Record<TInsideBetType, readonly (readonly number[])[]>> = insideSets();

const VALID_INSIDE: Readonly<Record<TInsideBetType, ReadonlySet<string>>> = {
  straight: new Set(INSIDE_BETS.straight.map(key)),
  split: new Set(INSIDE_BETS.split.map(key)),
  street: new Set(INSIDE_BETS.street.map(key)),
  corner: new Set(INSIDE_BETS.corner.map(key)),
  line: new Set(INSIDE_BETS.line.map(key)),
};

export function isValidInside(type: TInsideBetType, numbers: readonly number[]): boolean {
  return new Set(numbers).size === numbers.length && VALID_INSIDE[type].has(key(numbers));
}

export function dozenNumbers(index: number): number[] {
  return range(12 * (index - 1) + 1, 12 * index);
}

export function columnNumbers(index: number): number[] {
  return range(0, 11).map((r) => 3 * r + index);
}
