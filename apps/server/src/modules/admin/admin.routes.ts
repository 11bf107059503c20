// Admin API: operators change the site configuration (maintenance, region rules, flags,
// registration fields, settings, wallet adjustments). Every route declares its permission
// (config.permission, decision 042), checked by plugins/api-guards.ts before the body is read;
// maintenance, flags and settings tell the audit log their before and after.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCaptchaRequiredResultSchema, ZOkSchema } from '@pavilion/contracts/auth';
import { ZConsoleLoginResultSchema } from '@pavilion/contracts/console-access';
import {
  ZAdminLoginSchema,
  ZAdminPasswordChangeSchema,
  ZFieldConfigUpdateSchema,
  ZFlagUpdateSchema,
  ZIpCountryInputSchema,
  ZMaintenanceUpdateSchema,
  ZRegionRuleInputSchema,
  ZRegionRuleSchema,
  ZSettingsUpdateSchema,
  REGISTRATION_FIELDS,
} from '@pavilion/contracts/site';
import { ZAdjustmentReplySchema, ZAdjustmentRequestSchema } from '@pavilion/contracts/wallet';
import { requireOperator } from '@/plugins/auth-guard.ts';
import { recordActor, recordChange } from '@/modules/audit/audit-hook.ts';
import * as site from '@/modules/site/site.service.ts';
import * as siteRepo from '@/modules/site/site.repo.ts';
import { adjustBalance } from '@/modules/wallet/wallet.service.ts';
import {
  changeOperatorPassword,
  forcePasswordChange,
  loginOperator,
  operatorCaptchaRequired,
  resetToDefaultPassword,
} from './admin.service.ts';
import { changeFlag, changeMaintenance, changeSettings } from './site-changes.service.ts';

