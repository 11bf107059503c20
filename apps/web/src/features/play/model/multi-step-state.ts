// What the video poker and blackjack views show of a round, read from the round's outcome: the
// dealt hand or the blackjack view mid-round (what the server and the demo send), the engine's
// outcome once settled. One reader for both drivers.
import type { TRound } from '@pavilion/contracts/play';
import type { TCard } from '@pavilion/games/cards';
import type { TBlackjackResult, TBlackjackState } from '@pavilion/games/engines/blackjack';
import { blackjackView, type TBlackjackView } from '@pavilion/games/engines/blackjack-view';
import type { TPokerHand } from '@pavilion/games/engines/poker-hands';

export type TVideoPokerShown = {
  open: boolean;
  bet: number;
  cards: TCard[];
  /** the holds of the draw, null before it */
  held: boolean[] | null;
  rank: TPokerHand | null;
  payout: number;
};

type TLooseOutcome = Record<string, unknown>;
const cardsOf = (value: unknown): TCard[] | null =>
  Array.isArray(value) && value.every((c) => typeof c === 'number') ? (value as TCard[]) : null;

export function videoPokerShown(round: TRound): TVideoPokerShown {
  const outcome = (round.outcome ?? {}) as TLooseOutcome;
  const input = (round.input ?? {}) as TLooseOutcome;
  const bet = typeof input.bet === 'number' ? input.bet : round.stake;
  if (round.status === 'open') {
    const cards = cardsOf(outcome.hand) ?? cardsOf(outcome.dealt) ?? [];
    return { open: true, bet, cards, held: null, rank: null, payout: 0 };
  }
  const hold = Array.isArray(input.hold) ? (input.hold as boolean[]) : null;
  return {
    open: false,
    bet,
    cards: cardsOf(outcome.hand) ?? [],
    held: hold,
    rank: typeof outcome.rank === 'string' ? (outcome.rank as TPokerHand) : null,
    payout: round.payout,
  };
}

export type TBlackjackShown = TBlackjackView & { results: TBlackjackResult[] | null };

export function blackjackShown(round: TRound): TBlackjackShown {
  const outcome = (round.outcome ?? {}) as TLooseOutcome;
  const state = outcome.state as TBlackjackState | undefined;
  const results = Array.isArray(outcome.results) ? (outcome.results as TBlackjackResult[]) : null;
  if (state && Array.isArray(state.hands) && Array.isArray(state.dealer)) {
    return { ...blackjackView(state), results };
  }
  // Mid-round (or a record that keeps only the view): the outcome is the view itself.
  const view = outcome as unknown as TBlackjackView;
  return {
    bet: typeof view.bet === 'number' ? view.bet : round.stake,
    dealer: Array.isArray(view.dealer) ? view.dealer : [],
    dealerTotal: typeof view.dealerTotal === 'number' ? view.dealerTotal : null,
    hands: Array.isArray(view.hands) ? view.hands : [],
    active: typeof view.active === 'number' ? view.active : 0,
    phase: round.status === 'open' ? 'player' : 'settled',
    legalActions: round.status === 'open' && Array.isArray(view.legalActions) ? view.legalActions : [],
    results,
  };
}
