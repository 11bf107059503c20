// The sportsbook's player API (`/api/sportsbook/*`, decision 048). Events, markets, results and the
// live stream are public (odds are not personal); bets, tickets and cash-out need a player session
// (members for real money, trial users with their trial credit). Thin: parse, authorize, call one
// service function.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCashOutQuoteSchema,
  ZCashOutReplySchema,
  ZCashOutRequestSchema,
  ZEventDetailSchema,
  ZEventsQuerySchema,
  ZEventsReplySchema,
  ZListStreamQuerySchema,
  ZPlaceBetReplySchema,
  ZPlaceBetRequestSchema,
  ZResultsQuerySchema,
  ZResultsReplySchema,
  ZSportsVerticalSchema,
  ZTicketsQuerySchema,
  ZTicketsReplySchema,
} from '@pavilion/contracts/sportsbook';
import { requirePlayer } from '@/plugins/auth-guard.ts';
import { notificationBus } from '@/modules/notifications/notification-bus.ts';
import { endAllTopicStreams, openTopicStream, topicBus } from '@/shared/topic-bus.ts';
import { placeBet } from './betting.service.ts';
import { eventDetail, listEvents, listEventsByIds, results } from './events.service.ts';
import { eventTopic } from './live-topic.ts';
import { sportsDeps } from './sportsbook.deps.ts';
import { cashOut, cashOutQuote, myTickets } from './tickets.service.ts';

const tags = ['sportsbook'];
const P = '/api/sportsbook';

const ZIdParamsSchema = z.object({ id: z.string().min(1).max(32) });
/** `status`: live now or upcoming; both when absent. */
const ZEventsListQuerySchema = ZEventsQuerySchema.extend({ status: z.enum(['live', 'upcoming']).optional() });
const ZResultsListQuerySchema = ZResultsQuerySchema.extend({ vertical: ZSportsVerticalSchema.optional() });
/** the vendor tile the member came through (IBC, SBT, UG, TFG, IMES, SV388), for the records */
const ZBetQuerySchema = z.object({
  vendor: z
    .string()
    .regex(/^[A-Z0-9_]{2,16}$/)
    .optional(),
});

export const sportsbookRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = sportsDeps(app.db, app.config, notificationBus(app));
  // the routes create the topic bus with the app's Redis (when set) before the feed job publishes
  topicBus(app.db, app.redis);
  app.addHook('preClose', async () => {
    await endAllTopicStreams(app);
  });

  app.get(
    `${P}/events`,
    { schema: { tags, querystring: ZEventsListQuerySchema, response: { 200: ZEventsReplySchema } } },
    async (request) => listEvents(app.db, request.query),
  );
  app.get(
    `${P}/events/:id`,
    { schema: { tags, params: ZIdParamsSchema, response: { 200: ZEventDetailSchema } } },
    async (request) => eventDetail(app.db, request.params.id),
  );
  app.get(`${P}/events/:id/stream`, { schema: { tags, params: ZIdParamsSchema } }, async (request, reply) => {
    // answers NOT_FOUND before the stream opens; odds are not personal, so the stream is public
    const detail = await eventDetail(app.db, request.params.id);
    await openTopicStream(app, request, reply, {
      topics: [eventTopic(detail.id)],
      snapshot: () => eventDetail(app.db, request.params.id),
    });
  });
  app.get(
    `${P}/stream`,
    { schema: { tags, querystring: ZListStreamQuerySchema } },
    async (request, reply) => {
      // the lists' live prices and scores (decision 057): one stream for the events a list shows
      const { ids } = request.query;
      await openTopicStream(app, request, reply, {
        topics: ids.map(eventTopic),
        snapshot: () => listEventsByIds(app.db, ids),
      });
    },
  );
  app.get(
    `${P}/results`,
    { schema: { tags, querystring: ZResultsListQuerySchema, response: { 200: ZResultsReplySchema } } },
    async (request) => results(app.db, request.query),
  );
  app.post(
    `${P}/bets`,
    {
      schema: {
        tags,
        querystring: ZBetQuerySchema,
        body: ZPlaceBetRequestSchema,
        response: { 200: ZPlaceBetReplySchema },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      return placeBet(deps, player, request.body, request.query.vendor);
    },
  );
  app.get(
    `${P}/tickets`,
    { schema: { tags, querystring: ZTicketsQuerySchema, response: { 200: ZTicketsReplySchema } } },
    async (request) => myTickets(deps, await requirePlayer(request), request.query),
  );
  app.get(
    `${P}/tickets/:id/cash-out`,
    { schema: { tags, params: ZIdParamsSchema, response: { 200: ZCashOutQuoteSchema } } },
    async (request) => cashOutQuote(deps, await requirePlayer(request), request.params.id),
  );
  app.post(
    `${P}/tickets/:id/cash-out`,
    {
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZCashOutRequestSchema,
        response: { 200: ZCashOutReplySchema },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      return cashOut(deps, player, request.params.id, request.body, new Date());
    },
  );
};
