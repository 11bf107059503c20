// One Redis may serve several Pavilion deployments (staging beside production, or the test files of
// one CI run, each on its own database). Everything an instance writes to Redis — rate-limit keys and
// the pub/sub channels of the topic and notification buses — carries the client's key prefix, so two
// deployments on one Redis never hear each other's events or share each other's counters. The
// prefix is the client's `keyPrefix` (ioredis adds it to keys; channels are named with it here).
import type { Redis } from 'ioredis';

/** The prefix for a deployment: REDIS_KEY_PREFIX when set, else one derived from its database. */
export function redisKeyPrefix(config: {
  REDIS_KEY_PREFIX?: string;
  DATABASE_URL?: string;
  PGLITE_DIR: string;
}) {
  if (config.REDIS_KEY_PREFIX) {
    return config.REDIS_KEY_PREFIX;
  }
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    return `pavilion:${url.hostname}:${url.port || '5432'}${url.pathname}:`;
  }
  return `pavilion:pglite:${config.PGLITE_DIR}:`;
}

/** A pub/sub channel of this client's deployment (keyPrefix does not apply to channels). */
export function redisChannel(redis: Redis, name: string): string {
  return `${redis.options.keyPrefix ?? ''}${name}`;
}
