// Live push of the sportsbook (decision 048): every change the feed job applies (odds, market and
// event status, score, result) goes to the streams of that event. In process by default; through
// Redis pub/sub when the app has a Redis client (REDIS_URL), so a change applied by the one feed
// writer reaches streams held by every instance. The bus is found by the database handle, which
// the routes and the job share (the job has no app), and created on first use.
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { TDb } from '@/db/database.ts';

export type TLiveChange =
  | { type: 'odds'; marketId: string; selections: { id: string; odds1000: number }[] }
  | { type: 'market'; marketId: string; status: string }
  | {
      type: 'event';
      status: string;
      score: { home: number; away: number } | null;
      period: string | null;
      clock: string | null;
    }
  | { type: 'result'; version: number };
export type TLiveMessage = { eventId: string; changes: TLiveChange[] };
export type TLiveListener = (message: TLiveMessage) => void;

export type TLiveBus = {
  publish: (message: TLiveMessage) => Promise<void>;
  /** resolves once the listener is live; call the result to stop */
  subscribe: (eventId: string, listener: TLiveListener) => Promise<() => void>;
  close: () => Promise<void>;
};

const CHANNEL = 'pavilion:sportsbook';

function localEmitter() {
  const emitter = new EventEmitter();
  // one listener per open stream; thousands of viewers of one event are normal
  emitter.setMaxListeners(0);
  return {
    on: (eventId: string, listener: TLiveListener) => {
      emitter.on(eventId, listener);
      return () => void emitter.off(eventId, listener);
    },
    emit: (message: TLiveMessage) => void emitter.emit(message.eventId, message),
  };
}

export function createInProcessLiveBus(): TLiveBus {
  const local = localEmitter();
  return {
    publish: async (message) => local.emit(message),
    subscribe: async (eventId, listener) => local.on(eventId, listener),
    close: async () => {},
  };
}

/** Publishes on `publisher`; a duplicate connection subscribes on the first stream opened here. */
export function createRedisLiveBus(publisher: Redis): TLiveBus {
  const local = localEmitter();
  let subscriber: Redis | null = null;
  let subscribed: Promise<unknown> | null = null;
  const ensureSubscribed = () => {
    if (!subscribed) {
      subscriber = publisher.duplicate();
      subscriber.on('message', (_channel: string, raw: string) => {
        try {
          local.emit(JSON.parse(raw) as TLiveMessage);
        } catch {
          // a foreign message on our channel is ignored
        }
      });
      subscribed = subscriber.subscribe(CHANNEL);
      subscribed.catch(() => {});
    }
    return subscribed;
  };
  return {
    publish: async (message) => {
      await publisher.publish(CHANNEL, JSON.stringify(message));
    },
    subscribe: async (eventId, listener) => {
      await ensureSubscribed();
      return local.on(eventId, listener);
    },
    close: async () => {
      subscriber?.disconnect();
    },
  };
}

const BUSES = new WeakMap<object, TLiveBus>();

/** The bus of this database handle: created with Redis by the routes, in process otherwise. */
export function liveBus(db: TDb, redis?: Redis | null): TLiveBus {
  let bus = BUSES.get(db);
  if (!bus) {
    bus = redis ? createRedisLiveBus(redis) : createInProcessLiveBus();
    BUSES.set(db, bus);
  }
  return bus;
}
