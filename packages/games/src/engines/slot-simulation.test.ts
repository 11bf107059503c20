import { describe, expect, it } from 'vitest';
import { describeSimulation, simulateRtp, TEST_SEED } from '../testing/stats.ts';
import { playSlotRound, slotTheme } from './slot.ts';
import type { TSlotThemeId } from './slot-paytables.ts';

// Seeded simulation against the exact figure: tolerance 4 standard errors of the simulated RTP
// (slots are volatile, so the error is a few tenths of a percent at this length).
describe('slot RTP by simulation', () => {
  it.each<[TSlotThemeId, number]>([
    ['classic', 100_000],
    ['dragon', 100_000],
  ])('%s returns its declared RTP', { timeout: 30_000 }, (id, rounds) => {
    const declared = slotTheme(id).declaredRtp;
    const sim = simulateRtp(rounds, TEST_SEED, (rng) =>
      playSlotRound({ theme: id, lineBet: 1, lines: 25 }, rng),
    );
    expect(Math.abs(sim.rtp - declared), describeSimulation(sim, declared)).toBeLessThan(
      4 * sim.standardError,
    );
  });
});
