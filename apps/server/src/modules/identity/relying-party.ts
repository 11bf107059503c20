// The relying party: OpenID Connect through `openid-client` (certified): discovery from the
// provider's metadata, the authorisation code flow with PKCE (S256), state and nonce, and the ID
// token's signature, issuer, audience, expiry and nonce verified by the library. No token is
// parsed here by hand. Discovered configurations are cached per provider row version.
import * as oidc from 'openid-client';
import { AppError } from '@/shared/app-error.ts';

export type TRpProvider = {
  id: number;
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  scopes: string;
  /** the bundled provider is reached in-process (no network hop) */
  fetch?: oidc.CustomFetch | undefined;
  /** plain http: the bundled provider and issuers on this machine (development) only */
  allowHttp: boolean;
  version: string;
};

export type TRpOptions = { redirectUri: string; clockSkewSeconds: number };

/** Per in-process fetch (one per app instance), then per provider row version and clock skew. */
const cachesByFetch = new WeakMap<object, Map<string, Promise<oidc.Configuration>>>();
const NETWORK = {};

function configOf(p: TRpProvider, opts: TRpOptions): Promise<oidc.Configuration> {
  const owner = p.fetch ?? NETWORK;
  let configs = cachesByFetch.get(owner);
  if (!configs) {
    configs = new Map();
    cachesByFetch.set(owner, configs);
  }
  const key = `${p.id}:${p.issuer}:${p.clientId}:${p.version}:${opts.clockSkewSeconds}`;
  let pending = configs.get(key);
  if (!pending) {
    const metadata: Partial<oidc.ClientMetadata> = {
      ...(p.clientSecret ? { client_secret: p.clientSecret } : {}),
      ...(opts.clockSkewSeconds ? { [oidc.clockSkew]: opts.clockSkewSeconds } : {}),
    };
    pending = oidc.discovery(new URL(p.issuer), p.clientId, metadata, undefined, {
      ...(p.fetch ? { [oidc.customFetch]: p.fetch } : {}),
      ...(p.allowHttp ? { execute: [oidc.allowInsecureRequests] } : {}),
      timeout: 10,
    });
    configs.set(key, pending);
    const cache = configs;
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** What to keep for the return: the state, nonce and PKCE verifier, and where to send the user. */
export async function startAuthorization(
  p: TRpProvider,
  opts: TRpOptions & { uiLocale?: string | undefined },
): Promise<{ url: string; state: string; nonce: string; codeVerifier: string }> {
  const config = await configOf(p, opts).catch(unreachable);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: opts.redirectUri,
    scope: p.scopes,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(opts.uiLocale ? { ui_locales: opts.uiLocale } : {}),
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export type TVerifiedIdentity = { subject: string; email: string | null; name: string | null };

/** Exchanges the code and verifies the ID token; the claims of a verified token only. */
export async function finishAuthorization(
  p: TRpProvider,
  opts: TRpOptions & { query: URLSearchParams; state: string; nonce: string; codeVerifier: string },
): Promise<TVerifiedIdentity> {
  const config = await configOf(p, opts).catch(unreachable);
  const current = new URL(opts.redirectUri);
  current.search = opts.query.toString();
  try {
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: opts.codeVerifier,
      expectedState: opts.state,
      expectedNonce: opts.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) {
      throw new AppError('IDENTITY_TOKEN_INVALID');
    }
    const email = typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : null;
    const name = typeof claims.name === 'string' ? claims.name : null;
    return { subject: claims.sub, email, name };
  } catch (error) {
    return mapError(error);
  }
}

function unreachable(): never {
  throw new AppError('IDENTITY_PROVIDER_UNREACHABLE');
}

/** Library errors → catalogue codes (spec §8: popup closed, operation not allowed, unknown). */
function mapError(error: unknown): never {
  if (error instanceof AppError) {
    throw error;
  }
  if (error instanceof oidc.AuthorizationResponseError) {
    // the user cancelled at the provider, or the provider refused this client
    throw new AppError(
      error.error === 'access_denied' ? 'auth/popup-closed-by-user' : 'auth/operation-not-allowed',
    );
  }
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.ClientError) {
    // a code used twice or for another verifier (invalid_grant), a token whose signature, issuer,
    // audience, nonce or expiry does not hold
    throw new AppError('IDENTITY_TOKEN_INVALID');
  }
  throw new AppError('IDENTITY_PROVIDER_UNREACHABLE');
}

/** Loopback issuers (a provider run on this machine) may use plain http; any other needs https. */
export function isLoopbackIssuer(issuer: string): boolean {
  const { hostname } = new URL(issuer);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
