// The event page's live feed: one EventSource on GET /api/sportsbook/events/:id/stream. `ready`
// replaces the cached event with the server's snapshot; each `change` applies odds, market status,
// score and clock in place (no refetch per market), and the slip follows its selections' odds and
// suspensions. A result refetches the event (settled markets carry their outcomes). The browser
// reconnects on its own (the server's `retry`), and the next `ready` resynchronises.
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TEventDetail } from '@pavilion/contracts/sportsbook';
import { eventKey } from '../api/sportsbook-api';
import { useSlip } from './use-slip';
import type { TSportsLiveMessage as TLiveMessage } from '@pavilion/contracts/sportsbook';
import { applyLiveChanges } from '../lib/live-changes';

function onChange(client: QueryClient, eventId: string, message: TLiveMessage): void {
  const slip = useSlip.getState();
  for (const change of message.changes) {
    if (change.type === 'odds') {
      slip.moveOdds(change.selections.map((s) => ({ selectionId: s.id, odds1000: s.odds1000 })));
    } else if (change.type === 'market') {
      slip.setMarketOpen(change.marketId, change.status === 'open');
    } else if (change.type === 'result') {
      void client.invalidateQueries({ queryKey: eventKey(eventId) });
    }
  }
  client.setQueryData<TEventDetail>(eventKey(eventId), (detail) =>
    detail ? applyLiveChanges(detail, message.changes) : detail,
  );
}

export function useEventStream(eventId: string, enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') {
      return;
    }
    const source = new EventSource(`/api/sportsbook/events/${encodeURIComponent(eventId)}/stream`);
    source.addEventListener('ready', (event) => {
      const detail = JSON.parse((event as MessageEvent<string>).data) as TEventDetail;
      client.setQueryData(eventKey(eventId), detail);
      const slip = useSlip.getState();
      slip.moveOdds(
        detail.markets.flatMap((m) => m.selections.map((s) => ({ selectionId: s.id, odds1000: s.odds1000 }))),
      );
      for (const market of detail.markets) {
        slip.setMarketOpen(market.id, market.status === 'open');
      }
    });
    source.addEventListener('change', (event) => {
      onChange(client, eventId, JSON.parse((event as MessageEvent<string>).data) as TLiveMessage);
    });
    return () => source.close();
  }, [client, eventId, enabled]);
}
