// Whether the member can redeem goods now, in the order the member should hear it: out of stock,
// then the deposit requirement, then the points (the server checks the same and answers with codes).
import type { TGoods } from '@pavilion/contracts/points';

export type TGoodsBlocker = 'points' | 'amount' | 'stock';

export function blockerOf(goods: TGoods, points: number, depositTotal: number): TGoodsBlocker | null {
  if (goods.stock !== null && goods.stock <= 0) {
    return 'stock';
  }
  if (depositTotal < goods.amountRequired) {
    return 'amount';
  }
  return points < goods.pointsRequired ? 'points' : null;
}
