import { describe, expect, it } from 'vitest';
import { exclusionEndPreview, isPermanentEnd } from './exclusion-preview';

const now = new Date('2026-01-31T10:00:00Z');

describe('exclusion end preview', () => {
  it('adds the fixed lengths and six calendar months', () => {
    expect(exclusionEndPreview('24h', now, null).toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(exclusionEndPreview('7d', now, null).toISOString()).toBe('2026-02-07T10:00:00.000Z');
    expect(exclusionEndPreview('30d', now, null).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(exclusionEndPreview('6m', now, null).toISOString()).toBe('2026-07-31T10:00:00.000Z');
  });

  it('never shows an end before a time-out already running', () => {
    expect(exclusionEndPreview('24h', now, '2026-03-01T00:00:00.000Z').toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });

  it('adds calendar years for a self-exclusion and tells one for good from a date', () => {
    expect(exclusionEndPreview('1y', now, null).toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(exclusionEndPreview('5y', now, null).toISOString()).toBe('2031-01-31T10:00:00.000Z');
    expect(isPermanentEnd(exclusionEndPreview('permanent', now, null))).toBe(true);
    expect(isPermanentEnd(exclusionEndPreview('5y', now, null))).toBe(false);
    // a time-out already running never shortens "for good"
    expect(isPermanentEnd(exclusionEndPreview('permanent', now, '2026-03-01T00:00:00.000Z'))).toBe(true);
  });
});
