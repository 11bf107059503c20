// Rules every /api call passes before its route runs, in one place:
// - answers say Cache-Control: no-store unless the route sets its own caching (public art);
// - every /api/admin/* route declares the permission it needs in its `config.permission`
//   (decision 042); a route without one stops the start-up, so none can ship unguarded. The
//   guard checks the operator's session and role before the body is even read, so a caller
//   without the permission learns nothing of the body's rules;
// - mutating /api/admin/* calls are written to the audit log (modules/audit/audit-hook.ts);
// - maintenance and blocked regions stop the API as they stop the site (spec §4), except what a
//   blocked visitor needs to see the blocked screen, operators, and vendor and payment callbacks
//   (money already in flight must settle).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PERMISSIONS, roleHasPermission, type TPermission } from '@pavilion/contracts/console-access';
import { getSystemStatus } from '@/modules/site/site.service.ts';
import { auditOnSend, isAudited } from '@/modules/audit/audit-hook.ts';
import { AppError } from '@/shared/app-error.ts';
import { requireOperator } from './auth-guard.ts';

/**
 * What an admin route needs: a permission of the matrix, `signed-in` (any operator: their own
 * profile, TOTP, logout) or `public` (the login steps).
 */
export type TRoutePermission = TPermission | 'signed-in' | 'public';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    permission?: TRoutePermission;
    /** false on a POST that changes nothing (the audit hook skips it) */
    audit?: false;
  }
}

export const ADMIN_PREFIX = '/api/admin/';
const ROUTE_PERMISSIONS = new Set<string>([...PERMISSIONS, 'signed-in', 'public']);

export type TAdminRoute = { method: string; url: string; permission: TRoutePermission; audit: boolean };
const adminRoutes = new WeakMap<FastifyInstance, TAdminRoute[]>();

/** Every /api/admin/* route of the app with its declared permission (the permission walk test). */
export function declaredAdminRoutes(app: FastifyInstance): readonly TAdminRoute[] {
  return adminRoutes.get(app) ?? [];
}

/** Route prefixes that keep answering under maintenance and to a blocked region. */
export const STATUS_EXEMPT_PREFIXES = [
  '/api/site/',
  ADMIN_PREFIX,
  '/api/seamless/',
  '/api/cashier/gateway/callback',
  // SMS providers' delivery reports (decision 071)
  '/api/messaging/sms/',
  '/api/docs',
];

/** Checks the session and the role against the route's declared permission. */
async function guardAdmin(request: FastifyRequest): Promise<void> {
  const permission = request.routeOptions.config.permission;
  if (permission === 'public') {
    return;
  }
  const operator = await requireOperator(request);
  if (
    permission !== 'signed-in' &&
    (permission === undefined || !roleHasPermission(operator.role, permission))
  ) {
    throw new AppError('FORBIDDEN');
  }
}

type THook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type TRouteHooks = { onRequest?: unknown; onSend?: unknown };

/**
 * Adds `hook` to a route's own hooks (once: Fastify copies a GET's options into its HEAD route).
 * Route-level hooks are decided when the route is registered, so a request pays only for the rules
 * that apply to its route (issue 26: every global async hook cost every request, pages included).
 */
function attach(route: TRouteHooks, name: keyof TRouteHooks, hook: unknown): void {
  const existing = route[name];
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  if (!list.includes(hook)) {
    route[name] = [...list, hook];
  }
}

export function installApiGuards(app: FastifyInstance): void {
  const routes: TAdminRoute[] = [];
  adminRoutes.set(app, routes);
  const noStore: THook = async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  };
  const adminGuard: THook = async (request) => {
    await guardAdmin(request);
  };
  const statusGuard: THook = async (request) => {
    const status = await getSystemStatus(app.db, request.ip);
    if (status === 1) {
      throw new AppError('SYSTEM_MAINTENANCE');
    }
    if (status === 2) {
      throw new AppError('ACCESS_RESTRICTED');
    }
  };
  const audit = auditOnSend(app);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) {
      return;
    }
    const hooks = route as TRouteHooks;
    attach(hooks, 'onRequest', noStore);
    if (!route.url.startsWith(ADMIN_PREFIX)) {
      if (!STATUS_EXEMPT_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
        attach(hooks, 'onRequest', statusGuard);
      }
      return;
    }
    const config = (route.config ?? {}) as { permission?: string; audit?: false };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (config.permission === undefined || !ROUTE_PERMISSIONS.has(config.permission)) {
      throw new Error(
        `${methods.join(',')} ${route.url} declares no permission (config.permission: a permission of ROLE_PERMISSIONS, 'signed-in' or 'public'; decision 042)`,
      );
    }
    attach(hooks, 'onRequest', adminGuard);
    for (const method of methods) {
      const audited = isAudited(route.url, method, config);
      routes.push({
        method,
        url: route.url,
        permission: config.permission as TRoutePermission,
        audit: audited,
      });
      if (audited) {
        attach(hooks, 'onSend', audit);
      }
    }
  });
}
