// Request helpers that turn the bearer token into a principal. Routes call one of these first.
import type { FastifyRequest } from 'fastify';
import { AppError } from '@/shared/app-error.ts';
import { resolveSession, type TSessionPrincipal } from '@/modules/sessions/sessions.service.ts';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) {
    return undefined;
  }
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

// One session lookup per request, however many guards ask (the admin guard, then a route).
const principals = new WeakMap<FastifyRequest, Promise<TSessionPrincipal>>();

function principalOf(request: FastifyRequest): Promise<TSessionPrincipal> {
  let principal = principals.get(request);
  if (!principal) {
    principal = resolveSession(request.server.db, request.server.config, bearerToken(request));
    principals.set(request, principal);
  }
  return principal;
}

/** Any player-site session: a member or a trial user. */
export async function requirePlayer(
  request: FastifyRequest,
): Promise<TSessionPrincipal & { memberId: number }> {
  const principal = await principalOf(request);
  if (principal.kind === 'operator' || principal.memberId === null) {
    throw new AppError('NOT_LOGGED_IN');
  }
  return { ...principal, memberId: principal.memberId };
}

/** A real (non-trial) member session. */
export async function requireRealMember(request: FastifyRequest) {
  const principal = await requirePlayer(request);
  if (principal.kind === 'trial') {
    throw new AppError('REAL_ACCOUNT_REQUIRED');
  }
  return principal;
}

export async function requireOperator(
  request: FastifyRequest,
): Promise<TSessionPrincipal & { operatorId: number }> {
  const principal = await principalOf(request);
  if (principal.kind !== 'operator' || principal.operatorId === null) {
    throw new AppError('FORBIDDEN');
  }
  return { ...principal, operatorId: principal.operatorId };
}
