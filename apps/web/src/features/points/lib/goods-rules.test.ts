import { describe, expect, it } from 'vitest';
import type { TGoods } from '@pavilion/contracts/points';
import { blockerOf } from './goods-rules';

const goods = (over: Partial<TGoods> = {}): TGoods => ({
  id: '1',
  name: 'Mug',
  description: '',
  pointsRequired: 800,
  amountRequired: 0,
  stock: null,
  enabled: true,
  ...over,
});

describe('blockerOf', () => {
  it('lets the member redeem with enough points, deposits and stock', () => {
    expect(blockerOf(goods(), 800, 0)).toBeNull();
    expect(blockerOf(goods({ stock: 1 }), 5_000, 0)).toBeNull();
  });
  it('names the first thing missing: stock, then deposits, then points', () => {
    expect(blockerOf(goods({ stock: 0, amountRequired: 100 }), 0, 0)).toBe('stock');
    expect(blockerOf(goods({ amountRequired: 100_000 }), 0, 99_999)).toBe('amount');
    expect(blockerOf(goods(), 799, 0)).toBe('points');
  });
});
