// The roulette layout as the view draws it: the European wheel order, the edge targets for inside
// bets around each number cell (splits, streets, corners, six-lines and the zero bets), and the
// wheel/ball angles that land the ball on the drawn pocket while always spinning forward.
import { dozenNumbers } from '@pavilion/games/engines/roulette-layout';
import type { TInsideBetType } from '@pavilion/games/engines/roulette-layout';
import { rouletteKey } from './spot-keys';

export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;
export const POCKET_ANGLE = 360 / WHEEL_ORDER.length;

export const OUTSIDE_EVEN = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
export const THIRDS = [1, 2, 3] as const;

/** Where an inside-bet target sits on its number cell. */
export type TEdge =
  'right' | 'bottom' | 'bottomRight' | 'left' | 'bottomLeft' | 'top' | 'topLeft' | 'topRight';
export type TEdgeSpot = { key: string; type: TInsideBetType; numbers: number[]; edge: TEdge };

/** Inside-bet targets drawn on the cell of number n (1..36), rows of three as on the layout. */
export function edgeSpots(n: number): TEdgeSpot[] {
  const col = (n - 1) % 3;
  const spots: TEdgeSpot[] = [];
  const add = (type: TInsideBetType, numbers: number[], edge: TEdge) =>
    spots.push({
      key: rouletteKey({ type, numbers }),
      type,
      numbers: [...numbers].sort((a, b) => a - b),
      edge,
    });
  if (col < 2) {
    add('split', [n, n + 1], 'right');
  }
  if (n <= 33) {
    add('split', [n, n + 3], 'bottom');
    if (col < 2) {
      add('corner', [n, n + 1, n + 3, n + 4], 'bottomRight');
    }
  }
  if (col === 0) {
    add('street', [n, n + 1, n + 2], 'left');
    if (n <= 31) {
      add('line', [n, n + 1, n + 2, n + 3, n + 4, n + 5], 'bottomLeft');
    }
  }
  if (n <= 3) {
    add('split', [0, n], 'top');
    if (n === 1) {
      add('corner', [0, 1, 2, 3], 'topLeft');
    }
    if (n < 3) {
      add('street', [0, n, n + 1], 'topRight');
    }
  }
  return spots;
}

export function dozenRange(index: 1 | 2 | 3): { from: number; to: number } {
  const numbers = dozenNumbers(index);
  return { from: numbers[0] ?? 0, to: numbers[numbers.length - 1] ?? 0 };
}

export type TSpin = { wheel: number; ball: number };

/** Angles (degrees, clockwise from the top) for the next landing: the wheel turns on clockwise,
 * the ball against it, ending over the pocket of `number`. */
export function nextSpin(previous: TSpin, number: number): TSpin {
  const wheel = previous.wheel + 720 + 360 * ((number % 3) / 3);
  const pocket = WHEEL_ORDER.indexOf(number as (typeof WHEEL_ORDER)[number]) * POCKET_ANGLE;
  const target = (((wheel + pocket) % 360) + 360) % 360;
  const back = (((previous.ball - target) % 360) + 360) % 360;
  return { wheel, ball: previous.ball - 3 * 360 - back };
}

/** Angles that show `number` under the ball without any spin (first render). */
export function restingSpin(number: number | null): TSpin {
  const pocket =
    number === null ? 0 : WHEEL_ORDER.indexOf(number as (typeof WHEEL_ORDER)[number]) * POCKET_ANGLE;
  return { wheel: 0, ball: pocket };
}
