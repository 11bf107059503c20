// The sportsbook API of issue 16 (`/api/sportsbook/*`, contracts/sportsbook.ts) as query and
// mutation hooks. Events, markets and results are public; tickets and cash-out belong to the
// session (keys carry the token) and carry MONEY_QUERY_META, so a settlement notification, which
// refreshes every money query, updates my bets as well as the header balance.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCashOutQuote,
  TCashOutReply,
  TCashOutRequest,
  TEventDetail,
  TEventsReply,
  TPlaceBetReply,
  TPlaceBetRequest,
  TResultsReply,
  TSport,
  TSportsVertical,
  TTicketsReply,
} from '@pavilion/contracts/sportsbook';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';
import { MONEY_QUERY_META, refreshMoneyQueries } from '@/shared/wallet/money-queries';

export const SPORTS_KEY = 'sportsbook';

export const eventKey = (id: string) => [SPORTS_KEY, 'event', id] as const;

export type TEventsFilter = { vertical: TSportsVertical; sport?: TSport | undefined };

export const eventsKey = (filter: TEventsFilter) =>
  [SPORTS_KEY, 'events', filter.vertical, filter.sport ?? null] as const;

export function useSportsEvents(filter: TEventsFilter) {
  return useQuery({
    queryKey: eventsKey(filter),
    queryFn: () =>
      api<TEventsReply>('/sportsbook/events', { query: { vertical: filter.vertical, sport: filter.sport } }),
    // prices, scores and clocks move in place from the list's stream (use-list-stream); the list is
    // read again every 30 s for the events that start, end or appear
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSportsEvent(id: string) {
  return useQuery({
    queryKey: eventKey(id),
    queryFn: () => api<TEventDetail>(`/sportsbook/events/${encodeURIComponent(id)}`),
    retry: false,
  });
}

export type TResultsFilter = { vertical: TSportsVertical; sport?: TSport | undefined; pageNo: number };

export function useSportsResults(filter: TResultsFilter) {
  return useQuery({
    queryKey: [SPORTS_KEY, 'results', filter],
    queryFn: () =>
      api<TResultsReply>('/sportsbook/results', {
        query: { vertical: filter.vertical, sport: filter.sport, pageNo: filter.pageNo },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useMyTickets(state: 'open' | 'settled', pageNo: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [SPORTS_KEY, 'tickets', token, state, pageNo],
    queryFn: () => api<TTicketsReply>('/sportsbook/tickets', { query: { state, pageNo } }),
    enabled: token !== null,
    meta: MONEY_QUERY_META,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The cash-out value of an open ticket, asked again every 5 s while the dialog is open. */
export function useCashOutQuote(ticketId: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [SPORTS_KEY, 'cash-out', token, ticketId],
    queryFn: () => api<TCashOutQuote>(`/sportsbook/tickets/${encodeURIComponent(ticketId)}/cash-out`),
    enabled: token !== null,
    refetchInterval: 5000,
    retry: false,
  });
}

export function usePlaceBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, vendor }: { body: TPlaceBetRequest; vendor: string | null }) =>
      api<TPlaceBetReply>('/sportsbook/bets', {
        method: 'POST',
        body,
        query: vendor ? { vendor } : {},
      }),
    onSettled: () => refreshMoneyQueries(client),
  });
}

export function useCashOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, body }: { ticketId: string; body: TCashOutRequest }) =>
      api<TCashOutReply>(`/sportsbook/tickets/${encodeURIComponent(ticketId)}/cash-out`, {
        method: 'POST',
        body,
      }),
    onSettled: () => refreshMoneyQueries(client),
  });
}
