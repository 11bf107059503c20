// Drives the bundled Demo ID provider like a browser would, through app.inject: start, the
// provider's redirects with its cookies, the consent page, and back to /auth/return with the
// code. Returns the query string the return page would post to /api/identity/callback.
import type { LightMyRequestResponse } from 'fastify';
import { nextIp } from './auth-fixtures.ts';
import type { TTestApp } from './test-app.ts';

export type TBrowser = { cookies: Map<string, string> };

export function newBrowser(): TBrowser {
  return { cookies: new Map() };
}

async function visit(
  t: TTestApp,
  browser: TBrowser,
  method: 'GET' | 'POST',
  href: string,
  form?: string,
): Promise<LightMyRequestResponse> {
  const url = new URL(href);
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.app.inject({
    method,
    url: url.pathname + url.search,
    headers: {
      host: url.host,
      ...(cookie ? { cookie } : {}),
      ...(form !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form !== undefined ? { payload: form } : {}),
  });
  const setCookie = res.headers['set-cookie'];
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) {
      browser.cookies.delete(name);
    } else {
      browser.cookies.set(name, value);
    }
  }
  return res;
}

export async function startFlow(
  t: TTestApp,
  opts: { intent?: 'login' | 'link'; token?: string; affiliateCode?: string; provider?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'POST',
    url: '/api/identity/start',
    ip: nextIp(),
    ...(opts.token ? { token: opts.token } : {}),
    payload: {
      provider: opts.provider ?? 'demo-id',
      intent: opts.intent ?? 'login',
      ...(opts.affiliateCode ? { affiliateCode: opts.affiliateCode } : {}),
      uiLocale: 'en',
    },
  });
}

/**
 * From the authorisation URL to the return: signs in as `identity` (a demo sub, or 'new' for a
 * fresh one) and consents when the provider asks, or `cancel`s. `pages` collects the HTML shown.
 */
export async function throughProvider(
  t: TTestApp,
  browser: TBrowser,
  authorizationUrl: string,
  opts: { identity?: string; cancel?: boolean; pages?: string[] } = {},
): Promise<string> {
  let res = await visit(t, browser, 'GET', authorizationUrl);
  for (let hops = 0; hops < 8; hops++) {
    const location = res.headers.location;
    if (!location) {
      throw new Error(`provider stopped at ${res.statusCode}: ${res.body.slice(0, 300)}`);
    }
    const next = new URL(location, authorizationUrl);
    if (next.pathname === '/auth/return') {
      return next.search;
    }
    if (/^\/oidc\/interaction\/[^/]+$/.test(next.pathname)) {
      const page = await visit(t, browser, 'GET', next.href);
      opts.pages?.push(page.body);
      res = opts.cancel
        ? await visit(t, browser, 'POST', `${next.href}/abort`, '')
        : await visit(
            t,
            browser,
            'POST',
            `${next.href}/confirm`,
            `identity=${encodeURIComponent(opts.identity ?? 'new')}`,
          );
    } else {
      res = await visit(t, browser, 'GET', next.href);
    }
  }
  throw new Error('too many redirects');
}

/** The return page's call: the provider's query string with the key the start gave this tab. */
export async function callback(
  t: TTestApp,
  query: string,
  opts: { flowKey: string; ip?: string | undefined; token?: string | undefined },
): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'POST',
    url: '/api/identity/callback',
    payload: { query, flowKey: opts.flowKey },
    ip: opts.ip ?? nextIp(),
    ...(opts.token ? { token: opts.token } : {}),
  });
}

/** A complete login with the Demo ID: start, provider, callback. */
export async function providerLogin(
  t: TTestApp,
  browser: TBrowser,
  opts: {
    identity?: string;
    affiliateCode?: string;
    ip?: string;
    intent?: 'login' | 'link';
    token?: string;
    pages?: string[];
  } = {},
): Promise<LightMyRequestResponse> {
  const start = await startFlow(t, opts);
  if (start.statusCode !== 200) {
    throw new Error(`start: ${start.body}`);
  }
  const { authorizationUrl, flowKey } = start.json() as { authorizationUrl: string; flowKey: string };
  const query = await throughProvider(t, browser, authorizationUrl, opts);
  return callback(t, query, { flowKey, ip: opts.ip, token: opts.token });
}
