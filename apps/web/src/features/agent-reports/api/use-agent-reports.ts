// Query hooks of the agent reports and announcements (packages/contracts/src/agent-reports.ts),
// keyed by their exact query so pages and filters cache separately; the previous page stays on
// screen while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TAgentAnnouncement,
  TAgentAnnouncements,
  TTeamBets,
  TTeamProfit,
  TTeamTransactions,
} from '@pavilion/contracts/agent-reports';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';
import type { TQueryParams } from '@/features/records/lib/records-query';

function useAgentQuery<T>(path: string, query: TQueryParams, enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['agent-reports', path, token, query],
    queryFn: () => api<T>(path, { query }),
    enabled: token !== null && enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

export const useTeamBets = (query: TQueryParams) => useAgentQuery<TTeamBets>('/agent/reports/bets', query);
export const useTeamProfit = (query: TQueryParams) =>
  useAgentQuery<TTeamProfit>('/agent/reports/profit-loss', query);
export const useTeamTransactions = (query: TQueryParams) =>
  useAgentQuery<TTeamTransactions>('/agent/reports/transactions', query);
export const useAgentAnnouncements = (query: TQueryParams) =>
  useAgentQuery<TAgentAnnouncements>('/agent/announcements', query);
export const useAgentAnnouncement = (id: number | null, language: string) =>
  useAgentQuery<TAgentAnnouncement>(`/agent/announcements/${id ?? 0}`, { language }, id !== null);
