import { describe, expect, it } from 'vitest';
import type { TPlayGame, TRound } from '@pavilion/contracts/play';
import { hashServerSeed } from '@pavilion/games/provably-fair';
import { createSeededRng } from '@pavilion/games/rng';
import { ApiError } from '@/shared/api/http';
import { verifyRecordedRound } from '../model/verify-round';
import {
  actDemoRound,
  createDemoState,
  DEMO_START_BALANCE,
  demoFairness,
  recentDemoRounds,
  rotateDemoSeeds,
  setDemoClientSeed,
  startDemoRound,
} from './demo-rounds';

const SEED = Number(process.env.TEST_SEED ?? 20261122);
/** Deterministic bytes for tests only (the demo uses crypto.getRandomValues). */
function seededBytes(seed: number) {
  const rng = createSeededRng(seed);
  return (n: number) => Uint8Array.from({ length: n }, () => Math.floor(rng.next() * 256));
}
const now = new Date('2026-11-22T12:00:00Z');

function gameOf(engine: TPlayGame['engine'], extra: Partial<TPlayGame> = {}): TPlayGame {
  return {
    nodeId: 7,
    gameCode: 'G7',
    displayName: 'Demo game',
    vendor: 'INHOUSE',
    gameType: 'RNG',
    engine,
    theme: engine === 'slot' ? 'classic' : null,
    declaredRtp: 0.96,
    rtpBasis: '',
    stakeUnit: 'round',
    minBet: 1,
    maxBet: 10_000,
    mode: 'trial',
    balance: DEMO_START_BALANCE,
    currency: 'USD',
    ...extra,
  };
}

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? error.code : 'not an ApiError';
  }
  return 'no error';
}

describe(`demo rounds (seed ${SEED})`, () => {
  it('plays slot rounds with play money: balance moves by payout − stake, nonce by one', () => {
    const state = createDemoState(seededBytes(SEED));
    const game = gameOf('slot');
    let balance = DEMO_START_BALANCE;
    for (let i = 0; i < 20; i++) {
      const { round, balance: after } = startDemoRound(
        state,
        game,
        { engine: 'slot', lineBet: 2, lines: 25 },
        `req-slot-${i}`,
        now,
      );
      expect(round.stake).toBe(50);
      expect(round.balanceBefore).toBe(balance);
      expect(after).toBe(balance - 50 + round.payout);
      expect(round.seeds.nonce).toBe(i);
      expect(round.seeds.serverSeed).toBeNull();
      balance = after;
    }
    expect(demoFairness(state).nonce).toBe(20);
    expect(recentDemoRounds(state, 7).map((r) => r.seeds.nonce)).toEqual([
      19, 18, 17, 16, 15, 14, 13, 12, 11, 10,
    ]);
  });

  it('replays a request id without playing again, and refuses bad bets and missing funds', () => {
    const state = createDemoState(seededBytes(SEED + 1));
    const game = gameOf('scratch', { minBet: 10, maxBet: 100_000 });
    const first = startDemoRound(state, game, { engine: 'scratch', bet: 100 }, 'same-request', now);
    const again = startDemoRound(state, game, { engine: 'scratch', bet: 100 }, 'same-request', now);
    expect(again.round).toEqual(first.round);
    expect(state.rounds).toHaveLength(1);
    expect(codeOf(() => startDemoRound(state, game, { engine: 'scratch', bet: 5 }, 'too-small', now))).toBe(
      'INVALID_BET',
    );
    expect(
      codeOf(() =>
        startDemoRound(state, game, { engine: 'scratch', bet: 100_000 }, 'too-big-for-balance', now),
      ),
    ).toBe('INSUFFICIENT_FUNDS');
    expect(state.rounds).toHaveLength(1);
  });

  it('deals video poker, keeps the deck hidden, draws with holds and verifies after rotation', () => {
    const state = createDemoState(seededBytes(SEED + 2));
    const game = gameOf('video-poker');
    const dealt = startDemoRound(state, game, { engine: 'video-poker', bet: 100 }, 'vp-deal-1', now);
    expect(dealt.round.status).toBe('open');
    expect(dealt.balance).toBe(DEMO_START_BALANCE - 100);
    expect(JSON.stringify(dealt.round)).not.toContain('deck');
    expect(
      codeOf(() => startDemoRound(state, game, { engine: 'video-poker', bet: 100 }, 'vp-deal-2', now)),
    ).toBe('ROUND_IN_PROGRESS');
    const hold = [true, false, true, false, false];
    const drawn = actDemoRound(state, dealt.round.roundId, { engine: 'video-poker', hold }, now);
    expect(drawn.round.status).toBe('settled');
    expect(drawn.balance).toBe(DEMO_START_BALANCE - 100 + drawn.round.payout);
    const hand = dealt.round.engine === 'video-poker' ? (dealt.round.view?.hand ?? []) : [];
    const final = drawn.round.engine === 'video-poker' ? (drawn.round.outcome?.hand ?? []) : [];
    expect(hand).toHaveLength(5);
    expect([final[0], final[2]]).toEqual([hand[0], hand[2]]);
    expect(verifyRecordedRound(drawn.round)).toEqual({ status: 'unavailable', reason: 'not-revealed' });
    const rotated = rotateDemoSeeds(state, seededBytes(SEED + 3));
    expect(hashServerSeed(rotated.revealed.serverSeed)).toBe(drawn.round.seeds.serverSeedHash);
    const recalled = recentDemoRounds(state, 7)[0] as TRound;
    expect(recalled.seeds.serverSeed).toBe(rotated.revealed.serverSeed);
    expect(verifyRecordedRound(recalled).status).toBe('match');
  });

  it('plays blackjack to the end with legal actions and charges doubles and splits', () => {
    const state = createDemoState(seededBytes(SEED + 4));
    const game = gameOf('blackjack');
    for (let i = 0; i < 30; i++) {
      let reply = startDemoRound(state, game, { engine: 'blackjack', bet: 200 }, `bj-${i}`, now);
      while (reply.round.status === 'open') {
        const view = reply.round.engine === 'blackjack' ? reply.round.view : null;
        if (!view) {
          throw new Error('an open blackjack round shows its view');
        }
        expect(view.dealer[1]).toBeNull();
        const action =
          (['split', 'double', 'stand'] as const).find((a) => view.legalActions.includes(a)) ?? 'stand';
        reply = actDemoRound(state, reply.round.roundId, { engine: 'blackjack', action }, now);
      }
      expect(reply.balance).toBe(reply.round.balanceBefore - reply.round.stake + reply.round.payout);
    }
    rotateDemoSeeds(state, seededBytes(SEED + 5));
    for (const round of recentDemoRounds(state, 7)) {
      expect(verifyRecordedRound(round).status).toBe('match');
    }
  });

  it('changes the client seed only to printable text and uses it for the next round', () => {
    const state = createDemoState(seededBytes(SEED + 6));
    expect(codeOf(() => setDemoClientSeed(state, 'has space'))).toBe('VALIDATION_FAILED');
    expect(setDemoClientSeed(state, 'lucky-7').clientSeed).toBe('lucky-7');
    const { round } = startDemoRound(
      state,
      gameOf('roulette'),
      { engine: 'roulette', bets: [{ type: 'red', amount: 100 }] },
      'roulette-1',
      now,
    );
    expect(round.seeds.clientSeed).toBe('lucky-7');
  });
});
