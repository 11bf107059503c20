// Admin calls over agent announcements (operator session), as the content admin does notices:
// GET (the console's list) and POST /api/admin/agent-announcements, PUT and DELETE
// /api/admin/agent-announcements/:id.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOkSchema } from '@pavilion/contracts/auth';
import { ZCreatedSchema } from '@pavilion/contracts/content';
import {
  ZAgentAnnouncementAdminListSchema,
  ZAgentAnnouncementAdminQuerySchema,
  ZAgentAnnouncementIdParamsSchema,
  ZAgentAnnouncementInputSchema,
} from '@pavilion/contracts/agent-reports';
import { requireOperator } from '@/plugins/auth-guard.ts';
import * as announcements from './agent-announcements.service.ts';

const tags = ['admin'];
const body = ZAgentAnnouncementInputSchema;
const params = ZAgentAnnouncementIdParamsSchema;

export const agentAnnouncementsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = app.withTypeProvider<ZodTypeProvider>();
  secured.addHook('onRequest', async (request) => {
    await requireOperator(request);
  });
  secured.get(
    '/api/admin/agent-announcements',
    {
      config: { permission: 'agents.read' },
      schema: {
        tags,
        querystring: ZAgentAnnouncementAdminQuerySchema,
        response: { 200: ZAgentAnnouncementAdminListSchema },
      },
    },
    async (request) => announcements.adminAnnouncements(app.db, request.query),
  );
  secured.post(
    '/api/admin/agent-announcements',
    { config: { permission: 'agents.write' }, schema: { tags, body, response: { 200: ZCreatedSchema } } },
    async (request) => ({ id: await announcements.createAnnouncement(app.db, request.body) }),
  );
  secured.put(
    '/api/admin/agent-announcements/:id',
    { config: { permission: 'agents.write' }, schema: { tags, params, body, response: { 200: ZOkSchema } } },
    async (request) => {
      await announcements.updateAnnouncement(app.db, request.params.id, request.body);
      return { ok: true as const };
    },
  );
  secured.delete(
    '/api/admin/agent-announcements/:id',
    { config: { permission: 'agents.write' }, schema: { tags, params, response: { 200: ZOkSchema } } },
    async (request) => {
      await announcements.deleteAnnouncement(app.db, request.params.id);
      return { ok: true as const };
    },
  );
};
