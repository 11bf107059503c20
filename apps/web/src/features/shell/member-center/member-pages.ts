// The member-centre page keys of spec §2.7 (and issue 29's verification page), in menu order, with their icons and the site flag that
// switches a page off. `?page=` selects one; securityCenter is the default.
import type { TFlagId } from '@pavilion/contracts/site';
import type { TIconName } from '@/shared/ui/icon';

export const MEMBER_PAGE_KEYS = [
  'securityCenter',
  'verification',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'manualRebate',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;
export type TMemberPageKey = (typeof MEMBER_PAGE_KEYS)[number];
export const DEFAULT_MEMBER_PAGE: TMemberPageKey = 'securityCenter';

export const MEMBER_PAGE_ICONS: Record<TMemberPageKey, TIconName> = {
  securityCenter: 'shield',
  verification: 'user',
  transferFund: 'wallet',
  depositv2: 'card',
  withdraw: 'cashOut',
  transferUpline: 'transfer',
  personalHistoryCopy: 'receipt',
  transactionHistory: 'doc',
  personalProfit: 'chart',
  bonusDetails: 'gift',
  rewardCenter: 'trophy',
  manualRebate: 'percent',
  referral: 'users',
  missionLeaderboard: 'star',
  messageV2: 'mail',
};

/** Pages that exist only while a site flag is on. */
export const MEMBER_PAGE_FLAGS: Partial<Record<TMemberPageKey, TFlagId>> = {
  manualRebate: 'MANPLAYREB3',
  referral: 'REFERRAL3',
  rewardCenter: 'REWCEN3',
  messageV2: 'INBOX3',
};

export function isMemberPageKey(value: string | null): value is TMemberPageKey {
  return value !== null && (MEMBER_PAGE_KEYS as readonly string[]).includes(value);
}

/** The page to show for `?page=`: unknown or switched-off pages fall back to the default. */
export function memberPageFrom(value: string | null, flags: Record<string, boolean>): TMemberPageKey {
  if (!isMemberPageKey(value)) {
    return DEFAULT_MEMBER_PAGE;
  }
  const flag = MEMBER_PAGE_FLAGS[value];
  return flag && flags[flag] !== true ? DEFAULT_MEMBER_PAGE : value;
}

export function visibleMemberPages(flags: Record<string, boolean>): TMemberPageKey[] {
  return MEMBER_PAGE_KEYS.filter((key) => {
    const flag = MEMBER_PAGE_FLAGS[key];
    return !flag || flags[flag] === true;
  });
}
