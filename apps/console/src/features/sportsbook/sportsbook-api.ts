// The sportsbook's admin API in the console (/api/admin/sportsbook/*): events page by page with
// their tickets, stakes, result and result versions, one event with its markets, an operator's result
// (first, correction or cancellation) and a market's void.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZEventDetailSchema,
  ZEventSummarySchema,
  ZSportsResultSchema,
  type TEventStatus,
  type TSport,
  type TSportsResult,
  type TSportsVertical,
} from '@pavilion/contracts/sportsbook';
import { api } from '@/shared/http';

export const PAGE_SIZE = 20;
const P = '/api/admin/sportsbook';
const eventsKey = ['console', 'sportsbook', 'events'] as const;

// the admin route's reply shape (sportsbook-admin.routes.ts); the contract has no schema of its own for it
const ZAdminEventSchema = ZEventSummarySchema.extend({
  resultVersion: z.number().int(),
  settledVersion: z.number().int(),
  tickets: z.number().int(),
  stake: z.number().int(),
  result: ZSportsResultSchema.nullable(),
});
export type TAdminEvent = z.infer<typeof ZAdminEventSchema>;
const ZAdminEventsSchema = z.object({ events: z.array(ZAdminEventSchema) });
const ZCorrectionReplySchema = z.object({ event: ZEventSummarySchema, resultVersion: z.number().int() });
const ZVoidReplySchema = z.object({
  marketId: z.string(),
  eventId: z.string(),
  status: z.literal('void'),
  settled: z.number().int(),
});

export type TEventFilter = {
  vertical: TSportsVertical | '';
  sport: TSport | '';
  state: TEventStatus | '';
};

export function useAdminEvents(filter: TEventFilter, pageNo: number) {
  return useQuery({
    queryKey: [...eventsKey, filter, pageNo],
    queryFn: async () =>
      ZAdminEventsSchema.parse(
        await api(`${P}/events`, { query: { ...filter, pageNo, pageSize: PAGE_SIZE } }),
      ),
    placeholderData: (previous) => previous,
  });
}

export function useCorrectResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (a: { id: string; result: TSportsResult; reason: string }) =>
      ZCorrectionReplySchema.parse(
        await api(`${P}/events/${a.id}/result`, {
          method: 'POST',
          body: { result: a.result, reason: a.reason },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}

export function useEventDetail(id: string | null) {
  return useQuery({
    queryKey: [...eventsKey, 'detail', id],
    queryFn: async () => ZEventDetailSchema.parse(await api(`${P}/events/${id}`)),
    enabled: id !== null,
  });
}

export function useVoidMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (a: { marketId: string; reason: string }) =>
      ZVoidReplySchema.parse(
        await api(`${P}/markets/${a.marketId}/void`, { method: 'POST', body: { reason: a.reason } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}
