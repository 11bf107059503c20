import { describe, expect, it } from 'vitest';
import { basicStrategy } from '../testing/blackjack-basic-strategy.ts';
import { describeSimulation, simulateRtp, TEST_SEED } from '../testing/stats.ts';
import { act, blackjackMeta, settle, start, totalStake } from './blackjack.ts';

// The declared figure comes from 9 million basic-strategy hands (standard error 0.03%); this
// shorter seeded run checks the engine still plays to it, within 4 standard errors.
describe('blackjack RTP by simulation', () => {
  it('returns its declared RTP under basic strategy', { timeout: 30_000 }, () => {
    const sim = simulateRtp(50_000, TEST_SEED, (rng) => {
      let state = start(100, rng);
      while (state.phase === 'player') {
        state = act(state, basicStrategy(state));
      }
      return { stake: totalStake(state), payout: settle(state).reduce((acc, r) => acc + r.payout, 0) };
    });
    const declared = blackjackMeta.declaredRtp;
    expect(Math.abs(sim.rtp - declared), describeSimulation(sim, declared)).toBeLessThan(
      4 * sim.standardError,
    );
  });
});
