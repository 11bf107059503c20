// The stakes a player steps through: 1, 2, 5 × powers of ten (minor units) within the engine's
// limits, with the limits themselves always included.
export function stakeSteps(min: number, max: number): number[] {
  const steps = new Set<number>([min, max]);
  for (let power = 1; power <= max; power *= 10) {
    for (const factor of [1, 2, 5]) {
      const value = factor * power;
      if (value > min && value < max) {
        steps.add(value);
      }
    }
  }
  return [...steps].filter((v) => v >= min && v <= max).sort((a, b) => a - b);
}

/** The next step up or down from `value` (clamped to the ends). */
export function stepStake(steps: readonly number[], value: number, direction: 1 | -1): number {
  if (direction > 0) {
    return steps.find((s) => s > value) ?? steps[steps.length - 1] ?? value;
  }
  return [...steps].reverse().find((s) => s < value) ?? steps[0] ?? value;
}

/** A sensible first stake: the smallest step at or above `preferred`, within the limits. */
export function initialStake(steps: readonly number[], preferred: number): number {
  return steps.find((s) => s >= preferred) ?? steps[steps.length - 1] ?? preferred;
}
