// How a settled round reads to the player. A payout above the stake is a win (and the only
// outcome that celebrates); a payout equal to it returns the stake; a smaller payout is shown as
// part of the stake returned, never as a "win", because the player lost money on it.
export type TResultKind = 'win' | 'even' | 'partial' | 'loss';

export function resultKind(stake: number, payout: number): TResultKind {
  if (payout > stake) {
    return 'win';
  }
  if (payout === stake) {
    return 'even';
  }
  return payout > 0 ? 'partial' : 'loss';
}

/** Net change of the balance: payout − stake (minor units). */
export function netResult(stake: number, payout: number): number {
  return payout - stake;
}
