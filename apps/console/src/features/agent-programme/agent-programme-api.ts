// The agent programme's admin API in the console: contracts (/api/admin/agent-contracts), settlement
// runs (/api/admin/agent-settlements) and agent announcements (/api/admin/agent-announcements).
// Query hooks sit next to their fetchers; every answer is parsed with the contract's schema.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TAdminContractGrant,
  ZContractHistorySchema,
  ZContractListSchema,
  ZContractSchema,
  type TContract,
  type TContractKind,
  type TContractStatus,
} from '@pavilion/contracts/agent-contracts';
import {
  ZAgentAnnouncementAdminListSchema,
  type TAgentAnnouncementInput,
} from '@pavilion/contracts/agent-reports';
import {
  ZSettlementRunSchema,
  ZSettlementRunsSchema,
  type TSettlementKind,
  type TSettlementTrigger,
} from '@pavilion/contracts/agent-settlement';
import { ZCreatedSchema } from '@pavilion/contracts/content';
import { api } from '@/shared/http';

export const PAGE_SIZE = 20;
/** The actions the platform may take on a contract (ZAdminContractActionSchema). */
export const ADMIN_CONTRACT_ACTIONS = ['terminate', 'confirm_termination', 'decline_termination'] as const;
export type TAdminContractAction = (typeof ADMIN_CONTRACT_ACTIONS)[number];

/**
 * What the platform may do with a contract now (the service's rules): only its own contracts with
 * top-level agents; end a live one at any time, answer the agent's termination request.
 */
export function adminActionsOf(contract: TContract): TAdminContractAction[] {
  if (contract.upline !== null) {
    return [];
  }
  const live = contract.status === 'active' || contract.status === 'termination_requested';
  return ADMIN_CONTRACT_ACTIONS.filter((a) =>
    a === 'terminate' ? live : (contract.actions as string[]).includes(a),
  );
}

const CONTRACTS = '/api/admin/agent-contracts';
const SETTLEMENTS = '/api/admin/agent-settlements';
const ANNOUNCEMENTS = '/api/admin/agent-announcements';
const contractsKey = ['console', 'agent-contracts'] as const;
const runsKey = ['console', 'settlement-runs'] as const;
const announcementsKey = ['console', 'agent-announcements'] as const;

export type TContractFilters = {
  account: string;
  kind: TContractKind | '';
  status: TContractStatus | '';
  platformOnly: boolean;
};

export function useContracts(f: TContractFilters) {
  return useQuery({
    queryKey: [...contractsKey, f],
    queryFn: async () =>
      ZContractListSchema.parse(
        await api(CONTRACTS, {
          query: {
            account: f.account.trim(),
            kind: f.kind,
            status: f.status,
            platformOnly: f.platformOnly ? 'true' : undefined,
          },
        }),
      ),
    placeholderData: (previous) => previous,
  });
}

export function useContractHistory(id: number | null) {
  return useQuery({
    queryKey: [...contractsKey, 'history', id],
    queryFn: async () => ZContractHistorySchema.parse(await api(`${CONTRACTS}/${id}/history`)),
    enabled: id !== null,
  });
}

export function useContractAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: TAdminContractAction }) =>
      ZContractSchema.parse(await api(`${CONTRACTS}/${id}/actions`, { method: 'POST', body: { action } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}

export function useGrantContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TAdminContractGrant) =>
      ZContractSchema.parse(await api(CONTRACTS, { method: 'POST', body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}

export function useSettlementRuns(kind: TSettlementKind | '', pageNo: number) {
  return useQuery({
    queryKey: [...runsKey, kind, pageNo],
    queryFn: async () =>
      ZSettlementRunsSchema.parse(
        await api(`${SETTLEMENTS}/runs`, { query: { kind, pageNo, pageSize: PAGE_SIZE } }),
      ),
    placeholderData: (previous) => previous,
  });
}

export function useSettlementRun(id: number) {
  return useQuery({
    queryKey: [...runsKey, 'run', id],
    queryFn: async () => ZSettlementRunSchema.parse(await api(`${SETTLEMENTS}/runs/${id}`)),
  });
}

export function useTriggerSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSettlementTrigger) =>
      ZSettlementRunSchema.parse(await api(`${SETTLEMENTS}/trigger`, { method: 'POST', body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: runsKey }),
  });
}

export function useAgentAnnouncements(pageNo: number) {
  return useQuery({
    queryKey: [...announcementsKey, pageNo],
    queryFn: async () =>
      ZAgentAnnouncementAdminListSchema.parse(
        await api(ANNOUNCEMENTS, { query: { pageNo, pageSize: PAGE_SIZE } }),
      ),
    placeholderData: (previous) => previous,
  });
}

/** Create (id null) or replace an announcement. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: TAgentAnnouncementInput }) =>
      id === null
        ? ZCreatedSchema.parse(await api(ANNOUNCEMENTS, { method: 'POST', body }))
        : api(`${ANNOUNCEMENTS}/${id}`, { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsKey }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`${ANNOUNCEMENTS}/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsKey }),
  });
}
