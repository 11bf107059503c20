import { describe, expect, it } from 'vitest';
import { requestBody, validateForm, type TFormField } from './register-form';

const field = (name: string, extra: Partial<TFormField> = {}): TFormField => ({
  field: name,
  enabled: true,
  required: false,
  acceptedPattern: null,
  patternId: 'ANY',
  minLength: null,
  maxLength: null,
  ...extra,
});
const fields = [
  field('username', { patternId: 'LETTER_THEN_ALNUM', minLength: 4, maxLength: 16 }),
  field('password', { patternId: 'ALNUM_NO_CJK', minLength: 6, maxLength: 20 }),
  field('confirmPassword'),
  field('email', { required: true, patternId: 'EMAIL' }),
  field('paymentPassword', { patternId: 'DIGITS', minLength: 6, maxLength: 6 }),
];

describe('register account form', () => {
  it('applies the player registration rules of the site config', () => {
    expect(validateForm({}, fields)).toMatchObject({
      username: 'REQUIRED',
      password: 'REQUIRED',
      email: 'REQUIRED',
    });
    const errors = validateForm(
      {
        username: '1abc',
        password: 'Secret123',
        confirmPassword: 'Secret124',
        email: 'x@y.kh',
        paymentPassword: '123456',
      },
      fields,
    );
    expect(errors.username).toMatch(/^pattern\./);
    expect(errors.confirmPassword).toBe('PASSWORD_MISMATCH');
    expect(errors.email).toBeUndefined();
  });

  it('encrypts the secrets and leaves out empty optional fields', async () => {
    const body = await requestBody(
      {
        username: ' abcd1 ',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        email: 'a@b.kh',
        paymentPassword: '123456',
      },
      2,
      fields,
      async (plain) => `rsa:${plain}`,
    );
    expect(body).toEqual({
      type: 2,
      username: 'abcd1',
      password: 'rsa:Secret123',
      confirmPassword: 'rsa:Secret123',
      email: 'a@b.kh',
      paymentPassword: 'rsa:123456',
    });
  });
});
