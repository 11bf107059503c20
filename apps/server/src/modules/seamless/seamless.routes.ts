// POST /api/seamless/<operation>: the API game vendors call to move a player's money. The body is
// kept as raw bytes so the HMAC signature (x-signature over the exact body, vendor named by
// x-vendor-code) is checked before the JSON is even parsed; only then is the body validated.
// The raw-body parser is registered inside this plugin only, so other routes parse as usual.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_VENDOR_HEADER,
  ZSeamlessAuthenticateReplySchema,
  ZSeamlessAuthenticateRequestSchema,
  ZSeamlessBalanceRequestSchema,
  ZSeamlessBetRequestSchema,
  ZSeamlessEndRoundRequestSchema,
  ZSeamlessReplySchema,
  ZSeamlessRollbackRequestSchema,
  ZSeamlessWinRequestSchema,
} from '@pavilion/contracts/seamless';
import { AppError } from '@/shared/app-error.ts';
import { readBoundedBody } from '@/plugins/body-reader.ts';
import { isValidVendorSignature } from '@/modules/vendors/secret-rotation.service.ts';
import { ensureInhouseVendor, findSeamlessVendor } from '@/modules/vendors/vendors.service.ts';
import * as seamless from './seamless.service.ts';

const tags = ['seamless'];
const reply = { 200: ZSeamlessReplySchema };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    seamlessVendor?: string;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function vendorOf(request: FastifyRequest): string {
  if (!request.seamlessVendor) {
    throw new AppError('UNKNOWN_VENDOR');
  }
  return request.seamlessVendor;
}

export const seamlessRoutes: FastifyPluginAsyncZod = async (app) => {
  await ensureInhouseVendor(app.db, app.config);

  // The replies are typed values built by seamless.service; the response schemas stay for the
  // OpenAPI document, and a reply is written with JSON.stringify instead of a second zod pass
  // over it (decision 023: a few per cent of a bet's server time).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.removeAllContentTypeParsers();
  // read to the end even when too large, so the 413 is answered and not a reset connection
  app.addContentTypeParser('*', (request, payload, done) => readBoundedBody(request, payload, done));

  app.addHook('preValidation', async (request) => {
    const code = header(request, SEAMLESS_VENDOR_HEADER);
    const vendor = code && code.length <= 32 ? await findSeamlessVendor(app.db, code) : null;
    if (!vendor?.enabled) {
      throw new AppError('UNKNOWN_VENDOR');
    }
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!isValidVendorSignature(vendor, raw, header(request, SEAMLESS_SIGNATURE_HEADER))) {
      throw new AppError('INVALID_SIGNATURE');
    }
    request.seamlessVendor = vendor.code;
    try {
      request.body = JSON.parse(raw.toString('utf8')) as unknown;
    } catch {
      throw new AppError('MALFORMED_REQUEST');
    }
  });

  const ctx = (request: FastifyRequest) => ({ db: app.db, config: app.config, vendor: vendorOf(request) });

  app.post(
    '/api/seamless/authenticate',
    {
      schema: {
        tags,
        body: ZSeamlessAuthenticateRequestSchema,
        response: { 200: ZSeamlessAuthenticateReplySchema },
      },
    },
    async (request) => seamless.authenticate(ctx(request), request.body),
  );
  app.post(
    '/api/seamless/balance',
    { schema: { tags, body: ZSeamlessBalanceRequestSchema, response: reply } },
    async (request) => seamless.balance(ctx(request), request.body),
  );
  app.post(
    '/api/seamless/bet',
    { schema: { tags, body: ZSeamlessBetRequestSchema, response: reply } },
    async (request) => seamless.bet(ctx(request), request.body),
  );
  app.post(
    '/api/seamless/win',
    { schema: { tags, body: ZSeamlessWinRequestSchema, response: reply } },
    async (request) => seamless.win(ctx(request), request.body),
  );
  app.post(
    '/api/seamless/rollback',
    { schema: { tags, body: ZSeamlessRollbackRequestSchema, response: reply } },
    async (request) => seamless.rollback(ctx(request), request.body),
  );
  app.post(
    '/api/seamless/end-round',
    { schema: { tags, body: ZSeamlessEndRoundRequestSchema, response: reply } },
    async (request) => seamless.endRound(ctx(request), request.body),
  );
};
