// The grant form's conversion: percent and currency units to basis points and minor units, member
// counts as integers, and the contract schema's refusals named by the field to fix.
import { describe, expect, it } from 'vitest';
import { EMPTY_TIER, grantBody, percentToBp, type TGrantValues } from './grant-terms';

const base: TGrantValues = {
  account: 'agent01',
  kind: 'daily',
  period: 'W',
  profitRate: '',
  lossRate: '',
  minSingleBet: '',
  tiers: [],
};

describe('grant terms', () => {
  it('reads percents as basis points without floats', () => {
    expect([percentToBp('1.5'), percentToBp('0.29'), percentToBp('100'), percentToBp('1.234')]).toEqual([
      150,
      29,
      10_000,
      null,
    ]);
  });

  it('builds real-time terms', () => {
    const out = grantBody({
      ...base,
      kind: 'realtime',
      profitRate: '0.2',
      lossRate: '0.5',
      minSingleBet: '10',
    });
    expect(out).toEqual({
      ok: true,
      body: {
        account: 'agent01',
        terms: { kind: 'realtime', profitRateBp: 20, lossRateBp: 50, minSingleBet: 1000 },
      },
    });
  });

  it('builds dividend tiers with money and member thresholds', () => {
    const out = grantBody({
      ...base,
      kind: 'dividend',
      tiers: [
        { ...EMPTY_TIER, minActiveMembers: '5', minValidBet: '1,000', minLoss: '200.50', rate: '10' },
        { ...EMPTY_TIER, minActiveMembers: '10', minValidBet: '5000', minLoss: '500', rate: '20' },
      ],
    });
    expect(out.ok && out.body.terms).toEqual({
      kind: 'dividend',
      period: 'W',
      tiers: [
        { minActiveMembers: 5, minValidBet: 100_000, minLoss: 20_050, rateBp: 1000 },
        { minActiveMembers: 10, minValidBet: 500_000, minLoss: 50_000, rateBp: 2000 },
      ],
    });
  });

  it('names malformed fields', () => {
    const out = grantBody({
      ...base,
      account: ' ',
      tiers: [{ ...EMPTY_TIER, minDailyBet: 'abc', minActiveMembers: '1.5', rate: '1' }],
    });
    expect(out).toEqual({ ok: false, bad: ['tiers.0.minDailyBet', 'tiers.0.minActiveMembers', 'account'] });
  });

  it('names the tiers when they do not ascend and a rate above 100 %', () => {
    const descending = grantBody({
      ...base,
      kind: 'hourly',
      tiers: [
        { ...EMPTY_TIER, minHourlyBet: '100', rate: '2' },
        { ...EMPTY_TIER, minHourlyBet: '50', rate: '1' },
      ],
    });
    expect(descending).toEqual({ ok: false, bad: ['tiers'] });
    const tooHigh = grantBody({
      ...base,
      kind: 'realtime',
      profitRate: '100.01',
      lossRate: '1',
      minSingleBet: '0',
    });
    expect(tooHigh).toEqual({ ok: false, bad: ['profitRate'] });
  });

  it('refuses a tiered kind without tiers', () => {
    expect(grantBody({ ...base, kind: 'daily', tiers: [] })).toEqual({ ok: false, bad: ['tiers'] });
  });
});
