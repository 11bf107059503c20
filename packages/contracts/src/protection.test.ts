import { describe, expect, it } from 'vitest';
import {
  exclusionEnd,
  exclusionKindOf,
  extendedExclusionEnd,
  isPermanentExclusionEnd,
  limitChangeKind,
} from './protection';
import { PERMANENT_EXCLUSION_END } from './protection-constants';

describe('player protection rules', () => {
  it('tells an immediate decrease from a delayed increase or removal', () => {
    expect(limitChangeKind(1000, 1000)).toBe('none');
    expect(limitChangeKind(null, null)).toBe('none');
    expect(limitChangeKind(1000, 500)).toBe('immediate');
    expect(limitChangeKind(null, 500)).toBe('immediate');
    expect(limitChangeKind(1000, 1500)).toBe('delayed');
    expect(limitChangeKind(1000, null)).toBe('delayed');
  });

  it('ends a self-exclusion by calendar years, or never', () => {
    const now = new Date('2026-02-28T10:00:00Z');
    expect(exclusionEnd('1y', now).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(exclusionEnd('5y', now).toISOString()).toBe('2031-02-28T10:00:00.000Z');
    expect(exclusionEnd('permanent', now).toISOString()).toBe(PERMANENT_EXCLUSION_END);
    expect(exclusionKindOf('30d')).toBe('timeout');
    expect(exclusionKindOf('6m')).toBe('self_exclusion');
  });

  it('adds the fixed lengths and calendar months, never ending before an exclusion already running', () => {
    const now = new Date('2026-01-31T10:00:00Z');
    const end = (d: Parameters<typeof exclusionEnd>[0], current: string | null = null) =>
      extendedExclusionEnd(d, now, current).toISOString();
    expect(end('24h')).toBe('2026-02-01T10:00:00.000Z');
    expect(end('7d')).toBe('2026-02-07T10:00:00.000Z');
    expect(end('30d')).toBe('2026-03-02T10:00:00.000Z');
    expect(end('6m')).toBe('2026-07-31T10:00:00.000Z');
    expect(end('1y')).toBe('2027-01-31T10:00:00.000Z');
    expect(end('24h', '2026-03-01T00:00:00.000Z')).toBe('2026-03-01T00:00:00.000Z');
    expect(isPermanentExclusionEnd(extendedExclusionEnd('permanent', now, '2026-03-01T00:00:00.000Z'))).toBe(
      true,
    );
    expect(isPermanentExclusionEnd(end('5y'))).toBe(false);
  });
});
