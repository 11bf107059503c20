// GET / PUT /api/admin/members/:id/restrictions (members.read / members.write): an operator's
// restrictions short of a lock, audited with the values before and after (decision 075).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMemberIdParamsSchema } from '@pavilion/contracts/member-admin';
import { ZMemberRestrictionsReplySchema, ZSetMemberRestrictionsSchema } from '@pavilion/contracts/risk';
import { recordChange } from '@/modules/audit/audit-hook.ts';
import { assertMemberExists } from '@/modules/protection/protection-admin.service.ts';
import { requireOperator } from '@/plugins/auth-guard.ts';
import { memberRestrictions, setMemberRestrictions } from './restrictions.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = ZMemberIdParamsSchema;

export const restrictionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/members/:id/restrictions',
    {
      schema: { tags, security, params, response: { 200: ZMemberRestrictionsReplySchema } },
      config: { permission: 'members.read' },
    },
    async (request) => {
      await assertMemberExists(app.db, request.params.id);
      return memberRestrictions(app.db, request.params.id);
    },
  );
  app.put(
    '/api/admin/members/:id/restrictions',
    {
      schema: {
        tags,
        security,
        params,
        body: ZSetMemberRestrictionsSchema,
        response: { 200: ZMemberRestrictionsReplySchema },
      },
      config: { permission: 'members.write' },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      await assertMemberExists(app.db, request.params.id);
      const before = await memberRestrictions(app.db, request.params.id);
      const after = await setMemberRestrictions(app.db, request.params.id, operatorId, request.body);
      recordChange(request, { before, after });
      return after;
    },
  );
};
