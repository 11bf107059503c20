// Identity calls of spec §7 "Auth and account": login (with second verification), logout,
// free play and the affiliate check; registration, password and SMS-code routes live in their
// own files and are registered from here so the module adds one plugin to routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAffiliateQuerySchema,
  ZAffiliateResultSchema,
  ZCaptchaRequiredRequestSchema,
  ZCaptchaRequiredResultSchema,
  ZChallengeCodeSchema,
  ZFreePlayRequestSchema,
  ZLoginRequestSchema,
  ZLoginResultSchema,
  ZLoginVerifySchema,
  ZOkSchema,
  ZSendCodeResultSchema,
} from '@pavilion/contracts/auth';
import { bearerToken, requirePlayer } from '@/plugins/auth-guard.ts';
import { revokeSession } from '@/modules/sessions/sessions.service.ts';
import { authDeps, clientOf } from './auth-deps.ts';
import { sendChallengeCode, verifyChallenge } from './challenge.service.ts';
import { codesRoutes } from './codes.routes.ts';
import { startFreePlay } from './free-play.service.ts';
import { checkAffiliateCode } from './invitation.service.ts';
import { login, loginCaptchaRequired } from './login.service.ts';
import { passwordRoutes } from './password.routes.ts';
import { registerRoutes } from './register.routes.ts';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  const tags = ['auth'];

  app.post(
    '/api/auth/login',
    {
      schema: { tags, body: ZLoginRequestSchema, response: { 200: ZLoginResultSchema } },
      config: perMinute(20),
    },
    async (request) => login(deps, request.body, clientOf(request)),
  );
  app.post(
    '/api/auth/login/captcha-required',
    {
      schema: { tags, body: ZCaptchaRequiredRequestSchema, response: { 200: ZCaptchaRequiredResultSchema } },
      config: perMinute(30),
    },
    async (request) => loginCaptchaRequired(deps, request.body, clientOf(request)),
  );
  app.post(
    '/api/auth/login/challenge-code',
    {
      schema: { tags, body: ZChallengeCodeSchema, response: { 200: ZSendCodeResultSchema } },
      config: perMinute(5),
    },
    async (request) => sendChallengeCode(deps, request.body, clientOf(request)),
  );
  app.post(
    '/api/auth/login/verify',
    {
      schema: { tags, body: ZLoginVerifySchema, response: { 200: ZLoginResultSchema } },
      config: perMinute(20),
    },
    async (request) => verifyChallenge(deps, request.body, clientOf(request)),
  );
  app.delete(
    '/api/auth/logout',
    { schema: { tags, security: [{ bearer: [] }], response: { 200: ZOkSchema } } },
    async (request) => {
      await requirePlayer(request);
      await revokeSession(app.db, bearerToken(request) ?? '');
      return { ok: true as const };
    },
  );
  app.post(
    '/api/auth/free-play',
    {
      schema: { tags, body: ZFreePlayRequestSchema.nullish(), response: { 200: ZLoginResultSchema } },
      config: perMinute(10),
    },
    async (request) => startFreePlay(deps, clientOf(request)),
  );
  app.get(
    '/api/auth/affiliate',
    {
      schema: { tags, querystring: ZAffiliateQuerySchema, response: { 200: ZAffiliateResultSchema } },
      config: perMinute(30),
    },
    async (request) => checkAffiliateCode(app.db, request.query.code),
  );

  await app.register(registerRoutes);
  await app.register(passwordRoutes);
  await app.register(codesRoutes);
};
