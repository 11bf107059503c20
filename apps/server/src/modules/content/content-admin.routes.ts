// Admin calls over site content (operator session): create, replace and delete notices,
// banners, popups and promotions; the help articles' routes are registered here too.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZOkSchema } from '@pavilion/contracts/auth';
import {
  ZAdminBannerListSchema,
  ZAdminNoticeListSchema,
  ZAdminPopupListSchema,
  ZAdminPromotionListSchema,
  ZContentPreviewInputSchema,
  ZContentPreviewSchema,
  ZBannerInputSchema,
  ZContentIdParamsSchema,
  ZCreatedSchema,
  ZNoticeInputSchema,
  ZPopupInputSchema,
  ZPromotionInputSchema,
} from '@pavilion/contracts/content';
import { requireOperator } from '@/plugins/auth-guard.ts';
import {
  createContent,
  deleteContent,
  listContent,
  previewHtml,
  updateContent,
  type TContentKind,
} from './content-admin.service.ts';
import { helpAdminRoutes } from './help-admin.routes.ts';

const tags = ['admin'];
const ok = { ok: true as const };
const KINDS: [TContentKind, string, z.ZodType, z.ZodType][] = [
  ['notice', 'notices', ZNoticeInputSchema, ZAdminNoticeListSchema],
  ['banner', 'banners', ZBannerInputSchema, ZAdminBannerListSchema],
  ['popup', 'popups', ZPopupInputSchema, ZAdminPopupListSchema],
  ['promotion', 'promotions', ZPromotionInputSchema, ZAdminPromotionListSchema],
];

export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = app.withTypeProvider<ZodTypeProvider>();
  secured.addHook('onRequest', async (request) => {
    await requireOperator(request);
  });
  await secured.register(helpAdminRoutes);
  // the console's preview: sanitised as a write would store it; nothing changes, so no audit row
  secured.post(
    '/api/admin/content/preview',
    {
      config: { permission: 'content.read', audit: false },
      schema: { tags, body: ZContentPreviewInputSchema, response: { 200: ZContentPreviewSchema } },
    },
    async (request) => ({ html: previewHtml(request.body.html) }),
  );
  for (const [kind, path, body, list] of KINDS) {
    secured.get(
      `/api/admin/content/${path}`,
      { config: { permission: 'content.read' }, schema: { tags, response: { 200: list } } },
      async () => ({ rows: await listContent(app.db, kind) }),
    );
    secured.post(
      `/api/admin/content/${path}`,
      { config: { permission: 'content.write' }, schema: { tags, body, response: { 200: ZCreatedSchema } } },
      async (request) => ({
        id: await createContent(app.db, kind, request.body as never),
      }),
    );
    secured.put(
      `/api/admin/content/${path}/:id`,
      {
        config: { permission: 'content.write' },
        schema: { tags, params: ZContentIdParamsSchema, body, response: { 200: ZOkSchema } },
      },
      async (request) => {
        await updateContent(app.db, kind, request.params.id, request.body as never);
        return ok;
      },
    );
    secured.delete(
      `/api/admin/content/${path}/:id`,
      {
        config: { permission: 'content.write' },
        schema: { tags, params: ZContentIdParamsSchema, response: { 200: ZOkSchema } },
      },
      async (request) => {
        await deleteContent(app.db, kind, request.params.id);
        return ok;
      },
    );
  }
};
