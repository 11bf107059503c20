import { describe, expect, it } from 'vitest';
import { trendSeries } from './trend-series';

describe('trend series per family', () => {
  it('reads SSC per position over digits', () => {
    const s = trendSeries('SSC', [{ numbers: [1, 2, 3, 4, 5], tiers: [] }, null]);
    expect(s.domain).toHaveLength(10);
    expect(s.positions).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(s.draws).toEqual([[1, 2, 3, 4, 5]]);
  });
  it('counts the last two digits of every VN prize', () => {
    const s = trendSeries('VN', [
      {
        numbers: [],
        tiers: [
          { tier: 'special', values: ['12345'] },
          { tier: 'seventh', values: ['07', '99'] },
        ],
      },
    ]);
    expect(s.positions).toEqual([]);
    expect(s.draws).toEqual([[45, 7, 99]]);
  });
  it('reads the 4D first prize digit by digit', () => {
    const s = trendSeries('SEA', [
      {
        numbers: [],
        tiers: [
          { tier: 'first', values: ['0420'] },
          { tier: 'second', values: ['1111'] },
        ],
      },
    ]);
    expect(s.draws).toEqual([[0, 4, 2, 0]]);
  });
});
