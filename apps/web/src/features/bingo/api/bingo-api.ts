// The bingo vendor's API (contracts/bingo.ts) as query and mutation hooks. The room's query is the
// source of the page; its stream (hooks/use-room-stream.ts) appends balls to it and refetches it
// when a game starts or ends or cards are sold. A purchase refreshes the header balance.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TBingoBuyReply,
  TBingoBuyRequest,
  TBingoRoomDetail,
  TBingoRooms,
} from '@pavilion/contracts/bingo';
import { api } from '@/shared/api/http';
import { refreshMoneyQueries } from '@/shared/wallet/money-queries';

export const BINGO_KEY = 'bingo';

/** An answer with the moment it arrived, so countdowns can correct the browser's clock. */
export type TTimed<T> = T & { receivedAt: number };

export const roomKey = (id: string) => [BINGO_KEY, 'room', id] as const;

export function useBingoRooms() {
  return useQuery({
    queryKey: [BINGO_KEY, 'rooms'],
    queryFn: async (): Promise<TTimed<TBingoRooms>> => ({
      ...(await api<TBingoRooms>('/bingo/rooms')),
      receivedAt: Date.now(),
    }),
    refetchInterval: 5000,
    retry: false,
  });
}

export function useBingoRoom(id: string) {
  return useQuery({
    queryKey: roomKey(id),
    queryFn: async (): Promise<TTimed<TBingoRoomDetail>> => ({
      ...(await api<TBingoRoomDetail>(`/bingo/rooms/${encodeURIComponent(id)}`)),
      receivedAt: Date.now(),
    }),
    retry: false,
    // the stream keeps it current; this poll only covers a stream that could not connect
    refetchInterval: 15_000,
  });
}

export function useBuyCards(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBingoBuyRequest) =>
      api<TBingoBuyReply>(`/bingo/rooms/${encodeURIComponent(id)}/cards`, { method: 'POST', body }),
    onSuccess: () => {
      void refreshMoneyQueries(client);
      void client.invalidateQueries({ queryKey: roomKey(id) });
    },
  });
}
