// Niuniu (bull bull), player against banker, from one lazily shuffled 52-card deck: the player's
// five cards, then the banker's five (one float each). Points: A = 1, 2–9 face, 10/J/Q/K = 10.
// A hand has a "bull" when three of its cards sum to a multiple of 10; its bull is then the total
// of all five mod 10, 0 counting as bull bull (10). Classes, low to high: no bull, bull 1 … bull 9,
// bull bull, five faces (all J/Q/K), bomb (four of a kind), five small (every card under 5 points
// and the total at most 10). Equal classes compare the highest card: K high … A low, then suit
// spades > hearts > clubs > diamonds — one deck holds no equal cards, so there is never a tie.
// Bets (the variant of live "niuniu" tables):
//   equal:  wins 1:1 less 5% commission: payout = stake + floor(stake × 95 / 100); RTP exactly
//           (1 + 0.95) / 2 = 97.5% by symmetry (swapping the hands swaps the winner).
//   double: the player lodges 5 × stake (the amount debited); the winner's hand sets the
//           multiplier m (no bull–bull 6: 1, bull 7–9: 2, bull bull: 3, five faces, bomb, five
//           small: 5); a player win pays lodged + floor(stake × m × 95 / 100), a loss returns
//           lodged − stake × m. RTP over the lodged amount = 1 − 0.005 × E[winner's m] ≈ 99.19%
//           (E[m] ≈ 1.615 by simulation; the same symmetry argument).
import { aceLowRank, createShoe, pointValue, suitIndex, type TCard } from '../cards.ts';
import type { TEngineMeta } from '../engine-meta.ts';
import { assertDistinctBets, mulDivFloor, sum } from '../money.ts';
import { createFairRng, type TRoundSeeds } from '../provably-fair.ts';
import type { TRng } from '../rng.ts';
import type { TNiuniuBet, TNiuniuHand, TNiuniuInput, TNiuniuOutcome } from '../rounds/niuniu.ts';

export const niuniuMeta: TEngineMeta = {
  id: 'niuniu',
  name: 'Niuniu',
  declaredRtp: 0.975,
  rtpBasis:
    'exact for the equal bet (1:1 less 5% commission, stakes in multiples of 20): 97.5%; double bet ≈ 99.19% of the amount lodged',
  stakeUnit: 'position',
  minBet: 20,
  maxBet: 200_000,
};

export const NIUNIU_BETS = ['equal', 'double'] as const;
export const DOUBLE_LODGE = 5;
export type TNiuniuBetType = (typeof NIUNIU_BETS)[number];
export type { TNiuniuBet, TNiuniuHand, TNiuniuInput, TNiuniuOutcome } from '../rounds/niuniu.ts';

const FIVE_FACES = 11;
const BOMB = 12;
const FIVE_SMALL = 13;
const SUIT_ORDER = [1, 0, 2, 3];

/** Class 0 (no bull) … 10 (bull bull), 11 five faces, 12 bomb, 13 five small. */
export function niuniuRank(cards: readonly TCard[]): number {
  const points = cards.map(pointValue);
  const total = sum(points);
  if (total <= 10 && points.every((p) => p < 5)) {
    return FIVE_SMALL;
  }
  const perFace = new Array<number>(14).fill(0);
  for (const card of cards) {
    perFace[aceLowRank(card)] = (perFace[aceLowRank(card)] ?? 0) + 1;
  }
  if (perFace.includes(4)) {
    return BOMB;
  }
  if (cards.every((c) => aceLowRank(c) > 10)) {
    return FIVE_FACES;
  }
  for (let a = 0; a < 3; a++) {
    for (let b = a + 1; b < 4; b++) {
      for (let c = b + 1; c < 5; c++) {
        if (((points[a] as number) + (points[b] as number) + (points[c] as number)) % 10 === 0) {
          return total % 10 === 0 ? 10 : total % 10;
        }
      }
    }
  }
  return 0;
}

export function niuniuMultiplier(rank: number): number {
  if (rank > 10) {
    return 5;
  }
  if (rank === 10) {
    return 3;
  }
  return rank >= 7 ? 2 : 1;
}

const LABELS: Readonly<Record<number, string>> = {
  0: 'no bull',
  10: 'bull bull',
  [FIVE_FACES]: 'five faces',
  [BOMB]: 'bomb',
  [FIVE_SMALL]: 'five small',
};

export function describeHand(cards: readonly TCard[]): TNiuniuHand {
  const rank = niuniuRank(cards);
  return {
    cards: [...cards],
    rank,
    label: LABELS[rank] ?? `bull ${rank}`,
    multiplier: niuniuMultiplier(rank),
  };
}

/** > 0 when `a` beats `b`. */
export function compareNiuniu(a: readonly TCard[], b: readonly TCard[]): number {
  return compareHands(describeHand(a), describeHand(b));
}

/** The amount debited for the bets: equal bets as staked, double bets lodged 5 ×. */
export function niuniuStake(input: TNiuniuInput): number {
  assertDistinctBets(input.bets, NIUNIU_BETS, niuniuMeta);
  return sum(input.bets.map(lodgedAmount));
}

export function settleNiuniu(
  input: TNiuniuInput,
  playerCards: readonly TCard[],
  bankerCards: readonly TCard[],
): TNiuniuOutcome {
  const stake = niuniuStake(input);
  const player = describeHand(playerCards);
  const banker = describeHand(bankerCards);
  const winner = compareHands(player, banker) > 0 ? 'player' : 'banker';
  const bets = input.bets.map((bet) => {
    const lodged = lodgedAmount(bet);
    const m = bet.type === 'equal' ? 1 : (winner === 'player' ? player : banker).multiplier;
    const payout =
      winner === 'player' ? lodged + mulDivFloor(bet.amount, m * 95, 100) : lodged - bet.amount * m;
    return { bet, lodged, payout };
  });
  return { input, player, banker, winner, bets, stake, payout: sum(bets.map((b) => b.payout)) };
}

export function playNiuniu(input: TNiuniuInput, rng: TRng): TNiuniuOutcome {
  niuniuStake(input);
  const shoe = createShoe(1, rng);
  const deal = (): TCard[] => Array.from({ length: 5 }, () => shoe.draw());
  const player = deal();
  return settleNiuniu(input, player, deal());
}

export function verifyNiuniu(seeds: TRoundSeeds, input: TNiuniuInput): TNiuniuOutcome {
  return playNiuniu(input, createFairRng(seeds));
}

/** The amount a bet takes from the balance: a double bet lodges 5 × its amount. */
export function lodgedAmount(bet: TNiuniuBet): number {
  return bet.type === 'double' ? bet.amount * DOUBLE_LODGE : bet.amount;
}

function compareHands(a: TNiuniuHand, b: TNiuniuHand): number {
  return a.rank - b.rank || highCard(a.cards) - highCard(b.cards);
}

function highCard(cards: readonly TCard[]): number {
  return Math.max(...cards.map((c) => aceLowRank(c) * 4 + (SUIT_ORDER[suitIndex(c)] ?? 0)));
}
