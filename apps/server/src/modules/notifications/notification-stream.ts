// GET /api/notifications/stream: one server-sent-event stream per open page. EventSource cannot
// send headers, so the session token comes as ?token= and is checked like the bearer token. The
// stream sends `ready` (with the unread count), then each `notification` and each `message` signal
// (a platform message arrived, issue 13); a comment line every
// heartbeat keeps proxies from timing it out, and the session is re-checked then (without sliding
// its idle clock): a revoked, idle or expired session ends the stream, and so does its absolute expiry.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SSE_EVENTS, type TNotification } from '@pavilion/contracts/notifications';
import { AppError } from '@/shared/app-error.ts';
import { resolveSession } from '@/modules/sessions/sessions.service.ts';
import { notificationBus } from './notification-bus.ts';
import * as repo from './notifications.repo.ts';

/** Mutable so tests can shorten the heartbeat; production keeps 25 s. */
export const SSE_TIMINGS = { heartbeatMs: 25_000 };
/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

const STREAMS = new WeakMap<object, Set<() => void>>();

function openStreams(app: FastifyInstance): Set<() => void> {
  let set = STREAMS.get(app.server);
  if (!set) {
    set = new Set();
    STREAMS.set(app.server, set);
  }
  return set;
}

/** Ends every open stream (the app is closing: an open stream would hold the server open). */
export function endAllStreams(app: FastifyInstance): void {
  for (const end of [...openStreams(app)]) {
    end();
  }
}

export function sseEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export async function openNotificationStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<void> {
  const principal = await resolveSession(app.db, app.config, token);
  if (principal.kind === 'operator' || principal.memberId === null) {
    throw new AppError('NOT_LOGGED_IN');
  }
  const memberId = principal.memberId;
  const idleCutoff = () => new Date(Date.now() - app.config.SESSION_IDLE_MINUTES * 60_000);
  const session = await repo.liveSession(app.db, principal.sessionId, idleCutoff());
  if (!session) {
    throw new AppError('SESSION_EXPIRED');
  }

  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream
    'x-accel-buffering': 'no',
  });
  res.write('retry: 5000\n\n');

  const streams = openStreams(app);
  app.metrics.streamsOpen.inc({ topic: 'notifications' });
  let closed = false;
  let unsubscribe: () => void = () => {};
  const end = () => {
    if (closed) {
      return;
    }
    closed = true;
    app.metrics.streamsOpen.dec({ topic: 'notifications' });
    clearInterval(heartbeat);
    clearTimeout(expiry);
    unsubscribe();
    streams.delete(end);
    res.end();
  };
  streams.add(end);
  request.raw.on('close', end);

  const heartbeat = setInterval(() => {
    repo.liveSession(app.db, principal.sessionId, idleCutoff()).then(
      (live) => (live ? res.write(': heartbeat\n\n') : end()),
      () => end(),
    );
  }, SSE_TIMINGS.heartbeatMs);
  const expiry = setTimeout(
    end,
    Math.min(MAX_TIMER_MS, Math.max(0, session.expires_at.getTime() - Date.now())),
  );

  const bus = notificationBus(app);
  const stopNotifications = await bus.subscribe(memberId, (notification: TNotification) => {
    if (!closed) {
      res.write(sseEvent(SSE_EVENTS.notification, notification, notification.id));
    }
  });
  const stopSignals = await bus.subscribeSignals(memberId, (message) => {
    if (!closed) {
      res.write(sseEvent(SSE_EVENTS.message, message));
    }
  });
  const stop = () => {
    stopNotifications();
    stopSignals();
  };
  if (closed) {
    stop();
    return;
  }
  unsubscribe = stop;
  res.write(sseEvent(SSE_EVENTS.ready, { unreadCount: await repo.countUnread(app.db, memberId) }));
}
