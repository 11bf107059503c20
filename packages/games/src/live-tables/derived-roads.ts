// The three derived roads (big eye boy, small road, cockroach pig) read the big road's logical
// columns and mark each new big-road entry red ("the road repeats itself") or blue ("it does not"),
// comparing with the column k places to the left: k = 1 big eye boy, 2 small road, 3 cockroach pig.
// For the entry at logical column c, row r:
// - no mark until the road is long enough: a road starts at (c = k, r = 1), or at (c = k + 1, r = 0)
//   when column k has one entry only;
// - r = 0 (a new column): red when columns c − 1 and c − 1 − k have the same length, else blue;
// - r ≥ 1: red when column c − k has an entry at row r or has none at row r − 1 either (lengths
//   other than r), blue when column c − k ends exactly at row r − 1 (its length is r).
// The marks are drawn like the big road: a run of one colour down a column, dragon tails included.
import { bigRoad, layoutRuns, ROAD_ROWS, type TBigRoad, type TCell, type TRoadResult } from './roads.ts';

export type TDerivedColour = 'red' | 'blue';
export type TDerivedMark = TCell & { colour: TDerivedColour };

export const DERIVED_ROADS = { bigEyeBoy: 1, smallRoad: 2, cockroachPig: 3 } as const;

/** The colours of a derived road, one per big-road entry from the road's start. */
export function derivedColours(road: Pick<TBigRoad, 'entries'>, k: number): TDerivedColour[] {
  const lengths: number[] = [];
  const colours: TDerivedColour[] = [];
  for (const { column: c, row: r } of road.entries) {
    lengths[c] = r + 1;
    if (c < k || (c === k && r === 0)) {
      continue;
    }
    if (r === 0) {
      colours.push(lengths[c - 1] === lengths[c - 1 - k] ? 'red' : 'blue');
    } else {
      colours.push(lengths[c - k] === r ? 'blue' : 'red');
    }
  }
  return colours;
}

/** A derived road laid out on the grid. */
export function derivedRoad(road: Pick<TBigRoad, 'entries'>, k: number, rows = ROAD_ROWS): TDerivedMark[] {
  const colours = derivedColours(road, k);
  const runs: number[] = [];
  colours.forEach((colour, i) => {
    if (i > 0 && colours[i - 1] === colour) {
      runs[runs.length - 1] = (runs.at(-1) ?? 0) + 1;
    } else {
      runs.push(1);
    }
  });
  const cells = layoutRuns(runs, rows);
  return colours.map((colour, i) => ({ ...(cells[i] as TCell), colour }));
}

/** The big road and its three derived roads, as the lobby and the table show them. */
export function allRoads(results: readonly TRoadResult[]): {
  bigRoad: TBigRoad;
  bigEyeBoy: TDerivedMark[];
  smallRoad: TDerivedMark[];
  cockroachPig: TDerivedMark[];
} {
  const big = bigRoad(results);
  return {
    bigRoad: big,
    bigEyeBoy: derivedRoad(big, DERIVED_ROADS.bigEyeBoy),
    smallRoad: derivedRoad(big, DERIVED_ROADS.smallRoad),
    cockroachPig: derivedRoad(big, DERIVED_ROADS.cockroachPig),
  };
}
