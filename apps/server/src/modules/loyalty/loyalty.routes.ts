// Member calls of loyalty (real members): the VIP level with progress and the level rules, the
// reward centre and its claims, the manual rebate, the referral page and the badge counts.
// GET /api/loyalty/vip-levels is public (the level rules page).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZClaimResultSchema,
  ZLoyaltyCountsSchema,
  ZRebateAccruedSchema,
  ZReferralSchema,
  ZRewardIdParamsSchema,
  ZRewardsSchema,
  ZVipLevelsSchema,
  ZVipStatusSchema,
} from '@pavilion/contracts/loyalty';
import { requireRealMember } from '@/plugins/auth-guard.ts';
import { notificationBus } from '@/modules/notifications/notification-bus.ts';
import * as loyalty from './loyalty.service.ts';
import { getReferral } from './referral.service.ts';

const tags = ['loyalty'];
const security = [{ bearer: [] }];

export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/loyalty/vip-levels', { schema: { tags, response: { 200: ZVipLevelsSchema } } }, async () => ({
    levels: await loyalty.listLevels(app.db),
  }));
  app.get(
    '/api/loyalty/vip',
    { schema: { tags, security, response: { 200: ZVipStatusSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      return loyalty.getVipStatus(app.db, memberId);
    },
  );
  app.get(
    '/api/loyalty/rewards',
    { schema: { tags, security, response: { 200: ZRewardsSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      return loyalty.getRewards(app.db, memberId);
    },
  );
  app.post(
    '/api/loyalty/rewards/:id/claim',
    { schema: { tags, security, params: ZRewardIdParamsSchema, response: { 200: ZClaimResultSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      return loyalty.claimReward(app.db, notificationBus(app), memberId, request.params.id);
    },
  );
  app.get(
    '/api/loyalty/rebate',
    { schema: { tags, security, response: { 200: ZRebateAccruedSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      return loyalty.getAccruedRebate(app.db, memberId);
    },
  );
  app.post(
    '/api/loyalty/rebate/claim',
    { schema: { tags, security, response: { 200: ZClaimResultSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      return loyalty.claimManualRebate(app.db, notificationBus(app), memberId);
    },
  );
  app.get(
    '/api/loyalty/referral',
    { schema: { tags, security, response: { 200: ZReferralSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      return getReferral(app.db, memberId);
    },
  );
  app.get(
    '/api/loyalty/counts',
    { schema: { tags, security, response: { 200: ZLoyaltyCountsSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      return loyalty.getCounts(app.db, memberId);
    },
  );
};
