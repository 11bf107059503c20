import { describe, expect, it } from 'vitest';
import { cardOf, orderedShoe, type TCard } from '../cards.ts';
import { createSeededRng } from '../rng.ts';
import { handValue } from './blackjack-hand.ts';
import { blackjackView } from './blackjack-view.ts';
import {
  act,
  additionalStake,
  dealFromShoe,
  legalActions,
  playBlackjack,
  settle,
  start,
  type TBlackjackAction,
  type TBlackjackState,
} from './blackjack.ts';

const RANKS = '23456789TJQKA';
/** Cards by rank letter, suits cycling so equal ranks stay distinct cards. */
const cards = (text: string): TCard[] => text.split(' ').map((r, i) => cardOf(RANKS.indexOf(r), i % 4));
/** A shoe dealt in order: player, dealer up, player, dealer hole, then the rest as listed. */
const shoe = (text: string): TCard[] => [...cards(text), ...orderedShoe(6)];
const play = (bet: number, text: string, ...actions: TBlackjackAction[]): TBlackjackState =>
  actions.reduce(act, dealFromShoe(bet, shoe(text)));

describe('blackjack hand values', () => {
  it('counts one ace as 11 while it fits: soft and hard totals', () => {
    expect(handValue(cards('A 6'))).toEqual({ total: 17, soft: true });
    expect(handValue(cards('A 6 K'))).toEqual({ total: 17, soft: false });
    expect(handValue(cards('A A 9'))).toEqual({ total: 21, soft: true });
    expect(handValue(cards('K Q 5'))).toEqual({ total: 25, soft: false });
  });
});

