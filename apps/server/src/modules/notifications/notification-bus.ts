// Fan-out of new notifications to the open streams. In process by default; through Redis pub/sub
// when the app has a Redis client (REDIS_URL), so a notification made on one instance reaches a
// stream held by another. One bus per app, found by its HTTP server (shared by every plugin scope).
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { TNotification } from '@pavilion/contracts/notifications';

export type TNotificationEvent = { memberId: number; notification: TNotification };
export type TNotificationListener = (notification: TNotification) => void;

export type TNotificationBus = {
  publish: (event: TNotificationEvent) => Promise<void>;
  /** Resolves once the listener is live (the Redis subscription confirmed); call the result to stop. */
  subscribe: (memberId: number, listener: TNotificationListener) => Promise<() => void>;
  close: () => Promise<void>;
};

const CHANNEL = 'pavilion:notifications';

function localEmitter() {
  const emitter = new EventEmitter();
  // one listener per open stream; thousands of members are normal
  emitter.setMaxListeners(0);
  const on = (memberId: number, listener: TNotificationListener) => {
    emitter.on(String(memberId), listener);
    return () => void emitter.off(String(memberId), listener);
  };
  const emit = (event: TNotificationEvent) => void emitter.emit(String(event.memberId), event.notification);
  return { on, emit };
}

export function createInProcessBus(): TNotificationBus {
  const local = localEmitter();
  return {
    publish: async (event) => local.emit(event),
    subscribe: async (memberId, listener) => local.on(memberId, listener),
    close: async () => {},
  };
}

/**
 * Publishes on `publisher`; a duplicate connection, opened on the first subscription (an instance
 * that only publishes never opens it), subscribes: a subscribed connection can do nothing else.
 */
export function createRedisBus(publisher: Redis): TNotificationBus {
  const local = localEmitter();
  let subscriber: Redis | null = null;
  let subscribed: Promise<unknown> | null = null;
  const ensureSubscribed = () => {
    if (!subscribed) {
      subscriber = publisher.duplicate();
      subscriber.on('message', (_channel: string, message: string) => {
        try {
          local.emit(JSON.parse(message) as TNotificationEvent);
        } catch {
          // a foreign message on our channel is ignored, not fatal
        }
      });
      subscribed = subscriber.subscribe(CHANNEL);
      // a close before the confirmation is not an unhandled rejection; subscribe() still reports it
      subscribed.catch(() => {});
    }
    return subscribed;
  };
  return {
    publish: async (event) => {
      await publisher.publish(CHANNEL, JSON.stringify(event));
    },
    subscribe: async (memberId, listener) => {
      await ensureSubscribed();
      return local.on(memberId, listener);
    },
    close: async () => {
      subscriber?.disconnect();
    },
  };
}

const BUSES = new WeakMap<object, TNotificationBus>();

/** The app's bus, created on first use and closed with the app. */
export function notificationBus(app: FastifyInstance): TNotificationBus {
  let bus = BUSES.get(app.server);
  if (!bus) {
    bus = app.redis ? createRedisBus(app.redis) : createInProcessBus();
    BUSES.set(app.server, bus);
  }
  return bus;
}
