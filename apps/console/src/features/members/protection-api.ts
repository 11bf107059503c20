// A member's player protection in the console (issue 29 items 2 and 3, decision 075): what they set
// (deposit limits, exclusion, reality check), an operator's new deposit limit, an exclusion by an
// operator, and the operator's restrictions short of a lock. Every answer is the contract's ZMemberProtectionSchema; a change refreshes the member.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZMemberProtectionSchema,
  type TAdminExclusionRequest,
  type TSetDepositLimitRequest,
} from '@pavilion/contracts/protection';
import { ZMemberRestrictionsReplySchema, type TSetMemberRestrictions } from '@pavilion/contracts/risk';
import { api } from '@/shared/http';
import { memberKey } from './members-api';

const path = (id: number, part: string) => `/api/admin/members/${id}/${part}`;
const protectionKey = (id: number) => [...memberKey(id), 'protection'] as const;

export function useMemberProtection(id: number) {
  return useQuery({
    queryKey: protectionKey(id),
    queryFn: async () => ZMemberProtectionSchema.parse(await api(path(id, 'protection'))),
  });
}

function useProtectionChange<TBody>(id: number, part: string, method: 'PUT' | 'POST') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TBody) =>
      ZMemberProtectionSchema.parse(await api(path(id, part), { method, body })),
    onSuccess: (reply) => queryClient.setQueryData(protectionKey(id), reply),
    // a self-exclusion ends the member's sessions: the session list changes too
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKey(id) }),
  });
}

export function useSetMemberDepositLimit(id: number) {
  return useProtectionChange<TSetDepositLimitRequest>(id, 'deposit-limits', 'PUT');
}

export function useExcludeMember(id: number) {
  return useProtectionChange<TAdminExclusionRequest>(id, 'exclusion', 'POST');
}

const restrictionsKey = (id: number) => [...memberKey(id), 'restrictions'] as const;

/** The operator's restrictions on the member (issue 29 item 2): none set reads as all off. */
export function useMemberRestrictions(id: number) {
  return useQuery({
    queryKey: restrictionsKey(id),
    queryFn: async () => ZMemberRestrictionsReplySchema.parse(await api(path(id, 'restrictions'))),
  });
}

export function useSetMemberRestrictions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSetMemberRestrictions) =>
      ZMemberRestrictionsReplySchema.parse(await api(path(id, 'restrictions'), { method: 'PUT', body })),
    onSuccess: (reply) => queryClient.setQueryData(restrictionsKey(id), reply),
  });
}
