// GET /api/sportsbook/events/:id/stream (decision 048): a server-sent-event stream of one event. It
// sends `ready` with the event and its markets as they are now, then one `change` per feed step
// batch the feed job applied to the event (odds, market status, event status and score, result),
// from the live bus; a comment line every heartbeat keeps proxies from timing it out. Public, like
// the event page: odds are not personal.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eventDetail } from './events.service.ts';
import { liveBus, type TLiveMessage } from './live-bus.ts';

/** Mutable so tests can shorten the heartbeat; production keeps 25 s. */
export const SPORTS_SSE_TIMINGS = { heartbeatMs: 25_000 };

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
export function endAllEventStreams(app: FastifyInstance): void {
  for (const end of [...openStreams(app)]) {
    end();
  }
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export async function openEventStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  rawId: string,
): Promise<void> {
  // answers NOT_FOUND before the stream opens
  const detail = await eventDetail(app.db, rawId);
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');
  const streams = openStreams(app);
  let closed = false;
  let unsubscribe: () => void = () => {};
  const end = () => {
    if (closed) {
      return;
    }
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    streams.delete(end);
    res.end();
  };
  streams.add(end);
  request.raw.on('close', end);
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), SPORTS_SSE_TIMINGS.heartbeatMs);
  // subscribed before the snapshot is read, so no change falls between them; changes that arrive
  // before the snapshot is written wait for it (they set absolute values: repeating one is harmless)
  let queue: TLiveMessage[] | null = [];
  const stop = await liveBus(app.db, app.redis).subscribe(detail.id, (message: TLiveMessage) => {
    if (queue) {
      queue.push(message);
    } else if (!closed) {
      res.write(sse('change', message));
    }
  });
  if (closed) {
    stop();
    return;
  }
  unsubscribe = stop;
  res.write(sse('ready', await eventDetail(app.db, rawId)));
  for (const message of queue) {
    res.write(sse('change', message));
  }
  queue = null;
}
