import { describe, expect, it } from 'vitest';
import { handValue } from './evaluate.ts';
import { applyHoldem } from './table.ts';
import { verifyDeck } from './table-hand.ts';
import {
  createTable,
  legalActions,
  tableView,
  type THoldemCommand,
  type THoldemEvent,
  type TTableState,
} from './table-state.ts';

const config = {
  tableId: 'nl-10',
  maxSeats: 6,
  smallBlind: 5,
  bigBlind: 10,
  minBuyIn: 100,
  maxBuyIn: 2000,
  rake: { rateBps: 500, cap: 30 },
};
const seed = (n: number): string => n.toString(16).padStart(64, '0');

function table(stacks: Record<number, number>, minBuyIn = config.minBuyIn): TTableState {
  let state = createTable({ ...config, minBuyIn });
  for (const [seat, buyIn] of Object.entries(stacks)) {
    state = applyHoldem(state, { type: 'sit', seat: Number(seat), playerId: `p${seat}`, buyIn }).state;
  }
  return state;
}

function run(state: TTableState, commands: THoldemCommand[]): { state: TTableState; events: THoldemEvent[] } {
  const events: THoldemEvent[] = [];
  let s = state;
  for (const command of commands) {
    const step = applyHoldem(s, command);
    s = step.state;
    events.push(...step.events);
  }
  return { state: s, events };
}

const stacks = (s: TTableState): (number | null)[] => s.seats.map((seat) => seat?.stack ?? null);
const actAs = (seat: number, action: 'fold' | 'check' | 'call' | 'all-in'): THoldemCommand => ({
  type: 'act',
  seat,
  action,
});
const raise = (seat: number, to: number): THoldemCommand => ({ type: 'act', seat, action: 'raise', to });

