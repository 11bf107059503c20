import { describe, expect, it } from 'vitest';
import { convertFormSchema, ZRedeemFormSchema } from './form-schemas';

const redeem = {
  quantity: '1',
  recipient: 'Sok Dara',
  address: '12 Street 240',
  phone: '+855 12 345 678',
  fundPassword: '135790',
};
const problem = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('points form checks', () => {
  it('accepts a complete redemption and names each problem', () => {
    expect(ZRedeemFormSchema.safeParse(redeem).success).toBe(true);
    expect(problem(ZRedeemFormSchema.safeParse({ ...redeem, quantity: '0' }))).toBe('QUANTITY');
    expect(problem(ZRedeemFormSchema.safeParse({ ...redeem, phone: 'call me' }))).toBe('PHONE');
    expect(problem(ZRedeemFormSchema.safeParse({ ...redeem, address: 'x' }))).toBe('ADDRESS');
    expect(problem(ZRedeemFormSchema.safeParse({ ...redeem, fundPassword: '12' }))).toBe(
      'FUND_PASSWORD_FORMAT',
    );
  });
  it('converts whole points between the minimum and the balance', () => {
    const schema = convertFormSchema(100, 500);
    expect(schema.safeParse({ points: '500', fundPassword: '135790' }).success).toBe(true);
    expect(problem(schema.safeParse({ points: '99', fundPassword: '135790' }))).toBe('POINTS_MIN');
    expect(problem(schema.safeParse({ points: '501', fundPassword: '135790' }))).toBe('POINTS_MAX');
    expect(problem(schema.safeParse({ points: '1.5', fundPassword: '135790' }))).toBe('POINTS_WHOLE');
  });
});
