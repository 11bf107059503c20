import { describe, expect, it } from 'vitest';
import { badgeText } from './use-member-counters';

describe('badge text (spec §2.7: shown when above 0)', () => {
  it('hides 0, missing and negative counts', () => {
    expect([badgeText(0), badgeText(undefined), badgeText(-1)]).toEqual([null, null, null]);
  });
  it('shows 1..99 and caps at 99+', () => {
    expect([badgeText(1), badgeText(99), badgeText(100)]).toEqual(['1', '99', '99+']);
  });
});
