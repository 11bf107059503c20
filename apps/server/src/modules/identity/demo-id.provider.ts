// "Demo ID": a real OpenID Connect provider (`oidc-provider`, certified) mounted on this server at
// /oidc when enabled and never under NODE_ENV=production or DEPLOYMENT=production, so one-click
// login works on a fresh machine with no internet. A couple of demo identities (and fresh ones on
// demand), our own sign-in and consent page, signing and cookie keys kept in site_settings and its
// sessions, grants and codes in our database (demo-id.adapter.ts), so it survives a restart and
// serves several instances. A demo identity service, never a production one.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import Provider, { type Configuration } from 'oidc-provider';
import type { CustomFetch } from 'openid-client';
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { readSetting, writeSettingIfAbsent } from '@/modules/site/site.repo.ts';
import { contentSecurityPolicyWithFormTargets } from '@/plugins/security.ts';
import { getSiteDomains } from '@/modules/site/site.service.ts';
import { demoIdAdapter } from './demo-id.adapter.ts';
import { DEMO_ID_CSS, DEMO_ID_JS, pickLang, renderConsentPage } from './demo-id.page.ts';

export const DEMO_ID_SLUG = 'demo-id';
export const DEMO_ID_CLIENT_ID = 'pavilion-demo';
const MOUNT = '/oidc';

export const DEMO_IDENTITIES = [
  { sub: 'demo-dara', name: 'Dara Sok', email: 'dara@demo-id.test' },
  { sub: 'demo-mei', name: 'Mei Lin', email: 'mei@demo-id.test' },
];
const FRESH_SUB = /^demo-[a-z0-9]{4,40}$/;

type TDemoIdSecrets = { signingJwk: Record<string, unknown>; cookieKey: string; clientSecret: string };

export function demoIdEnabled(config: TConfig): boolean {
  return (
    config.DEMO_ID_PROVIDER !== 'false' &&
    config.NODE_ENV !== 'production' &&
    config.DEPLOYMENT !== 'production'
  );
}

/** Where users reach this server: PUBLIC_URL, else the local address of PORT. */
export function publicOrigin(config: TConfig): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/**
 * The return addresses the demo provider accepts: the site's own on PUBLIC_URL, the same on every
 * loopback name when it is served on this machine (localhost and 127.0.0.1 are one site), and on each
 * domain the site is configured with at start (issue 28 item 5). A real provider is told these by
 * its operator; the relying party picks the one the member came from (site/site-origin.ts).
 */
async function demoReturnAddresses(db: TDb, redirectUri: string): Promise<string[]> {
  const home = new URL(redirectUri);
  const out = new Set([home.href]);
  if (['localhost', '127.0.0.1', '[::1]'].includes(home.hostname)) {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      out.add(
        new URL(`${home.pathname}`, `${home.protocol}//${host}${home.port ? `:${home.port}` : ''}`).href,
      );
    }
  }
  for (const domain of await getSiteDomains(db)) {
    const trimmed = domain.trim().toLowerCase();
    if (!trimmed) {
      continue;
    }
    try {
      const base = new URL(trimmed.includes('://') ? trimmed : `https://${trimmed}`);
      for (const scheme of trimmed.includes('://') ? [base.protocol] : ['https:', 'http:']) {
        out.add(new URL(home.pathname, `${scheme}//${base.host}`).href);
      }
    } catch {
      // a configured domain that is no address: nothing to accept for it
    }
  }
  return [...out];
}

export function demoIdIssuer(config: TConfig): string {
  return `${publicOrigin(config)}${MOUNT}`;
}

