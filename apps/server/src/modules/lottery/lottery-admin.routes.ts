// The operator's side of the lottery (`/api/admin/lottery/*`, operator token): games with every
// play type's odds, limits and exposure cap; open or close a game; change a play type; void an
// issue (every ticket refunded); a game's issues page by page for the console. Every change writes
// an audit entry.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZLotteryAdminGamesSchema,
  ZLotteryAdminIssuesQuerySchema,
  ZLotteryAdminIssuesSchema,
  ZLotteryGameParamsSchema,
  ZLotteryGameUpdateSchema,
  ZLotteryIssueParamsSchema,
  ZLotteryPlayTypeConfigSchema,
  ZLotteryPlayTypeParamsSchema,
  ZLotteryPlayTypeUpdateSchema,
  ZLotteryVoidReplySchema,
  ZLotteryVoidRequestSchema,
} from '@pavilion/contracts/lottery';
import { requireOperator } from '@/plugins/auth-guard.ts';
import { notificationBus } from '@/modules/notifications/notification-bus.ts';
import { adminGames, adminIssues, setGameEnabled } from './admin.service.ts';
import { voidIssue } from './draws.service.ts';
import { updatePlayTypeConfig } from './games.service.ts';
import { lotteryDeps } from './lottery.deps.ts';

const tags = ['admin', 'lottery'];
const security = [{ bearer: [] }];
const P = '/api/admin/lottery';

export const lotteryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = lotteryDeps(app.db, app.config, notificationBus(app));

  app.get(
    `${P}/games`,
    {
      config: { permission: 'lottery.read' },
      schema: { tags, security, response: { 200: ZLotteryAdminGamesSchema } },
    },
    async (request) => {
      await requireOperator(request);
      return adminGames(app.db);
    },
  );
  app.get(
    `${P}/games/:gameCode/issues`,
    {
      config: { permission: 'lottery.read' },
      schema: {
        tags,
        security,
        params: ZLotteryGameParamsSchema,
        querystring: ZLotteryAdminIssuesQuerySchema,
        response: { 200: ZLotteryAdminIssuesSchema },
      },
    },
    async (request) => {
      await requireOperator(request);
      return adminIssues(app.db, request.params.gameCode, request.query, new Date());
    },
  );
  app.put(
    `${P}/games/:gameCode`,
    {
      config: { permission: 'lottery.write' },
      schema: {
        tags,
        security,
        params: ZLotteryGameParamsSchema,
        body: ZLotteryGameUpdateSchema,
        response: { 200: ZLotteryAdminGamesSchema },
      },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      await setGameEnabled(app.db, {
        operatorId,
        gameCode: request.params.gameCode,
        enabled: request.body.enabled,
      });
      return adminGames(app.db);
    },
  );
  app.put(
    `${P}/games/:gameCode/play-types/:playType`,
    {
      config: { permission: 'lottery.write' },
      schema: {
        tags,
        security,
        params: ZLotteryPlayTypeParamsSchema,
        body: ZLotteryPlayTypeUpdateSchema,
        response: { 200: ZLotteryPlayTypeConfigSchema },
      },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      return updatePlayTypeConfig(app.db, { operatorId, ...request.params, update: request.body });
    },
  );
  app.post(
    `${P}/games/:gameCode/issues/:issueNo/void`,
    {
      config: { permission: 'lottery.write' },
      schema: {
        tags,
        security,
        params: ZLotteryIssueParamsSchema,
        body: ZLotteryVoidRequestSchema,
        response: { 200: ZLotteryVoidReplySchema },
      },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      return voidIssue(deps, { ...request.params, reason: request.body.reason, operatorId }, new Date());
    },
  );
};
