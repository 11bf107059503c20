// Security headers and a strict Content-Security-Policy for the SPA and the API: the headers helmet's
// defaults give (with our CSP, HSTS and referrer policy), written once at start-up. @fastify/helmet built
// its middleware again on every request, parsing the CSP each time (~10 % of a trivial request's CPU,
// issue 26); the headers never vary by request, so one frozen set is applied by one hook.
import type { FastifyInstance } from 'fastify';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // React writes style attributes (positions of virtualised tiles, animations).
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join(';');

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

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(SECURITY_HEADERS);
    done();
  });
}
