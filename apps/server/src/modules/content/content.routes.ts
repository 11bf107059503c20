// Site content calls of spec §7 "Content": announcements, notice list, help, winner board, and
// the generated banner and promotion artwork.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAnnouncementsQuerySchema,
  ZAnnouncementsSchema,
  ZContentArtQuerySchema,
  ZHelpArticleSchema,
  ZHelpQuerySchema,
  ZNoticeListQuerySchema,
  ZNoticeListSchema,
  ZWinnerSchema,
  ZWinnersQuerySchema,
} from '@pavilion/contracts/content';
import { SVG_HEADERS } from '@/modules/games/game-icons.ts';
import * as content from './content.service.ts';

const tags = ['content'];

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/content/announcements',
    { schema: { tags, querystring: ZAnnouncementsQuerySchema, response: { 200: ZAnnouncementsSchema } } },
    async (request) => content.getAnnouncements(app.db, request.query.types, request.query.language),
  );
  app.get(
    '/api/content/notices',
    { schema: { tags, querystring: ZNoticeListQuerySchema, response: { 200: ZNoticeListSchema } } },
    async (request) => {
      const notices = await content.listNotices(app.db, request.query.language);
      return { content: notices, total: notices.length };
    },
  );
  app.get(
    '/api/content/help',
    { schema: { tags, querystring: ZHelpQuerySchema, response: { 200: z.array(ZHelpArticleSchema) } } },
    async (request) => content.listHelp(app.db, request.query.lang, request.query.device),
  );
  app.get(
    '/api/content/winners',
    { schema: { tags, querystring: ZWinnersQuerySchema, response: { 200: z.array(ZWinnerSchema) } } },
    async (request) => content.listWinners(app.db, request.query),
  );
  app.get(
    '/api/content/banner/:file',
    {
      schema: {
        tags,
        params: z.object({ file: z.string().regex(/^[0-9]{1,9}\.svg$/) }),
        querystring: ZContentArtQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .headers(SVG_HEADERS)
        .send(
          await content.bannerArt(
            app.db,
            Number.parseInt(request.params.file, 10),
            request.query.lang,
            request.query.text !== '0',
          ),
        ),
  );
  app.get(
    '/api/content/promotion/:file',
    {
      schema: {
        tags,
        params: z.object({ file: z.string().regex(/^[0-9]{1,9}-[0-9]{1,2}\.svg$/) }),
        querystring: ZContentArtQuerySchema,
      },
    },
    async (request, reply) => {
      const [id, sequence] = request.params.file.slice(0, -4).split('-').map(Number);
      return reply
        .headers(SVG_HEADERS)
        .send(await content.promotionArt(app.db, id!, sequence!, request.query.lang));
    },
  );
};
