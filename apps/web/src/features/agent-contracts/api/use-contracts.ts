// Agent contract calls (decision 025): the consolidated contract info (menu gating, loaded only with a
// session), the per-kind process bundle, offers, actions and a contract's history. Every change
// refetches the contract queries of the session.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TConsolidatedContractInfo,
  TContract,
  TContractAction,
  TContractHistory,
  TContractKind,
  TContractOffer,
  TContractProcess,
} from '@pavilion/contracts/agent-contracts';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';

export const CONTRACTS_KEY = 'agent-contracts';

/** GET /api/agent/contracts/consolidated; only for a logged-in agent (`enabled`). */
export function useConsolidatedContracts(enabled: boolean) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [CONTRACTS_KEY, 'consolidated', token],
    queryFn: () => api<TConsolidatedContractInfo>('/agent/contracts/consolidated'),
    enabled: enabled && token !== null,
    staleTime: 30_000,
    retry: false,
  });
}

export function useContractProcess(kind: TContractKind) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [CONTRACTS_KEY, 'process', kind, token],
    queryFn: () => api<TContractProcess>(`/agent/contracts/${kind}/process`),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

export function useContractHistory(id: number | null) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [CONTRACTS_KEY, 'history', id, token],
    queryFn: () => api<TContractHistory>(`/agent/contracts/${id}/history`),
    enabled: token !== null && id !== null,
    retry: false,
  });
}

function useRefreshContracts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [CONTRACTS_KEY] });
}

export function useContractAction() {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: TContractAction }) =>
      api<TContract>(`/agent/contracts/${id}/actions`, { method: 'POST', body: { action } }),
    onSettled: () => refresh(),
  });
}

export function useOfferContract() {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (body: TContractOffer) => api<TContract>('/agent/contracts/offers', { method: 'POST', body }),
    onSuccess: () => refresh(),
  });
}
