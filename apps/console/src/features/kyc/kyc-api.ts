// The operator's identity verification calls (/api/admin/kyc/*, /api/admin/members/:id/kyc): the
// review queue, a decision, the withdrawal rules and one member's level and documents, each reply
// checked against its contract.
import { useQuery } from '@tanstack/react-query';
import {
  ZKycAdminDocumentSchema,
  ZKycMemberSchema,
  ZKycQueueSchema,
  ZKycRulesSchema,
  type TKycDecision,
  type TKycDocumentStatus,
  type TKycRules,
} from '@pavilion/contracts/kyc';
import { api } from '@/shared/http';

export const KYC_KEY = ['console', 'kyc'] as const;

export async function fetchKycQueue(q: { status: TKycDocumentStatus; pageNo: number; pageSize: number }) {
  return ZKycQueueSchema.parse(await api('/api/admin/kyc/documents', { query: q }));
}

export async function decideDocument(id: string, body: TKycDecision) {
  return ZKycAdminDocumentSchema.parse(
    await api(`/api/admin/kyc/documents/${id}/decision`, { method: 'POST', body }),
  );
}

export async function fetchKycRules() {
  return ZKycRulesSchema.parse(await api('/api/admin/kyc/rules'));
}

export async function saveKycRules(body: TKycRules) {
  return ZKycRulesSchema.parse(await api('/api/admin/kyc/rules', { method: 'PUT', body }));
}

export function useMemberKyc(memberId: number) {
  return useQuery({
    queryKey: [...KYC_KEY, 'member', memberId],
    queryFn: async () => ZKycMemberSchema.parse(await api(`/api/admin/members/${memberId}/kyc`)),
  });
}
