import { describe, expect, it } from 'vitest';
import type { TSpinResult } from '@pavilion/games/engines/slot';
import { lineCells, winningCells } from './slot-lines';

describe('slot winning cells', () => {
  it('follows the payline shape for the counted reels only', () => {
    expect(lineCells({ line: 1, count: 3 })).toEqual(['0:1', '1:1', '2:1']);
    expect(lineCells({ line: 4, count: 5 })).toEqual(['0:0', '1:1', '2:2', '3:1', '4:0']);
  });

  it('adds scatters only when three or more landed', () => {
    const grid = [
      ['S', 'L1', 'L2'],
      ['L3', 'S', 'L4'],
      ['H1', 'H2', 'S'],
      ['L1', 'L1', 'L1'],
      ['L2', 'L2', 'L2'],
    ] as TSpinResult['grid'];
    const base: TSpinResult = {
      grid,
      lineWins: [],
      scatterCount: 3,
      scatterWin: 10,
      freeSpinsAwarded: 10,
      totalWin: 10,
    };
    expect([...winningCells(base)].sort()).toEqual(['0:0', '1:1', '2:2']);
    expect(winningCells({ ...base, scatterCount: 2 }).size).toBe(0);
  });
});
