// Reading the notification stream: the stream URL (EventSource cannot send headers, so the token
// rides in the query), and the JSON of each `ready` / `notification` event checked against the
// contract so a malformed event is dropped rather than shown.
import {
  ZNotificationSchema,
  ZStreamReadySchema,
  type TNotification,
} from '@pavilion/contracts/notifications';

export function streamUrl(origin: string, token: string): string {
  const url = new URL('/api/notifications/stream', origin);
  url.searchParams.set('token', token);
  return url.toString();
}

function json(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function parseNotificationEvent(raw: string): TNotification | null {
  const parsed = ZNotificationSchema.safeParse(json(raw));
  return parsed.success ? parsed.data : null;
}

export function parseReadyEvent(raw: string): number | null {
  const parsed = ZStreamReadySchema.safeParse(json(raw));
  return parsed.success ? parsed.data.unreadCount : null;
}

/** Wait before reopening a stream the server ended: 2 s, doubling, at most 60 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, Math.min(attempt, 10)));
}
