import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_PAGE, MEMBER_PAGE_KEYS, memberPageFrom, visibleMemberPages } from './member-pages';

const allOn = { MANPLAYREB3: true, REFERRAL3: true, REWCEN3: true, INBOX3: true };

describe('member-centre pages', () => {
  it('lists the fourteen page keys of spec §2.7 and verification, securityCenter first and default', () => {
    expect(MEMBER_PAGE_KEYS).toHaveLength(15);
    expect(MEMBER_PAGE_KEYS[0]).toBe('securityCenter');
    expect(DEFAULT_MEMBER_PAGE).toBe('securityCenter');
  });
  it('selects the page of ?page= and falls back to the default for unknown keys', () => {
    expect(memberPageFrom('withdraw', allOn)).toBe('withdraw');
    expect(memberPageFrom('depositv2', allOn)).toBe('depositv2');
    expect(memberPageFrom(null, allOn)).toBe('securityCenter');
    expect(memberPageFrom('nope', allOn)).toBe('securityCenter');
  });
  it('hides pages whose site flag is off', () => {
    expect(memberPageFrom('manualRebate', { ...allOn, MANPLAYREB3: false })).toBe('securityCenter');
    expect(visibleMemberPages({ ...allOn, MANPLAYREB3: false })).not.toContain('manualRebate');
    expect(visibleMemberPages(allOn)).toHaveLength(15);
  });
});