describe('blackjack round', () => {
  it('pays a natural 3:2 at once, rounding odd stakes down', () => {
    const state = dealFromShoe(100, shoe('A 9 K 7'));
    expect(state.phase).toBe('settled');
    expect(settle(state)).toMatchObject([{ outcome: 'blackjack', payout: 250 }]);
    expect(settle(dealFromShoe(101, shoe('A 9 K 7')))[0]?.payout).toBe(101 + 151);
  });

  it('lets the dealer peek: a dealer blackjack takes only the first bet, two blackjacks push', () => {
    expect(settle(dealFromShoe(100, shoe('9 A 9 K')))).toMatchObject([{ outcome: 'lose', payout: 0 }]);
    expect(settle(dealFromShoe(100, shoe('A A K K')))).toMatchObject([{ outcome: 'push', payout: 100 }]);
  });

  it('busts a hand that goes over 21 and leaves the dealer alone', () => {
    const state = play(100, 'T 9 6 7 K 5', 'hit');
    expect(state.phase).toBe('settled');
    expect(state.dealer).toHaveLength(2);
    expect(settle(state)).toMatchObject([{ total: 26, outcome: 'lose', payout: 0 }]);
  });

  it('makes the dealer draw to 17 and stand on soft 17', () => {
    const soft17 = play(100, 'T A 8 6 5', 'stand');
    expect(soft17.dealer).toHaveLength(2);
    expect(settle(soft17)).toMatchObject([{ outcome: 'win', payout: 200 }]);
    const hits16 = play(100, 'T T 8 6 5', 'stand');
    expect(hits16.dealer).toHaveLength(3);
    expect(settle(hits16)).toMatchObject([{ outcome: 'lose' }]);
    const busts = play(100, 'T T 7 6 8', 'stand');
    expect(settle(busts)).toMatchObject([{ outcome: 'win', payout: 200 }]);
  });

  it('pushes equal totals', () => {
    expect(settle(play(100, 'T T 8 8', 'stand'))).toMatchObject([{ outcome: 'push', payout: 100 }]);
  });

  it('doubles on two cards: one card, stake twice', () => {
    const before = dealFromShoe(100, shoe('6 6 5 T 9 7'));
    expect(additionalStake(before, 'double')).toBe(100);
    const state = act(before, 'double');
    expect(state.hands[0]).toMatchObject({ stake: 200, done: true });
    expect(state.hands[0]?.cards).toHaveLength(3);
    expect(settle(state)).toMatchObject([{ total: 20, outcome: 'win', payout: 400 }]);
    expect(legalActions(act(dealFromShoe(100, shoe('2 6 3 T 4')), 'hit'))).toEqual(['hit', 'stand']);
  });

  it('splits a pair into two hands that each get a second card, and allows doubling after', () => {
    const split = play(100, '8 6 8 T 3 K', 'split');
    const dealt = shoe('8 6 8 T 3 K');
    expect(split.hands.map((h) => h.cards)).toEqual([
      [dealt[0], dealt[4]],
      [dealt[2], dealt[5]],
    ]);
    expect(split.hands.map((h) => handValue(h.cards).total)).toEqual([11, 18]);
    const doubled = act(split, 'double');
    expect(doubled.hands[0]?.stake).toBe(200);
    const done = act(doubled, 'stand');
    expect(done.phase).toBe('settled');
  });

  it('splits up to four hands', () => {
    let state = play(100, '8 6 8 T 8 8 8 2 2 2 2', 'split');
    state = act(state, 'split');
    state = act(state, 'split');
    expect(state.hands).toHaveLength(4);
    expect(legalActions(state)).not.toContain('split');
    expect(state.hands.reduce((a, h) => a + h.stake, 0)).toBe(400);
  });

  it('gives split aces one card each and counts 21 there as 21, not blackjack', () => {
    const state = play(100, 'A 9 A 8 K 5', 'split');
    expect(state.phase).toBe('settled');
    expect(state.hands.map((h) => h.cards.length)).toEqual([2, 2]);
    expect(settle(state)).toMatchObject([
      { total: 21, outcome: 'win', payout: 200 },
      { total: 16, outcome: 'lose', payout: 0 },
    ]);
  });

  it('refuses actions that are not allowed, with a typed error', () => {
    const noPair = dealFromShoe(100, shoe('8 6 9 T'));
    expect(() => act(noPair, 'split')).toThrow(expect.objectContaining({ code: 'INVALID_ACTION' }));
    expect(() => act(noPair, 'surrender' as TBlackjackAction)).toThrow(
      expect.objectContaining({ code: 'INVALID_ACTION' }),
    );
    const threeCards = act(dealFromShoe(100, shoe('2 6 3 T 4')), 'hit');
    expect(() => act(threeCards, 'double')).toThrow(expect.objectContaining({ code: 'INVALID_ACTION' }));
    const settled = dealFromShoe(100, shoe('A 9 K 7'));
    expect(() => act(settled, 'hit')).toThrow(expect.objectContaining({ code: 'INVALID_ACTION' }));
    expect(() => settle(noPair)).toThrow(expect.objectContaining({ code: 'INVALID_ACTION' }));
  });

  it.each([0, -100, 99.5, 99, 500_001])('refuses a bet of %s', (bet) => {
    expect(() => start(bet, createSeededRng(1))).toThrow(expect.objectContaining({ code: 'INVALID_BET' }));
  });

  it('shows players neither the shoe nor the hole card before the end', () => {
    const state = dealFromShoe(100, shoe('8 6 9 T'));
    const view = blackjackView(state);
    expect(view).not.toHaveProperty('shoe');
    expect(view.dealer).toEqual([state.dealer[0], null]);
    expect(view.dealerTotal).toBeNull();
    expect(blackjackView(act(state, 'stand')).dealer).toEqual(act(state, 'stand').dealer);
  });

  it('deals the same cards whatever the stake, and replays from the action list', () => {
    for (let seed = 0; seed < 50; seed++) {
      const a = start(100, createSeededRng(seed));
      const b = start(40_000, createSeededRng(seed));
      expect(b.shoe).toEqual(a.shoe);
      const actions: TBlackjackAction[] = [];
      let state = a;
      while (state.phase === 'player') {
        const action = handValue(state.hands[state.active]?.cards ?? []).total < 15 ? 'hit' : 'stand';
        actions.push(action);
        state = act(state, action);
      }
      expect(playBlackjack({ bet: 100, actions }, createSeededRng(seed)).state).toEqual(state);
    }
  });

  it('refuses to settle a replay whose actions stop early', () => {
    const seed = [...Array(100).keys()].find(
      (s) => start(100, createSeededRng(s)).phase === 'player',
    ) as number;
    expect(() => playBlackjack({ bet: 100, actions: [] }, createSeededRng(seed))).toThrow(
      expect.objectContaining({ code: 'INVALID_ACTION' }),
    );
  });
});
