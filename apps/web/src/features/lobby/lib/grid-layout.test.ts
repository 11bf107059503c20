import { describe, expect, it } from 'vitest';
import { gridColumns, gridRowHeight } from './grid-layout';

describe('grid layout', () => {
  it('shows 6 cards a row when wide and 2 at phone width', () => {
    expect(gridColumns(1300)).toBe(6);
    expect(gridColumns(900)).toBe(5);
    expect(gridColumns(343)).toBe(2);
  });
  it('makes the row pitch the square image, the info area and the 13 px gap', () => {
    expect(gridRowHeight(1225, 6, 100)).toBe(Math.round((1225 - 65) / 6 + 100) + 13);
  });
});
