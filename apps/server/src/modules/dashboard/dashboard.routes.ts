// GET /api/admin/dashboard (reports.read): the console's figures of today and yesterday.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboardSchema } from '@pavilion/contracts/console-access';
import { dashboard } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: ZDashboardSchema } },
      config: { permission: 'reports.read' },
    },
    async () => dashboard(app.db),
  );
};
