// Agent team calls (/api/agent/team/*, agents only, issue 12): overview figures, register account,
// team management (paged tree, drill-down, member details) and transfer to downline. Routes are
// thin: requireAgent, then one service call; every member id goes through the tree check.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAgentRegisterOptionsSchema,
  ZAgentRegisterReplySchema,
  ZAgentRegisterRequestSchema,
  ZTeamMemberDetailsSchema,
  ZTeamMemberParamsSchema,
  ZTeamMembersQuerySchema,
  ZTeamMembersSchema,
  ZTeamOverviewQuerySchema,
  ZTeamOverviewSchema,
  ZTeamTransferReplySchema,
  ZTeamTransferRequestSchema,
} from '@pavilion/contracts/agent-team';
import { authDeps, clientOf } from '@/modules/auth/auth-deps.ts';
import { cashierDeps } from '@/modules/cashier/cashier.deps.ts';
import { requireAgent } from './agent-guard.ts';
import * as team from './team.service.ts';
import { registerDownline, registerOptions } from './team-register.service.ts';
import { transferToDownline } from './team-transfer.service.ts';

const tags = ['agent'];
const security = [{ bearer: [] }];
// money moves and account openings per IP and minute (fund passwords lock on their own)
const limited = { config: { rateLimit: { max: 60, timeWindow: 60_000 } } };

export const agentTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authDeps(app);
  const cashier = cashierDeps(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/agent/team/overview',
    {
      schema: {
        tags,
        security,
        querystring: ZTeamOverviewQuerySchema,
        response: { 200: ZTeamOverviewSchema },
      },
    },
    async (request) => {
      const { agentId } = await requireAgent(request);
      return team.teamOverview(app.db, agentId, request.query.offsetMinutes);
    },
  );

  r.get(
    '/api/agent/team/register-options',
    { schema: { tags, security, response: { 200: ZAgentRegisterOptionsSchema } } },
    async (request) => registerOptions(auth, await requireAgent(request)),
  );
  r.post(
    '/api/agent/team/register',
    {
      schema: {
        tags,
        security,
        body: ZAgentRegisterRequestSchema,
        response: { 200: ZAgentRegisterReplySchema },
      },
      ...limited,
    },
    async (request) => registerDownline(auth, await requireAgent(request), request.body, clientOf(request)),
  );

  r.get(
    '/api/agent/team/members',
    {
      schema: { tags, security, querystring: ZTeamMembersQuerySchema, response: { 200: ZTeamMembersSchema } },
    },
    async (request) => {
      const { agentId } = await requireAgent(request);
      return team.teamMembers(app.db, agentId, request.query);
    },
  );
  r.get(
    '/api/agent/team/members/:id',
    {
      schema: {
        tags,
        security,
        params: ZTeamMemberParamsSchema,
        response: { 200: ZTeamMemberDetailsSchema },
      },
    },
    async (request) => {
      const { agentId } = await requireAgent(request);
      return team.teamMemberDetails(app.db, agentId, Number(request.params.id));
    },
  );

  r.post(
    '/api/agent/team/transfer',
    {
      schema: {
        tags,
        security,
        body: ZTeamTransferRequestSchema,
        response: { 200: ZTeamTransferReplySchema },
      },
      ...limited,
    },
    async (request) => {
      const { agentId } = await requireAgent(request);
      return transferToDownline(cashier, agentId, request.body);
    },
  );
};
