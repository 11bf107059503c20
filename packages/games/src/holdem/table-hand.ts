// A hand's life from the deal to the award. The deck is one 52-card forward Fisher–Yates shuffle of
// the committed stream (live-tables/commit.ts: salt `holdem:<tableId>:<handNo>`); sha256 of the seed
// goes out with `hand-started`, before any card, and the seed and deck with `hand-ended`. Dealing:
// one card at a time clockwise from the button's left, twice; then burn and three (flop), burn and
// one (turn), burn and one (river). Button: the next seat clockwise that is dealt in (no dead button;
// a player who sits down is dealt in at once without posting). Blinds: the two seats after the
// button, heads-up the button posts the small blind and acts first before the flop, last after.
// A blind larger than the stack is posted all-in, and the big blind still sets the bet to call.
import { shuffledShoe, type TCard } from '../cards.ts';
import { hashServerSeed } from '../provably-fair.ts';
import { roundRng, roundSalt } from '../live-tables/commit.ts';
import { evaluateHand, handValue } from './evaluate.ts';
import { awardPots, buildPots, clockwiseFrom, rakePots } from './pots.ts';
import {
  invalid,
  nextSeat,
  nextToAct,
  type THand,
  type THandPlayer,
  type THoldemEvent,
  type TStreet,
  type TTableState,
} from './table-state.ts';

/** The deck a committed seed deals for a hand. */
export function handDeck(serverSeed: string, salt: string): TCard[] {
  return shuffledShoe(1, roundRng(serverSeed, salt));
}

/** The deck after the reveal, or null when the seed is not the one committed to. */
export function verifyDeck(serverSeed: string, deckHash: string, salt: string): TCard[] | null {
  return hashServerSeed(serverSeed) === deckHash ? handDeck(serverSeed, salt) : null;
}

export function startHand(state: TTableState, serverSeed: string, events: THoldemEvent[]): void {
  if (state.hand) {
    invalid('a hand is in play');
  }
  const dealtIn = state.seats.flatMap((s, i) => (s && !s.sittingOut && s.stack > 0 ? [i] : []));
  if (dealtIn.length < 2) {
    invalid('a hand needs two players in');
  }
  const button = state.button === null ? (dealtIn[0] as number) : nextSeat(state.button, dealtIn);
  const smallBlindSeat = dealtIn.length === 2 ? button : nextSeat(button, dealtIn);
  const bigBlindSeat = nextSeat(smallBlindSeat, dealtIn);
  const handNo = state.handNo + 1;
  const salt = roundSalt('holdem', state.config.tableId, handNo);
  const deckHash = hashServerSeed(serverSeed);
  const hand: THand = {
    handNo,
    serverSeed,
    salt,
    deckHash,
    deck: handDeck(serverSeed, salt),
    next: 0,
    button,
    smallBlindSeat,
    bigBlindSeat,
    street: 'preflop',
    board: [],
    players: dealtIn.map((seat) => ({
      seat,
      hole: [],
      bet: 0,
      contributed: 0,
      folded: false,
      allIn: false,
      acted: false,
    })),
    toAct: null,
    currentBet: state.config.bigBlind,
    minRaise: state.config.bigBlind,
    sawFlop: false,
  };
  state.button = button;
  state.handNo = handNo;
  state.hand = hand;
  events.push({
    type: 'hand-started',
    handNo,
    button,
    smallBlindSeat,
    bigBlindSeat,
    salt,
    deckHash,
    seats: dealtIn,
  });
  postBlind(state, hand, smallBlindSeat, 'small', events);
  postBlind(state, hand, bigBlindSeat, 'big', events);
  const order = clockwiseFrom(button, dealtIn);
  for (let round = 0; round < 2; round++) {
    for (const seat of order) {
      playerOf(hand, seat).hole.push(draw(hand));
    }
  }
  for (const seat of order) {
    events.push({ type: 'hole-cards', seat, cards: playerOf(hand, seat).hole });
  }
  proceed(state, events, bigBlindSeat);
}

function postBlind(
  state: TTableState,
  hand: THand,
  seat: number,
  blind: 'small' | 'big',
  events: THoldemEvent[],
): void {
  const size = blind === 'small' ? state.config.smallBlind : state.config.bigBlind;
  const amount = putIn(state, playerOf(hand, seat), size);
  events.push({ type: 'blind', seat, blind, amount });
}

