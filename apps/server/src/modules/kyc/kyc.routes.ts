// Member routes of identity verification (/api/kyc*, real members only): the level and the latest
// document of each kind, one upload (base64, as withdrawal proofs are sent), and the member's own
// document image. Registers the operator routes too, so modules/routes.ts needs one line.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  KYC_IMAGE_BASE64_MAX,
  ZKycDocumentIdParamsSchema,
  ZKycDocumentSchema,
  ZKycStatusSchema,
  ZKycUploadSchema,
} from '@pavilion/contracts/kyc';
import { sendBlob } from '@/modules/storage/blob-reply.ts';
import { requireRealMember } from '@/plugins/auth-guard.ts';
import { kycAdminRoutes } from './kyc-admin.routes.ts';
import * as kyc from './kyc.service.ts';

const tags = ['kyc'];
const security = [{ bearer: [] }];
// the base64 text parsed at most, plus the JSON around it: a larger body is PAYLOAD_TOO_LARGE (413)
const UPLOAD_BODY_LIMIT = KYC_IMAGE_BASE64_MAX + 64 * 1024;

export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage };
  await app.register(kycAdminRoutes, { deps });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = async (request: Parameters<typeof requireRealMember>[0]) =>
    (await requireRealMember(request)).memberId;

  r.get('/api/kyc', { schema: { tags, security, response: { 200: ZKycStatusSchema } } }, async (request) =>
    kyc.myStatus(app.db, await member(request)),
  );
  r.post(
    '/api/kyc/documents',
    {
      schema: { tags, security, body: ZKycUploadSchema, response: { 200: ZKycDocumentSchema } },
      bodyLimit: UPLOAD_BODY_LIMIT,
      // re-encoding costs CPU: a member uploads a handful of documents, not hundreds
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) => kyc.uploadDocument(deps, await member(request), request.body),
  );
  r.get(
    '/api/kyc/documents/:id/image',
    { schema: { tags, security, params: ZKycDocumentIdParamsSchema } },
    async (request, reply) => {
      const image = await kyc.documentImage(deps, await member(request), request.params.id);
      return sendBlob(request, reply, image);
    },
  );
};
