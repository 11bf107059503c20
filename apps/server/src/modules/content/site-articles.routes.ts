// GET /api/content/articles?kind=news|about|guide (players, no login), and the operator's
// POST /api/admin/articles, PUT and DELETE /api/admin/articles/:id.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOkSchema } from '@pavilion/contracts/auth';
import {
  ZAdminArticleListSchema,
  ZAdminArticlesQuerySchema,
  ZContentIdParamsSchema,
  ZCreatedSchema,
} from '@pavilion/contracts/content';
import { ZArticleInputSchema, ZArticleListSchema, ZArticlesQuerySchema } from '@pavilion/contracts/messages';
import { requireOperator } from '@/plugins/auth-guard.ts';
import * as articles from './site-articles.ts';

export const siteArticlesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/content/articles',
    {
      schema: { tags: ['content'], querystring: ZArticlesQuerySchema, response: { 200: ZArticleListSchema } },
    },
    async (request) => ({
      rows: await articles.listArticles(app.db, request.query.kind, request.query.language),
    }),
  );
  await app.register(async (scope) => {
    const secured = scope.withTypeProvider<ZodTypeProvider>();
    secured.addHook('onRequest', async (request) => {
      await requireOperator(request);
    });
    const tags = ['admin'];
    secured.get(
      '/api/admin/articles',
      {
        config: { permission: 'content.read' },
        schema: { tags, querystring: ZAdminArticlesQuerySchema, response: { 200: ZAdminArticleListSchema } },
      },
      async (request) => ({ rows: await articles.listAdminArticles(app.db, request.query.kind) }),
    );
    secured.post(
      '/api/admin/articles',
      {
        config: { permission: 'content.write' },
        schema: { tags, body: ZArticleInputSchema, response: { 200: ZCreatedSchema } },
      },
      async (request) => ({ id: await articles.createArticle(app.db, request.body) }),
    );
    secured.put(
      '/api/admin/articles/:id',
      {
        config: { permission: 'content.write' },
        schema: {
          tags,
          params: ZContentIdParamsSchema,
          body: ZArticleInputSchema,
          response: { 200: ZOkSchema },
        },
      },
      async (request) => {
        await articles.updateArticle(app.db, request.params.id, request.body);
        return { ok: true as const };
      },
    );
    secured.delete(
      '/api/admin/articles/:id',
      {
        config: { permission: 'content.write' },
        schema: { tags, params: ZContentIdParamsSchema, response: { 200: ZOkSchema } },
      },
      async (request) => {
        await articles.deleteArticle(app.db, request.params.id);
        return { ok: true as const };
      },
    );
  });
};
