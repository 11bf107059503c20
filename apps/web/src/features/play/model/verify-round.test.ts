import { describe, expect, it } from 'vitest';
import { ZRoundSchema, type TRound } from '@pavilion/contracts/play';
import { createFairRng, hashServerSeed } from '@pavilion/games/provably-fair';
import { playRound } from '@pavilion/games/rounds';
import { canVerify, sameShown, verifyRecordedRound } from './verify-round';

const serverSeed = 'a'.repeat(40) + '0123456789abcdef01234567';
const seeds = { serverSeed, clientSeed: 'player-seed', nonce: 3 };

function recorded(tamper = (grid: string[][]) => grid): TRound {
  const input = { theme: 'jungle' as const, lineBet: 4, lines: 20 };
  const outcome = playRound('slot', input, createFairRng(seeds));
  return ZRoundSchema.parse({
    roundId: '1',
    nodeId: 9,
    gameName: 'Jungle',
    engine: 'slot',
    status: 'settled',
    stake: outcome.stake,
    payout: outcome.payout,
    balanceBefore: 10_000,
    balanceAfter: 10_000 - outcome.stake + outcome.payout,
    input,
    outcome: {
      ...outcome,
      base: { ...outcome.base, grid: tamper(outcome.base.grid.map((reel) => [...reel])) },
    },
    view: null,
    seeds: {
      serverSeedHash: hashServerSeed(serverSeed),
      serverSeed,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
    },
    createdAt: '2026-11-22T12:00:00.000Z',
    settledAt: '2026-11-22T12:00:00.000Z',
  });
}

describe('verifyRecordedRound', () => {
  it('matches a faithfully recorded round', () => {
    expect(verifyRecordedRound(recorded()).status).toBe('match');
  });

  it('is unavailable before the seed is revealed or while the round is open', () => {
    const hidden = { ...recorded(), seeds: { ...recorded().seeds, serverSeed: null } };
    expect(canVerify(hidden)).toBe(false);
    expect(verifyRecordedRound(hidden)).toEqual({ status: 'unavailable', reason: 'not-revealed' });
    expect(verifyRecordedRound({ ...recorded(), status: 'open' })).toEqual({
      status: 'unavailable',
      reason: 'open',
    });
  });

  it('catches a seed that does not match its hash, a changed payout and a changed outcome', () => {
    const round = recorded();
    const otherSeed = 'b'.repeat(64);
    expect(verifyRecordedRound({ ...round, seeds: { ...round.seeds, serverSeed: otherSeed } })).toMatchObject(
      { status: 'mismatch', reason: 'hash' },
    );
    expect(verifyRecordedRound({ ...round, payout: round.payout + 1 })).toMatchObject({
      status: 'mismatch',
      reason: 'payout',
    });
    const tampered = recorded((grid) => {
      const first = grid[0] ?? [];
      first[0] = first[0] === 'W' ? 'L1' : 'W';
      return grid;
    });
    expect(verifyRecordedRound(tampered)).toMatchObject({ status: 'mismatch', reason: 'outcome' });
    expect(verifyRecordedRound({ ...round, seeds: { ...round.seeds, nonce: 4 } }).status).toBe('mismatch');
  });

  it('compares only what the record shows, arrays in full', () => {
    expect(sameShown({ a: 1 }, { a: 1, b: 2 })).toBe(true);
    expect(sameShown({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameShown({ a: null }, { a: 0 })).toBe(false);
  });
});
