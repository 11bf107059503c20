import { describe, expect, it } from 'vitest';
import { baccaratDealOrder, dealtCards, handsDealOrder } from './card-deals';

describe('baccaratDealOrder', () => {
  it('alternates Player and Banker, then the third cards Player first', () => {
    const order = baccaratDealOrder({ player: [1, 2, 3], banker: [4, 5, 6] });
    expect(order.map((d) => `${d.side}${d.index}`)).toEqual([
      'player0',
      'banker0',
      'player1',
      'banker1',
      'player2',
      'banker2',
    ]);
    expect(
      baccaratDealOrder({ player: [1, 2], banker: [4, 5, 6] }).map((d) => `${d.side}${d.index}`),
    ).toEqual(['player0', 'banker0', 'player1', 'banker1', 'banker2']);
    expect(baccaratDealOrder({ player: [1, 2], banker: [4, 5] })).toHaveLength(4);
  });
});

describe('dealtCards', () => {
  it('shows each side only the cards dealt so far', () => {
    const hands = { player: [10, 11, 12], banker: [20, 21] };
    const order = baccaratDealOrder(hands);
    expect(dealtCards(hands.player, 'player', order, 0)).toEqual([]);
    expect(dealtCards(hands.banker, 'banker', order, 2)).toEqual([20]);
    expect(dealtCards(hands.player, 'player', order, 3)).toEqual([10, 11]);
    expect(dealtCards(hands.player, 'player', order, 5)).toEqual([10, 11, 12]);
  });

  it('deals whole hands in turn for niuniu', () => {
    const order = handsDealOrder(['player', 'banker'] as const, 5);
    expect(order).toHaveLength(10);
    expect(dealtCards([1, 2, 3, 4, 5], 'banker', order, 6)).toEqual([1]);
    expect(dealtCards([1, 2, 3, 4, 5], 'player', order, 6)).toEqual([1, 2, 3, 4, 5]);
  });
});
