// Agent settlement calls (decision 026). Agents (/api/agent/*): "my income" (salary, dividend and
// other income of the agent's own wallet by period) and the settlement records of one kind it
// received or paid. Operators (/api/admin/agent-settlements/*): trigger one period's settlement of a
// kind (idempotent: a second trigger pays nothing) and the runs with their results.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZIncomeQuerySchema,
  ZIncomeSchema,
  ZSettlementRecordsQuerySchema,
  ZSettlementRecordsSchema,
  ZSettlementRunSchema,
  ZSettlementRunsQuerySchema,
  ZSettlementRunsSchema,
  ZSettlementTriggerSchema,
} from '@pavilion/contracts/agent-settlement';
import { requireAgent } from '@/modules/agent/agent-guard.ts';
import { notificationBus } from '@/modules/notifications/notification-bus.ts';
import { requireOperator } from '@/plugins/auth-guard.ts';
import * as service from './agent-settlement.service.ts';

const bearer = [{ bearer: [] }];

export const agentSettlementRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: app.db, notifications: notificationBus(app), log: app.log });

  r.get(
    '/api/agent/income',
    {
      schema: {
        tags: ['agent'],
        security: bearer,
        querystring: ZIncomeQuerySchema,
        response: { 200: ZIncomeSchema },
      },
    },
    async (request) => {
      const { agentId } = await requireAgent(request);
      return service.income(app.db, agentId, request.query);
    },
  );

  r.get(
    '/api/agent/settlements',
    {
      schema: {
        tags: ['agent'],
        security: bearer,
        querystring: ZSettlementRecordsQuerySchema,
        response: { 200: ZSettlementRecordsSchema },
      },
    },
    async (request) => {
      const { agentId } = await requireAgent(request);
      return service.settlementRecords(app.db, agentId, request.query);
    },
  );

  const admin = { tags: ['admin', 'agent'], security: bearer };
  r.post(
    '/api/admin/agent-settlements/trigger',
    { schema: { ...admin, body: ZSettlementTriggerSchema, response: { 200: ZSettlementRunSchema } } },
    async (request) => {
      await requireOperator(request);
      return service.triggerSettlement(deps(), request.body, new Date());
    },
  );

  r.get(
    '/api/admin/agent-settlements/runs',
    {
      schema: { ...admin, querystring: ZSettlementRunsQuerySchema, response: { 200: ZSettlementRunsSchema } },
    },
    async (request) => {
      await requireOperator(request);
      return service.listRuns(app.db, request.query);
    },
  );

  r.get(
    '/api/admin/agent-settlements/runs/:id',
    {
      schema: {
        ...admin,
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: ZSettlementRunSchema },
      },
    },
    async (request) => {
      await requireOperator(request);
      return service.runById(app.db, request.params.id);
    },
  );
};
