// The lists' live feed (decision 057): one EventSource on GET /api/sportsbook/stream?ids=… for the
// events the list shows. `ready` refreshes their rows; each `change` moves a row's main-market odds,
// its market status and the score and clock in place, and the slip follows its selections' odds and
// suspensions (as on the event page). A result re-reads the list. A new set of events (the list was
// read again and an event started, ended or appeared) opens a new stream for them.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  LIST_STREAM_MAX_IDS,
  type TEventListItem,
  type TEventsReply,
  type TSportsLiveMessage,
} from '@pavilion/contracts/sportsbook';
import { eventsKey, type TEventsFilter } from '../api/sportsbook-api';
import { applyListMessage, mergeListRows } from '../lib/live-changes';
import { useSlip } from './use-slip';

export function useListStream(filter: TEventsFilter, eventIds: readonly string[]): void {
  const client = useQueryClient();
  const ids = [...eventIds].sort().slice(0, LIST_STREAM_MAX_IDS).join(',');
  const { vertical, sport } = filter;
  useEffect(() => {
    if (ids === '' || typeof EventSource === 'undefined') {
      return;
    }
    const key = eventsKey({ vertical, sport });
    const source = new EventSource(`/api/sportsbook/stream?ids=${ids}`);
    source.addEventListener('ready', (event) => {
      const snapshot = JSON.parse((event as MessageEvent<string>).data) as TEventsReply;
      client.setQueryData<TEventsReply>(key, (reply) =>
        reply ? mergeListRows(reply, snapshot.events) : reply,
      );
      followOnSlip(snapshot.events);
    });
    source.addEventListener('change', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as TSportsLiveMessage;
      const slip = useSlip.getState();
      for (const change of message.changes) {
        if (change.type === 'odds') {
          slip.moveOdds(change.selections.map((s) => ({ selectionId: s.id, odds1000: s.odds1000 })));
        } else if (change.type === 'market') {
          slip.setMarketOpen(change.marketId, change.status === 'open');
        } else if (change.type === 'result') {
          void client.invalidateQueries({ queryKey: key });
        }
      }
      client.setQueryData<TEventsReply>(key, (reply) => (reply ? applyListMessage(reply, message) : reply));
    });
    return () => source.close();
  }, [client, ids, vertical, sport]);
}

function followOnSlip(rows: readonly TEventListItem[]): void {
  const slip = useSlip.getState();
  const markets = rows.flatMap((r) => (r.mainMarket ? [r.mainMarket] : []));
  slip.moveOdds(
    markets.flatMap((m) => m.selections.map((s) => ({ selectionId: s.id, odds1000: s.odds1000 }))),
  );
  for (const market of markets) {
    slip.setMarketOpen(market.id, market.status === 'open');
  }
}
