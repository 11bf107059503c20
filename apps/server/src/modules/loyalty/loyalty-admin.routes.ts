// Admin calls over loyalty (operator session): GET and PUT /api/admin/loyalty/vip-levels,
// /api/admin/loyalty/rebate-rates and /api/admin/loyalty/referral-rule (PUT replaces the whole set);
// GET /api/admin/loyalty/rewards and POST /api/admin/loyalty/rewards/:id/reject.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOkSchema } from '@pavilion/contracts/auth';
import {
  ZAdminRewardsQuerySchema,
  ZAdminRewardsSchema,
  ZRebateRatesSchema,
  ZReferralRuleSchema,
  ZRewardIdParamsSchema,
  ZRewardRejectSchema,
  ZVipLevelsInputSchema,
  ZVipLevelsSchema,
} from '@pavilion/contracts/loyalty';
import { requireOperator } from '@/plugins/auth-guard.ts';
import { notificationBus } from '@/modules/notifications/notification-bus.ts';
import { listLevels } from './loyalty.service.ts';
import * as admin from './loyalty-admin.service.ts';

const tags = ['admin'];
const ok = { ok: true as const };

export const loyaltyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = app.withTypeProvider<ZodTypeProvider>();
  secured.addHook('onRequest', async (request) => {
    await requireOperator(request);
  });
  secured.get(
    '/api/admin/loyalty/vip-levels',
    { config: { permission: 'loyalty.read' }, schema: { tags, response: { 200: ZVipLevelsSchema } } },
    async () => ({
      levels: await listLevels(app.db),
    }),
  );
  secured.put(
    '/api/admin/loyalty/vip-levels',
    {
      config: { permission: 'loyalty.write' },
      schema: { tags, body: ZVipLevelsInputSchema, response: { 200: ZOkSchema } },
    },
    async (request) => {
      await admin.replaceLevels(app.db, request.body);
      return ok;
    },
  );
  secured.get(
    '/api/admin/loyalty/rebate-rates',
    { config: { permission: 'loyalty.read' }, schema: { tags, response: { 200: ZRebateRatesSchema } } },
    async () => ({ rates: await admin.readRates(app.db) }),
  );
  secured.put(
    '/api/admin/loyalty/rebate-rates',
    {
      config: { permission: 'loyalty.write' },
      schema: { tags, body: ZRebateRatesSchema, response: { 200: ZOkSchema } },
    },
    async (request) => {
      await admin.replaceRates(app.db, request.body);
      return ok;
    },
  );
  secured.get(
    '/api/admin/loyalty/referral-rule',
    { config: { permission: 'loyalty.read' }, schema: { tags, response: { 200: ZReferralRuleSchema } } },
    async () => admin.readReferralRule(app.db),
  );
  secured.put(
    '/api/admin/loyalty/referral-rule',
    {
      config: { permission: 'loyalty.write' },
      schema: { tags, body: ZReferralRuleSchema, response: { 200: ZOkSchema } },
    },
    async (request) => {
      await admin.writeReferralRule(app.db, request.body);
      return ok;
    },
  );
  secured.get(
    '/api/admin/loyalty/rewards',
    {
      config: { permission: 'loyalty.read' },
      schema: { tags, querystring: ZAdminRewardsQuerySchema, response: { 200: ZAdminRewardsSchema } },
    },
    async (request) => admin.listRewards(app.db, request.query),
  );
  secured.post(
    '/api/admin/loyalty/rewards/:id/reject',
    {
      config: { permission: 'loyalty.write' },
      schema: {
        tags,
        params: ZRewardIdParamsSchema,
        body: ZRewardRejectSchema,
        response: { 200: ZOkSchema },
      },
    },
    async (request) => {
      await admin.rejectReward(app.db, notificationBus(app), {
        rewardId: request.params.id,
        reason: request.body.reason,
      });
      return ok;
    },
  );
};
