// The lottery's admin API in the console (/api/admin/lottery/*): games with their play types,
// open/close a game, change a play type, a game's issues page by page, void an issue.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZLotteryAdminGamesSchema,
  ZLotteryAdminIssuesSchema,
  ZLotteryPlayTypeConfigSchema,
  ZLotteryVoidReplySchema,
  type TLotteryPlayTypeUpdate,
} from '@pavilion/contracts/lottery';
import { api } from '@/shared/http';

export const PAGE_SIZE = 20;
const P = '/api/admin/lottery';
const gamesKey = ['console', 'lottery', 'games'] as const;
const issuesKey = ['console', 'lottery', 'issues'] as const;
export type TIssueStatus = 'pending' | 'drawn' | 'settled' | 'void';

export function useLotteryGames() {
  return useQuery({
    queryKey: gamesKey,
    queryFn: async () => ZLotteryAdminGamesSchema.parse(await api(`${P}/games`)),
  });
}

export function useSetGameEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, enabled }: { code: string; enabled: boolean }) =>
      ZLotteryAdminGamesSchema.parse(await api(`${P}/games/${code}`, { method: 'PUT', body: { enabled } })),
    onSuccess: (games) => queryClient.setQueryData(gamesKey, games),
  });
}

export function useUpdatePlayType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (a: { code: string; playType: string; update: TLotteryPlayTypeUpdate }) =>
      ZLotteryPlayTypeConfigSchema.parse(
        await api(`${P}/games/${a.code}/play-types/${a.playType}`, { method: 'PUT', body: a.update }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesKey }),
  });
}

export function useLotteryIssues(code: string, status: TIssueStatus | '', pageNo: number) {
  return useQuery({
    queryKey: [...issuesKey, code, status, pageNo],
    queryFn: async () =>
      ZLotteryAdminIssuesSchema.parse(
        await api(`${P}/games/${code}/issues`, { query: { status, pageNo, pageSize: PAGE_SIZE } }),
      ),
    enabled: code !== '',
    placeholderData: (previous) => previous,
  });
}

export function useVoidIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (a: { code: string; issueNo: string; reason: string }) =>
      ZLotteryVoidReplySchema.parse(
        await api(`${P}/games/${a.code}/issues/${a.issueNo}/void`, {
          method: 'POST',
          body: { reason: a.reason },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: issuesKey }),
  });
}
