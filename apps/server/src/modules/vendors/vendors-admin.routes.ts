// The console's seamless vendors (decision 053): the list (never a secret) and the rotation of a
// vendor's HMAC secret, whose answer is the only place the new secret ever appears. The audit row
// records when the rotation happened and until when the old secret stays valid, not the secret.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZSeamlessVendorCodeParamsSchema,
  ZSeamlessVendorsSchema,
  ZVendorSecretRotationSchema,
} from '@pavilion/contracts/vendor-secrets';
import { recordChange } from '@/modules/audit/audit-hook.ts';
import { requireOperator } from '@/plugins/auth-guard.ts';
import { listSeamlessVendors, rotateVendorSecret } from './secret-rotation.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

export const vendorsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/seamless-vendors',
    {
      config: { permission: 'games.read' },
      schema: { tags, security, response: { 200: ZSeamlessVendorsSchema } },
    },
    async (request) => {
      await requireOperator(request);
      return { vendors: await listSeamlessVendors(app.db) };
    },
  );
  r.post(
    '/api/admin/seamless-vendors/:code/rotate-secret',
    {
      config: { permission: 'games.write' },
      schema: {
        tags,
        security,
        params: ZSeamlessVendorCodeParamsSchema,
        response: { 200: ZVendorSecretRotationSchema },
      },
    },
    async (request, reply) => {
      await requireOperator(request);
      const rotation = await rotateVendorSecret(app.db, request.params.code);
      recordChange(request, {
        before: null,
        after: { rotatedAt: rotation.rotatedAt, previousValidUntil: rotation.previousValidUntil },
      });
      // the secret must not sit in a cache or the browser's history of responses
      void reply.header('cache-control', 'no-store');
      return rotation;
    },
  );
};
