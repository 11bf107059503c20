// Password calls (spec §7): change (token), forgot by e-mail (JSON or form post), reset by the
// mailed link, set by phone code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChangePasswordSchema,
  ZForgotByEmailSchema,
  ZLoginResultSchema,
  ZOkSchema,
  ZResetByEmailSchema,
  ZSetPasswordByPhoneSchema,
} from '@pavilion/contracts/auth';
import { requireRealMember } from '@/plugins/auth-guard.ts';
import { authDeps, clientOf } from './auth-deps.ts';
import { changePassword, forgotByEmail, resetByEmail, setPasswordByPhone } from './password.service.ts';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
const ok = { ok: true as const };

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  const tags = ['auth'];

  app.post(
    '/api/auth/change-password',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: ZChangePasswordSchema,
        response: { 200: ZLoginResultSchema },
      },
      config: perMinute(10),
    },
    async (request) => {
      const principal = await requireRealMember(request);
      return changePassword(deps, principal.memberId, request.body, clientOf(request));
    },
  );
  app.post(
    '/api/auth/forgot-password',
    { schema: { tags, body: ZForgotByEmailSchema, response: { 200: ZOkSchema } }, config: perMinute(5) },
    async (request) => {
      await forgotByEmail(deps, request.body, clientOf(request));
      return ok;
    },
  );
  app.post(
    '/api/auth/reset-password',
    { schema: { tags, body: ZResetByEmailSchema, response: { 200: ZOkSchema } }, config: perMinute(10) },
    async (request) => {
      await resetByEmail(deps, request.body);
      return ok;
    },
  );
  app.post(
    '/api/auth/set-password-by-phone',
    {
      schema: { tags, body: ZSetPasswordByPhoneSchema, response: { 200: ZLoginResultSchema } },
      config: perMinute(10),
    },
    async (request) => setPasswordByPhone(deps, request.body, clientOf(request)),
  );
};
