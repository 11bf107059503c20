// The shared plumbing of the cashier's query hooks: keys carry the session token (a new session
// never sees the previous member's cashier), and every money movement refreshes every query that
// moves with money (shared/wallet/money-queries.ts): header balance, member info, cashier views.
import { useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';
import { MONEY_QUERY_META, refreshMoneyQueries } from '@/shared/wallet/money-queries';

export const CASHIER_KEY = 'cashier';

/** GET /api/cashier/<path> for the logged-in member, cached per token and query. */
export function useCashierQuery<T>(path: string, query?: Record<string, number | string>) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [CASHIER_KEY, path, token, query ?? {}],
    queryFn: () => api<T>(`/cashier/${path}`, query ? { query } : {}),
    enabled: token !== null,
    meta: MONEY_QUERY_META,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

/** After money moved (or a card / password changed): refetch what shows it. */
export function useRefreshAfterMoney() {
  const client = useQueryClient();
  return () => refreshMoneyQueries(client);
}
