// The operator's side of the sportsbook (`/api/admin/sportsbook/*`, permission area `sportsbook`):
// events with tickets, stakes and their result, one event with its markets, an event's first result,
// a correction or a cancellation, and a market's void (audited by the audit hook, as every mutating
// admin route). With ALLOW_TEST_CLOCK (never in production) also the feed's test clock and
// a run of the feed at it, so an end-to-end test plays a match day in minutes.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZEventDetailSchema,
  ZEventStatusSchema,
  ZEventSummarySchema,
  ZEventsQuerySchema,
  ZSportsResultSchema,
} from '@pavilion/contracts/sportsbook';
import { requireOperator } from '@/plugins/auth-guard.ts';
import { notificationBus } from '@/modules/notifications/notification-bus.ts';
import { adminEvents, correctResult, voidMarket } from './admin.service.ts';
import { eventDetail } from './events.service.ts';
import { feedNow, feedOffset, setFeedOffset } from './feed-clock.ts';
import { runSportsTick } from './sportsbook.jobs.ts';
import { sportsDeps } from './sportsbook.deps.ts';

const tags = ['admin', 'sportsbook'];
const security = [{ bearer: [] }];
const P = '/api/admin/sportsbook';

const ZAdminEventsQuerySchema = ZEventsQuerySchema.extend({
  state: ZEventStatusSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
const ZAdminEventSchema = ZEventSummarySchema.extend({
  resultVersion: z.number().int(),
  settledVersion: z.number().int(),
  tickets: z.number().int(),
  stake: z.number().int(),
  /** the current result (null before the first) */
  result: ZSportsResultSchema.nullable(),
});
const ZResultCorrectionSchema = z.object({
  result: ZSportsResultSchema,
  reason: z.string().trim().min(1).max(500),
});
const ZReasonSchema = z.object({ reason: z.string().trim().min(1).max(500) });
const ZMarketVoidReplySchema = z.object({
  marketId: z.string(),
  eventId: z.string(),
  status: z.literal('void'),
  /** tickets the void settled at once (its singles; a multiple waits for its other legs) */
  settled: z.number().int(),
});
const ZTestClockSchema = z.object({
  offsetMinutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 7),
});
const ZTickReplySchema = z.object({
  now: z.iso.datetime(),
  fixtures: z.number().int(),
  steps: z.number().int(),
  settled: z.number().int(),
  resettled: z.number().int(),
});

export const sportsbookAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = sportsDeps(app.db, app.config, notificationBus(app));

  app.get(
    `${P}/events`,
    {
      config: { permission: 'sportsbook.read' },
      schema: {
        tags,
        security,
        querystring: ZAdminEventsQuerySchema,
        response: { 200: z.object({ events: z.array(ZAdminEventSchema) }) },
      },
    },
    async (request) => {
      await requireOperator(request);
      return adminEvents(deps, request.query);
    },
  );
  app.get(
    `${P}/events/:id`,
    {
      config: { permission: 'sportsbook.read' },
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().min(1).max(32) }),
        response: { 200: ZEventDetailSchema },
      },
    },
    async (request) => {
      await requireOperator(request);
      return eventDetail(deps.db, request.params.id);
    },
  );
  app.post(
    `${P}/markets/:id/void`,
    {
      config: { permission: 'sportsbook.write' },
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().min(1).max(32) }),
        body: ZReasonSchema,
        response: { 200: ZMarketVoidReplySchema },
      },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      return voidMarket(deps, { rawId: request.params.id, operatorId, now: new Date() });
    },
  );
  app.post(
    `${P}/events/:id/result`,
    {
      config: { permission: 'sportsbook.write' },
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().min(1).max(32) }),
        body: ZResultCorrectionSchema,
        response: { 200: z.object({ event: ZEventSummarySchema, resultVersion: z.number().int() }) },
      },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      return correctResult(deps, { rawId: request.params.id, operatorId, result: request.body.result });
    },
  );

  if (!app.config.ALLOW_TEST_CLOCK) {
    return;
  }
  app.post(
    `${P}/test-clock`,
    {
      config: { permission: 'sportsbook.write' },
      schema: { tags, security, body: ZTestClockSchema, response: { 200: ZTestClockSchema } },
    },
    async (request) => {
      await requireOperator(request);
      setFeedOffset(app.db, request.body.offsetMinutes * 60_000);
      return { offsetMinutes: Math.round(feedOffset(app.db) / 60_000) };
    },
  );
  app.post(
    `${P}/feed/run`,
    {
      config: { permission: 'sportsbook.write' },
      schema: { tags, security, response: { 200: ZTickReplySchema } },
    },
    async (request) => {
      await requireOperator(request);
      const now = feedNow(app.db);
      return { now: now.toISOString(), ...(await runSportsTick(deps, now)) };
    },
  );
};
