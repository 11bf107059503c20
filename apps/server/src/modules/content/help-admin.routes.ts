// The operator's help-article API (issue 15), registered inside the content admin routes (same
// operator guard): GET/POST /api/admin/help, PUT/DELETE /api/admin/help/:id and
// PUT /api/admin/help/:id/published. Writes are audited by the audit hook.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOkSchema } from '@pavilion/contracts/auth';
import {
  ZAdminHelpListSchema,
  ZAdminHelpQuerySchema,
  ZContentIdParamsSchema,
  ZCreatedSchema,
  ZHelpArticleInputSchema,
  ZHelpPublishInputSchema,
} from '@pavilion/contracts/content';
import {
  createHelpArticle,
  deleteHelpArticle,
  listHelpArticles,
  publishHelpArticle,
  updateHelpArticle,
} from './help-admin.service.ts';

const tags = ['admin'];
const P = '/api/admin/help';
const ok = { ok: true as const };

export const helpAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = app.withTypeProvider<ZodTypeProvider>();
  secured.get(
    P,
    {
      config: { permission: 'content.read' },
      schema: { tags, querystring: ZAdminHelpQuerySchema, response: { 200: ZAdminHelpListSchema } },
    },
    async (request) => ({ rows: await listHelpArticles(app.db, request.query.lang) }),
  );
  secured.post(
    P,
    {
      config: { permission: 'content.write' },
      schema: { tags, body: ZHelpArticleInputSchema, response: { 200: ZCreatedSchema } },
    },
    async (request) => ({ id: await createHelpArticle(app.db, request.body) }),
  );
  secured.put(
    `${P}/:id`,
    {
      config: { permission: 'content.write' },
      schema: {
        tags,
        params: ZContentIdParamsSchema,
        body: ZHelpArticleInputSchema,
        response: { 200: ZOkSchema },
      },
    },
    async (request) => {
      await updateHelpArticle(app.db, request.params.id, request.body);
      return ok;
    },
  );
  secured.put(
    `${P}/:id/published`,
    {
      config: { permission: 'content.write' },
      schema: {
        tags,
        params: ZContentIdParamsSchema,
        body: ZHelpPublishInputSchema,
        response: { 200: ZOkSchema },
      },
    },
    async (request) => {
      await publishHelpArticle(app.db, request.params.id, request.body.published);
      return ok;
    },
  );
  secured.delete(
    `${P}/:id`,
    {
      config: { permission: 'content.write' },
      schema: { tags, params: ZContentIdParamsSchema, response: { 200: ZOkSchema } },
    },
    async (request) => {
      await deleteHelpArticle(app.db, request.params.id);
      return ok;
    },
  );
};
