import { describe, expect, it } from 'vitest';
import { PERMANENT_EXCLUSION_END, exclusionEnd, exclusionKindOf, limitChangeKind } from './protection';

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
});
