import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('formats local time as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 7, 8, 9))).toBe('2024-01-05 07:08:09');
  });
  it('returns an empty string for an invalid value', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
