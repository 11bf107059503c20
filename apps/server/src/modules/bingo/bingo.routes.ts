// The bingo vendor's player API (`/api/bingo/*`, player token; guests get NOT_LOGGED_IN). Thin:
// parse, authorize, call one service function.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBingoBuyReplySchema,
  ZBingoBuyRequestSchema,
  ZBingoRoomDetailSchema,
  ZBingoRoomParamsSchema,
  ZBingoRoomsSchema,
} from '@pavilion/contracts/bingo';
import { endAllTopicStreams, openTopicStream, topicBus } from '@/shared/topic-bus.ts';
import { AppError } from '@/shared/app-error.ts';
import { requirePlayer } from '@/plugins/auth-guard.ts';
import { bingoDeps, bingoTopic, busPublisher } from './bingo.deps.ts';
import * as repo from './bingo.repo.ts';
import { startBingoTicker } from './bingo-ticker.ts';
import { buyCards, lobby, roomDetail } from './bingo.service.ts';

const tags = ['bingo'];
const P = '/api/bingo';

export const bingoRoutes: FastifyPluginAsyncZod = async (app) => {
  // The bus is made here, before any job runs, so it is the Redis one when the app has Redis.
  topicBus(app.db, app.redis);
  const deps = bingoDeps(app.db, app.config);
  const stopTicker = startBingoTicker(app.db, busPublisher(app.db));
  app.addHook('preClose', async () => {
    stopTicker();
    await endAllTopicStreams(app);
  });

  app.get(`${P}/rooms`, { schema: { tags, response: { 200: ZBingoRoomsSchema } } }, async (request) => {
    await requirePlayer(request);
    return lobby(app.db, new Date());
  });
  app.get(
    `${P}/rooms/:roomId`,
    { schema: { tags, params: ZBingoRoomParamsSchema, response: { 200: ZBingoRoomDetailSchema } } },
    async (request) => {
      const player = await requirePlayer(request);
      return roomDetail(app.db, request.params.roomId, player.memberId, new Date());
    },
  );
  // The room's live stream, open to watchers (EventSource sends no bearer token, and it carries
  // nothing private): `ready` with the room's lobby line, then `ball`, `game` and `sold` events.
  app.get(
    `${P}/rooms/:roomId/stream`,
    { schema: { tags, params: ZBingoRoomParamsSchema } },
    async (request, reply) => {
      const { roomId } = request.params;
      if (!(await repo.findRoom(app.db, roomId))?.enabled) {
        throw new AppError('NOT_FOUND', { message: `Unknown bingo room ${roomId}` });
      }
      await openTopicStream(app, request, reply, {
        topics: [bingoTopic(roomId)],
        snapshot: async () => (await lobby(app.db, new Date())).rooms.find((r) => r.id === roomId),
      });
    },
  );
  app.post(
    `${P}/rooms/:roomId/cards`,
    {
      schema: {
        tags,
        params: ZBingoRoomParamsSchema,
        body: ZBingoBuyRequestSchema,
        response: { 200: ZBingoBuyReplySchema },
      },
    },
    async (request) => {
      const player = await requirePlayer(request);
      return buyCards(deps, player, request.params.roomId, request.body);
    },
  );
};