describe('Hold’em table: blinds, order, folds', () => {
  it('heads-up: the button posts the small blind and acts first; a fold returns the uncalled bet', () => {
    const { state, events } = run(table({ 0: 1000, 3: 1000 }), [{ type: 'start-hand', serverSeed: seed(1) }]);
    expect(state.hand).toMatchObject({ button: 0, smallBlindSeat: 0, bigBlindSeat: 3, toAct: 0 });
    expect(events.filter((e) => e.type === 'hole-cards')).toHaveLength(2);
    const after = run(state, [actAs(0, 'fold')]);
    expect(stacks(after.state)).toEqual([995, null, null, 1005, null, null]);
    expect(after.events).toContainEqual({ type: 'uncalled', seat: 3, amount: 5 });
    expect(after.state.rakeTaken).toBe(0);
    const next = run(after.state, [{ type: 'start-hand', serverSeed: seed(2) }]);
    expect(next.state.hand).toMatchObject({ button: 3, smallBlindSeat: 3, bigBlindSeat: 0, toAct: 3 });
  });

  it('three-handed: blinds left of the button, first to act after the big blind, big blind’s option', () => {
    const { state } = run(table({ 1: 1000, 2: 1000, 4: 1000 }), [
      { type: 'start-hand', serverSeed: seed(3) },
      actAs(1, 'call'),
      actAs(2, 'call'),
    ]);
    expect(state.hand).toMatchObject({
      button: 1,
      smallBlindSeat: 2,
      bigBlindSeat: 4,
      toAct: 4,
      street: 'preflop',
    });
    expect(legalActions(state)).toMatchObject({
      seat: 4,
      canCheck: true,
      raise: { kind: 'raise', minTo: 20 },
    });
    const flop = run(state, [actAs(4, 'check')]);
    expect(flop.state.hand).toMatchObject({ street: 'flop', toAct: 2 });
    expect(flop.state.hand?.board).toHaveLength(3);
  });

  it('enforces the minimum raise and refuses out-of-turn or wrong actions', () => {
    const { state } = run(table({ 1: 1000, 2: 1000, 4: 1000 }), [
      { type: 'start-hand', serverSeed: seed(4) },
    ]);
    expect(() => applyHoldem(state, raise(1, 15))).toThrow(/at least 20/);
    expect(() => applyHoldem(state, actAs(2, 'call'))).toThrow(/not this seat/);
    expect(() => applyHoldem(state, actAs(1, 'check'))).toThrow(/bet to call/);
    expect(() => applyHoldem(state, { type: 'act', seat: 1, action: 'bet', to: 50 })).toThrow(
      /there is a bet/,
    );
    expect(() => applyHoldem(state, raise(1, 5000))).toThrow(/at most 1000/);
    const raised = run(state, [raise(1, 30)]).state;
    expect(legalActions(raised)?.raise).toMatchObject({ minTo: 50 });
  });

  it('a short all-in does not reopen the betting to a seat that already acted', () => {
    const { state } = run(table({ 1: 1000, 2: 1000, 4: 130 }), [
      { type: 'start-hand', serverSeed: seed(5) },
      raise(1, 100),
      actAs(2, 'call'),
      actAs(4, 'all-in'),
    ]);
    expect(state.hand).toMatchObject({ currentBet: 130, minRaise: 90, toAct: 1 });
    expect(legalActions(state)).toMatchObject({ toCall: 30, raise: null, canAllIn: false });
    expect(() => applyHoldem(state, raise(1, 300))).toThrow(/closed/);
    expect(() => applyHoldem(state, actAs(1, 'all-in'))).toThrow(/not reopened/);
    const flop = run(state, [actAs(1, 'call'), actAs(2, 'call')]).state;
    expect(flop.hand).toMatchObject({ street: 'flop', currentBet: 0 });
    expect(flop.hand?.players.map((p) => p.contributed)).toEqual([130, 130, 130]);
  });

  it('a short all-in opening bet still lets a seat that checked raise', () => {
    // Flop, three-handed: seat 2 checks, seat 4 bets all-in 5 (below the big blind of 10).
    const { state } = run(table({ 1: 1000, 2: 1000, 4: 15 }, 10), [
      { type: 'start-hand', serverSeed: seed(11) },
      actAs(1, 'call'),
      actAs(2, 'call'),
      actAs(4, 'check'),
      actAs(2, 'check'),
      actAs(4, 'all-in'),
    ]);
    expect(state.hand).toMatchObject({ street: 'flop', currentBet: 5, toAct: 1 });
    expect(legalActions(state)).toMatchObject({ toCall: 5, raise: { kind: 'raise', minTo: 15 } });
    const back = run(state, [actAs(1, 'call')]).state;
    expect(legalActions(back)).toMatchObject({ seat: 2, raise: { minTo: 15 } });
  });
});

