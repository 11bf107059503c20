// The permission matrix on every admin route (issue 15, decision 042): the walk takes the app's
// own list of /api/admin/* routes, calls each with an operator of every role and expects the
// matrix's answer: allowed (anything but 403 FORBIDDEN) or denied (403 FORBIDDEN). A route that
// declares no permission stops the app at start-up.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, roleHasPermission, type TOperatorRole } from '@pavilion/contracts/console-access';
import { testConfig } from '@/config.ts';
import { declaredAdminRoutes, installApiGuards } from '@/plugins/api-guards.ts';
import { errorCode, nextIp } from './helpers/auth-fixtures.ts';
import {
  concreteUrl,
  createOperator,
  operatorToken,
  type TTestOperator,
} from './helpers/console-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
const operators = new Map<TOperatorRole, TTestOperator>();
const tokens = new Map<TOperatorRole, string>();

beforeAll(async () => {
  t = await startTestApp();
  for (const role of OPERATOR_ROLES) {
    const op = await createOperator(t, role);
    operators.set(role, op);
    tokens.set(role, await operatorToken(t, op));
  }
});
afterAll(async () => {
  await t.close();
});

// they end the caller's sessions: the walk logs in again after each
const ENDS_SESSION = new Set(['POST /api/admin/logout', 'POST /api/admin/logout-everywhere']);

describe('[ADMIN] permission matrix', () => {
  it('lists the admin routes with a permission each, and only the login steps open', () => {
    const routes = declaredAdminRoutes(t.app);
    expect(routes.length).toBeGreaterThan(80);
    expect(
      routes
        .filter((r) => r.permission === 'public')
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([
      'POST /api/admin/login',
      'POST /api/admin/login/captcha-required',
      'POST /api/admin/login/totp',
    ]);
  });

  it('allows and denies every admin route for every role as the matrix says', async () => {
    const routes = declaredAdminRoutes(t.app).filter((r) => r.permission !== 'public' && r.method !== 'HEAD');
    const wrong: string[] = [];
    let calls = 0;
    for (const role of OPERATOR_ROLES) {
      for (const route of routes) {
        const { permission } = route;
        const allowed =
          permission === 'signed-in' || (permission !== 'public' && roleHasPermission(role, permission));
        const key = `${route.method} ${route.url}`;
        const token = tokens.get(role)!;
        const res = await t.call({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          token,
          ip: nextIp(),
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        calls += 1;
        if (ENDS_SESSION.has(key)) {
          tokens.set(role, await operatorToken(t, operators.get(role)!));
        }
        const forbidden = res.statusCode === 403 && errorCode(res) === 'FORBIDDEN';
        if (forbidden === allowed) {
          wrong.push(`${role} ${key} (${route.permission}): ${res.statusCode} ${errorCode(res) ?? ''}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBe(routes.length * OPERATOR_ROLES.length);
    // every admin route × 7 roles (well over 1,000 calls as the console grows): minutes on a loaded machine
  }, 180_000);

  it('refuses a member session and no session on an admin route', async () => {
    const noSession = await t.call({ method: 'GET', url: '/api/admin/operators' });
    expect([noSession.statusCode, errorCode(noSession)]).toEqual([401, 'NOT_LOGGED_IN']);
  });

  it('applies a change of role at once, without a new login', async () => {
    const op = await createOperator(t, 'content');
    const token = await operatorToken(t, op);
    const before = await t.call({ method: 'GET', url: '/api/admin/dashboard', token });
    expect([before.statusCode, errorCode(before)]).toEqual([403, 'FORBIDDEN']);
    await t.db.updateTable('operators').set({ role: 'finance' }).where('id', '=', op.id).execute();
    const after = await t.call({ method: 'GET', url: '/api/admin/dashboard', token });
    expect(after.statusCode).toBe(200);
  });

  it('stops the start-up when an admin route declares no permission', async () => {
    const app = Fastify();
    app.decorate('config', testConfig());
    installApiGuards(app);
    const start = async () => {
      // as buildApp registers a module's routes
      await app.register(async (scope) => {
        scope.get('/api/admin/undeclared', async () => ({ ok: true }));
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/admin\/undeclared declares no permission/);
    await app.close();
  });
});
