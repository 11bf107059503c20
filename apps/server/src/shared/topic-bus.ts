// The topic bus (issue 17, decision 050): publish/subscribe by topic string (`live-table:<id>`,
// `bingo-room:<id>`, `holdem:<id>`, …). In process by default; through Redis pub/sub when the app
// has a Redis client (REDIS_URL), so a message published by a job on one instance reaches the
// streams held by every instance. The bus belongs to the database handle, which routes and jobs
// share (a job has no app): a module's routes plugin calls `topicBus(app.db, app.redis)` when it is
// registered, before any job runs, so the bus is made with Redis when there is one. The SSE helper
// (`openTopicStream`) turns a set of topics into a `text/event-stream` reply.
import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { redisChannel } from './redis-namespace.ts';

/** One message on a topic: the SSE event name and its JSON data. */
export type TTopicMessage = { event: string; data: unknown };
export type TTopicListener = (message: TTopicMessage, topic: string) => void;

export type TTopicBus = {
  publish: (topic: string, message: TTopicMessage) => Promise<void>;
  /** Resolves once the listener is live (the Redis subscription confirmed); call the result to stop. */
  subscribe: (topic: string, listener: TTopicListener) => Promise<() => void>;
  close: () => Promise<void>;
};

type TWire = { topic: string; message: TTopicMessage };

function localEmitter() {
  const emitter = new EventEmitter();
  // one listener per open stream; thousands of viewers of one table are normal
  emitter.setMaxListeners(0);
  return {
    on: (topic: string, listener: TTopicListener) => {
      emitter.on(topic, listener);
      return () => void emitter.off(topic, listener);
    },
    emit: (topic: string, message: TTopicMessage) => void emitter.emit(topic, message, topic),
  };
}

export function createInProcessTopicBus(): TTopicBus {
  const local = localEmitter();
  return {
    publish: async (topic, message) => local.emit(topic, message),
    subscribe: async (topic, listener) => local.on(topic, listener),
    close: async () => {},
  };
}

/**
 * Publishes on `publisher`; a duplicate connection, opened on the first subscription (an instance
 * that only publishes never opens it), subscribes: a subscribed connection can do nothing else.
 */
export function createRedisTopicBus(publisher: Redis): TTopicBus {
  const local = localEmitter();
  const channel = redisChannel(publisher, 'topics');
  let subscriber: Redis | null = null;
  let subscribed: Promise<unknown> | null = null;
  const ensureSubscribed = () => {
    if (!subscribed) {
      subscriber = publisher.duplicate();
      subscriber.on('message', (_channel: string, raw: string) => {
        try {
          const wire = JSON.parse(raw) as TWire;
          local.emit(wire.topic, wire.message);
        } catch {
          // a foreign message on our channel is ignored, not fatal
        }
      });
      subscribed = subscriber.subscribe(channel);
      // a close before the confirmation is not an unhandled rejection; subscribe() still reports it
      subscribed.catch(() => {});
    }
    return subscribed;
  };
  return {
    publish: async (topic, message) => {
      await publisher.publish(channel, JSON.stringify({ topic, message } satisfies TWire));
    },
    subscribe: async (topic, listener) => {
      await ensureSubscribed();
      return local.on(topic, listener);
    },
    close: async () => {
      subscriber?.disconnect();
    },
  };
}

const BUSES = new WeakMap<object, TTopicBus>();

/** The bus of this database handle, created on first use (with Redis when given one). */
export function topicBus(db: object, redis?: Redis | null): TTopicBus {
  let bus = BUSES.get(db);
  if (!bus) {
    bus = redis ? createRedisTopicBus(redis) : createInProcessTopicBus();
    BUSES.set(db, bus);
  }
  return bus;
}

/** Closes the bus of this handle (its Redis subscriber); the next use makes a new one. */
export async function closeTopicBus(db: object): Promise<void> {
  const bus = BUSES.get(db);
  BUSES.delete(db);
  await bus?.close();
}

/** Mutable so tests can shorten the heartbeat; production keeps 25 s. */
export const TOPIC_SSE_TIMINGS = { heartbeatMs: 25_000 };

const STREAMS = new WeakMap<object, Set<() => void>>();

function openStreams(app: FastifyInstance): Set<() => void> {
  let set = STREAMS.get(app.server);
  if (!set) {
    set = new Set();
    STREAMS.set(app.server, set);
  }
  return set;
}

/**
 * Ends every open topic stream and closes the bus (the app is closing: an open stream would hold the
 * server open). Each module that opens streams calls it from a preClose hook; a second call is a no-op.
 */
export async function endAllTopicStreams(app: FastifyInstance): Promise<void> {
  for (const end of [...openStreams(app)]) {
    end();
  }
  await closeTopicBus(app.db);
}

export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

// one message goes to every viewer of its topic: its frame is serialised once, not once per viewer
const FRAMES = new WeakMap<TTopicMessage, string>();
function messageFrame(message: TTopicMessage): string {
  let frame = FRAMES.get(message);
  if (frame === undefined) {
    frame = sseFrame(message.event, message.data);
    FRAMES.set(message, frame);
  }
  return frame;
}

export type TTopicStreamOptions = {
  topics: readonly string[];
  /** The state as it is now, sent as the `ready` event after the subscription is live. */
  snapshot: () => Promise<unknown>;
  /** Called on each heartbeat; resolving false ends the stream (a session that is no longer live). */
  stillAllowed?: () => Promise<boolean>;
};

/**
 * Hijacks the reply into a server-sent-event stream: subscribes to the topics first, then sends
 * `ready` with the snapshot, then every message published on the topics (messages that arrive
 * before the snapshot is written wait for it, so none falls between them). A comment line every
 * heartbeat keeps proxies from timing it out. Check access and existence BEFORE calling this: once
 * it runs, errors can no longer become an HTTP status.
 */
export async function openTopicStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: TTopicStreamOptions,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');
  const streams = openStreams(app);
  // the metric's label is the topic's kind (`bingo-room:turbo` → `bingo-room`): bounded
  const kind = { topic: (opts.topics[0] ?? 'none').split(':')[0] ?? 'none' };
  app.metrics.streamsOpen.inc(kind);
  let closed = false;
  let unsubscribe: () => void = () => {};
  const end = () => {
    if (closed) {
      return;
    }
    closed = true;
    app.metrics.streamsOpen.dec(kind);
    clearInterval(heartbeat);
    unsubscribe();
    streams.delete(end);
    res.end();
  };
  streams.add(end);
  request.raw.on('close', end);
  const heartbeat = setInterval(() => {
    const allowed = opts.stillAllowed ? opts.stillAllowed() : Promise.resolve(true);
    allowed.then(
      (ok) => (ok && !closed ? res.write(': heartbeat\n\n') : end()),
      () => end(),
    );
  }, TOPIC_SSE_TIMINGS.heartbeatMs);

  let queue: TTopicMessage[] | null = [];
  const deliver = (message: TTopicMessage) => {
    if (queue) {
      queue.push(message);
    } else if (!closed) {
      res.write(messageFrame(message));
    }
  };
  const bus = topicBus(app.db, app.redis);
  const stops = await Promise.all(opts.topics.map((topic) => bus.subscribe(topic, deliver)));
  const stop = () => stops.forEach((s) => s());
  if (closed) {
    stop();
    return;
  }
  unsubscribe = stop;
  try {
    const snapshot = await opts.snapshot();
    if (closed) {
      return;
    }
    res.write(sseFrame('ready', snapshot));
    for (const message of queue) {
      res.write(messageFrame(message));
    }
    queue = null;
  } catch {
    end();
  }
}
