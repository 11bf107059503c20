// The console's own endpoints (decision 042): the TOTP login step, the signed-in operator's
// profile, TOTP enrolment, logout (here or everywhere), and operator management (owners), with
// the reset of an operator's lost TOTP.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOkSchema } from '@pavilion/contracts/auth';
import {
  ZOperatorCreateSchema,
  ZOperatorIdParamsSchema,
  ZOperatorMeSchema,
  ZOperatorSchema,
  ZOperatorsSchema,
  ZOperatorTotpResetSchema,
  ZOperatorUpdateSchema,
  ZTokenResultSchema,
  ZTotpConfirmResultSchema,
  ZTotpConfirmSchema,
  ZTotpLoginSchema,
  ZTotpSetupSchema,
} from '@pavilion/contracts/console-access';
import { recordActor, recordChange } from '@/modules/audit/audit-hook.ts';
import { revokeSession } from '@/modules/sessions/sessions.service.ts';
import { bearerToken, requireOperator } from '@/plugins/auth-guard.ts';
import { loginWithTotp } from './console-login.service.ts';
import * as operators from './operators.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const ok = { ok: true as const };

export const operatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/login/totp',
    {
      schema: { tags, body: ZTotpLoginSchema, response: { 200: ZTokenResultSchema } },
      config: { permission: 'public', rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const login = await loginWithTotp(app, { ...request.body, ip: request.ip });
      recordActor(request, login.operator);
      return login.result as { token: string };
    },
  );
  app.get(
    '/api/admin/me',
    { schema: { tags, security, response: { 200: ZOperatorMeSchema } }, config: { permission: 'signed-in' } },
    async (request) => operators.me(app.db, (await requireOperator(request)).operatorId),
  );
  app.post(
    '/api/admin/totp/setup',
    { schema: { tags, security, response: { 200: ZTotpSetupSchema } }, config: { permission: 'signed-in' } },
    async (request) => operators.startTotpSetup(app.db, (await requireOperator(request)).operatorId),
  );
  app.post(
    '/api/admin/totp/confirm',
    {
      schema: { tags, security, body: ZTotpConfirmSchema, response: { 200: ZTotpConfirmResultSchema } },
      config: { permission: 'signed-in' },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      return { recoveryCodes: await operators.confirmTotp(app.db, operatorId, request.body.code) };
    },
  );
  app.post(
    '/api/admin/logout',
    { schema: { tags, security, response: { 200: ZOkSchema } }, config: { permission: 'signed-in' } },
    async (request) => {
      await revokeSession(app.db, bearerToken(request) ?? '');
      return ok;
    },
  );
  app.post(
    '/api/admin/logout-everywhere',
    { schema: { tags, security, response: { 200: ZOkSchema } }, config: { permission: 'signed-in' } },
    async (request) => {
      await operators.logoutEverywhere(app.db, (await requireOperator(request)).operatorId);
      return ok;
    },
  );
  app.get(
    '/api/admin/operators',
    {
      schema: { tags, security, response: { 200: ZOperatorsSchema } },
      config: { permission: 'operators.read' },
    },
    async () => ({ items: await operators.listOperators(app.db) }),
  );
  app.post(
    '/api/admin/operators',
    {
      schema: { tags, security, body: ZOperatorCreateSchema, response: { 200: ZOperatorSchema } },
      config: { permission: 'operators.write' },
    },
    async (request) => {
      const item = await operators.createOperator(app.db, request.body);
      recordChange(request, {
        before: null,
        after: { id: item.id, username: item.username, role: item.role },
      });
      return item;
    },
  );
  app.put(
    '/api/admin/operators/:id',
    {
      schema: {
        tags,
        security,
        params: ZOperatorIdParamsSchema,
        body: ZOperatorUpdateSchema,
        response: { 200: ZOperatorSchema },
      },
      config: { permission: 'operators.write' },
    },
    async (request) => {
      const { item, before, after } = await operators.updateOperator(app.db, request.params.id, request.body);
      recordChange(request, { before, after });
      return item;
    },
  );
  app.post(
    '/api/admin/operators/:id/reset-totp',
    {
      schema: {
        tags,
        security,
        params: ZOperatorIdParamsSchema,
        body: ZOperatorTotpResetSchema,
        response: { 200: ZOkSchema },
      },
      config: { permission: 'operators.write' },
    },
    async (request) => {
      const { before, after } = await operators.resetOperatorTotp(app.db, request.params.id);
      recordChange(request, { before, after: { ...after, reason: request.body.reason } });
      return ok;
    },
  );
};
