// Query and mutation hooks of the member's notifications (packages/contracts/src/notifications.ts):
// the unread count for the bell's badge, the list for its panel, and marking read. The token is
// part of every key so a new session never sees the previous member's notifications.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMarkReadRequest, TNotificationList, TUnreadCount } from '@pavilion/contracts/notifications';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export function unreadKey(token: string | null) {
  return [...NOTIFICATIONS_KEY, 'unread', token] as const;
}

export function useUnreadCount() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: unreadKey(token),
    queryFn: () => api<TUnreadCount>('/notifications/unread-count'),
    enabled: token !== null,
    retry: false,
  });
}

export function useNotificationList(enabled: boolean) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list', token],
    queryFn: () => api<TNotificationList>('/notifications', { query: { pageSize: 30 } }),
    enabled: enabled && token !== null,
    staleTime: 0,
    retry: false,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMarkReadRequest) =>
      api<{ updated: number; unreadCount: number }>('/notifications/read', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
