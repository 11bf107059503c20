import { describe, expect, it } from 'vitest';
import { exclusionEndPreview } from './exclusion-preview';

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
});
