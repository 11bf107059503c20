// The words of a reward: its kind and what it is for (a level, a month, a year, a day, a friend).
import type { TFunction } from 'i18next';
import type { TReward } from '@pavilion/contracts/loyalty';

export function rewardLabel(t: TFunction<'loyalty'>, r: Pick<TReward, 'kind' | 'period'>): string {
  switch (r.kind) {
    case 'vip_upgrade':
      return t('kinds.vip_upgrade', { level: r.period.replace('level-', '') });
    case 'vip_monthly':
    case 'vip_birthday':
    case 'rebate_daily':
      return t(`kinds.${r.kind}`, { period: r.period });
    case 'rebate_manual':
      return t('kinds.rebate_manual');
    case 'referral':
      return t('kinds.referral');
  }
}
