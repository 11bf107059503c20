// Operator routes of identity verification (kyc.read / kyc.write: owner and risk write, auditor
// reads): the review queue with paging, a document's image (served here, behind the operator's
// session, never from a public URL), the decision (audited before and after), the withdrawal rules
// and one member's level and documents.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZKycAdminDocumentSchema,
  ZKycDecisionSchema,
  ZKycDocumentIdParamsSchema,
  ZKycMemberSchema,
  ZKycQueueQuerySchema,
  ZKycQueueSchema,
  ZKycRulesSchema,
} from '@pavilion/contracts/kyc';
import { ZMemberIdParamsSchema } from '@pavilion/contracts/member-admin';
import { recordChange } from '@/modules/audit/audit-hook.ts';
import { sendBlob } from '@/modules/storage/blob-reply.ts';
import { requireOperator } from '@/plugins/auth-guard.ts';
import { getRules, putRules } from './kyc-rules.service.ts';
import * as kyc from './kyc.service.ts';

const tags = ['admin', 'kyc'];
const security = [{ bearer: [] }];
const P = '/api/admin/kyc';

export const kycAdminRoutes: FastifyPluginAsync<{ deps: kyc.TKycDeps }> = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${P}/documents`,
    {
      config: { permission: 'kyc.read' },
      schema: { tags, security, querystring: ZKycQueueQuerySchema, response: { 200: ZKycQueueSchema } },
    },
    async (request) => kyc.reviewQueue(deps.db, request.query),
  );
  r.get(
    `${P}/documents/:id/image`,
    { config: { permission: 'kyc.read' }, schema: { tags, security, params: ZKycDocumentIdParamsSchema } },
    async (request, reply) =>
      sendBlob(request, reply, await kyc.documentImage(deps, null, request.params.id)),
  );
  r.post(
    `${P}/documents/:id/decision`,
    {
      config: { permission: 'kyc.write' },
      schema: {
        tags,
        security,
        params: ZKycDocumentIdParamsSchema,
        body: ZKycDecisionSchema,
        response: { 200: ZKycAdminDocumentSchema },
      },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      const change = await kyc.decideDocument(deps.db, operatorId, request.params.id, request.body);
      recordChange(request, change);
      return change.after;
    },
  );
  r.get(
    `${P}/rules`,
    { config: { permission: 'kyc.read' }, schema: { tags, security, response: { 200: ZKycRulesSchema } } },
    async () => getRules(deps.db),
  );
  r.put(
    `${P}/rules`,
    {
      config: { permission: 'kyc.write' },
      schema: { tags, security, body: ZKycRulesSchema, response: { 200: ZKycRulesSchema } },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      const before = await getRules(deps.db);
      const after = await putRules(deps.db, operatorId, request.body);
      recordChange(request, { before, after });
      return after;
    },
  );
  r.get(
    '/api/admin/members/:id/kyc',
    {
      config: { permission: 'kyc.read' },
      schema: { tags, security, params: ZMemberIdParamsSchema, response: { 200: ZKycMemberSchema } },
    },
    async (request) => kyc.memberKyc(deps.db, request.params.id),
  );
};
