import { describe, expect, it } from 'vitest';
import { clockOffset, countdownParts, secondsUntil } from './countdown';

describe('lottery countdown', () => {
  it('writes minutes and seconds under an hour', () => {
    expect(countdownParts(75)).toEqual({ days: 0, clock: '01:15' });
    expect(countdownParts(0)).toEqual({ days: 0, clock: '00:00' });
  });
  it('adds hours, then days', () => {
    expect(countdownParts(3_725)).toEqual({ days: 0, clock: '01:02:05' });
    expect(countdownParts(90_061)).toEqual({ days: 1, clock: '01:01:01' });
  });
  it('never counts below zero', () => {
    expect(countdownParts(-5).clock).toBe('00:00');
    expect(secondsUntil('2026-01-01T00:00:00.000Z', Date.parse('2026-01-01T00:00:05Z'))).toBe(0);
  });
  it('rounds a part second up so a close is never shown early', () => {
    expect(secondsUntil('2026-01-01T00:00:10.000Z', Date.parse('2026-01-01T00:00:00.200Z'))).toBe(10);
  });
  it('corrects the browser clock by the server time', () => {
    expect(clockOffset('2026-01-01T00:00:10.000Z', Date.parse('2026-01-01T00:00:00Z'))).toBe(10_000);
    expect(clockOffset('not a time', 5)).toBe(0);
  });
});
