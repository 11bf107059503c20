// Keeps one EventSource on GET /api/notifications/stream while a member is logged in. A new
// notification refreshes the list, the unread count and every query that moves with money (a
// credited deposit or a rejected withdrawal moves money: header balance, withdrawable, records) and
// shows a toast; a `message` event (a platform message arrived, issue 13) and every notification
// refresh the member counters behind the badges. The browser reconnects a dropped stream by
// itself; a stream the server refused (CLOSED) is retried with a growing delay, a few times.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SSE_EVENTS } from '@pavilion/contracts/notifications';
import { COUNTERS_KEY, PLATFORM_MESSAGES_KEY } from '@/shared/counters/use-member-counters';
import { useSession } from '@/shared/session/session-store';
import { refreshMoneyQueries } from '@/shared/wallet/money-queries';
import { NOTIFICATIONS_KEY, unreadKey } from '../api/use-notifications';
import {
  parseNotificationEvent,
  parseReadyEvent,
  reconnectDelay,
  streamUrl,
} from '../lib/notification-event';
import { useToasts } from './toast-store';

const MAX_RETRIES = 6;

export function useNotificationStream(): void {
  const token = useSession((s) => s.token);
  const isTrial = useSession((s) => s.isTrial);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token || isTrial || typeof EventSource === 'undefined') {
      return;
    }
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const open = () => {
      source = new EventSource(streamUrl(window.location.origin, token));
      source.addEventListener(SSE_EVENTS.ready, (event) => {
        attempt = 0;
        const count = parseReadyEvent((event as MessageEvent<string>).data);
        if (count !== null) {
          queryClient.setQueryData(unreadKey(token), { unreadCount: count });
        }
      });
      source.addEventListener(SSE_EVENTS.notification, (event) => {
        const notification = parseNotificationEvent((event as MessageEvent<string>).data);
        if (!notification) {
          return;
        }
        useToasts.getState().push(notification);
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
        void queryClient.invalidateQueries({ queryKey: COUNTERS_KEY });
        void refreshMoneyQueries(queryClient);
      });
      source.addEventListener(SSE_EVENTS.message, () => {
        void queryClient.invalidateQueries({ queryKey: COUNTERS_KEY });
        void queryClient.invalidateQueries({ queryKey: PLATFORM_MESSAGES_KEY });
      });
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED || stopped || attempt >= MAX_RETRIES) {
          return;
        }
        retryTimer = setTimeout(open, reconnectDelay(attempt));
        attempt += 1;
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [token, isTrial, queryClient]);
}
