// Admin calls (operator session) over platform messages and feedback: send a message to everyone,
// one member or an agent's tree, list and withdraw them; list feedback and reply once.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOkSchema } from '@pavilion/contracts/auth';
import { ZCreatedSchema } from '@pavilion/contracts/content';
import {
  ZAdminFeedbackListSchema,
  ZAdminFeedbackQuerySchema,
  ZAdminMessageListSchema,
  ZFeedbackReplySchema,
  ZMessageIdParamsSchema,
  ZMessageSendSchema,
} from '@pavilion/contracts/messages';
import { requireOperator } from '@/plugins/auth-guard.ts';
import { notificationBus } from '@/modules/notifications/notification-bus.ts';
import * as feedback from './feedback.service.ts';
import * as messages from './messages.service.ts';

const tags = ['admin'];

export const messagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = app.withTypeProvider<ZodTypeProvider>();
  secured.addHook('onRequest', async (request) => {
    await requireOperator(request);
  });
  secured.post(
    '/api/admin/messages',
    {
      config: { permission: 'messages.write' },
      schema: { tags, body: ZMessageSendSchema, response: { 200: ZCreatedSchema } },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      return messages.sendMessage(app.db, notificationBus(app), { operatorId, input: request.body });
    },
  );
  secured.get(
    '/api/admin/messages',
    { config: { permission: 'messages.read' }, schema: { tags, response: { 200: ZAdminMessageListSchema } } },
    async () => messages.listForOperator(app.db),
  );
  secured.delete(
    '/api/admin/messages/:id',
    {
      config: { permission: 'messages.write' },
      schema: { tags, params: ZMessageIdParamsSchema, response: { 200: ZOkSchema } },
    },
    async (request) => {
      await messages.withdrawMessage(app.db, notificationBus(app), request.params.id);
      return { ok: true as const };
    },
  );
  secured.get(
    '/api/admin/feedback',
    {
      config: { permission: 'messages.read' },
      schema: { tags, querystring: ZAdminFeedbackQuerySchema, response: { 200: ZAdminFeedbackListSchema } },
    },
    async (request) => feedback.listForOperator(app.db, request.query),
  );
  secured.post(
    '/api/admin/feedback/:id/reply',
    {
      config: { permission: 'messages.write' },
      schema: {
        tags,
        params: ZMessageIdParamsSchema,
        body: ZFeedbackReplySchema,
        response: { 200: ZOkSchema },
      },
    },
    async (request) => {
      const { operatorId } = await requireOperator(request);
      await feedback.replyToFeedback(app.db, notificationBus(app), {
        id: request.params.id,
        reply: request.body.reply,
        operatorId,
      });
      return { ok: true as const };
    },
  );
};
