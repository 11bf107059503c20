// Agent settlement calls (decision 026). Agents (/api/agent/*): "my income" (salary, dividend and
// other income of the agent's own wallet by period) and the settlement records of one kind it
// received or paid. Operators (/api/admin/agent-settlements/*): trigger one period's settlement of a
// kind (idempotent: a second trigger pays nothing) and the runs with their results; with
// ALLOW_TEST_CLOCK (never in production) also the trigger's test clock.
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
  ZSettlementTestClockSchema,
  ZSettlementTriggerSchema,
} from '@pavilion/contracts/agent-settlement';
import { requireAgent } from '@/modules/agent/agent-guard.ts';
import { notificationBus } from '@/modules/notifications/notification-bus.ts';
import { requireOperator } from '@/plugins/auth-guard.ts';
import * as service from './agent-settlement.service.ts';
import { createSettlementClock } from './agent-settlement.test-clock.ts';

const bearer = [{ bearer: [] }];

export const agentSettlementRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: app.db, notifications: notificationBus(app), log: app.log });
  const clock = createSettlementClock();

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
    {
      config: { permission: 'agents.write' },
      schema: { ...admin, body: ZSettlementTriggerSchema, response: { 200: ZSettlementRunSchema } },
    },
    async (request) => {
      await requireOperator(request);
      return service.triggerSettlement(deps(), request.body, clock.now());
    },
  );

  if (app.config.ALLOW_TEST_CLOCK) {
    // test clock (e2e): absent (404) unless the config allows it; refused at start-up in production
    r.get(
      '/api/admin/agent-settlements/test-clock',
      {
        config: { permission: 'agents.read' },
        schema: { ...admin, response: { 200: ZSettlementTestClockSchema } },
      },
      async (request) => {
        await requireOperator(request);
        return { offsetMinutes: clock.offsetMinutes() };
      },
    );
    r.post(
      '/api/admin/agent-settlements/test-clock',
      {
        config: { permission: 'agents.write' },
        schema: { ...admin, body: ZSettlementTestClockSchema, response: { 200: ZSettlementTestClockSchema } },
      },
      async (request) => {
        await requireOperator(request);
        clock.setOffsetMinutes(request.body.offsetMinutes);
        request.log.warn({ offsetMinutes: request.body.offsetMinutes }, 'settlement test clock moved');
        return { offsetMinutes: clock.offsetMinutes() };
      },
    );
  }

  r.get(
    '/api/admin/agent-settlements/runs',
    {
      config: { permission: 'agents.read' },
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
      config: { permission: 'agents.read' },
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
