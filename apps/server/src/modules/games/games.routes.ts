// Game catalogue calls of spec §7 "Games": menu, lists, hot games, vendor lanes, icons (public);
// favourites and recent games (player session); launch (any player session: trial users play our
// in-house games with their trial credit, issue 4).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOkSchema } from '@pavilion/contracts/auth';
import {
  ZFavouriteIdsSchema,
  ZFavouriteListQuerySchema,
  ZFavouriteRequestSchema,
  ZGameItemSchema,
  ZGameListQuerySchema,
  ZGameMenuQuerySchema,
  ZGameMenuSchema,
  ZGamePageSchema,
  type TGamePage,
  ZHotGamesQuerySchema,
  ZLaunchQuerySchema,
  ZLaunchTargetSchema,
  ZNodeIdParamsSchema,
  ZRecentQuerySchema,
  ZVendorLaneSchema,
  ZVendorLanesQuerySchema,
} from '@pavilion/contracts/games';
import { requirePlayer, requireRealMember } from '@/plugins/auth-guard.ts';
import { getMenu } from './catalogue.service.ts';
import { gameIcon, vendorIcon } from './icons.service.ts';
import { SVG_HEADERS } from './game-icons.ts';
import { launch } from './launch.service.ts';
import * as games from './games.service.ts';
import * as mine from './player-games.service.ts';
import { assertNotExcluded } from '@/modules/protection/exclusion.service.ts';

const tags = ['games'];
const ok = { ok: true as const };
const ZSvgFileSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9_]{1,32}\.svg$/) });
const stem = (file: string) => file.slice(0, -'.svg'.length);

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/games/menu',
    { schema: { tags, querystring: ZGameMenuQuerySchema, response: { 200: ZGameMenuSchema } } },
    async (request) => getMenu(app.db, request.query.prizeMode),
  );
  app.get(
    '/api/games',
    { schema: { tags, querystring: ZGameListQuerySchema, response: { 200: ZGamePageSchema } } },
    async (request, reply) => {
      // Already validated against ZGamePageSchema and serialised; Fastify sends a JSON string as is.
      const json = await games.listGamePageJson(app.db, request.query);
      return reply.type('application/json; charset=utf-8').send(json as unknown as TGamePage);
    },
  );
  app.get(
    '/api/games/hot',
    { schema: { tags, querystring: ZHotGamesQuerySchema, response: { 200: z.array(ZGameItemSchema) } } },
    async (request) => games.listHotGames(app.db, request.query),
  );
  app.get(
    '/api/games/vendors',
    { schema: { tags, querystring: ZVendorLanesQuerySchema, response: { 200: z.array(ZVendorLaneSchema) } } },
    async (request) => games.listVendorLanes(app.db, request.query),
  );
  app.get('/api/games/icon/:file', { schema: { tags, params: ZSvgFileSchema } }, async (request, reply) => {
    const svg = await gameIcon(app.db, stem(request.params.file));
    return reply.headers(SVG_HEADERS).send(svg);
  });
  app.get(
    '/api/games/vendor-icon/:file',
    { schema: { tags, params: ZSvgFileSchema } },
    async (request, reply) => {
      const svg = await vendorIcon(app.db, stem(request.params.file));
      return reply.headers(SVG_HEADERS).send(svg);
    },
  );

  app.get(
    '/api/games/favourites/ids',
    { schema: { tags, response: { 200: ZFavouriteIdsSchema } } },
    async (request) => {
      const { memberId } = await requirePlayer(request);
      return { nodeIds: await mine.favouriteIds(app.db, memberId) };
    },
  );
  app.get(
    '/api/games/favourites',
    { schema: { tags, querystring: ZFavouriteListQuerySchema, response: { 200: ZGamePageSchema } } },
    async (request) => {
      const { memberId } = await requirePlayer(request);
      return mine.favouritePage(app.db, memberId, request.query);
    },
  );
  app.post(
    '/api/games/favourites',
    { schema: { tags, body: ZFavouriteRequestSchema, response: { 200: ZOkSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      await mine.addFavourite(app.db, memberId, request.body);
      return ok;
    },
  );
  app.delete(
    '/api/games/favourites/:nodeId',
    { schema: { tags, params: ZNodeIdParamsSchema, response: { 200: ZOkSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      await mine.removeFavourite(app.db, memberId, request.params.nodeId);
      return ok;
    },
  );
  app.get(
    '/api/games/recent',
    { schema: { tags, querystring: ZRecentQuerySchema, response: { 200: ZGamePageSchema } } },
    async (request) => {
      const { memberId } = await requirePlayer(request);
      return mine.recentPage(app.db, memberId, request.query);
    },
  );
  app.get(
    '/api/games/launch',
    { schema: { tags, querystring: ZLaunchQuerySchema, response: { 200: ZLaunchTargetSchema } } },
    async (request) => {
      const { memberId } = await requirePlayer(request);
      await assertNotExcluded(app.db, memberId);
      return launch(app.db, memberId, request.query);
    },
  );
};
