// The operator's side of agent contracts (/api/admin/agent-contracts, operator token): the platform
// gives top-level agents their contracts (active at once, replacing a live one of the kind), lists
// contracts, ends a platform contract and answers an agent's termination request.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminContractActionSchema,
  ZAdminContractGrantSchema,
  ZAdminContractListQuerySchema,
  ZContractHistorySchema,
  ZContractIdParamsSchema,
  ZContractListSchema,
  ZContractSchema,
} from '@pavilion/contracts/agent-contracts';
import { requireOperator } from '@/plugins/auth-guard.ts';
import * as contracts from './agent-contracts.service.ts';

const tags = ['admin', 'contracts'];
const security = [{ bearer: [] }];
const P = '/api/admin/agent-contracts';

export const agentContractsAdminRoutes: FastifyPluginAsync<{ deps: contracts.TContractsDeps }> = async (
  app,
  { deps },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const operator = async (request: Parameters<typeof requireOperator>[0]) =>
    (await requireOperator(request)).operatorId;

  r.get(
    P,
    {
      config: { permission: 'agents.read' },
      schema: {
        tags,
        security,
        querystring: ZAdminContractListQuerySchema,
        response: { 200: ZContractListSchema },
      },
    },
    async (request) => {
      await operator(request);
      const { platformOnly, ...filter } = request.query;
      return {
        contracts: await contracts.adminList(deps.db, { ...filter, platformOnly: platformOnly === 'true' }),
      };
    },
  );
  r.post(
    P,
    {
      config: { permission: 'agents.write' },
      schema: { tags, security, body: ZAdminContractGrantSchema, response: { 200: ZContractSchema } },
    },
    async (request) => contracts.grant(deps, await operator(request), request.body),
  );
  r.post(
    `${P}/:id/actions`,
    {
      config: { permission: 'agents.write' },
      schema: {
        tags,
        security,
        params: ZContractIdParamsSchema,
        body: ZAdminContractActionSchema,
        response: { 200: ZContractSchema },
      },
    },
    async (request) =>
      contracts.adminAct(deps, await operator(request), Number(request.params.id), request.body.action),
  );
  r.get(
    `${P}/:id/history`,
    {
      config: { permission: 'agents.read' },
      schema: { tags, security, params: ZContractIdParamsSchema, response: { 200: ZContractHistorySchema } },
    },
    async (request) => {
      await operator(request);
      return {
        requests: await contracts.contractHistory(deps.db, { operator: true }, Number(request.params.id)),
      };
    },
  );
};
