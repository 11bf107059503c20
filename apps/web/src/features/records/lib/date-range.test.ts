import { describe, expect, it } from 'vitest';
import { browserTzOffset, dayNumber, localDay, presetOf, presetRange, rangeProblem } from './date-range';

// Local noon keeps the tests independent of the machine's time zone.
const now = new Date(2026, 2, 5, 12, 0, 0);

describe('date presets', () => {
  it('last 7 days is today and the 6 days before', () => {
    expect(presetRange('last7', now)).toEqual({ from: '2026-02-27', to: '2026-03-05' });
  });
  it('last 30 days crosses month ends', () => {
    expect(presetRange('last30', now)).toEqual({ from: '2026-02-04', to: '2026-03-05' });
  });
  it('crosses a year end', () => {
    expect(presetRange('last7', new Date(2026, 0, 2, 12))).toEqual({ from: '2025-12-27', to: '2026-01-02' });
  });
  it('recognises a range that equals a preset, and a custom one', () => {
    expect(presetOf({ from: '2026-02-27', to: '2026-03-05' }, now)).toBe('last7');
    expect(presetOf({ from: '2026-02-04', to: '2026-03-05' }, now)).toBe('last30');
    expect(presetOf({ from: '2026-02-28', to: '2026-03-05' }, now)).toBeNull();
  });
  it('formats the local day with zero padding', () => {
    expect(localDay(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});

describe('browser time zone offset', () => {
  const at = (minutesWest: number) => ({ getTimezoneOffset: () => minutesWest }) as Date;
  it('turns the browser offset (minutes west) into minutes east of UTC', () => {
    expect(browserTzOffset(at(-420))).toBe(420); // Phnom Penh, UTC+7
    expect(browserTzOffset(at(-480))).toBe(480); // Shanghai, UTC+8
    expect(browserTzOffset(at(300))).toBe(-300); // New York winter, UTC−5
    expect(browserTzOffset(at(-345))).toBe(345); // Kathmandu, UTC+5:45
  });
  it('reports UTC as 0, not -0', () => {
    expect(Object.is(browserTzOffset(at(0)), 0)).toBe(true);
  });
});

describe('custom ranges', () => {
  it('accepts a valid range, one day included', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-02' })).toBeNull(); // 92 days
  });
  it('refuses impossible or malformed dates', () => {
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('invalidDate');
    expect(rangeProblem({ from: '', to: '2026-03-01' })).toBe('invalidDate');
    expect(rangeProblem({ from: '2026-3-1', to: '2026-03-01' })).toBe('invalidDate');
  });
  it('refuses a start after the end and a range over 92 days', () => {
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('fromAfterTo');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-03' })).toBe('tooLong');
  });
  it('counts leap days', () => {
    expect((dayNumber('2024-03-01') ?? 0) - (dayNumber('2024-02-28') ?? 0)).toBe(2);
    expect(dayNumber('2023-02-29')).toBeNull();
  });
});
