// VIP levels, rebate rates, the referral rule and rewards over /api/admin/loyalty (loyalty.read;
// every write needs loyalty.write). A PUT replaces the whole set.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminRewardsSchema,
  ZRebateRatesSchema,
  ZReferralRuleSchema,
  ZVipLevelsSchema,
  type TRebateRates,
  type TReferralRule,
  type TRewardStatus,
  type TVipLevelsInput,
} from '@pavilion/contracts/loyalty';
import { api } from '@/shared/http';

const LOYALTY = ['console', 'loyalty'] as const;
const L = '/api/admin/loyalty';

export function useVipLevels() {
  return useQuery({
    queryKey: [...LOYALTY, 'levels'],
    queryFn: async () => ZVipLevelsSchema.parse(await api(`${L}/vip-levels`)),
  });
}

export function useRebateRates() {
  return useQuery({
    queryKey: [...LOYALTY, 'rates'],
    queryFn: async () => ZRebateRatesSchema.parse(await api(`${L}/rebate-rates`)),
  });
}

export function useReferralRule() {
  return useQuery({
    queryKey: [...LOYALTY, 'referral'],
    queryFn: async () => ZReferralRuleSchema.parse(await api(`${L}/referral-rule`)),
  });
}

type TWrite =
  | { path: 'vip-levels'; body: TVipLevelsInput }
  | { path: 'rebate-rates'; body: TRebateRates }
  | { path: 'referral-rule'; body: TReferralRule };

const QUERY_OF = { 'vip-levels': 'levels', 'rebate-rates': 'rates', 'referral-rule': 'referral' } as const;

/** One settings write; only its own query is read again (another editor's unsaved changes stay). */
export function useLoyaltyWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (w: TWrite) => api(`${L}/${w.path}`, { method: 'PUT', body: w.body }),
    onSettled: (_data, _error, w) =>
      queryClient.invalidateQueries({ queryKey: [...LOYALTY, QUERY_OF[w.path]] }),
  });
}

export function useRewards(status: TRewardStatus, account: string, pageNo: number) {
  return useQuery({
    queryKey: [...LOYALTY, 'rewards', status, account, pageNo],
    queryFn: async () =>
      ZAdminRewardsSchema.parse(
        await api(`${L}/rewards`, { query: { status, account: account.trim(), pageNo, pageSize: 20 } }),
      ),
  });
}

export function rejectReward(id: number, reason: string) {
  return api(`${L}/rewards/${id}/reject`, { method: 'POST', body: { reason } });
}

export const loyaltyKey = LOYALTY;

/** Money fields are typed in major units (2 decimals) and stored in minor units. */
export const toMinor = (major: number) => Math.round(major * 100);
export const toMajor = (minor: number) => minor / 100;
