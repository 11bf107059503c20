// `GET /healthz` (liveness: the process answers) and `GET /readyz` (readiness, 503 while starting,
// draining or cut off from the database or Redis). JSON, never the web app; not rate-limited, not
// cached, outside /api so a balancer needs no credentials.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readiness } from './health.service.ts';

const ZCheckSchema = z.enum(['ok', 'down', 'pending', 'off', 'starting', 'running', 'stopped']);
const ZReadinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: ZCheckSchema,
    migrations: ZCheckSchema,
    redis: ZCheckSchema,
    jobs: ZCheckSchema,
    draining: z.boolean(),
  }),
  /** DATABASE_READ_URL (decision 067): informative only, a replica left out never makes an instance unready */
  replica: z.object({
    configured: z.boolean(),
    inUse: z.boolean(),
    lagSeconds: z.number().nullable(),
    reason: z.enum(['not configured', 'unreachable', 'behind', 'not a standby']).nullable(),
  }),
});
const tags = ['health'];

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags, summary: 'Liveness', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
  app.get(
    '/readyz',
    { schema: { tags, summary: 'Readiness', response: { 200: ZReadinessSchema, 503: ZReadinessSchema } } },
    async (_request, reply) => {
      const state = await readiness({ db: app.db, redis: app.redis, lifecycle: app.lifecycle });
      reply.header('cache-control', 'no-store');
      return reply.status(state.ready ? 200 : 503).send({
        status: state.ready ? 'ready' : 'not_ready',
        checks: state.checks,
        replica: app.reads.state(),
      });
    },
  );
};
