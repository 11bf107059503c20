// Basic strategy for 6 decks, dealer stands on soft 17, double after split, no surrender — the
// player the blackjack RTP simulation assumes. Columns are the dealer's up card 2..10, then ace.
// Codes: H hit, S stand, D double (else hit), E double (else stand), P split.
import { pointValue, type TCard } from '../cards.ts';
import { handValue } from '../engines/blackjack-hand.ts';
import { legalActions, type TBlackjackAction, type TBlackjackState } from '../engines/blackjack.ts';

//                  2 3 4 5 6 7 8 9 T A
const HARD: Record<number, string> = {
  8: 'HHHHHHHHHH',
  9: 'HDDDDHHHHH',
  10: 'DDDDDDDDHH',
  11: 'DDDDDDDDDH',
  12: 'HHSSSHHHHH',
  13: 'SSSSSHHHHH',
  14: 'SSSSSHHHHH',
  15: 'SSSSSHHHHH',
  16: 'SSSSSHHHHH',
};
const SOFT: Record<number, string> = {
  13: 'HHHDDHHHHH',
  14: 'HHHDDHHHHH',
  15: 'HHDDDHHHHH',
  16: 'HHDDDHHHHH',
  17: 'HDDDDHHHHH',
  18: 'SEEEESSHHH',
};
/** By the pair's point value (1 = aces). */
const PAIRS: Record<number, string> = {
  1: 'PPPPPPPPPP',
  2: 'PPPPPPHHHH',
  3: 'PPPPPPHHHH',
  4: 'HHHPPHHHHH',
  6: 'PPPPPHHHHH',
  7: 'PPPPPPHHHH',
  8: 'PPPPPPPPPP',
  9: 'PPPPPSPPSS',
};

export function basicStrategy(state: TBlackjackState): TBlackjackAction {
  const legal = legalActions(state);
  const hand = state.hands[state.active];
  if (!hand || legal.length === 0) {
    throw new Error('no decision to make');
  }
  const up = pointValue(state.dealer[0] as TCard);
  const column = up === 1 ? 9 : up - 2;
  const code = (row: string | undefined): string => row?.[column] ?? 'H';
  const { total, soft } = handValue(hand.cards);
  const first = hand.cards[0] as TCard;
  const byTotal = (): string => {
    if (soft) {
      return total >= 19 ? 'S' : code(SOFT[total]);
    }
    return total >= 17 ? 'S' : total <= 8 ? 'H' : code(HARD[total]);
  };
  const pairRow = legal.includes('split') ? PAIRS[pointValue(first)] : undefined;
  const move = pairRow && code(pairRow) === 'P' ? 'P' : byTotal();
  const canDouble = legal.includes('double');
  switch (move) {
    case 'P':
      return 'split';
    case 'D':
      return canDouble ? 'double' : 'hit';
    case 'E':
      return canDouble ? 'double' : 'stand';
    case 'S':
      return 'stand';
    default:
      return 'hit';
  }
}
