import { describe, expect, it } from 'vitest';
import {
  isPasswordExpired,
  maskEmail,
  maskMobile,
  mustChangePassword,
  samePayeeName,
  siteRefusal,
} from './login-rules.ts';

describe('login rules', () => {
  it('lets members and agents onto the player site, only agents onto the agent site', () => {
    expect(siteRefusal(0, 'player')).toBeNull();
    expect(siteRefusal(1, 'player')).toBeNull();
    expect(siteRefusal(4, 'player')).toBe('NON_MEMBER_LOGIN');
    expect(siteRefusal(3, 'player')).toBe('NON_MEMBER_LOGIN');
    for (const type of [1, 2, 41, 42]) {
      expect(siteRefusal(type, 'agent')).toBeNull();
    }
    expect(siteRefusal(0, 'agent')).toBe('NON_AGENT_LOGIN');
    expect(siteRefusal(4, 'agent')).toBe('NON_AGENT_LOGIN');
  });

  it('expires a password after the maximum age', () => {
    const now = Date.UTC(2026, 0, 31);
    expect(isPasswordExpired(new Date(Date.UTC(2026, 0, 1)), 30, now)).toBe(false);
    expect(isPasswordExpired(new Date(Date.UTC(2025, 11, 31)), 30, now)).toBe(true);
  });

  it('forces a change for the default password, the flag, or an expired password with forced change; never for sms', () => {
    const base = {
      method: 'password' as const,
      mustChangeFlag: false,
      passwordExpired: false,
      forceExpiredChange: true,
    };
    expect(mustChangePassword(base)).toBe(false);
    expect(mustChangePassword({ ...base, plainPassword: '{key}' })).toBe(true);
    expect(mustChangePassword({ ...base, mustChangeFlag: true })).toBe(true);
    expect(mustChangePassword({ ...base, passwordExpired: true })).toBe(true);
    expect(mustChangePassword({ ...base, passwordExpired: true, forceExpiredChange: false })).toBe(false);
    expect(mustChangePassword({ ...base, method: 'sms', mustChangeFlag: true, plainPassword: '{key}' })).toBe(
      false,
    );
  });

  it('masks contact details', () => {
    expect(maskMobile('+855', '12345678')).toBe('+855 ****5678');
    expect(maskMobile(null, null)).toBeNull();
    expect(maskEmail('player01@example.com')).toBe('p***@example.com');
    expect(maskEmail('@x')).toBe('***');
  });

  it('compares payee names loosely', () => {
    expect(samePayeeName('Demo Player', '  demo   PLAYER ')).toBe(true);
    expect(samePayeeName('Demo Player', 'Demo')).toBe(false);
    expect(samePayeeName(null, 'x')).toBe(false);
    expect(samePayeeName('  ', '')).toBe(false);
  });
});
