// A round's timeline, fixed when its row is made (decision 050): the betting window
// [opensAt, closesAt), a one-second "no more bets" beat, one reveal step every stepMs from revealAt,
// a beat to show the result, settlesAt, then the pause before the next round opens. Everything a
// viewer sees is a function of these times and the clock, so every instance shows the same round.
export type TTableTimings = { betting_ms: number; step_ms: number; pause_ms: number };
export type TRoundTimes = {
  opensAt: Date;
  closesAt: Date;
  revealAt: Date;
  settlesAt: Date;
  nextOpensAt: Date;
};
export type TPhase = 'betting' | 'revealing' | 'settling' | 'settled';

const NO_MORE_BETS_MS = 1000;
const RESULT_BEAT_MS = 1500;

export function roundTimes(table: TTableTimings, opensAt: Date, stepCount: number): TRoundTimes {
  const closesAt = new Date(opensAt.getTime() + table.betting_ms);
  const revealAt = new Date(closesAt.getTime() + NO_MORE_BETS_MS);
  const settlesAt = new Date(revealAt.getTime() + stepCount * table.step_ms + RESULT_BEAT_MS);
  return {
    opensAt,
    closesAt,
    revealAt,
    settlesAt,
    nextOpensAt: new Date(settlesAt.getTime() + table.pause_ms),
  };
}

/** Steps shown at `now`: those whose time has come. */
export function stepsShown(revealAt: Date, stepMs: number, stepCount: number, now: Date): number {
  const elapsed = now.getTime() - revealAt.getTime();
  return elapsed < 0 ? 0 : Math.min(stepCount, Math.floor(elapsed / stepMs) + 1);
}

/** The phase at `now`; `settled` needs the settlement (the job), not only the clock. */
export function phaseAt(round: { closesAt: Date; settlesAt: Date; settled: boolean }, now: Date): TPhase {
  if (round.settled) {
    return 'settled';
  }
  if (now < round.closesAt) {
    return 'betting';
  }
  return now < round.settlesAt ? 'revealing' : 'settling';
}

/**
 * When the round after one opening at `lastNextOpensAt` should open: on time, or now when the
 * tables were stopped past it (no back-dated rounds are made for the time nobody was there).
 */
export function nextOpening(lastNextOpensAt: Date | null, now: Date): Date {
  return lastNextOpensAt && lastNextOpensAt > now ? lastNextOpensAt : now;
}
