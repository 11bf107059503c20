import { describe, expect, it } from 'vitest';
import { initialStake, stakeSteps, stepStake } from './stake-steps';

describe('stakeSteps', () => {
  it('runs 1-2-5 within the limits, limits included', () => {
    expect(stakeSteps(1, 100)).toEqual([1, 2, 5, 10, 20, 50, 100]);
    expect(stakeSteps(10, 500_000).slice(0, 4)).toEqual([10, 20, 50, 100]);
    expect(stakeSteps(10, 500_000).at(-1)).toBe(500_000);
    expect(stakeSteps(30, 120)).toEqual([30, 50, 100, 120]);
  });

  it('steps up and down and stops at the ends', () => {
    const steps = stakeSteps(100, 1000);
    expect(stepStake(steps, 100, 1)).toBe(200);
    expect(stepStake(steps, 100, -1)).toBe(100);
    expect(stepStake(steps, 1000, 1)).toBe(1000);
    expect(stepStake(steps, 300, -1)).toBe(200);
    expect(initialStake(steps, 150)).toBe(200);
    expect(initialStake(steps, 5000)).toBe(1000);
  });
});
