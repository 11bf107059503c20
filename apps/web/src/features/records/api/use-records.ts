// Query hooks of the member-centre records (packages/contracts/src/records.ts): the betting
// record, the account record and profit and loss, each keyed by its exact query so paging and
// filters cache separately; previous data stays on screen while the next page loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TBetRecords, TProfitReport, TTransactionRecords } from '@pavilion/contracts/records';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';
import { MONEY_QUERY_META } from '@/shared/wallet/money-queries';
import type { TQueryParams } from '../lib/records-query';

function useRecords<T>(path: string, query: TQueryParams) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['records', path, token, query],
    queryFn: () => api<T>(`/records/${path}`, { query }),
    enabled: token !== null,
    meta: MONEY_QUERY_META,
    placeholderData: keepPreviousData,
    // every round played elsewhere adds rows: opening a pane again asks again
    staleTime: 0,
    retry: false,
  });
}

export function useBetRecords(query: TQueryParams) {
  return useRecords<TBetRecords>('bets', query);
}

export function useTransactionRecords(query: TQueryParams) {
  return useRecords<TTransactionRecords>('transactions', query);
}

export function useProfitReport(query: TQueryParams) {
  return useRecords<TProfitReport>('profit', query);
}
