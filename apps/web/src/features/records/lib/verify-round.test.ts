import { describe, expect, it } from 'vitest';
import { ZRoundSchema, type TRound } from '@pavilion/contracts/play';
import type { TEngineId } from '@pavilion/games/engine-meta';
import { hashServerSeed } from '@pavilion/games/provably-fair';
import { verifyRound, type TRoundInput } from '@pavilion/games/rounds';
import { recordedMatches, verifyRecordedRound } from './verify-round';

const serverSeed = 'a'.repeat(63) + 'b';
const seeds = { serverSeed, clientSeed: 'records-test', nonce: 7 };

/** A round as the server records it: played with the same engines, read back through its schema. */
function recorded<K extends TEngineId>(
  engine: K,
  input: TRoundInput<K>,
  revealed = true,
  change = (o: object) => o,
): TRound {
  const outcome = verifyRound(engine, seeds, input);
  return ZRoundSchema.parse({
    roundId: '42',
    nodeId: 1,
    gameName: 'Test game',
    engine,
    status: 'settled',
    stake: outcome.stake,
    payout: outcome.payout,
    balanceBefore: 10_000,
    balanceAfter: 10_000 - outcome.stake + outcome.payout,
    input,
    outcome: change(JSON.parse(JSON.stringify(outcome))),
    view: null,
    seeds: {
      serverSeedHash: hashServerSeed(serverSeed),
      serverSeed: revealed ? serverSeed : null,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
    },
    createdAt: '2026-03-05T10:00:00.000Z',
    settledAt: '2026-03-05T10:00:01.000Z',
  });
}

describe('verifying a recorded round in the browser', () => {
  it('matches a slot, a sic bo and a roulette round replayed from their seeds', () => {
    expect(verifyRecordedRound(recorded('slot', { theme: 'classic', lineBet: 5, lines: 25 }))).toEqual({
      status: 'match',
    });
    expect(verifyRecordedRound(recorded('sic-bo', { bets: [{ type: 'big', amount: 100 }] }))).toEqual({
      status: 'match',
    });
    expect(verifyRecordedRound(recorded('roulette', { bets: [{ type: 'red', amount: 100 }] }))).toEqual({
      status: 'match',
    });
  });
  it('cannot verify before the server seed is revealed', () => {
    expect(verifyRecordedRound(recorded('scratch', { bet: 100 }, false))).toEqual({ status: 'unrevealed' });
  });
  it('finds a seed that does not hash to the commitment', () => {
    const round = recorded('scratch', { bet: 100 });
    round.seeds.serverSeedHash = hashServerSeed('c'.repeat(64));
    expect(verifyRecordedRound(round)).toEqual({ status: 'mismatch', reason: 'seedHash' });
  });
  it('finds a recorded outcome the seeds do not give', () => {
    const round = recorded('sic-bo', { bets: [{ type: 'big', amount: 100 }] }, true, (o) => ({
      ...o,
      dice: 'dice' in o && Array.isArray(o.dice) ? o.dice.map((d: number) => (d % 6) + 1) : [],
    }));
    expect(verifyRecordedRound(round)).toEqual({ status: 'mismatch', reason: 'outcome' });
  });
  it('finds a payout the seeds do not give', () => {
    const round = recorded('roulette', { bets: [{ type: 'red', amount: 100 }] });
    round.payout += 100;
    expect(verifyRecordedRound(round)).toEqual({ status: 'mismatch', reason: 'outcome' });
  });
  it('reports a round whose input cannot be replayed', () => {
    const round = recorded('sic-bo', { bets: [{ type: 'big', amount: 100 }] }, true, (o) => ({
      ...o,
      input: { bets: [{ type: 'big', amount: -5 }] },
    }));
    expect(verifyRecordedRound(round)).toEqual({ status: 'mismatch', reason: 'replayFailed' });
  });
});

describe('recordedMatches', () => {
  it('ignores key order and fields the server did not store', () => {
    expect(recordedMatches({ b: 1, a: [1, 2] }, { a: [1, 2], b: 1, extra: true })).toBe(true);
  });
  it('compares arrays element by element and by length', () => {
    expect(recordedMatches([1, 2], [1, 2, 3])).toBe(false);
    expect(recordedMatches({ a: { b: 2 } }, { a: { b: 3 } })).toBe(false);
    expect(recordedMatches({ a: 1 }, null)).toBe(false);
  });
});
