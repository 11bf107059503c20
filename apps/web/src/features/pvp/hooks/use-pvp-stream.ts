// One EventSource on the table's stream while the page is open. Its messages are the onlookers'
// view (no hole cards); on each one the member's own view is read again, and when a hand starts or
// ends (or a niuniu round is dealt) the history and the money queries refresh. The browser
// reconnects on its own.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshMoneyQueries } from '@/shared/wallet/money-queries';
import { PVP_KEY } from '../api/pvp-api';

export function usePvpStream(id: string): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      return;
    }
    const source = new EventSource(`/api/pvp/tables/${encodeURIComponent(id)}/stream`);
    let phase = '';
    const onState = (event: Event) => {
      let view: { state?: { handNo?: number; roundNo?: number; hand?: unknown } };
      try {
        view = JSON.parse((event as MessageEvent<string>).data) as typeof view;
      } catch {
        return;
      }
      void client.invalidateQueries({ queryKey: [PVP_KEY, 'table', id] });
      const now = `${view.state?.handNo ?? view.state?.roundNo ?? 0}:${view.state?.hand ? 1 : 0}`;
      if (now !== phase) {
        phase = now;
        void client.invalidateQueries({ queryKey: [PVP_KEY, 'history', id] });
        void refreshMoneyQueries(client);
      }
    };
    source.addEventListener('ready', onState);
    source.addEventListener('state', onState);
    return () => source.close();
  }, [client, id]);
}

/** Seconds left until `deadline` by the server's clock, ticking every 250 ms. */
export function useSecondsLeft(
  deadline: string | null,
  serverTime: string,
  receivedAt: number,
): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  if (!deadline) {
    return null;
  }
  const offset = Date.parse(serverTime) - receivedAt;
  return Math.max(0, Math.ceil((Date.parse(deadline) - (now + offset)) / 1000));
}
