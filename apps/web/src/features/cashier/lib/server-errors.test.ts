import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/http';
import { fieldErrorsOf, showSubmitError } from './server-errors';

describe('server errors onto fields', () => {
  it('puts a wrong fund password under the fund password field', () => {
    const error = new ApiError(400, { code: 'FUND_PASSWORD_WRONG', message: 'x' });
    expect(fieldErrorsOf(error, ['amount', 'fundPassword'])).toEqual([
      { field: 'fundPassword', code: 'errors.FUND_PASSWORD_WRONG' },
    ]);
  });
  it('maps the server field names and skips fields the form does not have', () => {
    const error = new ApiError(400, {
      code: 'VALIDATION_FAILED',
      message: 'x',
      fields: { confirmNewPassword: 'PASSWORD_MISMATCH', requestId: 'too_small' },
    });
    expect(fieldErrorsOf(error, ['newPassword', 'confirmPassword'])).toEqual([
      { field: 'confirmPassword', code: 'server.PASSWORD_MISMATCH' },
    ]);
  });
  it('leaves other errors to the form-level alert', () => {
    expect(fieldErrorsOf(new ApiError(409, { code: 'WITHDRAWAL_STATE', message: 'x' }), ['amount'])).toEqual(
      [],
    );
    expect(fieldErrorsOf(new Error('x'), ['amount'])).toEqual([]);
  });
});

describe('showSubmitError', () => {
  it('puts field errors on their fields and nothing above the form', () => {
    const onField: [string, string][] = [];
    const onForm: unknown[] = [];
    const error = new ApiError(400, { code: 'FUND_PASSWORD_WRONG', message: 'x' });
    showSubmitError(
      error,
      ['amount', 'fundPassword'],
      (field, e) => onField.push([field, e.message]),
      (e) => onForm.push(e),
    );
    expect(onField).toEqual([['fundPassword', 'errors.FUND_PASSWORD_WRONG']]);
    expect(onForm).toEqual([]);
  });

  it('reports an error no field owns above the form', () => {
    const onForm: unknown[] = [];
    const error = new ApiError(409, { code: 'WITHDRAWAL_STATE', message: 'x' });
    showSubmitError(
      error,
      ['amount'],
      () => expect.fail('no field error expected'),
      (e) => onForm.push(e),
    );
    expect(onForm).toEqual([error]);
  });
});
