// Query hooks of "my income" and the settlement records (packages/contracts/src/agent-settlement.ts):
// keyed by their exact query, the previous page stays on screen while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TIncome,
  TIncomeKind,
  TSettlementKind,
  TSettlementRecords,
} from '@pavilion/contracts/agent-settlement';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';
import { MONEY_QUERY_META } from '@/shared/wallet/money-queries';

export type TIncomeFilter = { kind: 'all' | TIncomeKind; from: string; to: string; pageNo: number };

export function useAgentIncome(filter: TIncomeFilter) {
  const token = useSession((s) => s.token);
  const query = {
    kind: filter.kind,
    pageNo: filter.pageNo,
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
  return useQuery({
    queryKey: ['agent-income', token, query],
    queryFn: () => api<TIncome>('/agent/income', { query }),
    enabled: token !== null,
    meta: MONEY_QUERY_META,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

export type TSettlementFilter = {
  kind: TSettlementKind;
  direction: 'all' | 'received' | 'paid';
  pageNo: number;
};

export function useSettlementRecords(filter: TSettlementFilter) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['agent-settlements', token, filter],
    queryFn: () => api<TSettlementRecords>('/agent/settlements', { query: filter }),
    enabled: token !== null,
    meta: MONEY_QUERY_META,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
