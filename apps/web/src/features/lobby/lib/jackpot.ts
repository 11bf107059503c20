// The jackpot-like number of a game list card (spec §1, §9): it rises by 165.11 every 3000 ms
// from the game's pool. Only a game with a pool shows one (decision 021): a number invented for
// a game without a jackpot would promise a prize nobody can win.
export const JACKPOT_STEP_MINOR = 16_511;
export const JACKPOT_TICK_MS = 3000;

/** Whether a card shows the ticker: the server sends a pool (minor units) only for games that have one. */
export function hasJackpotPool(game: { jackpot: number | null }): game is { jackpot: number } {
  return game.jackpot !== null && game.jackpot > 0;
}

/** Ticks elapsed between two instants. */
export function jackpotTicks(startMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - startMs) / JACKPOT_TICK_MS));
}

/** Value in minor units after a number of ticks. */
export function jackpotValue(base: number, ticks: number): number {
  return base + ticks * JACKPOT_STEP_MINOR;
}
