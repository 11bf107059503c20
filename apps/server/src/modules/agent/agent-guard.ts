// The agent area's guards (spec §4, §6): a real member session whose account is an agent type
// (1, 2, 41, 42) and active. Trial users get REAL_ACCOUNT_REQUIRED, other members NON_AGENT_LOGIN.
// `requireMemberInTree` is the one check every endpoint that takes a member id runs: an id outside
// the agent's tree answers 404 (the same as an id that does not exist), never data.
import type { FastifyRequest } from 'fastify';
import { isAgentType } from '@pavilion/contracts/constants';
import { requireRealMember } from '@/plugins/auth-guard.ts';
import { AppError } from '@/shared/app-error.ts';
import { depthInTree } from './agent-tree.repo.ts';

export type TAgentPrincipal = { agentId: number; type: number; sessionId: number };

export async function requireAgent(request: FastifyRequest): Promise<TAgentPrincipal> {
  const principal = await requireRealMember(request);
  const row = await request.server.db
    .selectFrom('members')
    .select(['type', 'status'])
    .where('id', '=', principal.memberId)
    .executeTakeFirst();
  if (!row || !isAgentType(row.type) || row.status !== 'active') {
    throw new AppError('NON_AGENT_LOGIN');
  }
  return { agentId: principal.memberId, type: row.type, sessionId: principal.sessionId };
}

/** The depth of `memberId` below the agent (>= 1), or MEMBER_NOT_IN_TEAM (404). */
export async function requireMemberInTree(
  request: FastifyRequest,
  agentId: number,
  memberId: number,
): Promise<number> {
  const depth = await depthInTree(request.server.db, agentId, memberId);
  if (depth === null || depth < 1) {
    throw new AppError('MEMBER_NOT_IN_TEAM');
  }
  return depth;
}
