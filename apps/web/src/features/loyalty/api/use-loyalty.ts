// Loyalty calls (issue 13, decision 035): VIP status and level rules, the reward centre and its
// claims, the manual rebate, the referral page. Keys carry the session token; the answers move
// with money, so a claim refreshes the header balance and every money view with one call.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TClaimResult,
  TRebateAccrued,
  TReferral,
  TRewards,
  TVipStatus,
} from '@pavilion/contracts/loyalty';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';
import { MONEY_QUERY_META, refreshMoneyQueries } from '@/shared/wallet/money-queries';

const KEY = 'loyalty';

function useLoyaltyQuery<T>(path: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [KEY, path, token],
    queryFn: () => api<T>(`/loyalty/${path}`),
    enabled: token !== null,
    meta: MONEY_QUERY_META,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

export const useVipStatus = () => useLoyaltyQuery<TVipStatus>('vip');
export const useRewards = () => useLoyaltyQuery<TRewards>('rewards');
export const useAccruedRebate = () => useLoyaltyQuery<TRebateAccrued>('rebate');
export const useReferral = () => useLoyaltyQuery<TReferral>('referral');

function useClaim<TArg>(path: (arg: TArg) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (arg: TArg) => api<TClaimResult>(`/loyalty/${path(arg)}`, { method: 'POST' }),
    onSettled: () => refreshMoneyQueries(client),
  });
}

export const useClaimReward = () => useClaim<number>((id) => `rewards/${id}/claim`);
export const useClaimRebate = () => useClaim<void>(() => 'rebate/claim');
