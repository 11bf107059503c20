// Blackjack as a state machine over one fully shuffled 6-deck shoe (forward Fisher–Yates, 311
// floats at `start`): every later card is the next one of that order, so actions never touch the
// RNG and a round replays from its seeds, bet and action list.
// Rules: cards go player, dealer (up), player, dealer (hole). The dealer peeks: a dealer or player
// blackjack ends the round at once (both: push), so only the first bet is lost to a dealer
// blackjack. Actions on the active hand: hit, stand, double (first two cards, also after a
// split: one more card, stake doubled), split (two cards of equal point value, up to 4 hands;
// each half gets its second card at once; split aces get one card each and no further action).
// A hand reaching 21 stands by itself. Dealer stands on all 17s. No insurance, no surrender.
// Gross payouts: blackjack stake + floor(stake × 3 / 2) (3:2, whole for even stakes), win 2×,
// push 1×, loss 0; 21 on a split hand is not a blackjack. Declared RTP is Σ payouts / Σ stakes
// (doubles and splits included) under basic strategy, measured by simulation (see the tests).
import { pointValue, shuffledShoe, type TCard } from '../cards.ts';
import type { TEngineMeta } from '../engine-meta.ts';
import { assertStake, GameError, mulDivFloor, sum } from '../money.ts';
import { createFairRng, type TRoundSeeds } from '../provably-fair.ts';
import type { TRng } from '../rng.ts';
import { dealerDraws, handValue, isTwoCardTwentyOne } from './blackjack-hand.ts';
import type {
  TBlackjackHand,
  TBlackjackInput,
  TBlackjackOutcome,
  TBlackjackResult,
  TBlackjackState,
} from '../rounds/blackjack.ts';

export const BLACKJACK_DECKS = 6;
export const MAX_HANDS = 4;

export const blackjackMeta: TEngineMeta = {
  id: 'blackjack',
  name: 'Blackjack',
  declaredRtp: 0.9966,
  rtpBasis:
    'basic strategy, 6 decks, dealer stands on soft 17, 3:2, double after split, split to 4 hands: 99.66% of all money wagered (house edge 0.39% of the first bet), 9 million simulated hands, ±0.03%',
  stakeUnit: 'round',
  minBet: 100,
  maxBet: 500_000,
};

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split'] as const;
export type TBlackjackAction = (typeof BLACKJACK_ACTIONS)[number];
export type {
  TBlackjackHand,
  TBlackjackInput,
  TBlackjackOutcome,
  TBlackjackResult,
  TBlackjackState,
} from '../rounds/blackjack.ts';

export function start(bet: number, rng: TRng): TBlackjackState {
  assertStake(bet, blackjackMeta);
  return dealFromShoe(bet, shuffledShoe(BLACKJACK_DECKS, rng));
}

/** The opening deal from a known shoe order (start() passes the shuffled shoe). */
export function dealFromShoe(bet: number, shoe: readonly TCard[]): TBlackjackState {
  const at = (i: number): TCard => shoe[i] as TCard;
  const hand: TBlackjackHand = {
    cards: [at(0), at(2)],
    stake: bet,
    fromSplit: false,
    splitAces: false,
    done: false,
  };
  const state: TBlackjackState = {
    bet,
    shoe,
    next: 4,
    dealer: [at(1), at(3)],
    hands: [hand],
    active: 0,
    phase: 'player',
    actions: [],
  };
  if (isTwoCardTwentyOne(hand.cards) || isTwoCardTwentyOne(state.dealer)) {
    return { ...state, hands: [{ ...hand, done: true }], active: 1, phase: 'settled' };
  }
  return state;
}

export function legalActions(state: TBlackjackState): TBlackjackAction[] {
  const hand = state.phase === 'player' ? state.hands[state.active] : undefined;
  if (!hand || hand.done) {
    return [];
  }
  const pair = hand.cards.length === 2;
  const canSplit =
    pair &&
    pointValue(hand.cards[0] as TCard) === pointValue(hand.cards[1] as TCard) &&
    state.hands.length < MAX_HANDS;
  return BLACKJACK_ACTIONS.filter(
    (a) => a === 'hit' || a === 'stand' || (a === 'double' && pair) || (a === 'split' && canSplit),
  );
}

