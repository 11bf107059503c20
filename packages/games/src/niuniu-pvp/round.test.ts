import { describe, expect, it } from 'vitest';
import { createSeededRng, randomInt } from '../rng.ts';
import { TEST_SEED } from '../testing/stats.ts';
import { commitRound, roundSalt, seedMatches } from '../live-tables/commit.ts';
import { dealingOrder, dealPvp, nextBanker, settlePvp, type TPvpRound } from './round.ts';

// Cards: rank 23456789TJQKA, suit cdhs.
const card = (t: string): number =>
  '23456789TJQKA'.indexOf(t[0] as string) + 13 * 'cdhs'.indexOf(t[1] as string);
const hand = (t: string): number[] => t.split(' ').map(card);
const SEED = 'c'.repeat(64);

describe('niuniu PVP settlement', () => {
  it('pays each pairing by the winner’s multiplier and rakes positive nets', () => {
    const round: TPvpRound = {
      bankerSeat: 0,
      seats: [
        { seat: 0, balance: 10_000 },
        { seat: 1, balance: 1_000 },
        { seat: 2, balance: 1_000 },
      ],
      stakes: [
        { seat: 1, amount: 100 },
        { seat: 2, amount: 200 },
      ],
      rakeBps: 500,
    };
    const hands = new Map([
      // Banker: 3+7+K = 20, then 9 + 2 = 11 → bull 1 (multiplier 1).
      [0, hand('3c 7d Kh 9s 2c')],
      // Seat 1: 4+6+J, then Q + K = 20 → bull bull (multiplier 3): wins 300.
      [1, hand('4c 6d Jh Qs Kc')],
      // Seat 2: 1, 1, 2, 5, 5: no three sum to a multiple of ten → no bull, loses 200 × banker's 1.
      [2, hand('Ac Ad 2h 5s 5c')],
    ]);
    const results = settlePvp(round, hands);
    expect(results.map((r) => [r.seat, r.hand.label, r.won, r.net, r.rake])).toEqual([
      [0, 'bull 1', null, -100, 0],
      [1, 'bull bull', true, 285, 15],
      [2, 'no bull', false, -200, 0],
    ]);
    const before = round.seats.reduce((t, s) => t + s.balance, 0);
    const after = results.reduce((t, r) => t + r.balance + r.rake, 0);
    expect(after).toBe(before);
  });

  it('refuses stakes the seat or the banker cannot cover five times', () => {
    const base: TPvpRound = {
      bankerSeat: 0,
      seats: [
        { seat: 0, balance: 1_000 },
        { seat: 1, balance: 1_000 },
      ],
      stakes: [{ seat: 1, amount: 201 }],
      rakeBps: 500,
    };
    const hands = dealPvp(SEED, 's', [0, 1], 0);
    expect(() => settlePvp(base, hands)).toThrow(/fifth/);
    expect(() =>
      settlePvp(
        {
          ...base,
          seats: [
            { seat: 0, balance: 900 },
            { seat: 1, balance: 2_000 },
          ],
          stakes: [{ seat: 1, amount: 200 }],
        },
        hands,
      ),
    ).toThrow(/banker must cover/);
    expect(() => settlePvp({ ...base, stakes: [{ seat: 0, amount: 10 }] }, hands)).toThrow(
      /banker does not stake/,
    );
  });

  it('conserves chips over many seeded rounds with a rotating banker', () => {
    const rng = createSeededRng(TEST_SEED);
    const seats = [0, 2, 3, 5];
    const balances = new Map(seats.map((s) => [s, 100_000]));
    let rake = 0;
    let banker: number | null = null;
    for (let roundNo = 0; roundNo < 3000; roundNo++) {
      banker = nextBanker(seats, banker);
      const stakes = seats
        .filter((s) => s !== banker)
        .flatMap((seat) => {
          // Three players each within a fifteenth of the smaller balance: both cover rules hold.
          const cover = Math.floor(Math.min(balances.get(seat) ?? 0, balances.get(banker ?? 0) ?? 0) / 15);
          return cover > 0 ? [{ seat, amount: 1 + randomInt(rng, cover) }] : [];
        });
      if (stakes.length === 0) {
        continue;
      }
      const round: TPvpRound = {
        bankerSeat: banker,
        seats: seats.map((seat) => ({ seat, balance: balances.get(seat) ?? 0 })),
        stakes,
        rakeBps: 500,
      };
      const salt = roundSalt('niuniu', 't1', roundNo);
      const results = settlePvp(round, dealPvp(SEED, salt, seats, banker));
      for (const r of results) {
        expect(r.balance).toBeGreaterThanOrEqual(0);
        balances.set(r.seat, r.balance);
        rake += r.rake;
      }
      const total = [...balances.values()].reduce((t, b) => t + b, 0);
      expect(total + rake, `seed ${TEST_SEED} round ${roundNo}`).toBe(400_000);
    }
    expect(rake).toBeGreaterThan(0);
  });
});

describe('niuniu PVP deal and banker', () => {
  it('deals five distinct cards per seat from the banker’s left, banker last, verifiably', () => {
    expect(dealingOrder([5, 1, 3], 3)).toEqual([5, 1, 3]);
    const salt = roundSalt('niuniu', 't1', 9);
    const hands = dealPvp(SEED, salt, [1, 3, 5], 3);
    const all = [...hands.values()].flat();
    expect(new Set(all).size).toBe(15);
    expect(seedMatches(SEED, commitRound(SEED, salt))).toBe(true);
    expect(dealPvp(SEED, salt, [1, 3, 5], 3)).toEqual(hands);
  });

  it('rotates the bank clockwise and wraps', () => {
    expect(nextBanker([4, 1, 7], null)).toBe(1);
    expect(nextBanker([4, 1, 7], 4)).toBe(7);
    expect(nextBanker([4, 1, 7], 7)).toBe(1);
    expect(nextBanker([4, 1, 7], 2)).toBe(4);
  });
});
