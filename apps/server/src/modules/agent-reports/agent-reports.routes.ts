// GET /api/agent/reports/{bets,profit-loss,transactions} and /api/agent/announcements[/:id]: the
// agent centre's team reports and announcements (spec §2.8). Agents only (requireAgent); every
// row comes from the agent's own tree. The operator's writes are in agent-announcements-admin.routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAgentAnnouncementIdParamsSchema,
  ZAgentAnnouncementQuerySchema,
  ZAgentAnnouncementSchema,
  ZAgentAnnouncementsSchema,
  ZTeamBetsQuerySchema,
  ZTeamBetsSchema,
  ZTeamProfitQuerySchema,
  ZTeamProfitSchema,
  ZTeamTransactionsQuerySchema,
  ZTeamTransactionsSchema,
} from '@pavilion/contracts/agent-reports';
import { requireAgent } from '@/modules/agent/agent-guard.ts';
import * as announcements from './agent-announcements.service.ts';
import * as reports from './agent-reports.service.ts';

const tags = ['agent'];

export const agentReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/agent/reports/bets',
    { schema: { tags, querystring: ZTeamBetsQuerySchema, response: { 200: ZTeamBetsSchema } } },
    async (request) => {
      const { agentId } = await requireAgent(request);
      return reports.teamBets(app.db, agentId, request.query);
    },
  );
  app.get(
    '/api/agent/reports/profit-loss',
    { schema: { tags, querystring: ZTeamProfitQuerySchema, response: { 200: ZTeamProfitSchema } } },
    async (request) => {
      const { agentId } = await requireAgent(request);
      return reports.teamProfit(app.db, agentId, request.query);
    },
  );
  app.get(
    '/api/agent/reports/transactions',
    {
      schema: { tags, querystring: ZTeamTransactionsQuerySchema, response: { 200: ZTeamTransactionsSchema } },
    },
    async (request) => {
      const { agentId } = await requireAgent(request);
      return reports.teamTransactions(app.db, agentId, request.query);
    },
  );
  app.get(
    '/api/agent/announcements',
    {
      schema: {
        tags,
        querystring: ZAgentAnnouncementQuerySchema,
        response: { 200: ZAgentAnnouncementsSchema },
      },
    },
    async (request) => {
      await requireAgent(request);
      return announcements.listAnnouncements(app.db, request.query);
    },
  );
  app.get(
    '/api/agent/announcements/:id',
    {
      schema: {
        tags,
        params: ZAgentAnnouncementIdParamsSchema,
        querystring: ZAgentAnnouncementQuerySchema.pick({ language: true }),
        response: { 200: ZAgentAnnouncementSchema },
      },
    },
    async (request) => {
      await requireAgent(request);
      return announcements.announcement(app.db, request.params.id, request.query.language);
    },
  );
};
