// PUT /api/auth/register (username mode) and PUT /api/auth/register-mobile (mobile mode).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRegisterRequestSchema, ZRegisterResultSchema } from '@pavilion/contracts/auth';
import { authDeps, clientOf } from './auth-deps.ts';
import { register } from './register.service.ts';

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  const options = {
    schema: { tags: ['auth'], body: ZRegisterRequestSchema, response: { 200: ZRegisterResultSchema } },
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
  };
  app.put('/api/auth/register', options, async (request) =>
    register(deps, 'username', request.body, clientOf(request)),
  );
  app.put('/api/auth/register-mobile', options, async (request) =>
    register(deps, 'mobile', request.body, clientOf(request)),
  );
};
