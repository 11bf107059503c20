// Jacks or better video poker, full-pay 9/6 table. `deal` shuffles one 52-card deck completely
// (forward Fisher–Yates, 51 floats) and shows its first five cards; `draw` replaces the cards not
// held by the next cards of that same order, so the player's choice never touches the RNG.
// Gross payout = stake × pay (the "for 1" table, royal at the 5-coin rate):
//   royal flush 800, straight flush 50, four of a kind 25, full house 9, flush 6, straight 4,
//   three of a kind 3, two pair 2, jacks or better 1 (stake back), else 0.
// RTP 99.54% with optimal play (the published figure for 9/6 with an 800 royal); the tests
// check the hand classes exactly over all 2,598,960 hands and a simple strategy by simulation.
import { shuffledShoe, type TCard } from '../cards.ts';
import type { TEngineMeta } from '../engine-meta.ts';
import { assertStake, GameError } from '../money.ts';
import { createFairRng, type TRoundSeeds } from '../provably-fair.ts';
import type { TRng } from '../rng.ts';
import { classifyHand, type TPokerHand } from './poker-hands.ts';
import type { TVideoPokerDeal, TVideoPokerInput, TVideoPokerOutcome } from '../rounds/video-poker.ts';

export const videoPokerMeta: TEngineMeta = {
  id: 'video-poker',
  name: 'Jacks or better',
  declaredRtp: 0.9954,
  rtpBasis: '9/6 full pay, royal 800 for 1, optimal strategy (about 99.5% with the simple strategy)',
  stakeUnit: 'round',
  minBet: 10,
  maxBet: 500_000,
};

export const VIDEO_POKER_PAYS: Readonly<Record<TPokerHand, number>> = {
  'royal-flush': 800,
  'straight-flush': 50,
  'four-of-a-kind': 25,
  'full-house': 9,
  flush: 6,
  straight: 4,
  'three-of-a-kind': 3,
  'two-pair': 2,
  'jacks-or-better': 1,
  nothing: 0,
};

export type { TVideoPokerDeal, TVideoPokerInput, TVideoPokerOutcome } from '../rounds/video-poker.ts';

/** The first five cards of a shuffled deck, and the other 47 in the order they will be drawn. */
export function deal(bet: number, rng: TRng): TVideoPokerDeal {
  assertStake(bet, videoPokerMeta);
  const deck = shuffledShoe(1, rng);
  return { bet, hand: deck.slice(0, 5), deck: deck.slice(5) };
}

/** Keeps the held cards and fills the others, left to right, from the top of the deck. */
export function draw(dealt: TVideoPokerDeal, hold: readonly boolean[]): TVideoPokerOutcome {
  if (!Array.isArray(hold) || hold.length !== 5 || !hold.every((h) => typeof h === 'boolean')) {
    throw new GameError('INVALID_ACTION', 'hold must list five true/false flags');
  }
  let next = 0;
  const hand = dealt.hand.map((card, i) => (hold[i] ? card : (dealt.deck[next++] as TCard)));
  const rank = classifyHand(hand);
  return {
    input: { bet: dealt.bet, hold },
    dealt: dealt.hand,
    hand,
    rank,
    stake: dealt.bet,
    payout: dealt.bet * VIDEO_POKER_PAYS[rank],
  };
}

export function playVideoPoker(input: TVideoPokerInput, rng: TRng): TVideoPokerOutcome {
  return draw(deal(input.bet, rng), input.hold);
}

export function verifyVideoPoker(seeds: TRoundSeeds, input: TVideoPokerInput): TVideoPokerOutcome {
  return playVideoPoker(input, createFairRng(seeds));
}
