// One EventSource on the room's stream while the room page is open: a `ball` is appended to the
// game being drawn (by its number in the draw, so a ball heard twice changes nothing); a `game`
// (started, settled) or `sold` refetches the room, and a settled game refreshes the balance.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TBingoEvent } from '@pavilion/contracts/bingo';
import { refreshMoneyQueries } from '@/shared/wallet/money-queries';
import { roomKey, type TTimed } from '../api/bingo-api';
import type { TBingoRoomDetail } from '@pavilion/contracts/bingo';

export function useRoomStream(id: string): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      return;
    }
    const source = new EventSource(`/api/bingo/rooms/${encodeURIComponent(id)}/stream`);
    const onEvent = (event: Event) => {
      let data: TBingoEvent;
      try {
        data = JSON.parse((event as MessageEvent<string>).data) as TBingoEvent;
      } catch {
        return;
      }
      if (data.type === 'ball') {
        const room = client.getQueryData<TTimed<TBingoRoomDetail>>(roomKey(id));
        const current = room?.current;
        if (!room || !current || current.id !== data.gameId) {
          void client.invalidateQueries({ queryKey: roomKey(id) });
          return;
        }
        if (current.drawn.length === data.n - 1) {
          client.setQueryData(roomKey(id), {
            ...room,
            current: { ...current, drawn: [...current.drawn, data.ball] },
          });
        } else if (current.drawn.length < data.n - 1) {
          void client.invalidateQueries({ queryKey: roomKey(id) });
        }
        return;
      }
      void client.invalidateQueries({ queryKey: roomKey(id) });
      if (data.type === 'game' && data.status === 'settled') {
        void refreshMoneyQueries(client);
      }
    };
    for (const name of ['ball', 'game', 'sold']) {
      source.addEventListener(name, onEvent);
    }
    return () => source.close();
  }, [client, id]);
}

/** The server's "now", ticking every 250 ms (countdowns). */
export function useServerNow(serverTime: string | undefined, receivedAt: number | undefined): number {
  const offset = serverTime && receivedAt ? Date.parse(serverTime) - receivedAt : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  return now + (Number.isFinite(offset) ? offset : 0);
}
