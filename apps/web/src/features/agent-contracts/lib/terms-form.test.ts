import { describe, expect, it } from 'vitest';
import {
  bpToPercent,
  EMPTY_TIER,
  initialValues,
  moneyToMinor,
  percentToBp,
  valuesToTerms,
  ZOfferFormCheckedSchema,
  type TOfferFormValues,
} from './terms-form';

const base: TOfferFormValues = {
  kind: 'daily',
  downline: 'agent02',
  period: 'W',
  tiers: [{ ...EMPTY_TIER, minDailyBet: '500', minActiveMembers: '2', rate: '0.3' }],
  profitRate: '',
  lossRate: '',
  minSingleBet: '0',
};

describe('terms form', () => {
  it('reads percentages and amounts exactly', () => {
    expect(percentToBp('12.5')).toBe(1250);
    expect(percentToBp('0.01')).toBe(1);
    expect(percentToBp('100')).toBe(10_000);
    expect(percentToBp('1.234')).toBeNull();
    expect(percentToBp('-1')).toBeNull();
    expect(percentToBp('')).toBeNull();
    expect(moneyToMinor('500.25')).toBe(50_025);
    expect(moneyToMinor('1e3')).toBeNull();
    expect(bpToPercent(1250)).toBe('12.5');
    expect(bpToPercent(5)).toBe('0.05');
    expect(bpToPercent(300)).toBe('3');
  });

  it('turns values into terms the shared schema accepts', () => {
    expect(valuesToTerms(base)).toEqual({
      terms: { kind: 'daily', tiers: [{ minDailyBet: 50_000, minActiveMembers: 2, rateBp: 30 }] },
    });
    const rt = valuesToTerms({
      ...base,
      kind: 'realtime',
      profitRate: '0.2',
      lossRate: '0.5',
      minSingleBet: '10',
    });
    expect(rt).toEqual({ terms: { kind: 'realtime', profitRateBp: 20, lossRateBp: 50, minSingleBet: 1000 } });
  });

  it('puts format and schema problems on their fields', () => {
    expect(valuesToTerms({ ...base, tiers: [{ ...base.tiers[0]!, rate: 'abc' }] })).toEqual({
      issues: [{ path: ['tiers', 0, 'rate'], message: 'RATE_FORMAT' }],
    });
    expect(valuesToTerms({ ...base, tiers: [{ ...base.tiers[0]!, rate: '101' }] })).toEqual({
      issues: [{ path: ['tiers', 0, 'rate'], message: 'RATE_RANGE' }],
    });
    const descending = valuesToTerms({
      ...base,
      tiers: [base.tiers[0]!, { ...base.tiers[0]!, minDailyBet: '100', rate: '0.5' }],
    });
    expect(descending).toEqual({ issues: [{ path: ['tiers', 1, 'rate'], message: 'TIERS_NOT_ASCENDING' }] });
    expect(ZOfferFormCheckedSchema.safeParse({ ...base, downline: '' }).success).toBe(false);
    expect(ZOfferFormCheckedSchema.safeParse(base).success).toBe(true);
  });

  it('starts from the agent own terms', () => {
    const v = initialValues('daily', 'x', {
      kind: 'daily',
      tiers: [{ minDailyBet: 50_000, minActiveMembers: 2, rateBp: 50 }],
    });
    expect(v.tiers).toEqual([{ ...EMPTY_TIER, minDailyBet: '500', minActiveMembers: '2', rate: '0.5' }]);
    expect(valuesToTerms(v)).toEqual({
      terms: { kind: 'daily', tiers: [{ minDailyBet: 50_000, minActiveMembers: 2, rateBp: 50 }] },
    });
  });
});
