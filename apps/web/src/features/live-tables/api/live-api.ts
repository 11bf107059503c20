// The live tables' API (contracts/live-tables.ts) as query and mutation hooks. A table's state comes
// from its SSE stream (hooks/use-table-stream.ts), which writes each state into the table's query; the
// query's own fetch is the first paint and the fallback. My bets carry MONEY_QUERY_META, so a
// settlement refreshes them together with the header balance.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TLiveHistoryItem,
  TLiveLobby,
  TLiveMyBet,
  TLivePlaceReply,
  TLivePlaceRequest,
  TLiveTableState,
} from '@pavilion/contracts/live-tables';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';
import { MONEY_QUERY_META, refreshMoneyQueries } from '@/shared/wallet/money-queries';

export const LIVE_KEY = 'live-tables';

/** An answer with the moment it arrived, so countdowns can correct the browser's clock. */
export type TTimed<T> = T & { receivedAt: number };

export const tableKey = (id: string) => [LIVE_KEY, 'table', id] as const;

export function useLiveLobby() {
  return useQuery({
    queryKey: [LIVE_KEY, 'lobby'],
    queryFn: async (): Promise<TTimed<TLiveLobby>> => ({
      ...(await api<TLiveLobby>('/live/tables')),
      receivedAt: Date.now(),
    }),
    refetchInterval: 3000,
    retry: false,
  });
}

export function useLiveTable(id: string) {
  return useQuery({
    queryKey: tableKey(id),
    queryFn: async (): Promise<TTimed<TLiveTableState>> => ({
      ...(await api<TLiveTableState>(`/live/tables/${encodeURIComponent(id)}`)),
      receivedAt: Date.now(),
    }),
    retry: false,
    staleTime: Infinity,
  });
}

export function useMyLiveBets(id: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [LIVE_KEY, 'mine', id, token],
    queryFn: () => api<{ items: TLiveMyBet[] }>(`/live/tables/${encodeURIComponent(id)}/bets`),
    enabled: token !== null,
    meta: MONEY_QUERY_META,
    retry: false,
  });
}

export function useLiveHistory(id: string, roundsSettled: number) {
  return useQuery({
    queryKey: [LIVE_KEY, 'history', id, roundsSettled],
    queryFn: () => api<{ items: TLiveHistoryItem[] }>(`/live/tables/${encodeURIComponent(id)}/history`),
    retry: false,
  });
}

export function usePlaceLiveBet(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TLivePlaceRequest) =>
      api<TLivePlaceReply>(`/live/tables/${encodeURIComponent(id)}/bets`, { method: 'POST', body }),
    onSuccess: () => void refreshMoneyQueries(client),
  });
}
