import { describe, expect, it } from 'vitest';
import { pots, seatPosition, type THoldemView } from './holdem-view';

const base: THoldemView = {
  config: { maxSeats: 6, smallBlind: 10, bigBlind: 20, minBuyIn: 400, maxBuyIn: 4000 },
  seats: [],
  handNo: 1,
  rakeTaken: 0,
  hand: null,
};
const player = (seat: number, contributed: number, folded = false) => ({
  seat,
  hole: [],
  bet: 0,
  contributed,
  folded,
  allIn: false,
});

describe('holdem view', () => {
  it('shows one pot while nobody is all-in (the blinds are one pot)', () => {
    const hand = {
      handNo: 1,
      deckHash: 'x',
      button: 0,
      street: 'preflop' as const,
      board: [],
      toAct: 0,
      currentBet: 20,
      players: [player(0, 10), player(1, 20)],
    };
    expect(pots({ ...base, hand }).map((p) => p.amount)).toEqual([30]);
  });

  it('shows no pot between hands and a side pot above a short all-in', () => {
    expect(pots(base)).toEqual([]);
    const hand = {
      handNo: 1,
      deckHash: 'x',
      button: 0,
      street: 'flop' as const,
      board: [],
      toAct: null,
      currentBet: 0,
      players: [{ ...player(0, 100), allIn: true }, player(1, 300), player(2, 300), player(3, 50, true)],
    };
    const result = pots({ ...base, hand });
    expect(result.map((p) => p.amount)).toEqual([350, 400]);
    expect(result[1]?.eligible).toEqual([1, 2]);
  });

  it('puts seat 0 at the bottom centre', () => {
    expect(seatPosition(0, 6)).toEqual({ left: '50%', top: '92%' });
  });
});
