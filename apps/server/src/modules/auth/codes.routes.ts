// SMS code requests (spec §7): login code, registration codes (mobile and username forms) and
// the forgot-password code. The service throttles per number and per IP; the route limit only
// stops request floods before they reach the database.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSendCodeRequestSchema, ZSendCodeResultSchema } from '@pavilion/contracts/auth';
import { authDeps, clientOf } from './auth-deps.ts';
import { sendCode, type TCodeKind } from './codes.service.ts';

const ROUTES: [string, TCodeKind][] = [
  ['/api/auth/login-code', 'login'],
  ['/api/auth/register-code/mobile', 'register-mobile'],
  ['/api/auth/register-code/username', 'register-username'],
  ['/api/auth/forgot-password/phone-code', 'reset'],
];

export const codesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  for (const [url, kind] of ROUTES) {
    app.post(
      url,
      {
        schema: { tags: ['auth'], body: ZSendCodeRequestSchema, response: { 200: ZSendCodeResultSchema } },
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      },
      async (request) => sendCode(deps, kind, request.body, clientOf(request)),
    );
  }
};
