// Security headers and a strict Content-Security-Policy for the SPA and the API: the headers helmet's
// defaults give (with our CSP, HSTS and referrer policy), written once at start-up. @fastify/helmet built
// its middleware again on every request, parsing the CSP each time (~10 % of a trivial request's CPU,
// issue 26); the headers never vary by request, so one frozen set is applied by one hook.
import type { FastifyInstance } from 'fastify';
import { GTAG_CONNECT_SOURCES, GTAG_SCRIPT_ORIGIN } from '@pavilion/contracts/site-constants';
import type { TDb } from '@/db/database.ts';
import { readSetting } from '@/modules/site/site.repo.ts';

function policy(analytics: boolean): string {
  const tag = analytics ? [GTAG_SCRIPT_ORIGIN] : [];
  const beacons = analytics ? GTAG_CONNECT_SOURCES : [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...tag].join(' '),
    "style-src 'self'",
    // React writes style attributes (positions of virtualised tiles, animations).
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...beacons].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...beacons].join(' '),
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join(';');
}

const CONTENT_SECURITY_POLICY = policy(false);

/**
 * The same policy with more form targets: a page whose form ends in a redirect to another of the
 * site's own addresses (the Demo ID consent page sending the member back to the domain they came
 * from; browsers hold form-action to every hop of the redirect).
 */
export function contentSecurityPolicyWithFormTargets(origins: readonly string[]): string {
  return CONTENT_SECURITY_POLICY.replace("form-action 'self'", ["form-action 'self'", ...origins].join(' '));
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** The headers while the site's analytics tag (site setting gtagId) is set: its script and beacons allowed. */
const WITH_ANALYTICS: Readonly<Record<string, string>> = Object.freeze({
  ...SECURITY_HEADERS,
  'content-security-policy': policy(true),
});

/** How often an instance re-reads whether the analytics tag is set (another instance may have changed it). */
const ANALYTICS_REFRESH_MS = 30_000;
let analyticsOn = false;

/** Called when this instance saves the setting, so its next answer already carries the policy. */
export function setAnalyticsTag(gtagId: string): void {
  analyticsOn = gtagId !== '';
}

async function refreshAnalyticsTag(db: TDb): Promise<void> {
  try {
    const id = await readSetting(db, 'gtagId');
    setAnalyticsTag(typeof id === 'string' ? id : '');
  } catch {
    // the database is away: keep the last answer
  }
}

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(analyticsOn ? WITH_ANALYTICS : SECURITY_HEADERS);
    done();
  });
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await refreshAnalyticsTag(app.db);
    timer = setInterval(() => void refreshAnalyticsTag(app.db), ANALYTICS_REFRESH_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) {
      clearInterval(timer);
    }
  });
}
