// The PVP tables' API (contracts/pvp.ts) as query and mutation hooks. A table's view is read with
// the session, so a seated member gets their own hole cards; the table's stream
// (hooks/use-pvp-stream.ts) says when it changed and the view is read again. Commands refresh the
// view and the money queries (buy-in and cash-out move the balance).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TPvpActRequest,
  TPvpHistory,
  TPvpLobby,
  TPvpSitRequest,
  TPvpTableView,
} from '@pavilion/contracts/pvp';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';
import { refreshMoneyQueries } from '@/shared/wallet/money-queries';

export const PVP_KEY = 'pvp';
export type TTimed<T> = T & { receivedAt: number };

const path = (id: string, tail = '') => `/pvp/tables/${encodeURIComponent(id)}${tail}`;

export function usePvpLobby() {
  return useQuery({
    queryKey: [PVP_KEY, 'lobby'],
    queryFn: () => api<TPvpLobby>('/pvp/tables'),
    refetchInterval: 5000,
    retry: false,
  });
}

export function usePvpTable(id: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [PVP_KEY, 'table', id, token],
    queryFn: async (): Promise<TTimed<TPvpTableView>> => ({
      ...(await api<TPvpTableView>(path(id))),
      receivedAt: Date.now(),
    }),
    retry: false,
  });
}

export function usePvpHistory(id: string) {
  return useQuery({
    queryKey: [PVP_KEY, 'history', id],
    queryFn: () => api<TPvpHistory>(path(id, '/history')),
    retry: false,
  });
}

function useCommand<B>(id: string, tail: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api<unknown>(path(id, tail), { method: 'POST', body }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: [PVP_KEY, 'table', id] });
      void refreshMoneyQueries(client);
    },
  });
}

export const useSit = (id: string) => useCommand<TPvpSitRequest>(id, '/sit');
export const useLeave = (id: string) => useCommand<Record<string, never>>(id, '/leave');
export const useAct = (id: string) => useCommand<TPvpActRequest>(id, '/act');
export const useSitOut = (id: string) => useCommand<{ sittingOut: boolean }>(id, '/sit-out');
export const useTopUp = (id: string) => useCommand<{ amount: number }>(id, '/top-up');
export const useStake = (id: string) => useCommand<{ amount: number }>(id, '/stake');
