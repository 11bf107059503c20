// The jackpot-like number of a game list card (spec §1, §9): it rises by 165.11 every 3000 ms.
// A game with a real pool starts from it; others start from a stable figure derived from the
// node id, so the same card shows the same number wherever it appears.
export const JACKPOT_STEP_MINOR = 16_511;
export const JACKPOT_TICK_MS = 3000;

const MIN_BASE_MINOR = 5_000_000;
const BASE_SPREAD_MINOR = 95_000_000;

/** Starting value in minor units. */
export function jackpotBase(nodeId: number, pool: number | null): number {
  if (pool !== null && pool > 0) {
    return pool;
  }
  const hash = Math.imul(nodeId ^ 0x5bd1e995, 0x2c1b3c6d) >>> 0;
  return MIN_BASE_MINOR + (hash % BASE_SPREAD_MINOR);
}

/** Ticks elapsed between two instants. */
export function jackpotTicks(startMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - startMs) / JACKPOT_TICK_MS));
}

/** Value in minor units after a number of ticks. */
export function jackpotValue(base: number, ticks: number): number {
  return base + ticks * JACKPOT_STEP_MINOR;
}
