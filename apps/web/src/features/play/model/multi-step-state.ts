// What the video poker and blackjack views show of a round, read from the round itself: the
// dealt hand or the blackjack view while open (what the server and the demo send as `view`), the
// engine's outcome once settled. One reader for both drivers.
import type { TRound } from '@pavilion/contracts/play';
import type { TCard } from '@pavilion/games/cards';
import type { TBlackjackResult } from '@pavilion/games/engines/blackjack';
import { blackjackView, type TBlackjackView } from '@pavilion/games/engines/blackjack-view';
import type { TPokerHand } from '@pavilion/games/engines/poker-hands';

export type TVideoPokerShown = {
  open: boolean;
  bet: number;
  cards: TCard[];
  /** the holds of the draw, null before it */
  held: readonly boolean[] | null;
  rank: TPokerHand | null;
  payout: number;
};

const NOTHING_SHOWN: TVideoPokerShown = { open: false, bet: 0, cards: [], held: null, rank: null, payout: 0 };

export function videoPokerShown(round: TRound): TVideoPokerShown {
  if (round.engine !== 'video-poker') {
    return NOTHING_SHOWN;
  }
  const bet = round.input.bet;
  if (round.outcome) {
    const { hand, rank, input } = round.outcome;
    return { open: false, bet, cards: hand, held: input.hold, rank, payout: round.payout };
  }
  return {
    open: round.status === 'open',
    bet,
    cards: round.view?.hand ?? [],
    held: null,
    rank: null,
    payout: 0,
  };
}

export type TBlackjackShown = TBlackjackView & { results: TBlackjackResult[] | null };

export function blackjackShown(round: TRound): TBlackjackShown {
  const empty: TBlackjackShown = {
    bet: round.stake,
    dealer: [],
    dealerTotal: null,
    hands: [],
    active: 0,
    phase: round.status === 'open' ? 'player' : 'settled',
    legalActions: [],
    results: null,
  };
  if (round.engine !== 'blackjack') {
    return empty;
  }
  if (round.outcome) {
    return { ...blackjackView(round.outcome.state), results: round.outcome.results };
  }
  return round.view ? { ...round.view, results: null } : empty;
}
