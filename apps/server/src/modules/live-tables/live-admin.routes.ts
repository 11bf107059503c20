// The operator's side of the live tables (`/api/admin/live/*`, permission area `live`, decision 050):
// the tables with their current round, limits, pause/resume, void a round not yet settled. Thin:
// parse, authorize, one service call; the audit hook writes a row for every change. After a change
// the table's viewers get its state.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZLiveAdminRoundParamsSchema,
  ZLiveAdminTableParamsSchema,
  ZLiveAdminTablesSchema,
  ZLiveLimitsUpdateSchema,
  ZLivePauseUpdateSchema,
  ZLiveVoidReplySchema,
} from '@pavilion/contracts/live-tables-admin';
import { requireOperator } from '@/plugins/auth-guard.ts';
import { topicBus } from '@/shared/topic-bus.ts';
import { adminTables, setLimits, setPaused, voidRound } from './live-admin.service.ts';
import { tableState } from './live-rounds.service.ts';
import { liveTopic } from './live-settlement.service.ts';

const tags = ['admin', 'live-tables'];
const security = [{ bearer: [] }];
const P = '/api/admin/live/tables';

async function tellViewers(app: FastifyInstance, tableId: string): Promise<void> {
  const state = await tableState(app.db, tableId, new Date());
  await topicBus(app.db, app.redis).publish(liveTopic(tableId), { event: 'state', data: state });
}

export const liveAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    P,
    {
      config: { permission: 'live.read' },
      schema: { tags, security, response: { 200: ZLiveAdminTablesSchema } },
    },
    async (request) => {
      await requireOperator(request);
      return adminTables(app.db, new Date());
    },
  );

  app.put(
    `${P}/:id/limits`,
    {
      config: { permission: 'live.write' },
      schema: {
        tags,
        security,
        params: ZLiveAdminTableParamsSchema,
        body: ZLiveLimitsUpdateSchema,
        response: { 200: ZLiveAdminTablesSchema },
      },
    },
    async (request) => {
      await requireOperator(request);
      await setLimits(app.db, request.params.id, request.body);
      await tellViewers(app, request.params.id);
      return adminTables(app.db, new Date());
    },
  );

  app.put(
    `${P}/:id/pause`,
    {
      config: { permission: 'live.write' },
      schema: {
        tags,
        security,
        params: ZLiveAdminTableParamsSchema,
        body: ZLivePauseUpdateSchema,
        response: { 200: ZLiveAdminTablesSchema },
      },
    },
    async (request) => {
      await requireOperator(request);
      await setPaused(app.db, request.params.id, request.body.paused, new Date());
      await tellViewers(app, request.params.id);
      return adminTables(app.db, new Date());
    },
  );

  app.post(
    `${P}/:id/rounds/:roundId/void`,
    {
      config: { permission: 'live.write' },
      schema: {
        tags,
        security,
        params: ZLiveAdminRoundParamsSchema,
        response: { 200: ZLiveVoidReplySchema },
      },
    },
    async (request) => {
      await requireOperator(request);
      const reply = await voidRound(
        { db: app.db, config: app.config },
        request.params.id,
        request.params.roundId,
        new Date(),
      );
      await tellViewers(app, request.params.id);
      return reply;
    },
  );
};
