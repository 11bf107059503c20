import { describe, expect, it } from 'vitest';
import { ZKycDecisionSchema, ZKycRulesSchema, kycLevelOf } from './kyc.ts';

describe('kyc levels and schemas', () => {
  it('derives the level from the approved kinds only', () => {
    expect(kycLevelOf([])).toBe(0);
    expect(kycLevelOf(['id_front', 'id_back'])).toBe(0);
    // an address alone proves no identity
    expect(kycLevelOf(['proof_of_address', 'id_front', 'selfie'])).toBe(0);
    expect(kycLevelOf(['selfie', 'id_back', 'id_front'])).toBe(1);
    expect(kycLevelOf(['id_front', 'id_back', 'selfie', 'proof_of_address'])).toBe(2);
  });

  it('needs a reason code to reject, and one rule per currency, kind and level', () => {
    expect(ZKycDecisionSchema.safeParse({ decision: 'reject' }).success).toBe(false);
    expect(ZKycDecisionSchema.safeParse({ decision: 'reject', reasonCode: 'expired' }).success).toBe(true);
    expect(ZKycDecisionSchema.safeParse({ decision: 'approve', reasonCode: 'expired' }).success).toBe(false);
    const rule = { currency: 'USD', kind: 'single', amount: 100, level: 1 };
    expect(ZKycRulesSchema.safeParse({ rules: [rule, { ...rule, level: 2 }] }).success).toBe(true);
    expect(ZKycRulesSchema.safeParse({ rules: [rule, rule] }).success).toBe(false);
  });
});
