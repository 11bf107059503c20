// Baccarat roads (scoreboards) from a table's sequence of results, as live tables draw them on a grid
// six rows high:
// - Bead plate: every result, ties included, one cell each, down the column then the next column.
// - Big road: banker and player only. A result equal to the last goes one row down in the same
//   logical column; a change of winner opens the next logical column at the top. A tie opens no cell:
//   it is counted on the last cell (ties before the first banker or player result are
//   `leadingTies`, drawn on the first cell). Pairs mark the cell of their coup.
// - Dragon tail: a column that reaches the bottom row, or whose next cell down is taken, turns right
//   and continues along its row. A new logical column starts one grid column right of the previous
//   column's start, moved further right while that top cell is taken by a tail.
// The derived roads (derived-roads.ts) read the big road's logical columns, never its drawn cells.

export const ROAD_ROWS = 6;

export type TRoadWinner = 'player' | 'banker' | 'tie';
export type TRoadResult = { winner: TRoadWinner; playerPair?: boolean; bankerPair?: boolean };
export type TCell = { x: number; y: number };

export type TBeadCell<T> = TCell & { value: T };

export type TBigRoadEntry = TCell & {
  winner: 'player' | 'banker';
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
  /** Logical column and the entry's depth in it (0 = top), before any dragon tail. */
  column: number;
  row: number;
};

export type TBigRoad = { entries: TBigRoadEntry[]; leadingTies: number; columns: number[] };

/** Bead plate: result i at column floor(i / rows), row i mod rows. */
export function beadPlate<T>(values: readonly T[], rows = ROAD_ROWS): TBeadCell<T>[] {
  return values.map((value, i) => ({ x: Math.floor(i / rows), y: i % rows, value }));
}

/**
 * Lays out logical columns (runs of equal marks) on a grid `rows` high with the dragon-tail rule;
 * returns the drawn cell of every mark in order.
 */
export function layoutRuns(runLengths: readonly number[], rows = ROAD_ROWS): TCell[] {
  const taken = new Set<string>();
  const key = (x: number, y: number): string => `${x},${y}`;
  const cells: TCell[] = [];
  let start = -1;
  for (const length of runLengths) {
    start += 1;
    while (taken.has(key(start, 0))) {
      start += 1;
    }
    let x = start;
    let y = 0;
    let turned = false;
    for (let i = 0; i < length; i++) {
      if (i > 0) {
        if (!turned && y + 1 < rows && !taken.has(key(x, y + 1))) {
          y += 1;
        } else {
          turned = true;
          x += 1;
          while (taken.has(key(x, y))) {
            x += 1;
          }
        }
      }
      taken.add(key(x, y));
      cells.push({ x, y });
    }
  }
  return cells;
}

/** The big road of a sequence of results. */
export function bigRoad(results: readonly TRoadResult[], rows = ROAD_ROWS): TBigRoad {
  const marks: Omit<TBigRoadEntry, 'x' | 'y'>[] = [];
  const columns: number[] = [];
  let leadingTies = 0;
  for (const result of results) {
    const last = marks.at(-1);
    if (result.winner === 'tie') {
      if (last) {
        last.ties += 1;
      } else {
        leadingTies += 1;
      }
      continue;
    }
    const sameColumn = last !== undefined && last.winner === result.winner;
    if (!sameColumn) {
      columns.push(0);
    }
    const column = columns.length - 1;
    marks.push({
      winner: result.winner,
      ties: 0,
      playerPair: result.playerPair ?? false,
      bankerPair: result.bankerPair ?? false,
      column,
      row: columns[column] ?? 0,
    });
    columns[column] = (columns[column] ?? 0) + 1;
  }
  const cells = layoutRuns(columns, rows);
  return {
    entries: marks.map((mark, i) => ({ ...mark, ...(cells[i] as TCell) })),
    leadingTies,
    columns,
  };
}
