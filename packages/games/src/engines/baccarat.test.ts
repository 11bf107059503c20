import { describe, expect, it } from 'vitest';
import { cardOf, type TCard } from '../cards.ts';
import { createSeededRng } from '../rng.ts';
import { describeSimulation, simulateRtp, TEST_SEED } from '../testing/stats.ts';
import {
  baccaratMeta,
  bankerDraws,
  dealCoup,
  playBaccarat,
  settleBaccarat,
  type TBaccaratBetType,
  type TBaccaratCoup,
} from './baccarat.ts';

/** A card of point value v (0 → a king), clubs unless told. */
const v = (value: number, suit = 0): TCard => cardOf(value === 0 ? 11 : value === 1 ? 12 : value - 2, suit);
const coupOf = (...cards: TCard[]): TBaccaratCoup => {
  let i = 0;
  return dealCoup(() => cards[i++] as TCard);
};

describe('baccarat tableau', () => {
  it('stands both hands on a natural', () => {
    const coup = coupOf(v(4), v(3), v(5), v(3), v(9), v(9));
    expect(coup.player).toHaveLength(2);
    expect(coup.banker).toHaveLength(2);
    expect(coup).toMatchObject({ playerTotal: 9, bankerTotal: 6, winner: 'player' });
    expect(coupOf(v(1), v(4), v(2), v(4), v(9), v(9))).toMatchObject({ bankerTotal: 8, winner: 'banker' });
  });

  it('draws for the player on 0–5 and stands on 6–7', () => {
    expect(coupOf(v(2), v(3), v(3), v(3), v(1), v(0)).player).toHaveLength(3);
    expect(coupOf(v(3), v(3), v(3), v(3), v(1), v(0)).player).toHaveLength(2);
  });

  it('lets a banker facing a standing player draw on 0–5', () => {
    expect(coupOf(v(7), v(5), v(0), v(0), v(1)).banker).toHaveLength(3);
    expect(coupOf(v(7), v(6), v(0), v(0), v(1)).banker).toHaveLength(2);
  });

  it('follows the banker third-card table', () => {
    // [banker total, player third cards on which banker draws]
    const table: [number, number[]][] = [
      [0, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
      [2, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
      [3, [0, 1, 2, 3, 4, 5, 6, 7, 9]],
      [4, [2, 3, 4, 5, 6, 7]],
      [5, [4, 5, 6, 7]],
      [6, [6, 7]],
      [7, []],
    ];
    for (const [total, draws] of table) {
      for (let p = 0; p <= 9; p++) {
        expect(bankerDraws(total, v(p)), `banker ${total}, player third ${p}`).toBe(draws.includes(p));
      }
    }
  });

  it('marks pairs by rank, not by value', () => {
    expect(coupOf(cardOf(11, 0), v(1), cardOf(11, 2), v(2), v(0), v(0)).playerPair).toBe(true);
    expect(coupOf(cardOf(11, 0), v(1), cardOf(10, 2), v(2), v(0), v(0)).playerPair).toBe(false);
  });
});

describe('baccarat payouts', () => {
  const bets = (...types: TBaccaratBetType[]) => ({ bets: types.map((type) => ({ type, amount: 1000 })) });

  it('pays banker 0.95:1, player 1:1, tie 8:1, pairs 11:1', () => {
    const banker = coupOf(v(0), v(4), v(6), v(5), v(0), v(0));
    expect(settleBaccarat(bets('banker', 'player'), banker).payout).toBe(1950);
    const tie = coupOf(v(3), v(3), v(4), v(4), v(0), v(0));
    expect(settleBaccarat(bets('banker', 'player', 'tie'), tie).bets.map((b) => b.payout)).toEqual([
      1000, 1000, 9000,
    ]);
    const pair = coupOf(cardOf(0, 0), cardOf(0, 1), cardOf(0, 2), cardOf(0, 3), v(0), v(0));
    expect(settleBaccarat(bets('player-pair', 'banker-pair'), pair).payout).toBe(24_000);
  });

  it('rounds the banker commission down on odd stakes', () => {
    const banker = coupOf(v(0), v(4), v(6), v(5), v(0), v(0));
    expect(settleBaccarat({ bets: [{ type: 'banker', amount: 15 }] }, banker).payout).toBe(15 + 14);
  });

  it('deals the same cards whatever the stake', () => {
    for (let seed = 0; seed < 100; seed++) {
      const a = playBaccarat({ bets: [{ type: 'tie', amount: 10 }] }, createSeededRng(seed));
      const b = playBaccarat({ bets: [{ type: 'tie', amount: 77_777 }] }, createSeededRng(seed));
      expect([b.player, b.banker]).toEqual([a.player, a.banker]);
    }
  });

  it.each([
    ['no bets', []],
    ['an unknown bet', [{ type: 'dragon', amount: 100 }]],
    [
      'a repeated bet',
      [
        { type: 'tie', amount: 100 },
        { type: 'tie', amount: 100 },
      ],
    ],
    ['a zero stake', [{ type: 'tie', amount: 0 }]],
    ['a fractional stake', [{ type: 'banker', amount: 10.5 }]],
  ])('refuses %s', (_label, list) => {
    expect(() => playBaccarat({ bets: list as never }, createSeededRng(1))).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });
});

describe('baccarat RTP', () => {
  /**
   * Every card sequence the tableau can deal from the 8-deck shoe, by point value, weighted by its
   * exact probability: a branch stops as soon as the coup is complete.
   */
  function exactRtp(): Record<TBaccaratBetType, number> {
    const left = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const totals = { player: 0, banker: 0, tie: 0, 'player-pair': 0, 'banker-pair': 0 };
    const needMore = new Error('need another card');
    const walk = (seq: number[], p: number): void => {
      let coup: TBaccaratCoup;
      try {
        let i = 0;
        coup = dealCoup(() => {
          if (i === seq.length) {
            throw needMore;
          }
          return v(seq[i++] as number);
        });
      } catch {
        left.forEach((n, value) => {
          if (n > 0) {
            left[value] = n - 1;
            walk([...seq, value], (p * n) / (416 - seq.length));
            left[value] = n;
          }
        });
        return;
      }
      totals.player += p * (coup.winner === 'player' ? 2 : coup.winner === 'tie' ? 1 : 0);
      totals.banker += p * (coup.winner === 'banker' ? 1.95 : coup.winner === 'tie' ? 1 : 0);
      totals.tie += p * (coup.winner === 'tie' ? 9 : 0);
    };
    walk([], 1);
    // Pairs depend on ranks, not values: a hand's second card matches its first card's rank with
    // probability 31/415 whatever the other cards (the pair tests above check the engine reads ranks).
    totals['player-pair'] = (12 * 31) / 415;
    totals['banker-pair'] = (12 * 31) / 415;
    return totals;
  }

  it('matches the published 8-deck figures exactly, by enumeration', { timeout: 30_000 }, () => {
    const rtp = exactRtp();
    expect(rtp.banker).toBeCloseTo(0.989_421, 5);
    expect(rtp.player).toBeCloseTo(0.987_646, 5);
    expect(rtp.tie).toBeCloseTo(0.856_404, 5);
    expect(rtp['player-pair']).toBeCloseTo(0.896_386, 5);
    expect(Math.abs(rtp.banker - baccaratMeta.declaredRtp)).toBeLessThan(0.000_01);
  });

  it('returns the banker RTP in a seeded simulation (4 standard errors)', { timeout: 30_000 }, () => {
    const sim = simulateRtp(100_000, TEST_SEED, (rng) =>
      playBaccarat({ bets: [{ type: 'banker', amount: 1000 }] }, rng),
    );
    expect(
      Math.abs(sim.rtp - baccaratMeta.declaredRtp),
      describeSimulation(sim, baccaratMeta.declaredRtp),
    ).toBeLessThan(4 * sim.standardError);
  });
});
