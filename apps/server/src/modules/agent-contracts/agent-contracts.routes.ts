// Agent contract calls (/api/agent/contracts/*, agents only; decision 025): the consolidated contract
// info, the per-kind process bundles of spec §7, offers, the actions of the transition table and the
// history of a contract. Registers the operator's plugin too, so modules/routes.ts needs one line.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZConsolidatedContractInfoSchema,
  ZContractActionSchema,
  ZContractHistorySchema,
  ZContractIdParamsSchema,
  ZContractKindParamsSchema,
  ZContractOfferSchema,
  ZContractProcessFilterSchema,
  ZContractProcessSchema,
  ZContractSchema,
} from '@pavilion/contracts/agent-contracts';
import { requireAgent } from '@/modules/agent/agent-guard.ts';
import { notificationBus } from '@/modules/notifications/notification-bus.ts';
import { agentContractsAdminRoutes } from './agent-contracts-admin.routes.ts';
import * as contracts from './agent-contracts.service.ts';

const tags = ['agent', 'contracts'];
const security = [{ bearer: [] }];
const P = '/api/agent/contracts';
const writes = { config: { rateLimit: { max: 60, timeWindow: 60_000 } } };

export const agentContractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: contracts.TContractsDeps = { db: app.db, notifications: notificationBus(app) };
  await app.register(agentContractsAdminRoutes, { deps });

  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const agent = async (request: Parameters<typeof requireAgent>[0]) =>
      (await requireAgent(request)).agentId;

    r.get(
      `${P}/consolidated`,
      { schema: { tags, security, response: { 200: ZConsolidatedContractInfoSchema } } },
      async (request) => contracts.consolidated(app.db, await agent(request)),
    );
    r.get(
      `${P}/:kind/process`,
      {
        schema: {
          tags,
          security,
          params: ZContractKindParamsSchema,
          response: { 200: ZContractProcessSchema },
        },
      },
      async (request) => contracts.processOf(app.db, await agent(request), request.params.kind),
    );
    // spec §7 names the hourly and real-time calls POST: same bundle, with an optional filter body
    for (const kind of ['hourly', 'realtime'] as const) {
      r.post(
        `${P}/${kind}/process`,
        {
          schema: {
            tags,
            security,
            body: ZContractProcessFilterSchema.optional(),
            response: { 200: ZContractProcessSchema },
          },
        },
        async (request) => contracts.processOf(app.db, await agent(request), kind, request.body ?? {}),
      );
    }
    r.post(
      `${P}/offers`,
      {
        ...{ schema: { tags, security, body: ZContractOfferSchema, response: { 200: ZContractSchema } } },
        ...writes,
      },
      async (request) => contracts.offer(deps, await agent(request), request.body),
    );
    r.post(
      `${P}/:id/actions`,
      {
        ...{
          schema: {
            tags,
            security,
            params: ZContractIdParamsSchema,
            body: ZContractActionSchema,
            response: { 200: ZContractSchema },
          },
        },
        ...writes,
      },
      async (request) =>
        contracts.act(deps, await agent(request), Number(request.params.id), request.body.action),
    );
    r.get(
      `${P}/:id/history`,
      {
        schema: {
          tags,
          security,
          params: ZContractIdParamsSchema,
          response: { 200: ZContractHistorySchema },
        },
      },
      async (request) => ({
        requests: await contracts.contractHistory(
          app.db,
          { memberId: await agent(request) },
          Number(request.params.id),
        ),
      }),
    );
  });
};
