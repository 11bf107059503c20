import { describe, expect, it } from 'vitest';
import { amountText, fundPasswordFormSchema, ZBankCardFormSchema } from './form-schemas';

const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('cashier form checks', () => {
  it('checks amount format, then the limits', () => {
    const schema = amountText({ min: 1000, max: 50000 });
    expect(schema.safeParse('100.00').success).toBe(true);
    expect(issue(schema.safeParse('1.234'))).toBe('AMOUNT_FORMAT');
    expect(issue(schema.safeParse('9.99'))).toBe('AMOUNT_BELOW_MIN');
    expect(issue(schema.safeParse('500.01'))).toBe('AMOUNT_ABOVE_MAX');
    expect(issue(schema.safeParse(''))).toBe('REQUIRED');
  });
  it('wants six digits for a fund password and an equal confirmation', () => {
    const set = fundPasswordFormSchema(false);
    expect(set.safeParse({ oldPassword: '', newPassword: '123456', confirmPassword: '123456' }).success).toBe(
      true,
    );
    expect(issue(set.safeParse({ oldPassword: '', newPassword: '12345a', confirmPassword: '12345a' }))).toBe(
      'FUND_PASSWORD_FORMAT',
    );
    expect(issue(set.safeParse({ oldPassword: '', newPassword: '123456', confirmPassword: '123457' }))).toBe(
      'PASSWORD_MISMATCH',
    );
    const change = fundPasswordFormSchema(true);
    expect(
      issue(change.safeParse({ oldPassword: '', newPassword: '123456', confirmPassword: '123456' })),
    ).toBe('REQUIRED');
  });
  it('accepts a card number with spaces and refuses letters or short numbers', () => {
    const ok = ZBankCardFormSchema.safeParse({
      bankName: 'ABA Bank',
      accountNumber: '0001 2345 6789',
      payeeName: 'Sok Dara',
    });
    expect(ok.success && ok.data.accountNumber).toBe('000123456789');
    expect(
      issue(ZBankCardFormSchema.safeParse({ bankName: 'ABA', accountNumber: '12ab56', payeeName: 'Sok' })),
    ).toBe('ACCOUNT_NUMBER_FORMAT');
    expect(
      issue(ZBankCardFormSchema.safeParse({ bankName: 'ABA', accountNumber: '12345', payeeName: 'Sok' })),
    ).toBe('ACCOUNT_NUMBER_FORMAT');
  });
});
