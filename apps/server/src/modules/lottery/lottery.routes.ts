// The lottery vendor's player API (`/api/lottery/*`, player token: members play for real, trial
// users with their trial credit; guests get NOT_LOGGED_IN, spec §2.1). Thin: parse, authorize,
// call one service function. The vendor's games and play types are seeded when this plugin loads.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZLotteryCancelReplySchema,
  ZLotteryFollowUpCancelReplySchema,
  ZLotteryGameDetailSchema,
  ZLotteryGameParamsSchema,
  ZLotteryIdParamsSchema,
  ZLotteryIssueDetailSchema,
  ZLotteryIssueParamsSchema,
  ZLotteryLobbyQuerySchema,
  ZLotteryLobbySchema,
  ZLotteryPlaceReplySchema,
  ZLotteryPlaceRequestSchema,
  ZLotteryResultsQuerySchema,
  ZLotteryResultsSchema,
  ZLotteryTicketsQuerySchema,
  ZLotteryTicketsSchema,
} from '@pavilion/contracts/lottery';
import { requirePlayer } from '@/plugins/auth-guard.ts';
import { notificationBus } from '@/modules/notifications/notification-bus.ts';
import { ensureLotteryGames } from './games.service.ts';
import { lotteryDeps } from './lottery.deps.ts';
import { gameDetail, issueDetail, lobby, results } from './results.service.ts';
import { cancelFollowUp, cancelTicket, myTickets, placeSlip } from './tickets.service.ts';

const tags = ['lottery'];
const P = '/api/lottery';

export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = lotteryDeps(app.db, app.config, notificationBus(app));
  await ensureLotteryGames(app.db);

  app.get(
    `${P}/games`,
    { schema: { tags, querystring: ZLotteryLobbyQuerySchema, response: { 200: ZLotteryLobbySchema } } },
    async (request) => {
      await requirePlayer(request);
      return lobby(app.db, new Date(), request.query.route);
    },
  );
  app.get(
    `${P}/games/:gameCode`,
    { schema: { tags, params: ZLotteryGameParamsSchema, response: { 200: ZLotteryGameDetailSchema } } },
    async (request) => {
      await requirePlayer(request);
      return gameDetail(app.db, request.params.gameCode, new Date());
    },
  );
  app.get(
    `${P}/games/:gameCode/results`,
    {
      schema: {
        tags,
        params: ZLotteryGameParamsSchema,
        querystring: ZLotteryResultsQuerySchema,
        response: { 200: ZLotteryResultsSchema },
      },
    },
    async (request) => {
      await requirePlayer(request);
      return results(app.db, request.params.gameCode, request.query, new Date());
    },
  );
  app.get(
    `${P}/games/:gameCode/issues/:issueNo`,
    { schema: { tags, params: ZLotteryIssueParamsSchema, response: { 200: ZLotteryIssueDetailSchema } } },
    async (request) => {
      await requirePlayer(request);
      return issueDetail(app.db, request.params.gameCode, request.params.issueNo, new Date());
    },
  );
  app.post(
    `${P}/tickets`,
    { schema: { tags, body: ZLotteryPlaceRequestSchema, response: { 200: ZLotteryPlaceReplySchema } } },
    async (request) => {
      const player = await requirePlayer(request);
      return placeSlip(deps, player, request.body, new Date());
    },
  );
  app.get(
    `${P}/tickets`,
    { schema: { tags, querystring: ZLotteryTicketsQuerySchema, response: { 200: ZLotteryTicketsSchema } } },
    async (request) => {
      const player = await requirePlayer(request);
      return myTickets(deps, player, request.query, new Date());
    },
  );
  app.post(
    `${P}/tickets/:id/cancel`,
    { schema: { tags, params: ZLotteryIdParamsSchema, response: { 200: ZLotteryCancelReplySchema } } },
    async (request) => {
      const player = await requirePlayer(request);
      return cancelTicket(deps, player, Number(request.params.id), new Date());
    },
  );
  app.post(
    `${P}/follow-ups/:id/cancel`,
    {
      schema: { tags, params: ZLotteryIdParamsSchema, response: { 200: ZLotteryFollowUpCancelReplySchema } },
    },
    async (request) => {
      const player = await requirePlayer(request);
      return cancelFollowUp(deps, player, Number(request.params.id), new Date());
    },
  );
};
