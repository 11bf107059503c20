// Fan-out of new notifications to the open streams. In process by default; through Redis pub/sub
// when the app has a Redis client (REDIS_URL), so a notification made on one instance reaches a
// stream held by another. One bus per app, found by its HTTP server (shared by every plugin scope).
// Besides stored notifications it carries signals (issue 13): "a platform message reached you", to
// one member or to every open stream, so a broadcast costs one publish, not one per member.
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { TNotification, TStreamMessage } from '@pavilion/contracts/notifications';
import { redisChannel } from '@/shared/redis-namespace.ts';

export type TNotificationEvent = { memberId: number; notification: TNotification };
export type TNotificationListener = (notification: TNotification) => void;
/** A signal to one member or to every open stream ('all'). */
export type TSignalEvent = { target: number | 'all'; message: TStreamMessage };
export type TSignalListener = (message: TStreamMessage) => void;

export type TNotificationBus = {
  publish: (event: TNotificationEvent) => Promise<void>;
  /** Resolves once the listener is live (the Redis subscription confirmed); call the result to stop. */
  subscribe: (memberId: number, listener: TNotificationListener) => Promise<() => void>;
  /** Sends a signal to one member's streams or to every stream. */
  signal: (event: TSignalEvent) => Promise<void>;
  /** Like subscribe, for the signals to this member and to everyone. */
  subscribeSignals: (memberId: number, listener: TSignalListener) => Promise<() => void>;
  close: () => Promise<void>;
};

function localEmitter() {
  const emitter = new EventEmitter();
  // one listener per open stream; thousands of members are normal
  emitter.setMaxListeners(0);
  const on = (memberId: number, listener: TNotificationListener) => {
    emitter.on(String(memberId), listener);
    return () => void emitter.off(String(memberId), listener);
  };
  const emit = (event: TNotificationEvent) => void emitter.emit(String(event.memberId), event.notification);
  const onSignal = (memberId: number, listener: TSignalListener) => {
    emitter.on(`signal:${memberId}`, listener);
    emitter.on('signal:all', listener);
    return () => {
      emitter.off(`signal:${memberId}`, listener);
      emitter.off('signal:all', listener);
    };
  };
  const emitSignal = (event: TSignalEvent) => void emitter.emit(`signal:${event.target}`, event.message);
  return { on, emit, onSignal, emitSignal };
}

export function createInProcessBus(): TNotificationBus {
  const local = localEmitter();
  return {
    publish: async (event) => local.emit(event),
    subscribe: async (memberId, listener) => local.on(memberId, listener),
    signal: async (event) => local.emitSignal(event),
    subscribeSignals: async (memberId, listener) => local.onSignal(memberId, listener),
    close: async () => {},
  };
}

/**
 * Publishes on `publisher`; a duplicate connection, opened on the first subscription (an instance
 * that only publishes never opens it), subscribes: a subscribed connection can do nothing else.
 */
export function createRedisBus(publisher: Redis): TNotificationBus {
  const local = localEmitter();
  const channel = redisChannel(publisher, 'notifications');
  let subscriber: Redis | null = null;
  let subscribed: Promise<unknown> | null = null;
  const ensureSubscribed = () => {
    if (!subscribed) {
      subscriber = publisher.duplicate();
      subscriber.on('message', (_channel: string, message: string) => {
        try {
          const event = JSON.parse(message) as TNotificationEvent | { signal: TSignalEvent };
          if ('signal' in event) {
            local.emitSignal(event.signal);
          } else {
            local.emit(event);
          }
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
    publish: async (event) => {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe: async (memberId, listener) => {
      await ensureSubscribed();
      return local.on(memberId, listener);
    },
    signal: async (event) => {
      await publisher.publish(channel, JSON.stringify({ signal: event }));
    },
    subscribeSignals: async (memberId, listener) => {
      await ensureSubscribed();
      return local.onSignal(memberId, listener);
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
