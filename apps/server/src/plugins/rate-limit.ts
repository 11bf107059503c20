// Rate limits: in memory by default, shared through Redis when REDIS_URL is set so several
// instances count together. Routes opt in with config.rateLimit.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

export async function installRateLimit(app: FastifyInstance, redis: Redis | null): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'pavilion-rl:' } : {}),
    keyGenerator: (request) => request.ip,
  });
}

export function createRedis(url: string | undefined): Redis | null {
  if (!url) {
    return null;
  }
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
