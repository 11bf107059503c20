import { describe, expect, it } from 'vitest';
import {
  NiuniuRefusal,
  dealNiuniu,
  emptyNiuniu,
  leaveNiuniu,
  sitNiuniu,
  stakeNiuniu,
  topUpNiuniu,
  type TNiuniuState,
} from './niuniu-state.ts';

const config = {
  tableId: 'nn',
  maxSeats: 6,
  minBuyIn: 1000,
  maxBuyIn: 20000,
  minStake: 100,
  rakeBps: 500,
  bettingMs: 15000,
};
const seed = (n: number) => n.toString(16).padStart(64, '0');
const chips = (s: TNiuniuState) => s.seats.reduce((t, x) => t + (x?.stack ?? 0), 0) + s.rakeTaken;

describe('niuniu table', () => {
  it('names a banker once two sit, and refuses stakes beyond the cover or the banker staking', () => {
    let s = sitNiuniu(emptyNiuniu(config), 0, 'a', 1000);
    expect(s.banker).toBeNull();
    s = sitNiuniu(s, 2, 'b', 20000);
    s = sitNiuniu(s, 4, 'c', 20000);
    expect(s.banker).toBe(0);
    expect(() => stakeNiuniu(s, 0, 100)).toThrow(NiuniuRefusal);
    s = stakeNiuniu(s, 2, 200);
    // the banker's 1,000 covers 5 × 200 and nothing more
    expect(() => stakeNiuniu(s, 4, 100)).toThrow('cover');
    expect(() => stakeNiuniu(s, 2, 100)).toThrow('one stake');
    expect(() => leaveNiuniu(s, 2)).toThrow(NiuniuRefusal);
    expect(() => leaveNiuniu(s, 0)).toThrow(NiuniuRefusal);
    expect(() => topUpNiuniu(s, 2, 100)).toThrow(NiuniuRefusal);
    expect(leaveNiuniu(s, 4).cashOut).toBe(20000);
  });

  it('deals nothing without stakes; conserves chips and rotates the bank over many rounds', () => {
    let s = emptyNiuniu(config);
    s = sitNiuniu(s, 1, 'a', 20000);
    s = sitNiuniu(s, 3, 'b', 20000);
    s = sitNiuniu(s, 5, 'c', 20000);
    expect(dealNiuniu(s, seed(1))).toBeNull();
    const bankers = new Set<number>();
    for (let round = 1; round <= 300; round += 1) {
      for (const seat of [1, 3, 5]) {
        try {
          s = stakeNiuniu(s, seat, 100 + (round % 5) * 50);
        } catch (error) {
          expect(error).toBeInstanceOf(NiuniuRefusal);
        }
      }
      bankers.add(s.banker as number);
      s = dealNiuniu(s, seed(round)) ?? s;
      expect(chips(s)).toBe(60000);
      expect(s.seats.every((x) => x === null || x.stack >= 0)).toBe(true);
    }
    expect(bankers.size).toBeGreaterThanOrEqual(2);
    expect(s.rakeTaken).toBeGreaterThan(0);
    expect(s.last?.hands.every((h) => h.cards.length === 5)).toBe(true);
  });
});
