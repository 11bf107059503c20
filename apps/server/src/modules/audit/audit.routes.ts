// GET /api/admin/audit (audit.read): the audit log, searchable by operator, action and time.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditPageSchema, ZAuditQuerySchema } from '@pavilion/contracts/console-access';
import { searchAudit } from './audit.repo.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: ZAuditQuerySchema,
        response: { 200: ZAuditPageSchema },
      },
      config: { permission: 'audit.read' },
    },
    async (request) => app.reads.read((db) => searchAudit(db, request.query)),
  );
};
