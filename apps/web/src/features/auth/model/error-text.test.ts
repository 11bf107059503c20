import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/format/date-time';
import { apiErrorText, fieldErrorText, patternText, type TTranslate } from './error-text';

const bundle: Record<string, string> = {
  'pattern.DIGITS': 'Digits only, {{min}} - {{max}} digits',
  'pattern.LETTER_THEN_ALNUM': 'Letter first, {{min}} - {{max}} characters',
  'range.atLeast': 'at least {{n}}',
  'range.atMost': 'at most {{n}}',
  'errors:time.seconds': '{{n}} s',
  'errors:time.minutes': '{{n}} min',
  'validation.required': 'Input cannot be empty',
  'validation.inconsistentTwice': 'The two entries are inconsistent',
  'validation.passwordRule': 'Login password must be {{min}} - {{max}} digits or letters',
  'validation.loginRequired': 'Please enter the username and password',
  'errors:code.ACCOUNT_LOCKED': 'Locked',
  'errors:code.ACCOUNT_OR_PASSWORD_WRONG': 'Account or password wrong',
  'errors:retryAfter': '{{message}} Try again in {{wait}}.',
  'errors:code.UNKNOWN_ERROR': 'Unknown error',
  'errors:code.SELF_EXCLUDED': 'Excluded',
  'errors:selfExcluded.loginUntil': 'Self-excluded until {{time}}. No login before then.',
  'errors:selfExcluded.loginPermanent': 'Self-excluded permanently.',
};
/** A tiny stand-in for i18next's t: looks up, honours defaultValue, interpolates {{x}}. */
const t: TTranslate = (key, options = {}) => {
  const template = bundle[key] ?? (options.defaultValue as string | undefined) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (m, name: string) =>
    name in options ? String(options[name]) : m,
  );
};

describe('patternText', () => {
  it('applies bounds and the collapse rule', () => {
    expect(patternText(t, 'DIGITS', { minLength: 6, maxLength: 15 })).toBe('Digits only, 6 - 15 digits');
    expect(patternText(t, 'DIGITS', { minLength: 6, maxLength: 6 })).toBe('Digits only, 6 digits');
    expect(patternText(t, 'DIGITS', { minLength: 3 })).toBe('Digits only, at least 3 digits');
  });
});

describe('fieldErrorText', () => {
  it('maps validator codes', () => {
    expect(fieldErrorText(t, 'REQUIRED')).toBe('Input cannot be empty');
    expect(fieldErrorText(t, 'PASSWORD_MISMATCH')).toBe('The two entries are inconsistent');
    expect(fieldErrorText(t, 'pattern.DIGITS', { minLength: 6, maxLength: 6 })).toBe('Digits only, 6 digits');
    expect(fieldErrorText(t, 'validation.loginRequired')).toBe('Please enter the username and password');
  });
  it('maps the contracts rule messages to their rules', () => {
    expect(fieldErrorText(t, 'username')).toBe('Letter first, 4 - 16 characters');
    expect(fieldErrorText(t, 'password')).toBe('Login password must be 6 - 20 digits or letters');
  });
  it('maps server codes and keeps unknown ones readable', () => {
    expect(fieldErrorText(t, 'ACCOUNT_OR_PASSWORD_WRONG')).toBe('Account or password wrong');
    expect(fieldErrorText(t, 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});

describe('apiErrorText', () => {
  it('adds the retry time for timed codes', () => {
    expect(apiErrorText(t, { code: 'ACCOUNT_LOCKED', message: 'x', retryAfterSeconds: 900 })).toBe(
      'Locked Try again in 15 min.',
    );
    expect(apiErrorText(t, { code: 'ACCOUNT_LOCKED', message: 'x', retryAfterSeconds: 30 })).toBe(
      'Locked Try again in 30 s.',
    );
  });
  it('reads a code without a translation as UNKNOWN_ERROR', () => {
    expect(apiErrorText(t, { code: 'NEW_CODE', message: 'Server says no' })).toBe('Unknown error');
    expect(apiErrorText(t, { code: 'ACCOUNT_OR_PASSWORD_WRONG', message: 'x', retryAfterSeconds: 5 })).toBe(
      'Account or password wrong',
    );
  });
  it('says when a self-excluded member may log in again, or that they never may', () => {
    const until = '2027-06-01T08:30:00.000Z';
    expect(apiErrorText(t, { code: 'SELF_EXCLUDED', message: 'x', data: { until, permanent: false } })).toBe(
      `Self-excluded until ${formatDateTime(until)}. No login before then.`,
    );
    expect(
      apiErrorText(t, {
        code: 'SELF_EXCLUDED',
        message: 'x',
        data: { until: '9999-12-31T00:00:00.000Z', permanent: true },
      }),
    ).toBe('Self-excluded permanently.');
    expect(apiErrorText(t, { code: 'SELF_EXCLUDED', message: 'x' })).toBe('Excluded');
  });
});