describe('Hold’em table: showdown, side pots, rake, deck', () => {
  it('checks down to a showdown: the best hand wins, less 5% rake; the deck verifies', () => {
    const checks = [0, 1, 2].flatMap(() => [actAs(1, 'check'), actAs(0, 'check')]);
    const { state, events } = run(table({ 0: 1000, 1: 1000 }), [
      { type: 'start-hand', serverSeed: seed(6) },
      actAs(0, 'call'),
      actAs(1, 'check'),
      ...checks,
    ]);
    const started = events.find((e) => e.type === 'hand-started');
    const ended = events.find((e) => e.type === 'hand-ended');
    const showdown = events.find((e) => e.type === 'showdown');
    if (started?.type !== 'hand-started' || ended?.type !== 'hand-ended' || showdown?.type !== 'showdown') {
      throw new Error('expected a started, shown down and ended hand');
    }
    expect(verifyDeck(ended.serverSeed, started.deckHash, started.salt)).toEqual(ended.deck);
    expect(verifyDeck(seed(99), started.deckHash, started.salt)).toBeNull();
    // Hole cards: seat 1 (left of the button) first; board after a burn before each street.
    const { deck } = ended;
    expect(showdown.hands.find((h) => h.seat === 1)?.hole).toEqual([deck[0], deck[2]]);
    const board = [deck[5], deck[6], deck[7], deck[9], deck[11]] as number[];
    const value = (seat: number): number =>
      handValue([...(showdown.hands.find((h) => h.seat === seat)?.hole ?? []), ...board]);
    // Pot 20, rake floor(20 × 5%) = 1; on a split the odd chip goes left of the button (seat 1).
    expect(state.rakeTaken).toBe(1);
    const expected = value(0) === value(1) ? [999, 1000] : value(0) > value(1) ? [1009, 990] : [990, 1009];
    expect(stacks(state).slice(0, 2)).toEqual(expected);
  });

  it('runs the board out when everybody is all-in and builds side pots', () => {
    const { state, events } = run(table({ 0: 500, 1: 300, 2: 100, 3: 1000 }), [
      { type: 'start-hand', serverSeed: seed(7) },
      actAs(3, 'all-in'),
      actAs(0, 'all-in'),
      actAs(1, 'all-in'),
      actAs(2, 'all-in'),
    ]);
    expect(state.hand).toBeNull();
    expect(events.filter((e) => e.type === 'board')).toHaveLength(3);
    expect(events).toContainEqual({ type: 'uncalled', seat: 3, amount: 500 });
    const pots = events.flatMap((e) => (e.type === 'pot' ? [e] : []));
    expect(pots.map((p) => p.amount + p.rake)).toEqual([400, 600, 400]);
    expect(pots.map((p) => p.rake)).toEqual([20, 10, 0]);
    const total = (stacks(state) as (number | null)[]).reduce<number>((t, s) => t + (s ?? 0), 0);
    expect(total + state.rakeTaken).toBe(1900);
  });

  it('hides the deck, the seed and other seats’ hole cards from a viewer', () => {
    const { state } = run(table({ 0: 1000, 1: 1000 }), [{ type: 'start-hand', serverSeed: seed(8) }]);
    const view = tableView(state, 1);
    expect(JSON.stringify(view)).not.toContain(seed(8));
    expect(view.hand && 'deck' in view.hand).toBe(false);
    expect(view.hand?.players.map((p) => p.hole.length)).toEqual([0, 2]);
  });
});

describe('Hold’em table: seats', () => {
  it('refuses bad buy-ins, taken seats and lone hands; cashes out on leaving', () => {
    const state = table({ 0: 1000 });
    expect(() => applyHoldem(state, { type: 'sit', seat: 0, playerId: 'x', buyIn: 500 })).toThrow(/not free/);
    expect(() => applyHoldem(state, { type: 'sit', seat: 1, playerId: 'x', buyIn: 50 })).toThrow(
      /at least 100/,
    );
    expect(() => applyHoldem(state, { type: 'sit', seat: 1, playerId: 'x', buyIn: 2001 })).toThrow(
      /1 to 2000/,
    );
    expect(() => applyHoldem(state, { type: 'sit', seat: 1, playerId: 'p0', buyIn: 500 })).toThrow(
      /already seated/,
    );
    expect(() => applyHoldem(state, { type: 'start-hand', serverSeed: seed(9) })).toThrow(/two players/);
    expect(applyHoldem(state, { type: 'leave', seat: 0 }).events).toEqual([
      { type: 'left', seat: 0, playerId: 'p0', cashOut: 1000 },
    ]);
  });

  it('lets a folded seat leave mid-hand but not a seat still in it', () => {
    const { state } = run(table({ 1: 1000, 2: 1000, 4: 1000 }), [
      { type: 'start-hand', serverSeed: seed(10) },
    ]);
    expect(() => applyHoldem(state, { type: 'leave', seat: 2 })).toThrow(/folds before leaving/);
    const folded = run(state, [actAs(1, 'fold'), { type: 'leave', seat: 1 }]);
    expect(folded.events).toContainEqual({ type: 'left', seat: 1, playerId: 'p1', cashOut: 1000 });
    expect(folded.state.hand).not.toBeNull();
  });
});
