// Operators configure identity providers (issue 18): issuer, client id, client secret (sent and
// RSA-encrypted in transit, decision 003; stored sealed, decision 064), scopes, display name, icon, order and whether it is enabled.
// /api/admin/* needs an operator session (api-guards.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOkSchema } from '@pavilion/contracts/auth';
import {
  ZIdentityProviderAdminSchema,
  ZIdentityProviderUpsertSchema,
  ZProviderSlugSchema,
  type TIdentityProviderAdmin,
} from '@pavilion/contracts/identity';
import { decryptField } from '@/modules/crypto/rsa-keys.service.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './identity.repo.ts';

function toAdmin(row: repo.TProviderRow, redirectUri: string): TIdentityProviderAdmin {
  return {
    slug: row.slug,
    displayName: row.display_name,
    issuer: row.issuer,
    clientId: row.client_id,
    hasClientSecret: row.client_secret !== null,
    scopes: row.scopes,
    iconUrl: row.icon_url,
    enabled: row.enabled,
    bundled: row.bundled,
    sortOrder: row.sort_order,
    redirectUri,
  };
}

export function identityAdminRoutes(redirectUri: string): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const security = [{ bearer: [] }];
    const params = z.object({ slug: ZProviderSlugSchema });

    app.get(
      '/api/admin/identity-providers',
      {
        config: { permission: 'site.read' },
        schema: { tags, security, response: { 200: z.array(ZIdentityProviderAdminSchema) } },
      },
      async () =>
        (await repo.listProviders(app.db, { enabledOnly: false })).map((r) => toAdmin(r, redirectUri)),
    );
    app.put(
      '/api/admin/identity-providers/:slug',
      {
        config: { permission: 'site.write' },
        schema: {
          tags,
          security,
          params,
          body: ZIdentityProviderUpsertSchema,
          response: { 200: ZIdentityProviderAdminSchema },
        },
      },
      async (request) => {
        const { slug } = request.params;
        const b = request.body;
        // the console sends the secret RSA-encrypted; what we cannot decrypt is refused, not stored
        const clientSecret = b.clientSecret ? decryptField(app.keys, b.clientSecret, 'clientSecret') : null;
        const fields = {
          display_name: b.displayName,
          issuer: b.issuer.replace(/\/+$/, ''),
          client_id: b.clientId,
          scopes: b.scopes,
          icon_url: b.iconUrl,
          enabled: b.enabled,
          sort_order: b.sortOrder,
        };
        const secret = clientSecret === null ? {} : { client_secret: clientSecret };
        await repo.upsertProvider(app.db, slug, { ...fields, ...secret }, { ...fields, ...secret });
        const row = await repo.findProviderBySlug(app.db, slug);
        if (!row) {
          throw new AppError('UNKNOWN_ERROR');
        }
        return toAdmin(row, redirectUri);
      },
    );
    app.delete(
      '/api/admin/identity-providers/:slug',
      {
        config: { permission: 'site.write' },
        schema: { tags, security, params, response: { 200: ZOkSchema } },
      },
      async (request) => {
        // members created through a provider may have no other way to log in: disable, not delete
        const outcome = await repo.deleteUnusedProvider(app.db, request.params.slug);
        if (outcome !== 'deleted') {
          throw new AppError(outcome === 'in-use' ? 'IDENTITY_PROVIDER_IN_USE' : 'NOT_FOUND');
        }
        return { ok: true as const };
      },
    );
  };
}
