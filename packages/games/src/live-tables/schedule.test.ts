import { describe, expect, it } from 'vitest';
import { acceptsBet, cycleMs, LIVE_TIMINGS, roundAt, stepsShown, type TTableTiming } from './schedule.ts';

const timing: TTableTiming = { epoch: 1_000_000, ...LIVE_TIMINGS.baccarat };

describe('live table schedule', () => {
  it('runs fixed-length rounds back to back from the epoch', () => {
    expect(cycleMs(timing)).toBe(15_000 + 9_000 + 4_000);
    expect(roundAt(timing, 1_000_000)).toEqual({
      roundNo: 0,
      phase: 'betting',
      roundStartsAt: 1_000_000,
      bettingEndsAt: 1_015_000,
      phaseEndsAt: 1_015_000,
    });
    expect(roundAt(timing, 1_015_000)).toMatchObject({
      roundNo: 0,
      phase: 'revealing',
      phaseEndsAt: 1_024_000,
    });
    expect(roundAt(timing, 1_024_000)).toMatchObject({ roundNo: 0, phase: 'payout', phaseEndsAt: 1_028_000 });
    expect(roundAt(timing, 1_028_000)).toMatchObject({ roundNo: 1, phase: 'betting' });
  });

  it('accepts a bet only before its own round’s window closes', () => {
    expect(acceptsBet(timing, 0, 1_014_999)).toBe(true);
    expect(acceptsBet(timing, 0, 1_015_000)).toBe(false);
    expect(acceptsBet(timing, 1, 1_014_999)).toBe(false);
    expect(acceptsBet(timing, 1, 1_028_000)).toBe(true);
  });

  it('shows the reveal steps one by one after no more bets', () => {
    expect(stepsShown(timing, 0, 5, 1_014_999)).toBe(0);
    expect(stepsShown(timing, 0, 5, 1_015_000)).toBe(1);
    expect(stepsShown(timing, 0, 5, 1_016_499)).toBe(1);
    expect(stepsShown(timing, 0, 5, 1_016_500)).toBe(2);
    expect(stepsShown(timing, 0, 5, 1_027_000)).toBe(5);
  });

  it('refuses a time before the table opened', () => {
    expect(() => roundAt(timing, 999_999)).toThrow(/not opened/);
  });
});
