// The state of a no-limit Hold'em cash table, its commands and events, and the read-only helpers
// the reducer (table.ts) and its clients share. Chips are whole minor units; a seat's `stack` is
// what it has behind, a hand player's `contributed` what it has put in this hand (its `bet` the
// part put in on this street). Conservation: Σ stacks + Σ contributed of the hand in play + rake
// taken = Σ buy-ins and top-ups − Σ cash-outs, after every command.
import type { TCard } from '../cards.ts';
import { GameError } from '../money.ts';
import type { TPotAward, TRakeRule } from './pots.ts';

export type THoldemConfig = {
  tableId: string;
  maxSeats: number;
  smallBlind: number;
  bigBlind: number;
  minBuyIn: number;
  maxBuyIn: number;
  rake: TRakeRule;
};
export type TSeat = { playerId: string; stack: number; sittingOut: boolean };
export type THandPlayer = {
  seat: number;
  hole: TCard[];
  bet: number;
  contributed: number;
  folded: boolean;
  allIn: boolean;
  /** Has acted since the last full bet or raise (a short all-in does not clear it). */
  acted: boolean;
};
export type TStreet = 'preflop' | 'flop' | 'turn' | 'river';
export type THand = {
  handNo: number;
  serverSeed: string;
  salt: string;
  deckHash: string;
  deck: TCard[];
  next: number;
  button: number;
  smallBlindSeat: number;
  bigBlindSeat: number;
  street: TStreet;
  board: TCard[];
  players: THandPlayer[];
  toAct: number | null;
  currentBet: number;
  /** Size of the last full bet or raise: a raise must add at least this much. */
  minRaise: number;
  sawFlop: boolean;
};
export type TTableState = {
  config: THoldemConfig;
  seats: (TSeat | null)[];
  button: number | null;
  handNo: number;
  hand: THand | null;
  rakeTaken: number;
};

export const ACTION_KINDS = ['fold', 'check', 'call', 'bet', 'raise', 'all-in'] as const;
export type TActionKind = (typeof ACTION_KINDS)[number];

export type THoldemCommand =
  | { type: 'sit'; seat: number; playerId: string; buyIn: number }
  | { type: 'leave'; seat: number }
  | { type: 'sit-out'; seat: number }
  | { type: 'sit-in'; seat: number }
  | { type: 'top-up'; seat: number; amount: number }
  | { type: 'start-hand'; serverSeed: string }
  /** `to` is the street total a bet or raise brings the seat to ("raise to"). */
  | { type: 'act'; seat: number; action: TActionKind; to?: number };

export type THoldemEvent =
  | { type: 'sat'; seat: number; playerId: string; buyIn: number }
  | { type: 'left'; seat: number; playerId: string; cashOut: number }
  | { type: 'sitting-out'; seat: number; sittingOut: boolean }
  | { type: 'topped-up'; seat: number; amount: number }
  | {
      type: 'hand-started';
      handNo: number;
      button: number;
      smallBlindSeat: number;
      bigBlindSeat: number;
      salt: string;
      deckHash: string;
      seats: number[];
    }
  | { type: 'blind'; seat: number; blind: 'small' | 'big'; amount: number }
  /** Private: the server sends it to its seat only. */
  | { type: 'hole-cards'; seat: number; cards: TCard[] }
  | { type: 'to-act'; seat: number }
  | { type: 'acted'; seat: number; action: TActionKind; amount: number; bet: number; allIn: boolean }
  | { type: 'uncalled'; seat: number; amount: number }
  | { type: 'board'; street: TStreet; cards: TCard[] }
  | { type: 'showdown'; hands: { seat: number; hole: TCard[]; category: string; best: TCard[] }[] }
  | ({ type: 'pot' } & TPotAward)
  | { type: 'hand-ended'; handNo: number; serverSeed: string; deck: TCard[]; rake: number };

const whole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

