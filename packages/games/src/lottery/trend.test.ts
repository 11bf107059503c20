import { describe, expect, it } from 'vitest';
import { trendOf } from './trend.ts';

const d = (...numbers: number[]) => ({ numbers, tiers: [] });

describe('lottery trends', () => {
  it('count hits and draws since each number last came, per position', () => {
    // newest first
    const trend = trendOf('SSC', [d(1, 2, 3, 4, 5), d(1, 0, 0, 0, 0), d(7, 0, 0, 0, 0)])!;
    expect(trend).toHaveLength(5);
    const first = trend[0]!.numbers;
    expect(first.find((n) => n.number === 1)).toEqual({ number: 1, hits: 2, missing: 0 });
    expect(first.find((n) => n.number === 7)).toEqual({ number: 7, hits: 1, missing: 2 });
    expect(first.find((n) => n.number === 9)).toEqual({ number: 9, hits: 0, missing: 3 });
    expect(trend[1]!.numbers.find((n) => n.number === 0)).toEqual({ number: 0, hits: 2, missing: 1 });
    expect(trendOf('PK10', [])![9]!.numbers).toHaveLength(10);
    expect(trendOf('VN', [])).toBeNull();
  });
});