/** Extra stake the action needs (doubling or splitting matches the hand's stake). */
export function additionalStake(state: TBlackjackState, action: TBlackjackAction): number {
  return action === 'double' || action === 'split' ? (state.hands[state.active]?.stake ?? 0) : 0;
}

export function act(state: TBlackjackState, action: TBlackjackAction): TBlackjackState {
  if (!legalActions(state).includes(action)) {
    throw new GameError('INVALID_ACTION', `"${String(action)}" is not allowed now`);
  }
  let next = state.next;
  const take = (): TCard => state.shoe[next++] as TCard;
  const hand = state.hands[state.active] as TBlackjackHand;
  let replaced: TBlackjackHand[];
  switch (action) {
    case 'hit':
      replaced = [standsAt21({ ...hand, cards: [...hand.cards, take()] })];
      break;
    case 'stand':
      replaced = [{ ...hand, done: true }];
      break;
    case 'double':
      replaced = [{ ...hand, cards: [...hand.cards, take()], stake: hand.stake * 2, done: true }];
      break;
    case 'split': {
      const aces = pointValue(hand.cards[0] as TCard) === 1;
      replaced = hand.cards.map((card) => {
        const half = {
          cards: [card, take()],
          stake: hand.stake,
          fromSplit: true,
          splitAces: aces,
          done: aces,
        };
        return aces ? half : standsAt21(half);
      });
      break;
    }
  }
  const hands = [...state.hands.slice(0, state.active), ...replaced, ...state.hands.slice(state.active + 1)];
  const firstOpen = hands.findIndex((h) => !h.done);
  const played: TBlackjackState = {
    ...state,
    next,
    hands,
    actions: [...state.actions, action],
    active: firstOpen === -1 ? hands.length : firstOpen,
  };
  return firstOpen === -1 ? playDealer(played) : played;
}

/** Per-hand results of a finished round. */
export function settle(state: TBlackjackState): TBlackjackResult[] {
  if (state.phase !== 'settled') {
    throw new GameError('INVALID_ACTION', 'the round is not finished');
  }
  const dealer = handValue(state.dealer).total;
  const dealerBlackjack = isTwoCardTwentyOne(state.dealer);
  return state.hands.map((hand): TBlackjackResult => {
    const total = handValue(hand.cards).total;
    const blackjack = !hand.fromSplit && isTwoCardTwentyOne(hand.cards);
    const result = (outcome: TBlackjackResult['outcome'], payout: number): TBlackjackResult => ({
      cards: hand.cards,
      total,
      stake: hand.stake,
      outcome,
      payout,
    });
    if (blackjack && !dealerBlackjack) {
      return result('blackjack', hand.stake + mulDivFloor(hand.stake, 3, 2));
    }
    if (total > 21 || (dealerBlackjack && !blackjack)) {
      return result('lose', 0);
    }
    if (blackjack || total === dealer) {
      return result('push', hand.stake);
    }
    return dealer > 21 || total > dealer ? result('win', hand.stake * 2) : result('lose', 0);
  });
}

export function totalStake(state: TBlackjackState): number {
  return sum(state.hands.map((h) => h.stake));
}

/** A whole round from its bet and the player's actions in order. */
export function playBlackjack(input: TBlackjackInput, rng: TRng): TBlackjackOutcome {
  if (!Array.isArray(input.actions)) {
    throw new GameError('INVALID_ACTION', 'actions must be a list');
  }
  const state = input.actions.reduce(act, start(input.bet, rng));
  const results = settle(state);
  return { input, state, results, stake: totalStake(state), payout: sum(results.map((r) => r.payout)) };
}

export function verifyBlackjack(seeds: TRoundSeeds, input: TBlackjackInput): TBlackjackOutcome {
  return playBlackjack(input, createFairRng(seeds));
}

function standsAt21(hand: TBlackjackHand): TBlackjackHand {
  return handValue(hand.cards).total >= 21 ? { ...hand, done: true } : hand;
}

/** The dealer draws out only if some hand is still live, then the round is settled. */
function playDealer(state: TBlackjackState): TBlackjackState {
  const live = state.hands.some((h) => handValue(h.cards).total <= 21);
  const dealer = [...state.dealer];
  let next = state.next;
  while (live && dealerDraws(dealer)) {
    dealer.push(state.shoe[next++] as TCard);
  }
  return { ...state, dealer, next, phase: 'settled' };
}
