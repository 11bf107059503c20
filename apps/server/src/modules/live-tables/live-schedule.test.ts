import { describe, expect, it } from 'vitest';
import { nextOpening, phaseAt, roundTimes, stepsShown } from './live-schedule.ts';

const table = { betting_ms: 15_000, step_ms: 1000, pause_ms: 4000 };
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('round timeline', () => {
  it('lays out betting, reveal, settlement and the next opening', () => {
    const t = roundTimes(table, t0, 5);
    expect(t.closesAt).toEqual(at(15_000));
    expect(t.revealAt).toEqual(at(16_000));
    expect(t.settlesAt).toEqual(at(16_000 + 5000 + 1500));
    expect(t.nextOpensAt).toEqual(at(22_500 + 4000));
  });

  it('shows one step per stepMs from revealAt', () => {
    const t = roundTimes(table, t0, 4);
    expect(stepsShown(t.revealAt, 1000, 4, at(15_999))).toBe(0);
    expect(stepsShown(t.revealAt, 1000, 4, at(16_000))).toBe(1);
    expect(stepsShown(t.revealAt, 1000, 4, at(18_500))).toBe(3);
    expect(stepsShown(t.revealAt, 1000, 4, at(60_000))).toBe(4);
  });

  it('has betting until closesAt (exclusive) and settled only once settled', () => {
    const t = { ...roundTimes(table, t0, 4), settled: false };
    expect(phaseAt(t, at(14_999))).toBe('betting');
    expect(phaseAt(t, at(15_000))).toBe('revealing');
    expect(phaseAt(t, t.settlesAt)).toBe('settling');
    expect(phaseAt({ ...t, settled: true }, at(0))).toBe('settled');
  });

  it('opens the next round on time, or now after a stop', () => {
    expect(nextOpening(at(10_000), at(5000))).toEqual(at(10_000));
    expect(nextOpening(at(10_000), at(50_000))).toEqual(at(50_000));
    expect(nextOpening(null, at(7))).toEqual(at(7));
  });
});
