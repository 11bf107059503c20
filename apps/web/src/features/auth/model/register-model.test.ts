import { describe, expect, it } from 'vitest';
import type { TCountry, TFieldConfig, TRegistrationField } from '@pavilion/contracts/site';
import {
  buildRegisterRequest,
  emptyRegisterValues,
  registerFieldModels,
  validateRegisterForm,
  type TRegisterContext,
} from './register-model';

function cfg(
  field: TRegistrationField,
  enabled: boolean,
  required: boolean,
  patternId: TFieldConfig['patternId'],
  min: number,
  max: number,
): TFieldConfig {
  return { field, enabled, required, patternId, acceptedPattern: null, minLength: min, maxLength: max };
}
const config: TFieldConfig[] = [
  cfg('username', true, true, 'LETTER_THEN_ALNUM', 4, 16),
  cfg('password', true, true, 'ALNUM_NO_CJK', 6, 20),
  cfg('confirmPassword', true, true, 'ALNUM_NO_CJK', 6, 20),
  cfg('mobileNum', true, false, 'DIGITS', 6, 15),
  cfg('verificationCode', true, true, 'DIGITS', 6, 6),
  cfg('email', true, false, 'EMAIL', 6, 100),
  cfg('affiliateCode', false, false, 'ALNUM_NO_CJK', 4, 16),
  cfg('paymentPassword', true, false, 'DIGITS', 6, 6),
  cfg('qqNum', false, false, 'DIGITS', 5, 12),
];
const kh: TCountry = {
  countryCode: 'KH',
  countryDialingCode: '+855',
  name: 'Cambodia',
  mobileMinDigits: 8,
  mobileMaxDigits: 9,
};
const usernameCtx: TRegisterContext = { config, mode: 'username', sms: true, forceAffiliate: false };
const mobileCtx: TRegisterContext = { ...usernameCtx, mode: 'mobile' };
const fieldsOf = (ctx: TRegisterContext) => registerFieldModels(ctx).map((f) => f.field);

describe('registerFieldModels', () => {
  it('keeps the configuration order and hides disabled fields', () => {
    expect(fieldsOf(usernameCtx)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'email',
      'paymentPassword',
    ]);
  });
  it('starts a mobile registration with the number and its code', () => {
    expect(fieldsOf(mobileCtx).slice(0, 2)).toEqual(['mobileNum', 'verificationCode']);
  });
  it('types and requires fields per spec §5', () => {
    const byField = Object.fromEntries(registerFieldModels(mobileCtx).map((f) => [f.field, f]));
    expect(byField.username?.required).toBe(false);
    expect(byField.mobileNum?.required).toBe(true);
    expect(byField.mobileNum?.kind).toBe('mobile');
    expect(byField.paymentPassword).toMatchObject({ kind: 'password', required: true, numeric: true });
    expect(byField.email?.kind).toBe('email');
    expect(byField.verificationCode).toMatchObject({ kind: 'code', autoComplete: 'one-time-code' });
  });
  it('drops the code field without SMS verification', () => {
    expect(fieldsOf({ ...usernameCtx, sms: false })).not.toContain('verificationCode');
  });
  it('shows the affiliate code after a failed check', () => {
    expect(fieldsOf({ ...usernameCtx, forceAffiliate: true })).toContain('affiliateCode');
  });
});

describe('validateRegisterForm', () => {
  const base = () => ({
    ...emptyRegisterValues(
      [
        'username',
        'password',
        'confirmPassword',
        'mobileNum',
        'verificationCode',
        'email',
        'paymentPassword',
        'affiliateCode',
      ],
      '+855',
      '',
    ),
    username: 'alice01',
    password: 'abc123',
    confirmPassword: 'abc123',
    verificationCode: '123456',
    paymentPassword: '123456',
  });
  it('passes a valid form', () => {
    expect(validateRegisterForm({ ...base(), mobileNum: '98765432' }, usernameCtx, kh)).toEqual({});
  });
  it('reports required, pattern, mismatch and terms', () => {
    const errors = validateRegisterForm(
      {
        ...base(),
        mobileNum: '98765432',
        username: '',
        password: 'ab',
        confirmPassword: 'abc124',
        acceptTerms: false,
      },
      usernameCtx,
      kh,
    );
    expect(errors).toEqual({
      username: 'REQUIRED',
      password: 'pattern.ALNUM_NO_CJK',
      confirmPassword: 'PASSWORD_MISMATCH',
      acceptTerms: 'validation.terms',
    });
  });
  it('needs a number where an SMS code is asked for (as the server does)', () => {
    expect(validateRegisterForm({ ...base(), mobileNum: '' }, usernameCtx, kh).mobileNum).toBe('REQUIRED');
    expect(registerFieldModels(usernameCtx).find((f) => f.field === 'mobileNum')?.required).toBe(true);
    expect(
      validateRegisterForm({ ...base(), mobileNum: '' }, { ...usernameCtx, sms: false }, kh).mobileNum,
    ).toBeUndefined();
  });
  it('checks the mobile length of the region', () => {
    expect(validateRegisterForm({ ...base(), mobileNum: '1234567' }, mobileCtx, kh).mobileNum).toBe(
      'auth/invalid-phone-number',
    );
    expect(validateRegisterForm({ ...base(), mobileNum: '' }, mobileCtx, kh).mobileNum).toBe('REQUIRED');
  });
});

describe('buildRegisterRequest', () => {
  it('sends visible non-empty fields with passwords encrypted', async () => {
    const values = {
      ...emptyRegisterValues(['username', 'password', 'confirmPassword', 'mobileNum', 'qqNum'], '+855', ''),
      username: ' alice01 ',
      password: 'abc123',
      confirmPassword: 'abc123',
      mobileNum: '98 765 432',
      qqNum: '12345',
    };
    const body = await buildRegisterRequest(
      values,
      { ...usernameCtx, sms: false },
      { captchaId: null, href: 'http://x/register', hostname: 'x' },
      async (p) => `rsa:${p}`,
    );
    expect(body).toEqual({
      acceptTerms: true,
      login: true,
      registerMethod: 'WEB',
      registerUrl: 'http://x/register',
      domain: 'x',
      username: 'alice01',
      password: 'rsa:abc123',
      confirmPassword: 'rsa:abc123',
      mobileNum: '98765432',
      countryDialingCode: '+855',
    });
  });

  it("adds a member's referral code from the invitation link when the form has none", async () => {
    const values = emptyRegisterValues(['username'], '+855', '');
    const extras = { captchaId: null, href: 'http://x/register', hostname: 'x', referralCode: ' RABC2345 ' };
    const body = await buildRegisterRequest(values, { ...usernameCtx, sms: false }, extras, async (p) => p);
    expect(body.referralCode).toBe('RABC2345');
  });
});