const ok = { ok: true as const };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/login',
    {
      schema: { tags: ['admin'], body: ZAdminLoginSchema, response: { 200: ZConsoleLoginResultSchema } },
      config: { permission: 'public', rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const login = await loginOperator(app, { ...request.body, ip: request.ip });
      recordActor(request, login.operator);
      return login.result;
    },
  );
  app.post(
    '/api/admin/login/captcha-required',
    {
      schema: {
        tags: ['admin'],
        body: z.object({ username: z.string().trim().min(1).max(64) }).strict(),
        response: { 200: ZCaptchaRequiredResultSchema },
      },
      config: { permission: 'public', audit: false, rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => ({
      captchaRequired: await operatorCaptchaRequired(app, request.body.username, request.ip),
    }),
  );

  await app.register(async (scope) => {
    const secured = scope.withTypeProvider<ZodTypeProvider>();
    secured.put(
      '/api/admin/password',
      {
        schema: { tags: ['admin'], body: ZAdminPasswordChangeSchema, response: { 200: ZOkSchema } },
        config: { permission: 'signed-in' },
      },
      async (request) => {
        const { operatorId, sessionId } = await requireOperator(request);
        await changeOperatorPassword(app.db, operatorId, { ...request.body, sessionId });
        return ok;
      },
    );
    secured.put(
      '/api/admin/maintenance',
      {
        schema: { tags: ['admin'], body: ZMaintenanceUpdateSchema, response: { 200: ZOkSchema } },
        config: { permission: 'site.write' },
      },
      async (request) => {
        recordChange(request, await changeMaintenance(app.db, request.body.enabled, request.body.message));
        return ok;
      },
    );
    secured.put(
      '/api/admin/flags/:modId',
      {
        schema: {
          tags: ['admin'],
          params: z.object({ modId: z.string().max(64) }),
          body: ZFlagUpdateSchema,
          response: { 200: ZOkSchema },
        },
        config: { permission: 'site.write' },
      },
      async (request) => {
        recordChange(request, await changeFlag(app.db, request.params.modId, request.body.enabled));
        return ok;
      },
    );
    secured.get(
      '/api/admin/region-rules',
      {
        schema: { tags: ['admin'], response: { 200: z.array(ZRegionRuleSchema) } },
        config: { permission: 'site.read' },
      },
      async () => siteRepo.listRegionRules(app.db),
    );
    secured.post(
      '/api/admin/region-rules',
      {
        schema: { tags: ['admin'], body: ZRegionRuleInputSchema, response: { 200: ZRegionRuleSchema } },
        config: { permission: 'site.write' },
      },
      async (request) => site.addRegionRule(app.db, request.body.kind, request.body.value),
    );
    secured.delete(
      '/api/admin/region-rules/:id',
      {
        schema: {
          tags: ['admin'],
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          response: { 200: ZOkSchema },
        },
        config: { permission: 'site.write' },
      },
      async (request) => {
        await site.removeRegionRule(app.db, request.params.id);
        return ok;
      },
    );
    secured.put(
      '/api/admin/ip-countries',
      {
        schema: { tags: ['admin'], body: ZIpCountryInputSchema, response: { 200: ZOkSchema } },
        config: { permission: 'site.write' },
      },
      async (request) => {
        const cidr = site.validateRegionRule('ip_range', request.body.cidr);
        await siteRepo.upsertIpCountry(app.db, cidr, request.body.countryCode.toUpperCase());
        return ok;
      },
    );
    secured.put(
      '/api/admin/registration-fields/:field',
      {
        schema: {
          tags: ['admin'],
          params: z.object({ field: z.enum(REGISTRATION_FIELDS) }),
          body: ZFieldConfigUpdateSchema,
          response: { 200: ZOkSchema },
        },
        config: { permission: 'site.write' },
      },
      async (request) => {
        const b = request.body;
        await siteRepo.updateRegistrationField(app.db, request.params.field, {
          ...(b.enabled !== undefined ? { enabled: b.enabled } : {}),
          ...(b.required !== undefined ? { required: b.required } : {}),
          ...(b.patternId !== undefined ? { pattern_id: b.patternId } : {}),
          ...(b.acceptedPattern !== undefined ? { accepted_pattern: b.acceptedPattern } : {}),
          ...(b.minLength !== undefined ? { min_length: b.minLength } : {}),
          ...(b.maxLength !== undefined ? { max_length: b.maxLength } : {}),
        });
        return ok;
      },
    );
    const ZAccountParams = z.object({ account: z.string().trim().min(1).max(64) });
    secured.put(
      '/api/admin/members/:account/force-password-change',
      {
        schema: { tags: ['admin'], params: ZAccountParams, response: { 200: ZOkSchema } },
        config: { permission: 'members.write' },
      },
      async (request) => {
        await forcePasswordChange(app.db, request.params.account);
        return ok;
      },
    );
    secured.post(
      '/api/admin/members/:account/reset-password',
      {
        schema: { tags: ['admin'], params: ZAccountParams, response: { 200: ZOkSchema } },
        config: { permission: 'members.write' },
      },
      async (request) => {
        await resetToDefaultPassword(app.db, request.params.account);
        return ok;
      },
    );
    secured.post(
      '/api/admin/wallet/adjustments',
      {
        schema: {
          tags: ['admin'],
          body: ZAdjustmentRequestSchema,
          response: { 200: ZAdjustmentReplySchema },
        },
        // money moves: the cashier's permission (finance), not the member desk's
        config: { permission: 'cashier.write' },
      },
      async (request) => {
        const { operatorId } = await requireOperator(request);
        return adjustBalance(app.db, operatorId, request.body);
      },
    );
    secured.put(
      '/api/admin/settings',
      {
        schema: { tags: ['admin'], body: ZSettingsUpdateSchema, response: { 200: ZOkSchema } },
        config: { permission: 'site.write' },
      },
      async (request) => {
        const { gtagId, ...rest } = request.body;
        const patch = { ...rest, ...(gtagId !== undefined ? { gtagId } : {}) };
        recordChange(request, await changeSettings(app.db, patch));
        return ok;
      },
    );
  });
};
