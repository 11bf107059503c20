// Query and mutation hooks of the points mall and missions (issue 13): keys carry the session token
// (a new session never sees the previous member's points) and the API language where the server
// answers in it; redeem, convert and mission claims refresh every query that moves with money.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TLeaderboard,
  TMissionClaimReply,
  TMissionPeriod,
  TMissionSummary,
} from '@pavilion/contracts/missions';
import type {
  TConvertReply,
  TConvertRequest,
  TGoodsList,
  TPointsBalance,
  TPointsConfig,
  TPointsTx,
  TPointsTxPage,
  TRedeemRequest,
  TRedemption,
  TRedemptionPage,
} from '@pavilion/contracts/points';
import { api } from '@/shared/api/http';
import { useApiLanguage } from '@/shared/i18n/use-api-language';
import { useSession } from '@/shared/session/session-store';
import { MONEY_QUERY_META, refreshMoneyQueries } from '@/shared/wallet/money-queries';

export const POINTS_KEY = 'points';
export const POINTS_PAGE_SIZE = 10;

function useMemberQuery<T>(path: string, query: Record<string, string | number> = {}, withLanguage = false) {
  const token = useSession((s) => s.token);
  const language = useApiLanguage();
  const q = withLanguage ? { ...query, language } : query;
  return useQuery({
    queryKey: [POINTS_KEY, path, token, q],
    queryFn: () => api<T>(path, { query: q }),
    enabled: token !== null,
    meta: MONEY_QUERY_META,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

export const usePointsBalance = () => useMemberQuery<TPointsBalance>('/points/balance');
export const usePointsConfig = () => useMemberQuery<TPointsConfig>('/points/config');
export const useGoods = () => useMemberQuery<TGoodsList>('/points/goods', {}, true);
export const useFundPasswordSet = () => useMemberQuery<{ isSet: boolean }>('/cashier/fund-password');
export const useMissions = () => useMemberQuery<TMissionSummary>('/missions', {}, true);
export const useLeaderboard = (period: TMissionPeriod) =>
  useMemberQuery<TLeaderboard>('/missions/leaderboard', { period });

type TPaged<Row> = { rows: Row[]; pageNo: number; totalPages: number };
const paged = <Row>(d: { records: Row[]; total: number; pageNo: number; pageSize: number }): TPaged<Row> => ({
  rows: d.records,
  pageNo: d.pageNo,
  totalPages: Math.max(1, Math.ceil(d.total / d.pageSize)),
});

export function usePointsDetails(pageNo: number) {
  const q = useMemberQuery<TPointsTxPage>('/points/transactions', { pageNo, pageSize: POINTS_PAGE_SIZE });
  return { ...q, data: q.data ? paged<TPointsTx>(q.data) : undefined };
}

export function useRedemptions(pageNo: number) {
  const q = useMemberQuery<TRedemptionPage>(
    '/points/redemptions',
    { pageNo, pageSize: POINTS_PAGE_SIZE },
    true,
  );
  return { ...q, data: q.data ? paged<TRedemption>(q.data) : undefined };
}

function useMoneyMutation<B, R>(fn: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([refreshMoneyQueries(client), client.invalidateQueries({ queryKey: [POINTS_KEY] })]);
    },
  });
}

export function useRedeem() {
  const language = useApiLanguage();
  return useMoneyMutation((body: TRedeemRequest) =>
    api<TRedemption>('/points/redeem', { method: 'POST', body, query: { language } }),
  );
}

export const useConvert = () =>
  useMoneyMutation((body: TConvertRequest) =>
    api<TConvertReply>('/points/convert', { method: 'POST', body }),
  );

export const useClaimMission = () =>
  useMoneyMutation((id: string) => api<TMissionClaimReply>(`/missions/${id}/claim`, { method: 'POST' }));