export function createTable(config: THoldemConfig): TTableState {
  const { maxSeats, smallBlind, bigBlind, minBuyIn, maxBuyIn, rake } = config;
  const valid =
    Number.isInteger(maxSeats) &&
    maxSeats >= 2 &&
    maxSeats <= 10 &&
    whole(smallBlind) &&
    whole(bigBlind) &&
    bigBlind >= smallBlind &&
    whole(minBuyIn) &&
    minBuyIn >= bigBlind &&
    whole(maxBuyIn) &&
    maxBuyIn >= minBuyIn &&
    Number.isInteger(rake.rateBps) &&
    rake.rateBps >= 0 &&
    rake.rateBps <= 1000 &&
    Number.isSafeInteger(rake.cap) &&
    rake.cap >= 0;
  if (!valid) {
    throw new GameError('INVALID_INPUT', 'a table needs 2–10 seats, blinds, buy-in limits and a rake rule');
  }
  return {
    config,
    seats: Array.from({ length: maxSeats }, () => null),
    button: null,
    handNo: 0,
    hand: null,
    rakeTaken: 0,
  };
}

export function invalid(message: string): never {
  throw new GameError('INVALID_ACTION', message);
}

/** The first of `seats` strictly after `from`, clockwise (seat numbers wrap). */
export function nextSeat(from: number, seats: readonly number[]): number {
  const sorted = [...seats].sort((a, b) => a - b);
  return sorted.find((s) => s > from) ?? (sorted[0] as number);
}

const canAct = (p: THandPlayer): boolean => !p.folded && !p.allIn;

/** The next seat after `after` that must act on this street, or null when the street is done. */
export function nextToAct(hand: THand, after: number): number | null {
  const able = hand.players.filter(canAct);
  const highest = Math.max(...hand.players.map((p) => p.bet));
  if (able.length === 0 || (able.length === 1 && (able[0] as THandPlayer).bet >= highest)) {
    return null;
  }
  const needs = able.filter((p) => !p.acted || p.bet < hand.currentBet).map((p) => p.seat);
  return needs.length === 0 ? null : nextSeat(after, needs);
}

export type TLegalActions = {
  seat: number;
  toCall: number;
  canCheck: boolean;
  /** Bet (no bet yet on this street) or raise; null when betting is closed to this seat. */
  raise: { kind: 'bet' | 'raise'; minTo: number; maxTo: number } | null;
  /** All-in is a bet or raise when `raise` is open, else only a call for the whole stack or less. */
  canAllIn: boolean;
};

/** What the seat to act may do, for clients and bots. */
export function legalActions(state: TTableState): TLegalActions | null {
  const hand = state.hand;
  const player = hand?.players.find((p) => p.seat === hand.toAct);
  const seat = player ? state.seats[player.seat] : null;
  if (!hand || !player || !seat) {
    return null;
  }
  const toCall = Math.min(hand.currentBet - player.bet, seat.stack);
  const maxTo = player.bet + seat.stack;
  const othersCanAct = hand.players.some((p) => p !== player && canAct(p));
  const minTo = Math.min(
    maxTo,
    hand.currentBet === 0 ? state.config.bigBlind : hand.currentBet + hand.minRaise,
  );
  const open = !player.acted && othersCanAct && maxTo > hand.currentBet;
  return {
    seat: player.seat,
    toCall,
    canCheck: toCall === 0,
    raise: open ? { kind: hand.currentBet === 0 ? 'bet' : 'raise', minTo, maxTo } : null,
    canAllIn: open || seat.stack <= hand.currentBet - player.bet,
  };
}

/** What a viewer may see: no deck, no seed, hole cards of the viewer's seat only. */
export function tableView(
  state: TTableState,
  viewerSeat: number | null,
): Omit<TTableState, 'hand'> & {
  hand: (Omit<THand, 'deck' | 'serverSeed' | 'next'> & { players: THandPlayer[] }) | null;
} {
  const { hand, ...rest } = state;
  if (!hand) {
    return { ...rest, hand: null };
  }
  const { deck: _deck, serverSeed: _seed, next: _next, ...shown } = hand;
  return {
    ...rest,
    hand: { ...shown, players: hand.players.map((p) => (p.seat === viewerSeat ? p : { ...p, hole: [] })) },
  };
}
