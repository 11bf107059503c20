// Reward labels name the level of an upgrade and the period of a monthly, birthday or daily reward;
// the invitation link carries the code to the registration form.
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { referralLink } from '../pages/referral-page';
import { rewardLabel } from './reward-label';

const t = ((key: string, opts?: Record<string, string>) =>
  `${key}${opts ? JSON.stringify(opts) : ''}`) as unknown as TFunction<'loyalty'>;

describe('rewardLabel', () => {
  it('names the level of an upgrade and the period of the others', () => {
    expect(rewardLabel(t, { kind: 'vip_upgrade', period: 'level-3' })).toBe('kinds.vip_upgrade{"level":"3"}');
    expect(rewardLabel(t, { kind: 'vip_monthly', period: '2026-11' })).toBe(
      'kinds.vip_monthly{"period":"2026-11"}',
    );
    expect(rewardLabel(t, { kind: 'rebate_daily', period: '2026-11-25' })).toBe(
      'kinds.rebate_daily{"period":"2026-11-25"}',
    );
    expect(rewardLabel(t, { kind: 'referral', period: 'friend-7' })).toBe('kinds.referral');
  });
});

describe('referralLink', () => {
  it('opens the registration form with the code', () => {
    expect(referralLink('https://play.example.com', 'RABC2345')).toBe(
      'https://play.example.com/register?referralCode=RABC2345',
    );
  });
});
