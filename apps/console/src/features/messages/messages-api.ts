// Platform messages and member feedback over /api/admin/messages and /api/admin/feedback
// (messages.read; sending, withdrawing and replying need messages.write).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminFeedbackListSchema,
  ZAdminMessageListSchema,
  type TFeedbackReply,
  type TMessageSend,
} from '@pavilion/contracts/messages';
import { api } from '@/shared/http';

const MESSAGES = ['console', 'messages'] as const;
const FEEDBACK = ['console', 'feedback'] as const;

export function useMessages() {
  return useQuery({
    queryKey: MESSAGES,
    queryFn: async () => ZAdminMessageListSchema.parse(await api('/api/admin/messages')),
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMessageSend) => api('/api/admin/messages', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGES }),
  });
}

export function useWithdrawMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/api/admin/messages/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGES }),
  });
}

export type TFeedbackFilter = { status: 'open' | 'replied' | ''; pageNo: number };

export function useFeedback(f: TFeedbackFilter) {
  return useQuery({
    queryKey: [...FEEDBACK, f.status, f.pageNo],
    queryFn: async () =>
      ZAdminFeedbackListSchema.parse(
        await api('/api/admin/feedback', { query: { status: f.status, pageNo: f.pageNo, pageSize: 20 } }),
      ),
  });
}

export async function replyToFeedback(id: number, body: TFeedbackReply) {
  return api(`/api/admin/feedback/${id}/reply`, { method: 'POST', body });
}

export const feedbackKey = FEEDBACK;
