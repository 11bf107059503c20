// Statistics for the tests: RTP simulations with their standard error, chi-square critical values
// and the seed every randomised test starts from (override with GAMES_TEST_SEED to explore; the
// seed is in every failure message).
import { createSeededRng, type TRng } from '../rng.ts';

export const TEST_SEED = Number(process.env.GAMES_TEST_SEED ?? 20_240_601);

export type TSimulation = {
  rounds: number;
  staked: number;
  paid: number;
  rtp: number;
  standardError: number;
  seed: number;
};

/**
 * Plays `rounds` rounds and returns Σ payout / Σ stake with its standard error (ratio estimator:
 * sd of payout − rtp × stake per round, over √n × mean stake).
 */
export function simulateRtp(
  rounds: number,
  seed: number,
  play: (rng: TRng) => { stake: number; payout: number },
): TSimulation {
  const rng = createSeededRng(seed);
  const stakes = new Float64Array(rounds);
  const payouts = new Float64Array(rounds);
  let staked = 0;
  let paid = 0;
  for (let i = 0; i < rounds; i++) {
    const { stake, payout } = play(rng);
    stakes[i] = stake;
    payouts[i] = payout;
    staked += stake;
    paid += payout;
  }
  const rtp = paid / staked;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const residual = (payouts[i] as number) - rtp * (stakes[i] as number);
    squares += residual * residual;
  }
  const standardError = Math.sqrt(squares / (rounds - 1)) / Math.sqrt(rounds) / (staked / rounds);
  return { rounds, staked, paid, rtp, standardError, seed };
}

/** A readable line for assertion messages. */
export function describeSimulation(sim: TSimulation, expected: number): string {
  const pct = (x: number): string => `${(x * 100).toFixed(3)}%`;
  return `seed ${sim.seed}: ${sim.rounds} rounds, RTP ${pct(sim.rtp)} ± ${pct(sim.standardError)} (expected ${pct(expected)})`;
}

/** Upper 99% point of chi-square with `df` degrees of freedom (Wilson–Hilferty, ample for df ≥ 5). */
export function chiSquareCritical99(df: number): number {
  const z = 2.326_347_874;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

export function chiSquare(observed: readonly number[], expectedEach: number): number {
  return observed.reduce((acc, o) => acc + (o - expectedEach) ** 2 / expectedEach, 0);
}
