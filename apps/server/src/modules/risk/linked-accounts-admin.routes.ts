// GET /api/admin/members/:id/linked (members.read): the members linked to one member by a login IP,
// a device, a bank card or payee name, or a direct referral (decision 079).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMemberIdParamsSchema } from '@pavilion/contracts/member-admin';
import { ZLinkedAccountsReplySchema } from '@pavilion/contracts/risk';
import { linkedAccounts } from './linked-accounts.service.ts';

export const linkedAccountsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/members/:id/linked',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: ZMemberIdParamsSchema,
        response: { 200: ZLinkedAccountsReplySchema },
      },
      config: { permission: 'members.read' },
    },
    async (request) => linkedAccounts(app.db, request.params.id),
  );
};
