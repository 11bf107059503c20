// Column count and row height of the virtual game grid for a container width: 6 cards a row on
// a wide screen down to 2 at phone width, 13 px apart (spec §9 spacing), square images.
export const GRID_GAP = 13;

const BREAKPOINTS: readonly [minWidth: number, columns: number][] = [
  [1100, 6],
  [880, 5],
  [660, 4],
  [470, 3],
];

export function gridColumns(width: number): number {
  return BREAKPOINTS.find(([min]) => width >= min)?.[1] ?? 2;
}

/** Row pitch (card height plus the gap) for a width, given the card's fixed info height. */
export function gridRowHeight(width: number, columns: number, infoHeight: number): number {
  const cardWidth = (width - GRID_GAP * (columns - 1)) / columns;
  return Math.round(Math.max(cardWidth, 0) + infoHeight) + GRID_GAP;
}
