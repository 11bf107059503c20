// When a live table's rounds happen. A table runs rounds back to back from its epoch, each of the
// same length whatever its result, so every viewer computes the same phase from the clock alone:
//   round n starts at epoch + n × cycle, cycle = bettingMs + revealMs + payoutMs;
//   betting  [start, start + bettingMs): bets are accepted;
//   revealing [.., + revealMs): "no more bets", then one reveal step every stepMs (the first at once);
//   payout   [.., + payoutMs): results and wins shown, then the next round.
// A bet is accepted only when the server receives it strictly before its round's betting window
// closes (server clock); anything later is refused as late, whatever the client's clock said.
import { GameError } from '../money.ts';
import type { TLiveGame } from './schemas.ts';

export type TTableTiming = {
  epoch: number;
  bettingMs: number;
  stepMs: number;
  steps: number;
  payoutMs: number;
};
export type TLivePhase = 'betting' | 'revealing' | 'payout';
export type TRoundClock = {
  roundNo: number;
  phase: TLivePhase;
  roundStartsAt: number;
  bettingEndsAt: number;
  phaseEndsAt: number;
};

/** Default timings: the reveal is sized for the most steps a round can have. */
export const LIVE_TIMINGS: Readonly<Record<TLiveGame, Omit<TTableTiming, 'epoch'>>> = {
  baccarat: { bettingMs: 15_000, stepMs: 1_500, steps: 6, payoutMs: 4_000 },
  roulette: { bettingMs: 15_000, stepMs: 6_000, steps: 1, payoutMs: 4_000 },
  'dragon-tiger': { bettingMs: 10_000, stepMs: 1_500, steps: 2, payoutMs: 3_000 },
  'sic-bo': { bettingMs: 15_000, stepMs: 1_500, steps: 3, payoutMs: 4_000 },
};

export function cycleMs(timing: TTableTiming): number {
  return timing.bettingMs + timing.stepMs * timing.steps + timing.payoutMs;
}

/** The round and phase at `now` (ms since the Unix epoch). */
export function roundAt(timing: TTableTiming, now: number): TRoundClock {
  const cycle = cycleMs(timing);
  if (!(cycle > 0) || !Number.isFinite(now) || now < timing.epoch) {
    throw new GameError('INVALID_INPUT', 'the table has not opened yet or its timing is invalid');
  }
  const roundNo = Math.floor((now - timing.epoch) / cycle);
  const roundStartsAt = timing.epoch + roundNo * cycle;
  const bettingEndsAt = roundStartsAt + timing.bettingMs;
  const revealEndsAt = bettingEndsAt + timing.stepMs * timing.steps;
  const phase: TLivePhase = now < bettingEndsAt ? 'betting' : now < revealEndsAt ? 'revealing' : 'payout';
  const phaseEndsAt =
    phase === 'betting' ? bettingEndsAt : phase === 'revealing' ? revealEndsAt : roundStartsAt + cycle;
  return { roundNo, phase, roundStartsAt, bettingEndsAt, phaseEndsAt };
}

/** True when a bet on `roundNo` received at `now` is in time. */
export function acceptsBet(timing: TTableTiming, roundNo: number, now: number): boolean {
  const clock = roundAt(timing, now);
  return clock.roundNo === roundNo && clock.phase === 'betting';
}

/** How many of a round's `total` reveal steps are shown at `now` (all of them once paying out). */
export function stepsShown(timing: TTableTiming, roundNo: number, total: number, now: number): number {
  const bettingEndsAt = timing.epoch + roundNo * cycleMs(timing) + timing.bettingMs;
  if (now < bettingEndsAt) {
    return 0;
  }
  return Math.min(total, Math.floor((now - bettingEndsAt) / timing.stepMs) + 1);
}
