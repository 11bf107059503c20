// Request helpers that turn the bearer token into a principal. Routes call one of these first.
import type { FastifyRequest } from 'fastify';
import type { TOperatorRole } from '@pavilion/contracts/console-access';
import { AppError } from '@/shared/app-error.ts';
import { resolveSession, type TSessionPrincipal } from '@/modules/sessions/sessions.service.ts';
import { findById } from '@/modules/operators/operators.repo.ts';

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

export type TOperatorPrincipal = TSessionPrincipal & {
  operatorId: number;
  username: string;
  role: TOperatorRole;
};

const operators = new WeakMap<FastifyRequest, Promise<TOperatorPrincipal>>();
const resolvedOperators = new WeakMap<FastifyRequest, TOperatorPrincipal>();

async function loadOperator(request: FastifyRequest): Promise<TOperatorPrincipal> {
  const principal = await principalOf(request);
  if (principal.kind !== 'operator' || principal.operatorId === null) {
    throw new AppError('FORBIDDEN');
  }
  // the role is read on every request, so a change of role or a lock applies at once
  const operator = await findById(request.server.db, principal.operatorId);
  if (!operator || operator.locked) {
    throw new AppError('ACCOUNT_DISABLED');
  }
  const resolved = {
    ...principal,
    operatorId: operator.id,
    username: operator.username,
    role: operator.role,
  };
  resolvedOperators.set(request, resolved);
  return resolved;
}

/** An operator session of an operator that is not locked, with the operator's role. */
export function requireOperator(request: FastifyRequest): Promise<TOperatorPrincipal> {
  let operator = operators.get(request);
  if (!operator) {
    operator = loadOperator(request);
    operators.set(request, operator);
  }
  return operator;
}

/** The operator this request was resolved to, if a guard resolved one (the audit hook asks). */
export function resolvedOperator(request: FastifyRequest): TOperatorPrincipal | undefined {
  return resolvedOperators.get(request);
}
