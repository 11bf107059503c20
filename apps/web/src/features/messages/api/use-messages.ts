// Query and mutation hooks of the member's platform messages (packages/contracts/src/messages.ts):
// a page of the list in the interface language, marking read, deleting. Each change refreshes the
// list and the counters, so the header's and the menu's badges drop with it.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMessageList, TMessageReadRequest } from '@pavilion/contracts/messages';
import { api } from '@/shared/api/http';
import { COUNTERS_KEY, PLATFORM_MESSAGES_KEY } from '@/shared/counters/use-member-counters';
import { useApiLanguage } from '@/shared/i18n/use-api-language';
import { useSession } from '@/shared/session/session-store';

export function useMessages(pageNo: number) {
  const token = useSession((s) => s.token);
  const language = useApiLanguage();
  return useQuery({
    queryKey: [...PLATFORM_MESSAGES_KEY, token, language, pageNo],
    queryFn: () => api<TMessageList>('/messages', { query: { pageNo, language } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PLATFORM_MESSAGES_KEY }),
      queryClient.invalidateQueries({ queryKey: COUNTERS_KEY }),
    ]);
}

export function useMarkMessagesRead() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: TMessageReadRequest) =>
      api<{ updated: number; unreadCount: number }>('/messages/read', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useDeleteMessage() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: number) => api<{ ok: true }>(`/messages/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