/** Moves up to `amount` from the seat's stack into the hand; returns what moved. */
export function putIn(state: TTableState, player: THandPlayer, amount: number): number {
  const seat = state.seats[player.seat];
  if (!seat) {
    return invalid('seat is empty');
  }
  const moved = Math.min(amount, seat.stack);
  seat.stack -= moved;
  player.bet += moved;
  player.contributed += moved;
  player.allIn = seat.stack === 0;
  return moved;
}

export function playerOf(hand: THand, seat: number): THandPlayer {
  return hand.players.find((p) => p.seat === seat) ?? invalid(`seat ${seat} is not in the hand`);
}

function draw(hand: THand): TCard {
  const card = hand.deck[hand.next] as TCard;
  hand.next += 1;
  return card;
}

const NEXT_STREET: Record<TStreet, { street: TStreet; cards: number } | null> = {
  preflop: { street: 'flop', cards: 3 },
  flop: { street: 'turn', cards: 1 },
  turn: { street: 'river', cards: 1 },
  river: null,
};

/** After an action (or the blinds): the next seat to act, the next street, or the hand's end. */
export function proceed(state: TTableState, events: THoldemEvent[], after: number): void {
  const hand = state.hand as THand;
  if (hand.players.filter((p) => !p.folded).length === 1) {
    returnUncalled(state, hand, events);
    finishHand(state, events, false);
    return;
  }
  let next = nextToAct(hand, after);
  while (next === null) {
    returnUncalled(state, hand, events);
    for (const p of hand.players) {
      p.bet = 0;
      p.acted = false;
    }
    hand.currentBet = 0;
    hand.minRaise = state.config.bigBlind;
    const step = NEXT_STREET[hand.street];
    if (!step) {
      finishHand(state, events, true);
      return;
    }
    draw(hand);
    const cards = Array.from({ length: step.cards }, () => draw(hand));
    hand.board.push(...cards);
    hand.street = step.street;
    hand.sawFlop = true;
    events.push({ type: 'board', street: step.street, cards });
    next = nextToAct(hand, hand.button);
  }
  hand.toAct = next;
  events.push({ type: 'to-act', seat: next });
}

/** A bet nobody matched goes back: the excess of the street's highest bet over the next highest. */
function returnUncalled(state: TTableState, hand: THand, events: THoldemEvent[]): void {
  const bets = hand.players.map((p) => p.bet).sort((a, b) => b - a);
  const [highest = 0, second = 0] = bets;
  const top = hand.players.find((p) => p.bet === highest);
  const seat = top ? state.seats[top.seat] : null;
  if (top && seat && highest > second) {
    const amount = highest - second;
    top.bet -= amount;
    top.contributed -= amount;
    seat.stack += amount;
    top.allIn = false;
    events.push({ type: 'uncalled', seat: top.seat, amount });
  }
}

function finishHand(state: TTableState, events: THoldemEvent[], showdown: boolean): void {
  const hand = state.hand as THand;
  const live = hand.players.filter((p) => !p.folded);
  const values = new Map(live.map((p) => [p.seat, showdown ? handValue([...p.hole, ...hand.board]) : 0]));
  if (showdown) {
    events.push({
      type: 'showdown',
      hands: live.map((p) => {
        const value = evaluateHand([...p.hole, ...hand.board]);
        return { seat: p.seat, hole: p.hole, category: value.category, best: value.best };
      }),
    });
  }
  const pots = buildPots(
    hand.players.map((p) => ({ seat: p.seat, amount: p.contributed })),
    hand.players.filter((p) => p.folded).map((p) => p.seat),
  );
  const rakes = rakePots(pots, hand.sawFlop, state.config.rake);
  const order = clockwiseFrom(
    hand.button,
    hand.players.map((p) => p.seat),
  );
  let rake = 0;
  for (const award of awardPots(pots, rakes, (seat) => values.get(seat) ?? -1, order)) {
    for (const { seat, amount } of award.winners) {
      const seated = state.seats[seat];
      if (seated) {
        seated.stack += amount;
      }
    }
    rake += award.rake;
    events.push({ type: 'pot', ...award });
  }
  state.rakeTaken += rake;
  state.hand = null;
  events.push({
    type: 'hand-ended',
    handNo: hand.handNo,
    serverSeed: hand.serverSeed,
    deck: hand.deck,
    rake,
  });
  state.seats.forEach((seat, i) => {
    if (seat && seat.stack === 0 && !seat.sittingOut) {
      seat.sittingOut = true;
      events.push({ type: 'sitting-out', seat: i, sittingOut: true });
    }
  });
}
