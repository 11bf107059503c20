// Which grid cells a slot result lights up: the cells of each winning line (from reel 1, as many
// as the line's count) and every scatter when scatters paid or awarded free spins.
import { PAYLINES } from '@pavilion/games/engines/slot-paytables';
import type { TLineWin, TSpinResult } from '@pavilion/games/engines/slot';

/** "reel:row" keys */
export function lineCells(win: Pick<TLineWin, 'line' | 'count'>): string[] {
  const rows = PAYLINES[win.line - 1] ?? [];
  return rows.slice(0, win.count).map((row, reel) => `${reel}:${row}`);
}

export function winningCells(result: TSpinResult): Set<string> {
  const cells = new Set<string>();
  for (const win of result.lineWins) {
    for (const cell of lineCells(win)) {
      cells.add(cell);
    }
  }
  if (result.scatterCount >= 3) {
    result.grid.forEach((reel, r) =>
      reel.forEach((symbol, row) => symbol === 'S' && cells.add(`${r}:${row}`)),
    );
  }
  return cells;
}
