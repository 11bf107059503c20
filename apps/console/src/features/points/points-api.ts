// Points mall goods, redemptions and missions over /api/admin/points (the routes declare loyalty.read, and
// loyalty.write for every change).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminGoodsDetailSchema,
  ZAdminGoodsListSchema,
  ZRedemptionPageSchema,
  type TGoodsInput,
  type TRedemptionStatus,
} from '@pavilion/contracts/points';
import type { z } from 'zod';
import {
  ZAdminMissionListSchema,
  type TMissionInput,
  type ZAdminMissionSchema,
} from '@pavilion/contracts/missions';
import { api } from '@/shared/http';

const GOODS = ['console', 'points-goods'] as const;
const REDEMPTIONS = ['console', 'points-redemptions'] as const;
const MISSIONS = ['console', 'missions'] as const;
const P = '/api/admin/points';

export function useGoods() {
  return useQuery({
    queryKey: GOODS,
    queryFn: async () => ZAdminGoodsListSchema.parse(await api(`${P}/goods`)),
  });
}

/** Every language of one item, for the edit form (null: a new item). */
export function useGoodsDetail(id: string | null) {
  return useQuery({
    queryKey: [...GOODS, id],
    queryFn: async () => ZAdminGoodsDetailSchema.parse(await api(`${P}/goods/${id}`)),
    enabled: id !== null,
  });
}

export function useSaveGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TGoodsInput }) =>
      id === null
        ? api(`${P}/goods`, { method: 'POST', body })
        : api(`${P}/goods/${id}`, { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GOODS }),
  });
}

export function useRedemptions(status: TRedemptionStatus | '', pageNo: number) {
  return useQuery({
    queryKey: [...REDEMPTIONS, status, pageNo],
    queryFn: async () =>
      ZRedemptionPageSchema.parse(await api(`${P}/redemptions`, { query: { status, pageNo, pageSize: 20 } })),
  });
}

export function decideRedemption(id: string, action: 'approve' | 'reject', remark: string) {
  return api(`${P}/redemptions/${id}/${action}`, { method: 'POST', body: { remark } });
}

export const redemptionsKey = REDEMPTIONS;

export type TAdminMission = z.infer<typeof ZAdminMissionSchema>;

export function useMissions() {
  return useQuery({
    queryKey: MISSIONS,
    queryFn: async () => ZAdminMissionListSchema.parse(await api(`${P}/missions`)),
  });
}

export function useSaveMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TMissionInput }) =>
      api(`${P}/missions/${id}`, { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MISSIONS }),
  });
}
