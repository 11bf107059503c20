// The operator's promotions API (`/api/admin/promotions/*`, operator token; decision 034): create
// and list activities, edit, disable and enable one (issue 15), schedule a red-envelope event, list applications, view their images,
// approve or reject them, waive a bonus's turnover, the caps on rewards that need no deposit.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminApplicationsQuerySchema,
  ZAdminPromotionSchema,
  ZAdminPromotionsSchema,
  ZApplicationImageParamsSchema,
  ZApplicationListSchema,
  ZApplicationReviewSchema,
  ZApplicationSchema,
  ZPromotionCreateSchema,
  ZPromotionEnabledSchema,
  ZPromotionIdParamsSchema,
  ZRedEnvelopeCreateSchema,
  ZRedEnvelopeEventSchema,
} from '@pavilion/contracts/promotions';
import { ZRewardCapsSchema } from '@pavilion/contracts/reward-payout';
import { rewardCaps, saveRewardCaps } from '@/modules/money/reward-claims.service.ts';
import { sendBlob } from '@/modules/storage/blob-reply.ts';
import { requireOperator } from '@/plugins/auth-guard.ts';
import { AppError } from '@/shared/app-error.ts';
import { notificationBus } from '@/modules/notifications/notification-bus.ts';
import { adminApplications, applicationImage, reviewApplication } from './applications.service.ts';
import {
  adminPromotions,
  createPromotion,
  setPromotionEnabled,
  updatePromotion,
} from './promotions-admin.service.ts';
import { waiveBonus } from './promotions.service.ts';
import { createEvent } from './red-envelope.service.ts';

const tags = ['admin', 'promotions'];
const security = [{ bearer: [] }];
const P = '/api/admin/promotions';

export const promotionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.db,
    storage: app.storage,
    uploadsDir: app.config.UPLOADS_DIR,
    notifications: notificationBus(app),
  });

  app.get(
    P,
    {
      config: { permission: 'promotions.read' },
      schema: { tags, security, response: { 200: ZAdminPromotionsSchema } },
    },
    async (request) => {
      await requireOperator(request);
      return { promotions: await adminPromotions(app.db) };
    },
  );
  // the day's caps on claims of rewards that need no deposit (decision 063)
  app.get(
    `${P}/reward-caps`,
    {
      config: { permission: 'promotions.read' },
      schema: { tags, security, response: { 200: ZRewardCapsSchema } },
    },
    async (request) => {
      await requireOperator(request);
      return rewardCaps(app.db);
    },
  );
  app.put(
    `${P}/reward-caps`,
    {
      config: { permission: 'promotions.write' },
      schema: { tags, security, body: ZRewardCapsSchema, response: { 200: ZRewardCapsSchema } },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      return saveRewardCaps(app.db, request.body, operatorId);
    },
  );
  app.post(
    P,
    {
      config: { permission: 'promotions.write' },
      schema: { tags, security, body: ZPromotionCreateSchema, response: { 200: ZAdminPromotionSchema } },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      return createPromotion(app.db, operatorId, request.body);
    },
  );
  app.put(
    `${P}/:id`,
    {
      config: { permission: 'promotions.write' },
      schema: {
        tags,
        security,
        params: ZPromotionIdParamsSchema,
        body: ZPromotionCreateSchema,
        response: { 200: ZAdminPromotionSchema },
      },
    },
    async (request) => {
      await requireOperator(request);
      return updatePromotion(app.db, request.params.id, request.body);
    },
  );
  app.put(
    `${P}/:id/enabled`,
    {
      config: { permission: 'promotions.write' },
      schema: {
        tags,
        security,
        params: ZPromotionIdParamsSchema,
        body: ZPromotionEnabledSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await requireOperator(request);
      return setPromotionEnabled(app.db, request.params.id, request.body.enabled);
    },
  );
  app.post(
    `${P}/:id/red-envelopes`,
    {
      config: { permission: 'promotions.write' },
      schema: {
        tags,
        security,
        params: ZPromotionIdParamsSchema,
        body: ZRedEnvelopeCreateSchema,
        response: { 200: ZRedEnvelopeEventSchema },
      },
    },
    async (request) => {
      await requireOperator(request);
      const event = await createEvent(app.db, {
        promotionId: request.params.id,
        startsAt: new Date(request.body.startsAt),
        durationMinutes: request.body.durationMinutes,
      });
      if (!event) {
        throw new AppError('PROMOTION_NOT_FOUND');
      }
      return {
        id: Number(event.id),
        promotionId: Number(event.promotion_id),
        startsAt: new Date(event.starts_at).toISOString(),
        endsAt: new Date(event.ends_at).toISOString(),
        pool: Number(event.pool),
        shares: Number(event.shares),
      };
    },
  );
  app.get(
    `${P}/applications`,
    {
      config: { permission: 'promotions.read' },
      schema: {
        tags,
        security,
        querystring: ZAdminApplicationsQuerySchema,
        response: { 200: ZApplicationListSchema },
      },
    },
    async (request) => {
      await requireOperator(request);
      return { applications: await adminApplications(app.db, request.query.status) };
    },
  );
  app.get(
    `${P}/applications/:id/images/:seq`,
    {
      config: { permission: 'promotions.read' },
      schema: { tags, security, params: ZApplicationImageParamsSchema },
    },
    async (request, reply) => {
      await requireOperator(request);
      const image = await applicationImage(deps(), request.params.id, request.params.seq);
      return sendBlob(request, reply, image);
    },
  );
  app.post(
    `${P}/applications/:id/review`,
    {
      config: { permission: 'promotions.write' },
      schema: {
        tags,
        security,
        params: ZPromotionIdParamsSchema,
        body: ZApplicationReviewSchema,
        response: { 200: ZApplicationSchema },
      },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      return reviewApplication(deps(), operatorId, request.params.id, request.body);
    },
  );
  app.post(
    `${P}/bonuses/:id/waive`,
    {
      config: { permission: 'promotions.write' },
      schema: {
        tags,
        security,
        params: ZPromotionIdParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      await waiveBonus(app.db, operatorId, request.params.id);
      return { ok: true as const };
    },
  );
};
