// The fishing vendor's API (contracts/fishing.ts) as query and mutation hooks. The sea's fish are
// read every two seconds (a window of the next four); shots go through useShoot, whose answers
// drive the canvas's hits and coin bursts. Leaving closes the session and refreshes the balance.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TFishingSeaState,
  TFishingSession,
  TFishingShootReply,
  TFishingShootRequest,
  TSeas,
} from '@pavilion/contracts/fishing';
import { api } from '@/shared/api/http';
import { refreshMoneyQueries } from '@/shared/wallet/money-queries';

export const FISHING_KEY = 'fishing';

export function useSeas() {
  return useQuery({
    queryKey: [FISHING_KEY, 'seas'],
    queryFn: () => api<TSeas>('/fishing/seas'),
    refetchInterval: 5000,
    retry: false,
  });
}

export function useOpenSession(seaId: string) {
  return useMutation({
    mutationFn: () =>
      api<TFishingSession>(`/fishing/seas/${encodeURIComponent(seaId)}/sessions`, {
        method: 'POST',
        body: {},
      }),
  });
}

export function useSeaState(sessionId: string | null) {
  return useQuery({
    queryKey: [FISHING_KEY, 'sea', sessionId],
    queryFn: async () => ({
      ...(await api<TFishingSeaState>(`/fishing/sessions/${sessionId}/sea`)),
      receivedAt: Date.now(),
    }),
    enabled: sessionId !== null,
    refetchInterval: 2000,
    retry: false,
  });
}

export function shootRequest(sessionId: string, body: TFishingShootRequest) {
  return api<TFishingShootReply>(`/fishing/sessions/${sessionId}/shots`, { method: 'POST', body });
}

export function useCloseSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api<TFishingSession>(`/fishing/sessions/${sessionId}/close`, { method: 'POST' }),
    onSuccess: () => void refreshMoneyQueries(client),
  });
}
