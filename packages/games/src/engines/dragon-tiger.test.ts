import { describe, expect, it } from 'vitest';
import { cardOf } from '../cards.ts';
import { createSeededRng } from '../rng.ts';
import { describeSimulation, simulateRtp, TEST_SEED } from '../testing/stats.ts';
import {
  dragonTigerMeta,
  dragonTigerWinner,
  playDragonTiger,
  settleDragonTiger,
  type TDragonTigerBetType,
} from './dragon-tiger.ts';

const ACE = 12;
const KING = 11;
const bets = (amount: number, ...types: TDragonTigerBetType[]) => ({
  bets: types.map((type) => ({ type, amount })),
});

describe('dragon tiger', () => {
  it('ranks ace low and king high, ignoring suits', () => {
    expect(dragonTigerWinner(cardOf(KING, 0), cardOf(ACE, 3))).toBe('dragon');
    expect(dragonTigerWinner(cardOf(ACE, 0), cardOf(0, 0))).toBe('tiger');
    expect(dragonTigerWinner(cardOf(5, 0), cardOf(5, 3))).toBe('tie');
  });

  it('pays 1:1 on the winner, 8:1 on a tie, and half back on main bets when tied', () => {
    expect(
      settleDragonTiger(bets(100, 'dragon', 'tiger', 'tie'), cardOf(KING, 0), cardOf(3, 0)).bets.map(
        (b) => b.payout,
      ),
    ).toEqual([200, 0, 0]);
    expect(
      settleDragonTiger(bets(100, 'dragon', 'tiger', 'tie'), cardOf(4, 0), cardOf(4, 1)).bets.map(
        (b) => b.payout,
      ),
    ).toEqual([50, 50, 900]);
    expect(settleDragonTiger(bets(101, 'dragon'), cardOf(4, 0), cardOf(4, 1)).payout).toBe(50);
  });

  it('has the exact RTP of the 8-deck shoe, by card combinatorics', () => {
    let dragon = 0;
    let tie = 0;
    for (let d = 0; d < 52; d++) {
      for (let t = 0; t < 52; t++) {
        // 8 copies of each card: 8 × 8 ordered pairs, 8 × 7 for the same card twice.
        const ways = d === t ? 8 * 7 : 8 * 8;
        const outcome = settleDragonTiger(
          bets(100, 'dragon', 'tie'),
          cardOf(d % 13, Math.floor(d / 13)),
          cardOf(t % 13, Math.floor(t / 13)),
        );
        dragon += ways * (outcome.bets[0]?.payout ?? 0);
        tie += ways * (outcome.bets[1]?.payout ?? 0);
      }
    }
    const pairs = 416 * 415 * 100;
    const pTie = (13 * 32 * 31) / (416 * 415);
    expect(dragon / pairs).toBeCloseTo(1 - pTie / 2, 12);
    expect(tie / pairs).toBeCloseTo(9 * pTie, 12);
    expect(dragonTigerMeta.declaredRtp).toBeCloseTo(dragon / pairs, 12);
    expect(dragon / pairs).toBeCloseTo(0.962_65, 5);
  });

  it('deals the same cards whatever the stake', () => {
    for (let seed = 0; seed < 100; seed++) {
      const a = playDragonTiger(bets(10, 'tiger'), createSeededRng(seed));
      const b = playDragonTiger(bets(50_000, 'tiger'), createSeededRng(seed));
      expect([b.dragon, b.tiger]).toEqual([a.dragon, a.tiger]);
    }
  });

  it.each<[string, unknown]>([
    ['no bets', []],
    ['a zero stake', [{ type: 'dragon', amount: 0 }]],
    ['a negative stake', [{ type: 'dragon', amount: -100 }]],
    ['an unknown bet', [{ type: 'phoenix', amount: 100 }]],
    [
      'a repeated bet',
      [
        { type: 'tie', amount: 100 },
        { type: 'tie', amount: 100 },
      ],
    ],
  ])('refuses %s', (_label, list) => {
    expect(() => playDragonTiger({ bets: list as never }, createSeededRng(1))).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });

  it('returns 96.3% on dragon in a seeded simulation (4 standard errors)', { timeout: 30_000 }, () => {
    const sim = simulateRtp(100_000, TEST_SEED, (rng) => playDragonTiger(bets(100, 'dragon'), rng));
    expect(
      Math.abs(sim.rtp - dragonTigerMeta.declaredRtp),
      describeSimulation(sim, dragonTigerMeta.declaredRtp),
    ).toBeLessThan(4 * sim.standardError);
  });
});
