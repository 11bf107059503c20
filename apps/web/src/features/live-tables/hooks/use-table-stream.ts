// Keeps one EventSource on the table's stream while the page is open: each `ready` and `state` is
// the whole table state and replaces the table's query data (a state heard twice changes nothing).
// When a round turns settled, money queries (balance, my bets) and the history refresh. The browser
// reconnects on its own (the stream sends `retry`).
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TLiveTableState } from '@pavilion/contracts/live-tables';
import { refreshMoneyQueries } from '@/shared/wallet/money-queries';
import { LIVE_KEY, tableKey, type TTimed } from '../api/live-api';

export function useTableStream(id: string): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      return;
    }
    const source = new EventSource(`/api/live/tables/${encodeURIComponent(id)}/stream`);
    const onState = (event: Event) => {
      let state: TLiveTableState;
      try {
        state = JSON.parse((event as MessageEvent<string>).data) as TLiveTableState;
      } catch {
        return;
      }
      const before = client.getQueryData<TTimed<TLiveTableState>>(tableKey(id));
      client.setQueryData(tableKey(id), { ...state, receivedAt: Date.now() });
      const settledNow = state.round.phase === 'settled' && before?.round.phase !== 'settled';
      if (settledNow) {
        void refreshMoneyQueries(client);
        void client.invalidateQueries({ queryKey: [LIVE_KEY, 'history', id] });
      }
    };
    source.addEventListener('ready', onState);
    source.addEventListener('state', onState);
    return () => source.close();
  }, [client, id]);
}

/** The server's "now", ticking every 200 ms (countdowns and step timing). */
export function useServerNow(serverTime: string | undefined, receivedAt: number | undefined): number {
  const offset = serverTime && receivedAt ? Date.parse(serverTime) - receivedAt : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 200);
    return () => window.clearInterval(timer);
  }, [setNow]);
  return now + (Number.isFinite(offset) ? offset : 0);
}
