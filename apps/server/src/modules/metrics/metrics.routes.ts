// `GET /metrics`: Prometheus text of this instance. With METRICS_TOKEN set it needs
// `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); without one it is open in the demo and
// absent (404) under DEPLOYMENT=production, so a production instance never publishes it by mistake.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@/shared/app-error.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics',
    { schema: { tags: ['health'], summary: 'Prometheus metrics', hide: true } },
    async (request, reply) => {
      const token = app.config.METRICS_TOKEN;
      if (!token) {
        if (app.config.DEPLOYMENT === 'production') {
          throw new AppError('NOT_FOUND', { message: 'No route GET /metrics' });
        }
      } else {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!sameSecret(given, token)) {
          throw new AppError('NOT_LOGGED_IN', {
            message: 'Metrics need Authorization: Bearer <METRICS_TOKEN>',
          });
        }
      }
      const body = await app.metrics.registry.metrics();
      return reply
        .header('content-type', app.metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
