// Query and mutation hooks of player protection (packages/contracts/src/protection.ts): deposit
// limits, time-out / self-exclusion and the reality check.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TDepositLimits,
  TExclusion,
  TRealityCheck,
  TSetDepositLimitRequest,
  TSetRealityCheckRequest,
  TStartExclusionRequest,
} from '@pavilion/contracts/protection';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';
import { MONEY_QUERY_META } from '@/shared/wallet/money-queries';

const KEY = ['protection'] as const;

function useTokenQuery<T>(part: string, path: string, enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...KEY, part, token],
    queryFn: () => api<T>(path),
    enabled: enabled && token !== null,
    // deposit-limit usage and the reality check's net result move with money
    meta: MONEY_QUERY_META,
    staleTime: 0,
    retry: false,
  });
}

export function useDepositLimits() {
  return useTokenQuery<TDepositLimits>('limits', '/protection/deposit-limits');
}

export function useExclusion() {
  return useTokenQuery<TExclusion>('exclusion', '/protection/exclusion');
}

export function useRealityCheck(enabled = true) {
  return useTokenQuery<TRealityCheck>('reality', '/protection/reality-check', enabled);
}

function useProtectionMutation<TBody, TReply>(method: 'PUT' | 'POST', path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api<TReply>(path, { method, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSetDepositLimit() {
  return useProtectionMutation<TSetDepositLimitRequest, TDepositLimits>('PUT', '/protection/deposit-limits');
}

export function useStartExclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStartExclusionRequest) =>
      api<TExclusion>('/protection/exclusion', { method: 'POST', body }),
    // a self-exclusion ended the session on the server: nothing of it is read again, the page logs out
    onSuccess: (reply) =>
      reply.kind === 'self_exclusion' ? undefined : queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSetRealityCheck() {
  return useProtectionMutation<TSetRealityCheckRequest, { intervalMinutes: number }>(
    'PUT',
    '/protection/reality-check',
  );
}
