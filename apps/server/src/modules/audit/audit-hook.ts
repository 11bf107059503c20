// The one hook that writes the audit log (decision 042): every POST, PUT, PATCH and DELETE under
// /api/admin/ of a signed-in operator (and the login steps), with its outcome, before the answer
// leaves. Before and after come from the route when its service can say (settings, flags,
// maintenance, an operator's role); otherwise `after` is the request body with its secrets
// redacted. A route whose POST changes nothing opts out with `config.audit: false`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolvedOperator } from '@/plugins/auth-guard.ts';
import { insertAudit } from './audit.repo.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Field names whose values never reach the log: passwords, secrets, tokens, captchas, codes. */
const SECRET_KEY = /password|secret|token|captcha|challenge|^code$|(totp|sms|verification|recovery)codes?$/i;

type TChange = { before: unknown; after: unknown };
type TActor = { operatorId: number; username: string };
const changes = new WeakMap<FastifyRequest, TChange>();
const actors = new WeakMap<FastifyRequest, TActor>();

/** The state before and after the call, when the service can say (instead of the body). */
export function recordChange(request: FastifyRequest, change: TChange): void {
  changes.set(request, change);
}

/** Who acted when no session says it yet (a login step that succeeded). */
export function recordActor(request: FastifyRequest, actor: TActor): void {
  actors.set(request, actor);
}

/** PostgreSQL text and jsonb refuse the NUL character; the nul guard answers 400 for it before. */
const clean = (text: string) => text.replaceAll('\u0000', '');

export function redactSecrets(value: unknown): unknown {
  if (typeof value === 'string') {
    return clean(value);
  }
  if (Array.isArray(value)) {
    return value.map(redactSecrets);
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        clean(key),
        SECRET_KEY.test(key) ? '[redacted]' : redactSecrets(v),
      ]),
    );
  }
  return value;
}

function targetOf(params: unknown): string | null {
  if (params === null || typeof params !== 'object') {
    return null;
  }
  const parts = Object.entries(params).map(([key, value]) => `${key}=${String(value)}`);
  return parts.length > 0 ? clean(parts.join(', ')) : null;
}

function bodyUsername(body: unknown): string | null {
  const username = (body as { username?: unknown } | null | undefined)?.username;
  return typeof username === 'string' ? clean(username).slice(0, 64) : null;
}

/** Whether a route's calls are written to the log: a mutating /api/admin/ route that did not opt out. */
export function isAudited(url: string, method: string, config: { audit?: false }): boolean {
  return url.startsWith('/api/admin/') && MUTATING.has(method) && config.audit !== false;
}

/**
 * The onSend hook that writes the entry; the API guards attach it to the audited routes only
 * (plugins/api-guards.ts), so no other request pays for it.
 */
export function auditOnSend(
  app: FastifyInstance,
): (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown> {
  return async (request, reply, payload) => {
    const route = request.routeOptions.url!;
    const config = request.routeOptions.config;
    if (!isAudited(route, request.method, config)) {
      return payload; // a route that also answers GET
    }
    const operator = resolvedOperator(request);
    const actor = operator
      ? { operatorId: operator.operatorId, username: operator.username }
      : (actors.get(request) ?? null);
    // a caller without an operator session changed nothing (the guard refused it); the login
    // steps are logged whoever calls them
    if (actor === null && config.permission !== 'public') {
      return payload;
    }
    const change = changes.get(request);
    const row = {
      operatorId: actor?.operatorId ?? null,
      username: actor?.username ?? bodyUsername(request.body),
      ip: request.ip,
      method: request.method,
      route,
      action: `${request.method} ${route}`,
      target: targetOf(request.params),
      status: reply.statusCode,
      before: change ? change.before : null,
      after: change ? change.after : (redactSecrets(request.body) ?? null),
    };
    try {
      await insertAudit(app.db, row);
    } catch (error) {
      // the change is done whatever the log says: the answer stands, the lost entry is logged loudly
      request.log.error(
        { err: error, audit: { ...row, before: undefined, after: undefined } },
        'audit entry lost',
      );
    }
    return payload;
  };
}
