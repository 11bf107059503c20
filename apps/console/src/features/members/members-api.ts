// The members and agents API of the console (/api/admin/members/*, /api/admin/agents/*; decision
// 044): query hooks next to their fetchers, every answer parsed with the contract's schema. The
// password actions and balance adjustments are the admin module's routes, called by account.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAgentLevelSchema,
  ZAgentTreeSchema,
  ZMemberDetailSchema,
  ZMemberLedgerSchema,
  ZMemberLockReplySchema,
  ZMemberLoginsSchema,
  ZMemberNotesSchema,
  ZMemberPageSchema,
  ZMemberSessionsSchema,
  ZSessionsEndedSchema,
  type TMemberSearchQuery,
} from '@pavilion/contracts/member-admin';
import { ZAdjustmentReplySchema, type TAdjustmentRequest } from '@pavilion/contracts/wallet';
import { api } from '@/shared/http';

export const PAGE_SIZE = 20;
const base = (id: number) => `/api/admin/members/${id}`;
export const memberKey = (id: number) => ['console', 'member', id] as const;

export type TMemberFilters = Omit<TMemberSearchQuery, 'pageSize'>;

export function useMemberSearch(q: TMemberFilters) {
  return useQuery({
    queryKey: ['console', 'members', q],
    queryFn: async () =>
      ZMemberPageSchema.parse(await api('/api/admin/members', { query: { ...q, pageSize: PAGE_SIZE } })),
    placeholderData: (previous) => previous,
  });
}

export function useMember(id: number) {
  return useQuery({
    queryKey: memberKey(id),
    queryFn: async () => ZMemberDetailSchema.parse(await api(base(id))),
  });
}

export function useMemberLedger(id: number, pageNo: number) {
  return useQuery({
    queryKey: [...memberKey(id), 'ledger', pageNo],
    queryFn: async () =>
      ZMemberLedgerSchema.parse(await api(`${base(id)}/ledger`, { query: { pageNo, pageSize: PAGE_SIZE } })),
    placeholderData: (previous) => previous,
  });
}

export function useMemberSessions(id: number) {
  return useQuery({
    queryKey: [...memberKey(id), 'sessions'],
    queryFn: async () => ZMemberSessionsSchema.parse(await api(`${base(id)}/sessions`)),
  });
}

export function useMemberLogins(id: number, pageNo: number) {
  return useQuery({
    queryKey: [...memberKey(id), 'logins', pageNo],
    queryFn: async () =>
      ZMemberLoginsSchema.parse(await api(`${base(id)}/logins`, { query: { pageNo, pageSize: PAGE_SIZE } })),
    placeholderData: (previous) => previous,
  });
}

export function useMemberNotes(id: number) {
  return useQuery({
    queryKey: [...memberKey(id), 'notes'],
    queryFn: async () => ZMemberNotesSchema.parse(await api(`${base(id)}/notes`)),
  });
}

/** A change to the member: everything shown of them is read again afterwards. */
function useMemberMutation<TArg, TOut>(id: number, fn: (arg: TArg) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKey(id) }),
  });
}

export function useEndSessions(id: number) {
  return useMemberMutation(id, async () =>
    ZSessionsEndedSchema.parse(await api(`${base(id)}/sessions`, { method: 'DELETE' })),
  );
}

export function useLock(id: number) {
  return useMemberMutation(id, async ({ lock, reason }: { lock: boolean; reason: string }) =>
    ZMemberLockReplySchema.parse(
      await api(`${base(id)}/${lock ? 'lock' : 'unlock'}`, { method: 'POST', body: { reason } }),
    ),
  );
}

export function useAddNote(id: number) {
  return useMemberMutation(id, (body: string) =>
    api(`${base(id)}/notes`, { method: 'POST', body: { body } }),
  );
}

export function useForcePasswordChange(id: number) {
  return useMemberMutation(id, (account: string) =>
    api(`/api/admin/members/${encodeURIComponent(account)}/force-password-change`, { method: 'PUT' }),
  );
}

export function useResetPassword(id: number) {
  return useMemberMutation(id, (account: string) =>
    api(`/api/admin/members/${encodeURIComponent(account)}/reset-password`, { method: 'POST' }),
  );
}

export function useAdjustBalance(id: number) {
  return useMemberMutation(id, async (body: TAdjustmentRequest) =>
    ZAdjustmentReplySchema.parse(await api('/api/admin/wallet/adjustments', { method: 'POST', body })),
  );
}

export function useTopAgents(pageNo: number) {
  return useQuery({
    queryKey: ['console', 'agents', 'top', pageNo],
    queryFn: async () =>
      ZAgentLevelSchema.parse(await api('/api/admin/agents', { query: { pageNo, pageSize: PAGE_SIZE } })),
    placeholderData: (previous) => previous,
  });
}

export function useAgentTree(id: number, pageNo: number) {
  return useQuery({
    queryKey: ['console', 'agents', id, pageNo],
    queryFn: async () =>
      ZAgentTreeSchema.parse(
        await api(`/api/admin/agents/${id}/tree`, { query: { pageNo, pageSize: PAGE_SIZE } }),
      ),
    placeholderData: (previous) => previous,
  });
}
