import { describe, expect, it } from 'vitest';
import { isFieldRequired, validateRegistration, visibleFields } from './auth.ts';
import { isAgentType, resendCountdownSeconds } from './constants.ts';
import type { TFieldConfig } from './site.ts';

describe('SMS resend countdown (spec §4, §9)', () => {
  it('is 60 s times the expiry minutes', () => {
    expect(resendCountdownSeconds(5)).toBe(300);
    expect(resendCountdownSeconds(1)).toBe(60);
  });
  it('defaults to 1 minute and is 1 minute with the third-party phone service', () => {
    expect(resendCountdownSeconds(undefined)).toBe(60);
    expect(resendCountdownSeconds(0)).toBe(60);
    expect(resendCountdownSeconds(5, true)).toBe(60);
  });
  it('knows the agent types', () => {
    expect([1, 2, 41, 42].every(isAgentType)).toBe(true);
    expect(isAgentType(0) || isAgentType(4)).toBe(false);
  });
});

const field = (f: Partial<TFieldConfig> & Pick<TFieldConfig, 'field'>): TFieldConfig => ({
  enabled: true,
  required: false,
  acceptedPattern: null,
  patternId: 'ANY',
  minLength: null,
  maxLength: null,
  ...f,
});
const CONFIG: TFieldConfig[] = [
  field({ field: 'username', required: true, patternId: 'LETTER_THEN_ALNUM', minLength: 4, maxLength: 16 }),
  field({ field: 'password', required: true, patternId: 'ALNUM_NO_CJK', minLength: 6, maxLength: 20 }),
  field({ field: 'confirmPassword', required: true, patternId: 'ALNUM_NO_CJK', minLength: 6, maxLength: 20 }),
  field({ field: 'mobileNum', enabled: false, patternId: 'DIGITS' }),
  field({ field: 'verificationCode', enabled: false, patternId: 'DIGITS', minLength: 6, maxLength: 6 }),
  field({ field: 'email', required: false, patternId: 'EMAIL' }),
  field({ field: 'qqNum', enabled: false }),
];

describe('registration rules (spec §5)', () => {
  it('shows mobile only in mobile mode when not configured, and the code only with SMS verification', () => {
    expect(visibleFields(CONFIG, 'username', false).map((f) => f.field)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
    ]);
    expect(visibleFields(CONFIG, 'mobile', true).map((f) => f.field)).toContain('verificationCode');
    expect(isFieldRequired(CONFIG[3]!, 'mobile', false)).toBe(true);
  });
  it('requires username and password, checks patterns and the confirmation', () => {
    const errors = validateRegistration(
      { username: '', password: 'abc123', confirmPassword: 'abc124', email: 'x@' },
      CONFIG,
      'username',
      false,
    );
    expect(errors.username?.code).toBe('REQUIRED');
    expect(errors.confirmPassword?.code).toBe('PASSWORD_MISMATCH');
    expect(errors.email?.code).toBe('pattern.EMAIL');
    expect(errors.password).toBeUndefined();
  });
  it('accepts a valid form', () => {
    expect(
      validateRegistration(
        { username: 'player9', password: 'abc123', confirmPassword: 'abc123' },
        CONFIG,
        'username',
        false,
      ),
    ).toEqual({});
  });
});