async function loadSecrets(db: TDb): Promise<TDemoIdSecrets> {
  const stored = (await readSetting(db, 'demo_id_secrets')) as TDemoIdSecrets | undefined;
  if (stored) {
    return stored;
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await writeSettingIfAbsent(db, 'demo_id_secrets', {
    signingJwk: {
      ...privateKey.export({ format: 'jwk' }),
      use: 'sig',
      alg: 'RS256',
      kid: randomBytes(8).toString('hex'),
    },
    cookieKey: randomBytes(32).toString('base64url'),
    clientSecret: randomBytes(32).toString('base64url'),
  } satisfies TDemoIdSecrets);
  return (await readSetting(db, 'demo_id_secrets')) as TDemoIdSecrets;
}

function claimsOf(sub: string): { sub: string; name: string; email: string; email_verified: true } {
  const fixed = DEMO_IDENTITIES.find((i) => i.sub === sub);
  return {
    sub,
    name: fixed?.name ?? `Demo ${sub.slice(5, 9).toUpperCase()}`,
    email: fixed?.email ?? `${sub}@demo-id.test`,
    email_verified: true,
  };
}

export async function createDemoIdProvider(
  db: TDb,
  config: TConfig,
  redirectUri: string,
): Promise<{ provider: Provider; clientSecret: string; returnOrigins: string[] }> {
  const secrets = await loadSecrets(db);
  const returnAddresses = await demoReturnAddresses(db, redirectUri);
  const configuration: Configuration = {
    adapter: demoIdAdapter(db),
    clients: [
      {
        client_id: DEMO_ID_CLIENT_ID,
        client_secret: secrets.clientSecret,
        client_name: 'Pavilion',
        redirect_uris: returnAddresses,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [secrets.signingJwk] },
    cookies: { keys: [secrets.cookieKey] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    // the relying party reads name and e-mail from the verified ID token, without a userinfo call
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${MOUNT}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) =>
      DEMO_IDENTITIES.some((i) => i.sub === sub) || FRESH_SUB.test(sub)
        ? { accountId: sub, claims: () => claimsOf(sub) }
        : undefined,
    ttl: {
      Interaction: 600,
      Session: 86_400,
      Grant: 86_400,
      AuthorizationCode: 60,
      IdToken: 3600,
      AccessToken: 600,
    },
  };
  const provider = new Provider(demoIdIssuer(config), configuration);
  provider.proxy = config.TRUST_PROXY;
  const returnOrigins = [...new Set(returnAddresses.map((a) => new URL(a).origin))];
  return { provider, clientSecret: secrets.clientSecret, returnOrigins };
}

/**
 * Mounts the provider at /oidc, with our interaction page in front of it. `returnOrigins`: where the
 * consent form's redirects may end (the site's return addresses), named in that page's form-action.
 */
export function demoIdRoutes(provider: Provider, returnOrigins: readonly string[]): FastifyPluginAsync {
  const consentPolicy = contentSecurityPolicyWithFormTargets(returnOrigins);
  return async (app) => {
    app.get(`${MOUNT}/assets/demo-id.css`, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(DEMO_ID_CSS),
    );
    app.get(`${MOUNT}/assets/demo-id.js`, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(DEMO_ID_JS),
    );
    app.get<{ Params: { uid: string } }>(`${MOUNT}/interaction/:uid`, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const client = await provider.Client.find(String(details.params.client_id));
      const html = renderConsentPage({
        lang: pickLang(details.params.ui_locales),
        uid: details.uid,
        clientName: client?.clientName ?? String(details.params.client_id),
        scopes: String(details.params.scope ?? '').split(' '),
        identities: DEMO_IDENTITIES,
        signedIn: details.session?.accountId ?? null,
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', consentPolicy)
        .send(html);
    });
    app.post<{ Params: { uid: string }; Body: { identity?: string } }>(
      `${MOUNT}/interaction/:uid/confirm`,
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const wanted = details.session?.accountId ?? String(request.body?.identity ?? '');
        const accountId = wanted === 'new' ? `demo-${randomBytes(6).toString('hex')}` : wanted;
        if (!DEMO_IDENTITIES.some((i) => i.sub === accountId) && !FRESH_SUB.test(accountId)) {
          return reply.code(400).type('text/plain').send('unknown identity');
        }
        const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      },
    );
    app.post<{ Params: { uid: string } }>(`${MOUNT}/interaction/:uid/abort`, async (request, reply) => {
      // an unknown or expired interaction: answer at once, before the reply is handed to the provider
      // (interactionFinished on a hijacked reply that has no interaction never answers)
      const known = await provider.interactionDetails(request.raw, reply.raw).then(
        (details) => details.uid === request.params.uid,
        () => false,
      );
      if (!known) {
        return reply.code(400).type('text/plain').send('unknown or expired interaction');
      }
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    });
    const callback = provider.callback();
    await app.register(async (scope) => {
      // the provider reads its own request bodies
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      scope.route({
        method: ['GET', 'POST'],
        url: `${MOUNT}/*`,
        exposeHeadRoute: false,
        handler: (request, reply) => {
          reply.hijack();
          const raw = request.raw as typeof request.raw & { originalUrl?: string };
          raw.originalUrl = raw.url;
          raw.url = (raw.url ?? '/').slice(MOUNT.length) || '/';
          void callback(raw, reply.raw);
        },
      });
    });
  };
}

/** The relying party reaches the bundled provider in-process, without a network hop. */
export function injectFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(options.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body = options.body;
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: { ...headers, host: target.host },
      ...(body !== undefined && body !== null ? { payload: String(body) } : {}),
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value !== undefined) {
        out.set(key, Array.isArray(value) ? value.join(', ') : String(value));
      }
    }
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: out,
    });
  };
}
