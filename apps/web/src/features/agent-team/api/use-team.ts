// The agent team's calls (/api/agent/team/*): overview figures, register options and register,
// the paged tree and a member's details, transfer to downline. Keys carry the session token; the
// views that show balances move with money (a transfer refreshes them with refreshMoneyQueries).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAgentRegisterOptions,
  TAgentRegisterReply,
  TAgentRegisterRequest,
  TTeamMemberDetails,
  TTeamMembers,
  TTeamOverview,
  TTeamTransferReply,
  TTeamTransferRequest,
} from '@pavilion/contracts/agent-team';
import type { TFundPasswordStatus } from '@pavilion/contracts/cashier';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';
import { MONEY_QUERY_META, refreshMoneyQueries } from '@/shared/wallet/money-queries';
import { AGENT_ZONE_OFFSET_MINUTES } from '@/features/agent/model/agent-zone';

export const TEAM_KEY = 'agent-team';

type TQuery = Record<string, string | number | undefined>;

function useTeamQuery<T>(path: string, query: TQuery = {}, enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [TEAM_KEY, path, token, query],
    queryFn: () => api<T>(path, { query }),
    enabled: token !== null && enabled,
    meta: MONEY_QUERY_META,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

export function useTeamOverview() {
  return useTeamQuery<TTeamOverview>('/agent/team/overview', { offsetMinutes: AGENT_ZONE_OFFSET_MINUTES });
}

export function useRegisterOptions() {
  return useTeamQuery<TAgentRegisterOptions>('/agent/team/register-options');
}

export function useTeamMembers(query: TQuery) {
  return useTeamQuery<TTeamMembers>('/agent/team/members', {
    ...query,
    offsetMinutes: AGENT_ZONE_OFFSET_MINUTES,
  });
}

export function useTeamMember(id: number | null) {
  return useTeamQuery<TTeamMemberDetails>(`/agent/team/members/${id ?? 0}`, {}, id !== null);
}

export function useFundPasswordStatus() {
  return useTeamQuery<TFundPasswordStatus>('/cashier/fund-password');
}

export function useSetFundPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { newPassword: string; confirmNewPassword: string }) =>
      api<TFundPasswordStatus>('/cashier/fund-password', { method: 'POST', body }),
    onSuccess: () => refreshMoneyQueries(client),
  });
}

export function useRegisterDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAgentRegisterRequest) =>
      api<TAgentRegisterReply>('/agent/team/register', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [TEAM_KEY] }),
  });
}

export function useTransferDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TTeamTransferRequest) =>
      api<TTeamTransferReply>('/agent/team/transfer', { method: 'POST', body }),
    onSuccess: () => refreshMoneyQueries(client),
  });
}
