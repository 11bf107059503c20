import { describe, expect, it } from 'vitest';
import { formatSessionLength, nextReminderAt } from './reality-timer';

const start = Date.UTC(2026, 0, 1, 10, 0, 0);
const min = 60_000;

describe('reality-check timer', () => {
  it('is off at interval 0', () => {
    expect(nextReminderAt(start, 0, start + 5 * min)).toBeNull();
  });

  it('falls at whole intervals after the session start, strictly after now', () => {
    expect(nextReminderAt(start, 15, start)).toBe(start + 15 * min);
    expect(nextReminderAt(start, 15, start + 14 * min)).toBe(start + 15 * min);
    expect(nextReminderAt(start, 15, start + 15 * min)).toBe(start + 30 * min);
    expect(nextReminderAt(start, 60, start + 61 * min)).toBe(start + 120 * min);
  });

  it('treats a clock slightly behind the server as the session start', () => {
    expect(nextReminderAt(start, 30, start - 5_000)).toBe(start + 30 * min);
  });

  it('formats the session length as h:mm:ss', () => {
    expect(formatSessionLength(0)).toBe('0:00:00');
    expect(formatSessionLength(65_000)).toBe('0:01:05');
    expect(formatSessionLength(3 * 3600_000 + 7 * min + 9_000)).toBe('3:07:09');
    expect(formatSessionLength(-5)).toBe('0:00:00');
  });
});
