import { describe, expect, it } from 'vitest';
import { cardLabel } from '../cards.ts';
import { hashServerSeed } from '../provably-fair.ts';
import { commitRound, roundSalt } from './commit.ts';
import { dealRound, LIVE_GAMES, settleLiveBets, verifyRound } from './deal.ts';

const SEED = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);
const salt = roundSalt('live', 'bac-01', 42);

describe('live round commitment', () => {
  it('publishes sha256 of the seed and a salt of table and round', () => {
    expect(commitRound(SEED, salt)).toEqual({ salt: 'live:bac-01:42', hash: hashServerSeed(SEED) });
  });

  it('refuses salts that are not a table id and round number', () => {
    expect(() => roundSalt('live', 'bad id', 1)).toThrow(/table id/);
    expect(() => roundSalt('live', 't', -1)).toThrow(/round number/);
  });
});

describe('dealRound', () => {
  it('is fixed by seed and salt, and differs with either', () => {
    for (const game of LIVE_GAMES) {
      const a = dealRound(game, SEED, salt);
      expect(dealRound(game, SEED, salt)).toEqual(a);
      const others = [dealRound(game, OTHER, salt), dealRound(game, SEED, roundSalt('live', 'bac-01', 43))];
      expect(others.some((o) => JSON.stringify(o) !== JSON.stringify(a))).toBe(true);
    }
  });

  it('reveals baccarat cards in table order, one step per card', () => {
    for (let round = 0; round < 200; round++) {
      const { result, steps } = dealRound('baccarat', SEED, roundSalt('live', 'bac-01', round));
      if (result.game !== 'baccarat') {
        throw new Error('expected baccarat');
      }
      const { player, banker } = result.coup;
      expect(
        steps.map((s) => (s.kind === 'card' ? `${s.hand[0]}${cardLabel(s.card)}` : '?')).slice(0, 4),
      ).toEqual([
        `p${cardLabel(player[0] ?? -1)}`,
        `b${cardLabel(banker[0] ?? -1)}`,
        `p${cardLabel(player[1] ?? -1)}`,
        `b${cardLabel(banker[1] ?? -1)}`,
      ]);
      expect(steps).toHaveLength(player.length + banker.length);
    }
  });

  it('shows roulette as one ball and sic bo as three dice', () => {
    const roulette = dealRound('roulette', SEED, salt);
    expect(roulette.steps).toEqual([
      { kind: 'ball', number: roulette.result.game === 'roulette' ? roulette.result.number : -1 },
    ]);
    const sicBo = dealRound('sic-bo', SEED, salt);
    expect(sicBo.steps.map((s) => s.kind)).toEqual(['die', 'die', 'die']);
  });

  it('draws roulette pockets uniformly enough over many rounds', () => {
    const counts = new Array<number>(37).fill(0);
    for (let round = 0; round < 3700; round++) {
      const r = dealRound('roulette', SEED, roundSalt('live', 'r', round)).result;
      counts[r.game === 'roulette' ? r.number : 0] = (counts[r.game === 'roulette' ? r.number : 0] ?? 0) + 1;
    }
    expect(Math.min(...counts)).toBeGreaterThan(60);
    expect(Math.max(...counts)).toBeLessThan(145);
  });
});

describe('settleLiveBets', () => {
  it('pays each player by the engine rules on the shared result', () => {
    const { result } = dealRound('dragon-tiger', SEED, salt);
    const settled = settleLiveBets(result, {
      game: 'dragon-tiger',
      input: {
        bets: [
          { type: 'tie', amount: 100 },
          { type: 'dragon', amount: 100 },
        ],
      },
    });
    expect(settled.stake).toBe(200);
    if (result.game === 'dragon-tiger') {
      const expected = result.winner === 'tie' ? 900 + 50 : result.winner === 'dragon' ? 200 : 0;
      expect(settled.payout).toBe(expected);
    }
  });

  it('refuses bets for another game', () => {
    const { result } = dealRound('roulette', SEED, salt);
    expect(() =>
      settleLiveBets(result, { game: 'sic-bo', input: { bets: [{ type: 'big', amount: 100 }] } }),
    ).toThrow(/sic-bo on a roulette table/);
  });
});

describe('verifyRound', () => {
  it('accepts the published round and rejects a wrong seed or result', () => {
    for (const game of LIVE_GAMES) {
      const commitment = commitRound(SEED, salt);
      const { result } = dealRound(game, SEED, salt);
      expect(verifyRound(game, SEED, commitment, result).valid).toBe(true);
      expect(verifyRound(game, OTHER, commitment, result)).toMatchObject({
        valid: false,
        reason: 'seed-mismatch',
      });
      const forged = dealRound(game, SEED, roundSalt('live', 'x', 7)).result;
      if (JSON.stringify(forged) !== JSON.stringify(result)) {
        expect(verifyRound(game, SEED, commitment, forged)).toMatchObject({
          valid: false,
          reason: 'result-mismatch',
        });
      }
    }
  });
});
