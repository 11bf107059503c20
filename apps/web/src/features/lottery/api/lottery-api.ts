// The lottery API of issue 14 (contracts/lottery.ts) as query and mutation hooks. Keys carry the
// session token (a new session never sees the previous member's tickets). Tickets and anything
// showing money carry MONEY_QUERY_META, so a settlement notification (server-sent, which refreshes
// every money query) updates my tickets as well as the header balance.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TLotteryCancelReply,
  TLotteryFollowUpCancelReply,
  TLotteryGameDetail,
  TLotteryIssueDetail,
  TLotteryLobby,
  TLotteryPlaceReply,
  TLotteryPlaceRequest,
  TLotteryResults,
  TLotteryTickets,
  TLotteryTicketsQuery,
} from '@pavilion/contracts/lottery';
import type { TLotteryRoute } from '@pavilion/games/lottery/catalogue';
import { api } from '@/shared/api/http';
import { clockOffset } from '../lib/countdown';
import { useSession } from '@/shared/session/session-store';
import { MONEY_QUERY_META, refreshMoneyQueries } from '@/shared/wallet/money-queries';

export const LOTTERY_KEY = 'lottery';

/** An answer with the moment it arrived, so countdowns can correct the browser's clock. */
export type TTimed<T> = T & { receivedAt: number };

async function timed<T>(load: Promise<T>): Promise<TTimed<T>> {
  const data = await load;
  return { ...data, receivedAt: Date.now() };
}

export function useLotteryLobby(route: TLotteryRoute) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [LOTTERY_KEY, 'lobby', token, route],
    queryFn: () => timed(api<TLotteryLobby>('/lottery/games', { query: { route } })),
    enabled: token !== null,
    // every 30 s, every 3 s while a card's countdown has run out (its next issue is due)
    refetchInterval: (query) => {
      const data = query.state.data;
      const now = data ? Date.now() + clockOffset(data.serverTime, data.receivedAt) : 0;
      const due = data?.games.some((g) => g.current === null || Date.parse(g.current.closesAt) <= now);
      return due ? 3000 : 30_000;
    },
    retry: false,
  });
}

export function useLotteryGame(gameCode: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [LOTTERY_KEY, 'game', token, gameCode],
    queryFn: () => timed(api<TLotteryGameDetail>(`/lottery/games/${encodeURIComponent(gameCode)}`)),
    enabled: token !== null,
    retry: false,
  });
}

export function useLotteryResults(gameCode: string, limit: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [LOTTERY_KEY, 'results', token, gameCode, limit],
    queryFn: () =>
      api<TLotteryResults>(`/lottery/games/${encodeURIComponent(gameCode)}/results`, { query: { limit } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useLotteryIssue(gameCode: string, issueNo: string | null) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [LOTTERY_KEY, 'issue', token, gameCode, issueNo],
    queryFn: () =>
      api<TLotteryIssueDetail>(
        `/lottery/games/${encodeURIComponent(gameCode)}/issues/${encodeURIComponent(issueNo ?? '')}`,
      ),
    enabled: token !== null && issueNo !== null,
    retry: false,
  });
}

export function useMyTickets(query: Partial<TLotteryTicketsQuery>) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [LOTTERY_KEY, 'tickets', token, query],
    queryFn: () =>
      api<TLotteryTickets>('/lottery/tickets', {
        query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<
          string,
          string | number
        >,
      }),
    enabled: token !== null,
    meta: MONEY_QUERY_META,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** After a slip, a cancel or a draw: balance, tickets and the game's issues are refetched. */
export function useRefreshLottery() {
  const client = useQueryClient();
  return () =>
    Promise.all([refreshMoneyQueries(client), client.invalidateQueries({ queryKey: [LOTTERY_KEY, 'game'] })]);
}

export function usePlaceSlip() {
  const refresh = useRefreshLottery();
  return useMutation({
    mutationFn: (body: TLotteryPlaceRequest) =>
      api<TLotteryPlaceReply>('/lottery/tickets', { method: 'POST', body }),
    onSettled: () => refresh(),
  });
}

export function useCancelTicket() {
  const refresh = useRefreshLottery();
  return useMutation({
    mutationFn: (id: string) =>
      api<TLotteryCancelReply>(`/lottery/tickets/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSettled: () => refresh(),
  });
}

export function useCancelFollowUp() {
  const refresh = useRefreshLottery();
  return useMutation({
    mutationFn: (id: string) =>
      api<TLotteryFollowUpCancelReply>(`/lottery/follow-ups/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
      }),
    onSettled: () => refresh(),
  });
}
