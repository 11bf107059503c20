// Query and mutation hooks of identity verification (packages/contracts/src/kyc.ts): the member's
// level with the latest document of each kind, and one upload.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TKycDocument, TKycStatus, TKycUpload } from '@pavilion/contracts/kyc';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';

const KEY = ['kyc'] as const;

export function useKycStatus() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...KEY, token],
    queryFn: () => api<TKycStatus>('/kyc'),
    enabled: token !== null,
    retry: false,
  });
}

export function useUploadKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TKycUpload) => api<TKycDocument>('/kyc/documents', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
