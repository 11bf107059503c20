// Feedback and complaints: the member's own history (with the operator's replies) and sending one
// (PUT /api/feedback, spec §7).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFeedbackItem, TFeedbackList, TFeedbackRequest } from '@pavilion/contracts/messages';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';

const FEEDBACK_KEY = ['feedback'] as const;

export function useFeedbackHistory(pageNo: number, enabled: boolean) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...FEEDBACK_KEY, token, pageNo],
    queryFn: () => api<TFeedbackList>('/feedback', { query: { pageNo, pageSize: 5 } }),
    enabled: enabled && token !== null,
    // an operator's reply may have come since the last look: opening the history asks again
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFeedbackRequest) => api<TFeedbackItem>('/feedback', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}
