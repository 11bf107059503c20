// The operator's side of points and missions (/api/admin/points/*, operator token): missions,
// goods, point rates and the conversion rate, and redemption approval (a rejection gives the
// points back). The console's points screens (issue 15) read and edit goods here.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminMissionListSchema,
  ZAdminMissionSchema,
  ZMissionIdParamsSchema,
  ZMissionInputSchema,
} from '@pavilion/contracts/missions';
import {
  ZAdminGoodsDetailSchema,
  ZAdminGoodsListSchema,
  ZConvertSettingsSchema,
  ZGoodsInputSchema,
  ZGoodsSchema,
  ZPointsAdjustReplySchema,
  ZPointsAdjustSchema,
  ZPointsConfigSchema,
  ZPointsCreditRunSchema,
  ZPointsIdParamsSchema,
  ZRateParamsSchema,
  ZRateUpdateSchema,
  ZRedemptionDecisionSchema,
  ZRedemptionPageSchema,
  ZRedemptionQuerySchema,
  ZRedemptionSchema,
} from '@pavilion/contracts/points';
import { requireOperator } from '@/plugins/auth-guard.ts';
import { notificationBus } from '@/modules/notifications/notification-bus.ts';
import * as missions from './missions.service.ts';
import { creditPoints } from './points-credit.ts';
import * as points from './points.service.ts';

const tags = ['admin', 'points'];
const security = [{ bearer: [] }];
const P = '/api/admin/points';

export const pointsAdminRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const operator = async (request: Parameters<typeof requireOperator>[0]) =>
    (await requireOperator(request)).operatorId;

  r.get(
    `${P}/missions`,
    {
      config: { permission: 'loyalty.read' },
      schema: { tags, security, response: { 200: ZAdminMissionListSchema } },
    },
    async (request) => {
      await operator(request);
      return missions.adminListMissions(app.db);
    },
  );
  r.post(
    `${P}/missions`,
    {
      config: { permission: 'loyalty.write' },
      schema: { tags, security, body: ZMissionInputSchema, response: { 200: ZAdminMissionSchema } },
    },
    async (request) => {
      await operator(request);
      return missions.saveMission(app.db, request.body);
    },
  );
  r.put(
    `${P}/missions/:id`,
    {
      config: { permission: 'loyalty.write' },
      schema: {
        tags,
        security,
        params: ZMissionIdParamsSchema,
        body: ZMissionInputSchema,
        response: { 200: ZAdminMissionSchema },
      },
    },
    async (request) => {
      await operator(request);
      return missions.saveMission(app.db, request.body, Number(request.params.id));
    },
  );

  r.get(
    `${P}/goods`,
    {
      config: { permission: 'loyalty.read' },
      schema: { tags, security, response: { 200: ZAdminGoodsListSchema } },
    },
    async (request) => {
      await operator(request);
      return points.adminListGoods(app.db);
    },
  );
  r.get(
    `${P}/goods/:id`,
    {
      config: { permission: 'loyalty.read' },
      schema: { tags, security, params: ZPointsIdParamsSchema, response: { 200: ZAdminGoodsDetailSchema } },
    },
    async (request) => {
      await operator(request);
      return points.adminGoods(app.db, Number(request.params.id));
    },
  );
  r.post(
    `${P}/goods`,
    {
      config: { permission: 'loyalty.write' },
      schema: { tags, security, body: ZGoodsInputSchema, response: { 200: ZGoodsSchema } },
    },
    async (request) => {
      await operator(request);
      return points.createGoods(app.db, request.body);
    },
  );
  r.put(
    `${P}/goods/:id`,
    {
      config: { permission: 'loyalty.write' },
      schema: {
        tags,
        security,
        params: ZPointsIdParamsSchema,
        body: ZGoodsInputSchema,
        response: { 200: ZGoodsSchema },
      },
    },
    async (request) => {
      await operator(request);
      return points.updateGoods(app.db, Number(request.params.id), request.body);
    },
  );

  r.get(
    `${P}/config`,
    {
      config: { permission: 'loyalty.read' },
      schema: { tags, security, response: { 200: ZPointsConfigSchema } },
    },
    async (request) => {
      await operator(request);
      return points.pointsConfig(app.db);
    },
  );
  r.put(
    `${P}/rates/:pointType`,
    {
      config: { permission: 'loyalty.write' },
      schema: {
        tags,
        security,
        params: ZRateParamsSchema,
        body: ZRateUpdateSchema,
        response: { 200: ZPointsConfigSchema },
      },
    },
    async (request) => {
      await operator(request);
      return points.updateRate(app.db, request.params.pointType, request.body);
    },
  );
  r.put(
    `${P}/convert`,
    {
      config: { permission: 'loyalty.write' },
      schema: { tags, security, body: ZConvertSettingsSchema, response: { 200: ZPointsConfigSchema } },
    },
    async (request) => {
      await operator(request);
      return points.updateConvertSettings(app.db, request.body);
    },
  );
  r.post(
    `${P}/credit-run`,
    {
      config: { permission: 'loyalty.write' },
      schema: { tags, security, response: { 200: ZPointsCreditRunSchema } },
    },
    async (request) => {
      await operator(request);
      return creditPoints(app.db, new Date());
    },
  );

  r.post(
    `${P}/adjustments`,
    {
      config: { permission: 'loyalty.write' },
      schema: { tags, security, body: ZPointsAdjustSchema, response: { 200: ZPointsAdjustReplySchema } },
    },
    async (request) => {
      await operator(request);
      return points.adjustPoints(app.db, request.body);
    },
  );

  r.get(
    `${P}/redemptions`,
    {
      config: { permission: 'loyalty.read' },
      schema: {
        tags,
        security,
        querystring: ZRedemptionQuerySchema,
        response: { 200: ZRedemptionPageSchema },
      },
    },
    async (request) => {
      await operator(request);
      return points.listRedemptions(app.db, request.query, true);
    },
  );
  for (const [action, to] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    r.post(
      `${P}/redemptions/:id/${action}`,
      {
        config: { permission: 'loyalty.write' },
        schema: {
          tags,
          security,
          params: ZPointsIdParamsSchema,
          body: ZRedemptionDecisionSchema,
          response: { 200: ZRedemptionSchema },
        },
      },
      async (request) =>
        points.decideRedemption(app.db, notificationBus(app), {
          operatorId: await operator(request),
          id: Number(request.params.id),
          to,
          remark: request.body.remark,
        }),
    );
  }
};
