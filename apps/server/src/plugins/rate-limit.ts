// Rate limits: in memory by default, shared through Redis when REDIS_URL is set so several
// instances count together. Routes opt in with config.rateLimit.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

export async function installRateLimit(app: FastifyInstance, redis: Redis | null): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'rl:' } : {}),
    keyGenerator: (request) => request.ip,
  });
}

/** The deployment's Redis client; every key it writes carries `keyPrefix` (see redis-namespace.ts). */
export function createRedis(url: string | undefined, keyPrefix: string): Redis | null {
  if (!url) {
    return null;
  }
  return new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
