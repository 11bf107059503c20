// Member calls of the points mall (/api/points/*, flag PTSYS3, real members) and of missions
// (/api/missions/*): spec §7's points balance, rewards (goods), config, member transaction detail,
// redemption list, redeem and convert (fund password RSA-OAEP encrypted); mission summary, claim
// and leaderboard. Registers the operator plugin too, so modules/routes.ts needs one line.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZLeaderboardQuerySchema,
  ZLeaderboardSchema,
  ZMissionClaimReplySchema,
  ZMissionIdParamsSchema,
  ZMissionSummarySchema,
} from '@pavilion/contracts/missions';
import {
  ZConvertReplySchema,
  ZConvertRequestSchema,
  ZGoodsListSchema,
  ZPointsBalanceSchema,
  ZPointsConfigSchema,
  ZPointsPagedQuerySchema,
  ZPointsTxPageSchema,
  ZRedeemRequestSchema,
  ZRedemptionPageSchema,
  ZRedemptionSchema,
} from '@pavilion/contracts/points';
import { DEVICE_ID_HEADER } from '@pavilion/contracts/reward-payout';
import { claimOrigin } from '@/modules/money/reward-claims.service.ts';
import { cashierDeps } from '@/modules/cashier/cashier.deps.ts';
import { requireFlag } from '@/modules/site/site.service.ts';
import { requireRealMember } from '@/plugins/auth-guard.ts';
import * as missions from './missions.service.ts';
import { pointsAdminRoutes } from './points-admin.routes.ts';
import * as points from './points.service.ts';

const tags = ['points'];
const security = [{ bearer: [] }];
const ZLanguageQuerySchema = z.object({ language: z.string().max(8).optional() });
// redeem and convert move value: per IP and minute; wrong fund passwords lock separately (cashier)
const money = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };

export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = cashierDeps(app);
  await app.register(pointsAdminRoutes);

  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const member = async (request: Parameters<typeof requireRealMember>[0]) =>
      (await requireRealMember(request)).memberId;
    /** a points call: a real member, and the points system switched on */
    const pointsMember = async (request: Parameters<typeof requireRealMember>[0]) => {
      const id = await member(request);
      await requireFlag(app.db, 'PTSYS3');
      return id;
    };

    r.get('/api/points/config', { schema: { tags, response: { 200: ZPointsConfigSchema } } }, async () => {
      await requireFlag(app.db, 'PTSYS3');
      return points.pointsConfig(app.db);
    });
    r.get(
      '/api/points/balance',
      { schema: { tags, security, response: { 200: ZPointsBalanceSchema } } },
      async (request) => points.pointsBalance(app.db, await pointsMember(request)),
    );
    r.get(
      '/api/points/goods',
      { schema: { tags, security, querystring: ZLanguageQuerySchema, response: { 200: ZGoodsListSchema } } },
      async (request) => points.listGoods(app.db, await pointsMember(request), request.query.language),
    );
    r.get(
      '/api/points/transactions',
      {
        schema: {
          tags,
          security,
          querystring: ZPointsPagedQuerySchema,
          response: { 200: ZPointsTxPageSchema },
        },
      },
      async (request) => points.pointsDetails(app.db, await pointsMember(request), request.query),
    );
    r.get(
      '/api/points/redemptions',
      {
        schema: {
          tags,
          security,
          querystring: ZPointsPagedQuerySchema.extend(ZLanguageQuerySchema.shape),
          response: { 200: ZRedemptionPageSchema },
        },
      },
      async (request) =>
        points.listRedemptions(app.db, { memberId: await pointsMember(request), ...request.query }),
    );
    r.post(
      '/api/points/redeem',
      {
        schema: {
          tags,
          security,
          querystring: ZLanguageQuerySchema,
          body: ZRedeemRequestSchema,
          response: { 200: ZRedemptionSchema },
        },
        ...money,
      },
      async (request) =>
        points.redeem(deps, await pointsMember(request), request.body, request.query.language),
    );
    r.post(
      '/api/points/convert',
      {
        schema: { tags, security, body: ZConvertRequestSchema, response: { 200: ZConvertReplySchema } },
        ...money,
      },
      async (request) => points.convertPoints(deps, await pointsMember(request), request.body),
    );

    r.get(
      '/api/missions',
      {
        schema: {
          tags,
          security,
          querystring: ZLanguageQuerySchema,
          response: { 200: ZMissionSummarySchema },
        },
      },
      async (request) =>
        missions.missionSummary(app.db, await member(request), new Date(), request.query.language),
    );
    r.post(
      '/api/missions/:id/claim',
      {
        schema: {
          tags,
          security,
          params: ZMissionIdParamsSchema,
          response: { 200: ZMissionClaimReplySchema },
        },
        ...money,
      },
      async (request) =>
        missions.claimMission(app.db, {
          memberId: await member(request),
          missionId: Number(request.params.id),
          now: new Date(),
          origin: claimOrigin(request.ip, request.headers[DEVICE_ID_HEADER]),
        }),
    );
    r.get(
      '/api/missions/leaderboard',
      {
        schema: {
          tags,
          security,
          querystring: ZLeaderboardQuerySchema,
          response: { 200: ZLeaderboardSchema },
        },
      },
      async (request) =>
        missions.leaderboard(app.db, await member(request), request.query.period, new Date()),
    );
  });
};
