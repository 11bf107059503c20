// What a blackjack player may be shown mid-round. The state the server keeps holds the whole
// shuffled shoe and the dealer's hole card; sending either would give the round away, so the
// game page receives this view; the seeds revealed later let the player replay everything.
import type { TCard } from '../cards.ts';
import { legalActions, type TBlackjackState } from './blackjack.ts';
import type { TBlackjackView } from '../rounds/blackjack.ts';
import { handValue } from './blackjack-hand.ts';

export type { TBlackjackView } from '../rounds/blackjack.ts';

/** What the player may see: never the shoe, and the hole card (null) only once settled. */
export function blackjackView(state: TBlackjackState): TBlackjackView {
  const settled = state.phase === 'settled';
  return {
    bet: state.bet,
    dealer: settled ? state.dealer : [state.dealer[0] as TCard, null],
    dealerTotal: settled ? handValue(state.dealer).total : null,
    hands: state.hands.map((h) => ({
      cards: h.cards,
      total: handValue(h.cards).total,
      stake: h.stake,
      done: h.done,
    })),
    active: state.active,
    phase: state.phase,
    legalActions: legalActions(state),
  };
}
