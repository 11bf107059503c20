// Promotions over /api/admin/promotions (promotions.read; creating an activity, scheduling a red
// envelope, editing, disabling or enabling an activity and answering an application need
// promotions.write).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminPromotionsSchema,
  ZApplicationListSchema,
  type TApplicationReview,
  type TPromotionCreate,
} from '@pavilion/contracts/promotions';
import type { TErrorReply } from '@pavilion/contracts/errors';
import { ZRewardCapsSchema, type TRewardCaps } from '@pavilion/contracts/reward-payout';
import { api, ApiError } from '@/shared/http';
import { getToken } from '@/shared/session';

const PROMOTIONS = ['console', 'promotions'] as const;
const APPLICATIONS = ['console', 'promotion-applications'] as const;
const CAPS = ['console', 'reward-caps'] as const;

/** The day's caps on claims of rewards that need no deposit (decision 063). */
export function useRewardCaps() {
  return useQuery({
    queryKey: CAPS,
    queryFn: async () => ZRewardCapsSchema.parse(await api('/api/admin/promotions/reward-caps')),
  });
}

export function useSaveRewardCaps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRewardCaps) => api('/api/admin/promotions/reward-caps', { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAPS }),
  });
}

export function usePromotions() {
  return useQuery({
    queryKey: PROMOTIONS,
    queryFn: async () => ZAdminPromotionsSchema.parse(await api('/api/admin/promotions')),
  });
}

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPromotionCreate) => api('/api/admin/promotions', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS }),
  });
}

export function useUpdatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TPromotionCreate }) =>
      api(`/api/admin/promotions/${id}`, { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS }),
  });
}

export function useSetPromotionEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api(`/api/admin/promotions/${id}/enabled`, { method: 'PUT', body: { enabled } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS }),
  });
}

export function scheduleRedEnvelope(id: number, body: { startsAt: string; durationMinutes: number }) {
  return api(`/api/admin/promotions/${id}/red-envelopes`, { method: 'POST', body });
}

export type TApplicationStatus = 'applying' | 'issued' | 'rejected';

export function useApplications(status: TApplicationStatus) {
  return useQuery({
    queryKey: [...APPLICATIONS, status],
    queryFn: async () =>
      ZApplicationListSchema.parse(await api('/api/admin/promotions/applications', { query: { status } })),
  });
}

export function reviewApplication(id: number, body: TApplicationReview) {
  return api(`/api/admin/promotions/applications/${id}/review`, { method: 'POST', body });
}

export const applicationsKey = APPLICATIONS;

/** A proof image as an object URL (the route wants the Bearer token, so no plain <img src>). */
export async function applicationImageUrl(id: number, seq: number): Promise<string> {
  const token = getToken();
  const res = await fetch(`/api/admin/promotions/applications/${id}/images/${seq}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as TErrorReply | undefined;
    throw new ApiError(res.status, body?.error ?? { code: 'UNKNOWN_ERROR', message: res.statusText });
  }
  return URL.createObjectURL(await res.blob());
}
