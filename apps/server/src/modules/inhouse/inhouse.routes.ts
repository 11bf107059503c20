// The in-house game service for the /seamless game page (`/api/play/*`, player token: members
// play for real, trial users with their trial credit; guests play demos in the browser only).
// Money moves through the seamless API's service, in process (inprocess-seamless.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZClientSeedRequestSchema,
  ZFairnessSchema,
  ZPlayGameQuerySchema,
  ZPlayGameSchema,
  ZRecentRoundsQuerySchema,
  ZRecentRoundsSchema,
  ZRotateReplySchema,
  ZRoundActionRequestSchema,
  ZRoundIdParamsSchema,
  ZRoundReplySchema,
  ZRoundSchema,
  ZStartRoundRequestSchema,
} from '@pavilion/contracts/play';
import { requirePlayer } from '@/plugins/auth-guard.ts';
import { getFairness, rotateSeeds, setClientSeed } from './fairness.service.ts';
import { inhouseSeamlessClient } from './orphans.service.ts';
import { openPlayGame } from './play-game.service.ts';
import { oneRound, recentRounds } from './recall.service.ts';
import { actOnRound, startRound, type TRoundDeps } from './rounds.service.ts';

const tags = ['play'];

export const inhouseRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TRoundDeps = { db: app.db, config: app.config, seamless: inhouseSeamlessClient(app) };

  app.get(
    '/api/play/game',
    { schema: { tags, querystring: ZPlayGameQuerySchema, response: { 200: ZPlayGameSchema } } },
    async (request) => {
      const player = await requirePlayer(request);
      return openPlayGame(app.db, player, request.query.nodeId);
    },
  );

  app.get('/api/play/fairness', { schema: { tags, response: { 200: ZFairnessSchema } } }, async (request) => {
    const { memberId } = await requirePlayer(request);
    return getFairness(app.db, memberId);
  });
  app.put(
    '/api/play/fairness/client-seed',
    { schema: { tags, body: ZClientSeedRequestSchema, response: { 200: ZFairnessSchema } } },
    async (request) => {
      const { memberId } = await requirePlayer(request);
      return setClientSeed(app.db, memberId, request.body.clientSeed);
    },
  );
  app.post(
    '/api/play/fairness/rotate',
    { schema: { tags, response: { 200: ZRotateReplySchema } } },
    async (request) => {
      const { memberId } = await requirePlayer(request);
      return rotateSeeds(app.db, memberId);
    },
  );

  app.post(
    '/api/play/rounds',
    { schema: { tags, body: ZStartRoundRequestSchema, response: { 200: ZRoundReplySchema } } },
    async (request) => {
      const player = await requirePlayer(request);
      return startRound(deps, player, request.body);
    },
  );
  app.post(
    '/api/play/rounds/:roundId/actions',
    {
      schema: {
        tags,
        params: ZRoundIdParamsSchema,
        body: ZRoundActionRequestSchema,
        response: { 200: ZRoundReplySchema },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      return actOnRound(deps, player, Number(request.params.roundId), request.body);
    },
  );
  app.get(
    '/api/play/rounds',
    { schema: { tags, querystring: ZRecentRoundsQuerySchema, response: { 200: ZRecentRoundsSchema } } },
    async (request) => {
      const { memberId } = await requirePlayer(request);
      return recentRounds(app.db, memberId, request.query);
    },
  );
  app.get(
    '/api/play/rounds/:roundId',
    { schema: { tags, params: ZRoundIdParamsSchema, response: { 200: ZRoundSchema } } },
    async (request) => {
      const { memberId } = await requirePlayer(request);
      return oneRound(app.db, memberId, Number(request.params.roundId));
    },
  );
};
