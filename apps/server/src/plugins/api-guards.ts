// Rules every /api call passes before its route runs, in one place:
// - answers say Cache-Control: no-store unless the route sets its own caching (public art);
// - /api/admin/* (but the login) needs an operator session before the body is even read, so a
//   caller without the permission learns nothing of the body's rules;
// - maintenance and blocked regions stop the API as they stop the site (spec §4), except what a
//   blocked visitor needs to see the blocked screen, operators, and vendor and payment callbacks
//   (money already in flight must settle).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getSystemStatus } from '@/modules/site/site.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { requireOperator } from './auth-guard.ts';

const ADMIN_PREFIX = '/api/admin/';
const OPEN_ADMIN_ROUTES = new Set(['/api/admin/login', '/api/admin/login/captcha-required']);

/** Route prefixes that keep answering under maintenance and to a blocked region. */
export const STATUS_EXEMPT_PREFIXES = [
  '/api/site/',
  ADMIN_PREFIX,
  '/api/seamless/',
  '/api/cashier/gateway/callback',
  '/api/docs',
];

/** The matched route pattern (never the raw URL, which can be spelled many ways). */
function routeOf(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

export function installApiGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const route = routeOf(request);
    if (!request.url.startsWith('/api/') || route === undefined) {
      return;
    }
    void reply.header('cache-control', 'no-store');
    if (route.startsWith(ADMIN_PREFIX)) {
      if (!OPEN_ADMIN_ROUTES.has(route)) {
        await requireOperator(request);
      }
      return;
    }
    if (STATUS_EXEMPT_PREFIXES.some((prefix) => route.startsWith(prefix))) {
      return;
    }
    const status = await getSystemStatus(app.db, request.ip);
    if (status === 1) {
      throw new AppError('SYSTEM_MAINTENANCE');
    }
    if (status === 2) {
      throw new AppError('ACCESS_RESTRICTED');
    }
  });
}
