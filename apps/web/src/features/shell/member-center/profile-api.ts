// Security-centre data (issue 5): profile and live sessions, read and written through the API.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMemberSessions, TProfile, TProfileUpdate } from '@pavilion/contracts/profile';
import { api } from '@/shared/api/http';

const keys = { profile: ['member', 'profile'] as const, sessions: ['member', 'sessions'] as const };

export function useProfile() {
  return useQuery({ queryKey: keys.profile, queryFn: () => api<TProfile>('/members/profile') });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileUpdate) => api<TProfile>('/members/profile', { method: 'PUT', body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(keys.profile, profile);
      // the account list above shows nickname and e-mail from member info
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

export function useSessions() {
  return useQuery({ queryKey: keys.sessions, queryFn: () => api<TMemberSessions>('/members/sessions') });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ revoked: number }>('/members/sessions/revoke-others', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.sessions }),
  });
}
