// The fishing vendor's player API (`/api/fishing/*`, player token; guests get NOT_LOGGED_IN).
// Thin: parse, authorize, call one service function. The sea's stream pushes every catch.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZFishingOpenRequestSchema,
  ZFishingSeaStateSchema,
  ZFishingSessionParamsSchema,
  ZFishingSessionSchema,
  ZFishingShootReplySchema,
  ZFishingShootRequestSchema,
  ZSeaParamsSchema,
  ZSeasSchema,
} from '@pavilion/contracts/fishing';
import { AppError } from '@/shared/app-error.ts';
import { requirePlayer } from '@/plugins/auth-guard.ts';
import { endAllTopicStreams, openTopicStream, topicBus } from '@/shared/topic-bus.ts';
import { fishingDeps, seaTopic } from './fishing.deps.ts';
import { findSea } from './fishing.repo.ts';
import { closeSession, openSession, seaState, seas, sessionSummary, shoot } from './fishing.service.ts';

const tags = ['fishing'];
const P = '/api/fishing';

export const fishingRoutes: FastifyPluginAsyncZod = async (app) => {
  topicBus(app.db, app.redis);
  const deps = fishingDeps(app.db, app.config);
  app.addHook('preClose', async () => {
    await endAllTopicStreams(app);
  });

  app.get(`${P}/seas`, { schema: { tags, response: { 200: ZSeasSchema } } }, async (request) => {
    await requirePlayer(request);
    return seas(app.db, new Date());
  });
  app.post(
    `${P}/seas/:seaId/sessions`,
    {
      schema: {
        tags,
        params: ZSeaParamsSchema,
        body: ZFishingOpenRequestSchema,
        response: { 200: ZFishingSessionSchema },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      return openSession(deps, player, request.params.seaId, request.body.clientSeed);
    },
  );
  app.get(
    `${P}/sessions/:sessionId`,
    { schema: { tags, params: ZFishingSessionParamsSchema, response: { 200: ZFishingSessionSchema } } },
    async (request) => {
      const player = await requirePlayer(request);
      return sessionSummary(app.db, player, Number(request.params.sessionId));
    },
  );
  app.get(
    `${P}/sessions/:sessionId/sea`,
    { schema: { tags, params: ZFishingSessionParamsSchema, response: { 200: ZFishingSeaStateSchema } } },
    async (request) => {
      const player = await requirePlayer(request);
      return seaState(app.db, player, Number(request.params.sessionId), new Date());
    },
  );
  app.post(
    `${P}/sessions/:sessionId/shots`,
    {
      schema: {
        tags,
        params: ZFishingSessionParamsSchema,
        body: ZFishingShootRequestSchema,
        response: { 200: ZFishingShootReplySchema },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      return shoot(deps, player, Number(request.params.sessionId), request.body);
    },
  );
  app.post(
    `${P}/sessions/:sessionId/close`,
    { schema: { tags, params: ZFishingSessionParamsSchema, response: { 200: ZFishingSessionSchema } } },
    async (request) => {
      const player = await requirePlayer(request);
      return closeSession(deps, player, Number(request.params.sessionId));
    },
  );
  // Catches in a sea by anyone (`kill` events), open to watchers like the sea itself.
  app.get(
    `${P}/seas/:seaId/stream`,
    { schema: { tags, params: ZSeaParamsSchema } },
    async (request, reply) => {
      const { seaId } = request.params;
      if (!(await findSea(app.db, seaId))) {
        throw new AppError('NOT_FOUND', { message: `Unknown sea ${seaId}` });
      }
      await openTopicStream(app, request, reply, {
        topics: [seaTopic(seaId)],
        snapshot: async () => ({ seaId }),
      });
    },
  );
};
