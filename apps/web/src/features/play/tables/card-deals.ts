// The order cards come off the shoe in the card tables, so a view can deal them one by one:
// baccarat Player, Banker, Player, Banker, then the third cards; niuniu the player's five, then
// the banker's five; dragon tiger Dragon, then Tiger.
import type { TCard } from '@pavilion/games/cards';

export type TDealtCard<S extends string> = { side: S; index: number };

export function baccaratDealOrder(hands: {
  player: readonly TCard[];
  banker: readonly TCard[];
}): TDealtCard<'player' | 'banker'>[] {
  const order: TDealtCard<'player' | 'banker'>[] = [
    { side: 'player', index: 0 },
    { side: 'banker', index: 0 },
    { side: 'player', index: 1 },
    { side: 'banker', index: 1 },
  ];
  if (hands.player.length > 2) {
    order.push({ side: 'player', index: 2 });
  }
  if (hands.banker.length > 2) {
    order.push({ side: 'banker', index: 2 });
  }
  return order;
}

export function handsDealOrder<S extends string>(sides: readonly S[], perSide: number): TDealtCard<S>[] {
  return sides.flatMap((side) => Array.from({ length: perSide }, (_, index) => ({ side, index })));
}

/** The cards of one side already dealt after `shown` steps of the order. */
export function dealtCards<S extends string>(
  cards: readonly TCard[],
  side: S,
  order: readonly TDealtCard<S>[],
  shown: number,
): TCard[] {
  const count = order.slice(0, shown).filter((d) => d.side === side).length;
  return cards.slice(0, count);
}
