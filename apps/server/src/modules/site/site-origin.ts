// Which address a link to the site carries: the one the member used, when it is one of the site's
// own (PUBLIC_URL's host, mainDomain, the domainRoute domains), else PUBLIC_URL. A Host header is
// the client's to write, so an unknown one never reaches a link (no reset link to an attacker's host).
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { publicOrigin } from '@/modules/identity/demo-id.provider.ts';
import { getSiteDomains } from './site.service.ts';

/** A configured domain as a URL; a scheme or a path around it is kept out of the comparison. */
function parseDomain(domain: string): URL | null {
  const trimmed = domain.trim().toLowerCase();
  if (!trimmed) {
    return null;
  }
  try {
    return new URL(trimmed.includes('://') ? trimmed : `http://${trimmed}`);
  } catch {
    return null;
  }
}

/** The same host name, and the same port when the configured domain names one. */
function matches(configured: URL, request: URL): boolean {
  return configured.hostname === request.hostname && (!configured.port || configured.port === request.port);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A site served on this machine (PUBLIC_URL on a loopback name) is the same site on every loopback
 * name: http://127.0.0.1:4100 and http://localhost:4100 are one address to its member.
 */
function sameLoopbackSite(publicUrl: URL, request: URL): boolean {
  return (
    LOOPBACK.has(publicUrl.hostname) && LOOPBACK.has(request.hostname) && publicUrl.port === request.port
  );
}

/** The origin (scheme://host[:port]) links sent for this request carry. */
export async function siteLinkOrigin(
  deps: { db: TDb; config: TConfig },
  requestOrigin: string | undefined,
): Promise<string> {
  const fallback = publicOrigin(deps.config);
  if (!requestOrigin) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(requestOrigin);
  } catch {
    return fallback;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    return fallback;
  }
  const home = parseDomain(fallback);
  if (home && sameLoopbackSite(home, url)) {
    return url.origin;
  }
  const allowed = [fallback, ...(await getSiteDomains(deps.db))]
    .map(parseDomain)
    .filter((d): d is URL => d !== null);
  return allowed.some((d) => matches(d, url)) ? url.origin : fallback;
}
