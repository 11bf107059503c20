// Bingo patterns and the ball count at which a card completes each. A cell is covered once its
// number is drawn; the free centre is covered from the start. A pattern of fixed cells completes at
// the largest draw position among its cells; "line" is any of the 12 lines (5 rows, 5 columns, 2
// diagonals) and completes at the earliest line; "two lines" needs two different lines and
// completes at the second earliest.
import { FREE, type TBingoCard } from './card.ts';

export const BINGO_PATTERNS = ['line', 'two-lines', 'four-corners', 'x', 'frame', 'full-house'] as const;
export type TBingoPattern = (typeof BINGO_PATTERNS)[number];

const cells = (f: (i: number) => boolean): number[] => Array.from({ length: 25 }, (_, i) => i).filter(f);
const row = (i: number): number => Math.floor(i / 5);
const col = (i: number): number => i % 5;

export const LINES: readonly (readonly number[])[] = [
  ...[0, 1, 2, 3, 4].map((r) => cells((i) => row(i) === r)),
  ...[0, 1, 2, 3, 4].map((c) => cells((i) => col(i) === c)),
  cells((i) => row(i) === col(i)),
  cells((i) => row(i) + col(i) === 4),
];

const SHAPES: Readonly<Record<'four-corners' | 'x' | 'frame' | 'full-house', readonly number[]>> = {
  'four-corners': [0, 4, 20, 24],
  x: cells((i) => row(i) === col(i) || row(i) + col(i) === 4),
  frame: cells((i) => row(i) === 0 || row(i) === 4 || col(i) === 0 || col(i) === 4),
  'full-house': cells(() => true),
};

export type TCompletion = Record<TBingoPattern, number>;

/** The ball count at which the card completes each pattern, given `position` from drawPositions. */
export function completionBalls(card: TBingoCard, position: readonly number[]): TCompletion {
  const ball: number[] = [];
  for (let i = 0; i < 25; i++) {
    ball[i] = i === FREE ? 0 : (position[card[i] as number] as number);
  }
  const at = (cellsOf: readonly number[]): number => lastOf(ball, cellsOf);
  let first = Infinity;
  let second = Infinity;
  for (const line of LINES) {
    const done = at(line);
    if (done < first) {
      second = first;
      first = done;
    } else if (done < second) {
      second = done;
    }
  }
  return {
    line: first,
    'two-lines': second,
    'four-corners': at(SHAPES['four-corners']),
    x: at(SHAPES.x),
    frame: at(SHAPES.frame),
    'full-house': at(SHAPES['full-house']),
  };
}

function lastOf(ball: readonly number[], cellsOf: readonly number[]): number {
  let last = 0;
  for (const i of cellsOf) {
    const b = ball[i] as number;
    if (b > last) {
      last = b;
    }
  }
  return last;
}

export function completionBall(
  card: TBingoCard,
  position: readonly number[],
  pattern: TBingoPattern,
): number {
  return completionBalls(card, position)[pattern];
}
