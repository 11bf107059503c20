// Public site configuration calls (spec §7: permission, system status, countries, registration config).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCountrySchema,
  ZFieldConfigSchema,
  ZMerchantConfigSchema,
  ZPermissionSchema,
  ZPublicKeySchema,
  ZSystemStatusSchema,
} from '@pavilion/contracts/site';
import * as site from './site.service.ts';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site/permission',
    { schema: { tags: ['site'], response: { 200: ZPermissionSchema } } },
    async (request) =>
      site.getPermission(app.db, request.ip, {
        thirdPartyPhone: app.config.PHONE_VERIFICATION === 'provider-token',
      }),
  );
  app.get(
    '/api/site/status',
    { schema: { tags: ['site'], response: { 200: ZSystemStatusSchema } } },
    async (request) => ({
      systemStatus: await site.getSystemStatus(app.db, request.ip),
      ip: request.ip,
    }),
  );
  app.get(
    '/api/site/merchant',
    { schema: { tags: ['site'], response: { 200: ZMerchantConfigSchema } } },
    async () => site.getMerchantConfig(app.db),
  );
  app.get(
    '/api/site/countries',
    { schema: { tags: ['site'], response: { 200: z.array(ZCountrySchema) } } },
    async () => site.getCountries(app.db),
  );
  app.get(
    '/api/site/registration-config',
    { schema: { tags: ['site'], response: { 200: z.object({ fields: z.array(ZFieldConfigSchema) }) } } },
    async () => ({ fields: await site.getRegistrationConfig(app.db) }),
  );
  app.get(
    '/api/site/public-key',
    { schema: { tags: ['site'], response: { 200: ZPublicKeySchema } } },
    async () => ({
      keyId: app.keys.keyId,
      spki: app.keys.spkiBase64,
    }),
  );
};
