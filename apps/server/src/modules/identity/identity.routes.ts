// Identity-provider calls (issue 18): the provider buttons, the start and the return of the
// authorisation code flow, the sign-up or link of a first login, and the security centre's linked
// identities. Mounts the bundled Demo ID provider when enabled and registers it as a provider.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLoginResultSchema } from '@pavilion/contracts/auth';
import {
  ZIdentityCallbackRequestSchema,
  ZIdentityCallbackResultSchema,
  ZIdentityLinkExistingRequestSchema,
  ZIdentityProvidersSchema,
  ZIdentitySignupRequestSchema,
  ZIdentityStartRequestSchema,
  ZIdentityStartResultSchema,
  ZMemberIdentitiesSchema,
  ZProviderSlugSchema,
} from '@pavilion/contracts/identity';
import { requireRealMember } from '@/plugins/auth-guard.ts';
import { authDeps, clientOf } from '@/modules/auth/auth-deps.ts';
import { identityAdminRoutes } from './identity-admin.routes.ts';
import {
  finishLogin,
  linkExisting,
  listButtons,
  memberIdentities,
  signup,
  startLogin,
  unlink,
  type TIdentityDeps,
  RETURN_PATH,
} from './identity.service.ts';
import {
  createDemoIdProvider,
  demoIdEnabled,
  demoIdRoutes,
  injectFetch,
  publicOrigin,
} from './demo-id.provider.ts';
import { seedDemoIdProvider } from './demo-id.seed.ts';
import { isLoopbackIssuer } from './relying-party.ts';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const redirectUri = `${publicOrigin(app.config)}${RETURN_PATH}`;
  if (demoIdEnabled(app.config)) {
    const demo = await createDemoIdProvider(app.db, app.config, redirectUri);
    await app.register(demoIdRoutes(demo.provider, demo.returnOrigins));
    if (app.config.SEED_DEMO) {
      await seedDemoIdProvider(app.db, app.config, demo.clientSecret);
    }
  }
  const inProcess = injectFetch(app);
  const deps: TIdentityDeps = {
    ...authDeps(app),
    redirectUri,
    rpProvider: (row) => ({
      id: row.id,
      issuer: row.issuer,
      clientId: row.client_id,
      clientSecret: row.client_secret,
      scopes: row.scopes,
      fetch: row.bundled ? inProcess : undefined,
      allowHttp: row.bundled || isLoopbackIssuer(row.issuer),
      version: new Date(row.updated_at).toISOString(),
    }),
  };
  const tags = ['identity'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/identity/providers',
    { schema: { tags, response: { 200: ZIdentityProvidersSchema } } },
    async () => listButtons(deps),
  );
  app.post(
    '/api/identity/start',
    {
      schema: { tags, body: ZIdentityStartRequestSchema, response: { 200: ZIdentityStartResultSchema } },
      config: perMinute(20),
    },
    async (request) => {
      const memberId = request.body.intent === 'link' ? (await requireRealMember(request)).memberId : null;
      return startLogin(deps, { ...request.body, memberId, origin: clientOf(request).origin });
    },
  );
  app.post(
    '/api/identity/callback',
    {
      schema: {
        tags,
        body: ZIdentityCallbackRequestSchema,
        response: { 200: ZIdentityCallbackResultSchema },
      },
      config: perMinute(20),
    },
    async (request) => {
      const session = request.headers.authorization
        ? await requireRealMember(request).catch(() => null)
        : null;
      return finishLogin(
        deps,
        { ...request.body, sessionMemberId: session?.memberId ?? null },
        clientOf(request),
      );
    },
  );
  app.post(
    '/api/identity/signup',
    {
      schema: { tags, body: ZIdentitySignupRequestSchema, response: { 200: ZLoginResultSchema } },
      config: perMinute(10),
    },
    async (request) => signup(deps, request.body, clientOf(request)),
  );
  app.post(
    '/api/identity/link-existing',
    {
      schema: { tags, body: ZIdentityLinkExistingRequestSchema, response: { 200: ZLoginResultSchema } },
      config: perMinute(20),
    },
    async (request) => linkExisting(deps, request.body, clientOf(request)),
  );
  app.get(
    '/api/identity/me',
    { schema: { tags, security, response: { 200: ZMemberIdentitiesSchema } } },
    async (request) => memberIdentities(deps, (await requireRealMember(request)).memberId),
  );
  app.delete(
    '/api/identity/me/:provider',
    {
      schema: {
        tags,
        security,
        params: z.object({ provider: ZProviderSlugSchema }),
        response: { 200: ZMemberIdentitiesSchema },
      },
    },
    async (request) => unlink(deps, (await requireRealMember(request)).memberId, request.params.provider),
  );

  await app.register(identityAdminRoutes(redirectUri));
};
