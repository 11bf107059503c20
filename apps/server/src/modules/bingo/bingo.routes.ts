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
import { requirePlayer } from '@/plugins/auth-guard.ts';
import { bingoDeps } from './bingo.deps.ts';
import { buyCards, lobby, roomDetail } from './bingo.service.ts';

const tags = ['bingo'];
const P = '/api/bingo';

export const bingoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = bingoDeps(app.db, app.config);

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
