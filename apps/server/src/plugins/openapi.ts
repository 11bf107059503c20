// The API document at /api/docs (OpenAPI 3, from the routes' zod schemas). Besides the schemas, each
// operation gets: an operationId (method and path, unique), a summary (the route's own, else one
// made from its path), its security (bearer when the route is an operator route that is not public,
// or its handler checks a player, member, agent or operator session), and its error replies (400 when
// it validates input, 401 when it needs a session, 429 when it is rate-limited, 503 when the database
// is unreachable, 500). A test validates the whole document (@apidevtools/swagger-parser).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorReplySchema } from '@pavilion/contracts/errors';
import { ADMIN_PREFIX } from './api-guards.ts';

type TTransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TSchemaOut = Record<string, unknown> & { response?: Record<string, unknown> };

const ERROR_JSON = z.toJSONSchema(ZErrorReplySchema, { target: 'openapi-3.0' }) as Record<string, unknown>;
const SESSION_CHECK = /\brequire(?:Player|Operator|RealMember|Agent)\d*\)?\(/; // `(0, m.requirePlayer)(` once transpiled

/** `GET /api/cashier/withdrawals/:id` → `getApiCashierWithdrawalsById`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part === '*' ? 'any' : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** `/api/cashier/withdrawals/:id` → `Cashier: withdrawals by id`. */
function summaryOf(url: string): string {
  const parts = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((p) => (p.startsWith(':') ? `by ${p.slice(1)}` : p.replace(/[-_]/g, ' ')));
  const [area, ...rest] = parts;
  const title = (area ?? url).replace(/^\w/, (c) => c.toUpperCase());
  return rest.length > 0 ? `${title}: ${rest.join(' ')}` : title;
}

function needsSession(route: RouteOptions): boolean {
  const permission = (route.config as { permission?: string } | undefined)?.permission;
  if (route.url.startsWith(ADMIN_PREFIX)) {
    return permission !== 'public';
  }
  return SESSION_CHECK.test(String(route.handler));
}

function errorReply(description: string) {
  return { description, ...ERROR_JSON };
}

function transform(input: TTransformInput) {
  // the bundled demo identity provider is not our API: OpenID discovery documents it
  if (input.url.startsWith('/oidc')) {
    return { schema: { hide: true }, url: input.url };
  }
  const out = jsonSchemaTransform(input) as { schema: TSchemaOut; url: string };
  const schema = out.schema;
  if (!schema || schema.hide) {
    return out;
  }
  const route = input.route as RouteOptions;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const declared = schema.security as unknown[] | undefined;
  const secured = declared ? declared.length > 0 : needsSession(route);
  const validates = Boolean(
    input.schema && ('body' in input.schema || 'querystring' in input.schema || 'params' in input.schema),
  );
  const limited = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  const response: Record<string, unknown> = { ...(schema.response ?? {}) };
  const add = (status: string, description: string) => {
    response[status] ??= errorReply(description);
  };
  if (validates) {
    add('400', 'The input is not valid (VALIDATION_FAILED with the fields at fault) or not allowed');
  }
  if (secured) {
    add('401', 'No session, or it expired (NOT_LOGGED_IN, SESSION_EXPIRED)');
  }
  if (limited) {
    add('429', 'Too many requests (RATE_LIMITED); retry after the time given');
  }
  add('500', 'Unexpected error (UNKNOWN_ERROR)');
  add('503', 'The database is unreachable (SERVICE_UNAVAILABLE, with Retry-After)');
  return {
    url: out.url,
    schema: {
      ...schema,
      operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, out.url),
      summary: (schema.summary as string | undefined) ?? summaryOf(out.url),
      security: declared ?? (secured ? [{ bearer: [] }] : []),
      response,
    },
  };
}

export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Pavilion API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform,
    // schemas with an id in zod's registry (the recursive ones) become components/schemas
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
