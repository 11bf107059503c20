// Player protection in the console (issue 29 item 3, decision 075): an operator reads what a member set
// (deposit limits, exclusion, reality check), sets a deposit limit (a lower one applies at once, a higher
// one or none only after the same 24-hour cooling-off the member has) and excludes a member for a period
// or for good. Changes are audited with the values before and after.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMemberIdParamsSchema } from '@pavilion/contracts/member-admin';
import {
  ZAdminExclusionRequestSchema,
  ZMemberProtectionSchema,
  ZSetDepositLimitRequestSchema,
} from '@pavilion/contracts/protection';
import { recordChange } from '@/modules/audit/audit-hook.ts';
import { requireOperator } from '@/plugins/auth-guard.ts';
import { memberProtection } from './protection-admin.service.ts';
import { setDepositLimit } from './deposit-limits.service.ts';
import { startExclusion } from './exclusion.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = ZMemberIdParamsSchema;

export const protectionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/members/:id/protection',
    {
      schema: { tags, security, params, response: { 200: ZMemberProtectionSchema } },
      config: { permission: 'members.read' },
    },
    async (request) => memberProtection(app.db, request.params.id),
  );
  app.put(
    '/api/admin/members/:id/deposit-limits',
    {
      schema: {
        tags,
        security,
        params,
        body: ZSetDepositLimitRequestSchema,
        response: { 200: ZMemberProtectionSchema },
      },
      config: { permission: 'members.write' },
    },
    async (request) => {
      await requireOperator(request);
      const before = await memberProtection(app.db, request.params.id);
      await setDepositLimit(app.db, request.params.id, request.body);
      const after = await memberProtection(app.db, request.params.id);
      const of = (p: typeof before) => p.limits.find((l) => l.period === request.body.period);
      recordChange(request, {
        before: { period: request.body.period, amount: of(before)?.amount ?? null },
        after: {
          period: request.body.period,
          amount: of(after)?.amount ?? null,
          pending: of(after)?.pending ?? null,
        },
      });
      return after;
    },
  );
  app.post(
    '/api/admin/members/:id/exclusion',
    {
      schema: {
        tags,
        security,
        params,
        body: ZAdminExclusionRequestSchema,
        response: { 200: ZMemberProtectionSchema },
      },
      config: { permission: 'members.write' },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      const before = await memberProtection(app.db, request.params.id);
      await startExclusion(app.db, request.params.id, request.body.duration, new Date(), operatorId);
      const after = await memberProtection(app.db, request.params.id);
      recordChange(request, {
        before: { exclusion: before.exclusion },
        after: { exclusion: after.exclusion, duration: request.body.duration, reason: request.body.reason },
      });
      return after;
    },
  );
};
