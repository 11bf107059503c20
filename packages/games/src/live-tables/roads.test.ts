import { describe, expect, it } from 'vitest';
import { allRoads, derivedColours } from './derived-roads.ts';
import { beadPlate, bigRoad, layoutRuns, type TRoadResult } from './roads.ts';

const seq = (text: string): TRoadResult[] =>
  [...text].map((c) => ({ winner: c === 'B' ? 'banker' : c === 'P' ? 'player' : 'tie' }));
const colours = (marks: { colour: string }[]): string =>
  marks.map((m) => (m.colour === 'red' ? 'R' : 'B')).join('');

describe('bead plate', () => {
  it('fills six rows down, then the next column, ties included', () => {
    const cells = beadPlate(seq('BPTBBPP'));
    expect(cells.map((c) => [c.x, c.y])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 0],
    ]);
    expect(cells[2]?.value.winner).toBe('tie');
  });
});

describe('big road', () => {
  it('opens a column on each change of winner and counts ties on the last cell', () => {
    const road = bigRoad([
      { winner: 'tie' },
      { winner: 'banker', bankerPair: true },
      { winner: 'banker' },
      { winner: 'tie' },
      { winner: 'tie' },
      { winner: 'player' },
    ]);
    expect(road.leadingTies).toBe(1);
    expect(road.columns).toEqual([2, 1]);
    expect(road.entries.map((e) => [e.winner, e.x, e.y, e.ties])).toEqual([
      ['banker', 0, 0, 0],
      ['banker', 0, 1, 2],
      ['player', 1, 0, 0],
    ]);
    expect(road.entries[0]?.bankerPair).toBe(true);
  });

  it('turns a long column right along the bottom row (dragon tail)', () => {
    const road = bigRoad(seq('BBBBBBBBP'));
    expect(road.entries.map((e) => [e.x, e.y])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 5],
      [2, 5],
      [1, 0],
    ]);
    expect(road.entries.map((e) => e.row)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 0]);
  });

  it('turns early when the cell below is taken by an earlier tail', () => {
    // Column 0: 8 deep (tail to x = 2 on row 5); column 1: 7 deep meets the tail at row 5, so it
    // turns at row 4; column 2 is 1 deep; column 3 starts at x = 3.
    expect(layoutRuns([8, 7, 1, 1])).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 1 },
      { x: 0, y: 2 },
      { x: 0, y: 3 },
      { x: 0, y: 4 },
      { x: 0, y: 5 },
      { x: 1, y: 5 },
      { x: 2, y: 5 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 1, y: 2 },
      { x: 1, y: 3 },
      { x: 1, y: 4 },
      { x: 2, y: 4 },
      { x: 3, y: 4 },
      { x: 2, y: 0 },
      { x: 3, y: 0 },
    ]);
  });

  it('starts a new column further right when its top cell is taken by a tail', () => {
    // Rows 2 high: column 0 (3 deep) tails to (1,1); column 1 (3 deep) turns at once along row 0
    // to (2,0) and (3,0), so column 2 starts at x = 4.
    expect(layoutRuns([3, 3, 1], 2)).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 1 },
      { x: 1, y: 1 },
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 3, y: 0 },
      { x: 4, y: 0 },
    ]);
  });
});

describe('derived roads', () => {
  // Worked by hand from the rules in derived-roads.ts. Big road columns: B×2, P×3, B×1, P×2, B×4.
  const road = bigRoad(seq('BBPPPBPPBBBB'));

  it('big eye boy (k = 1)', () => {
    // (1,1): col 0 has row 1 → R; (1,2): col 0 ends at row 1 → B; (2,0): 3 ≠ 2 → B; (3,0): 1 ≠ 3
    // → B; (3,1): col 2 ends at row 0 → B; (4,0): 2 ≠ 1 → B; (4,1) R; (4,2) B; (4,3) R.
    expect(derivedColours(road, 1)).toEqual([
      'red',
      'blue',
      'blue',
      'blue',
      'blue',
      'blue',
      'red',
      'blue',
      'red',
    ]);
    expect(colours(allRoads(seq('BBPPPBPPBBBB')).bigEyeBoy)).toBe('RBBBBBRBR');
  });

  it('small road (k = 2)', () => {
    // (3,0): 1 ≠ 2 → B; (3,1): col 1 has row 1 → R; (4,0): 2 ≠ 3 → B; (4,1): col 2 ends at row 0
    // → B; (4,2) R; (4,3) R.
    expect(colours(allRoads(seq('BBPPPBPPBBBB')).smallRoad)).toBe('BRBBRR');
  });

  it('cockroach pig (k = 3)', () => {
    // (3,1): col 0 has row 1 → R; (4,0): 2 = 2 → R; (4,1) R; (4,2) R; (4,3): col 1 ends at row 2 → B.
    expect(colours(allRoads(seq('BBPPPBPPBBBB')).cockroachPig)).toBe('RRRRB');
  });

  it('starts big eye boy at the third column when the second has one entry', () => {
    // Columns B×1, P×1, B×1: the first mark is (2,0) comparing 1 and 1 → R.
    expect(derivedColours(bigRoad(seq('BPB')), 1)).toEqual(['red']);
    expect(derivedColours(bigRoad(seq('BP')), 1)).toEqual([]);
  });

  it('ignores ties and lays out runs of one colour like the big road', () => {
    const roads = allRoads(seq('BTBPTPPBPPBBBB'));
    expect(colours(roads.bigEyeBoy)).toBe('RBBBBBRBR');
    expect(roads.bigEyeBoy.slice(0, 3).map((m) => [m.x, m.y])).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
  });
});
