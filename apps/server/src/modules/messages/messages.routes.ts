// The member's platform messages (messageV2, flag INBOX3), the counters behind every badge, and
// feedback and complaints (flag FEEDBACK3: PUT to send, GET the member's own history with replies).
// Real members only: trial users have no unread fetch (spec §4).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOkSchema } from '@pavilion/contracts/auth';
import {
  ZFeedbackItemSchema,
  ZFeedbackListQuerySchema,
  ZFeedbackListSchema,
  ZFeedbackRequestSchema,
  ZMemberCountersSchema,
  ZMessageIdParamsSchema,
  ZMessageListQuerySchema,
  ZMessageListSchema,
  ZMessageReadRequestSchema,
  ZMessageReadResultSchema,
} from '@pavilion/contracts/messages';
import { ZUnreadCountSchema } from '@pavilion/contracts/notifications';
import type { TFlagId } from '@pavilion/contracts/site';
import type { FastifyRequest } from 'fastify';
import { requireRealMember } from '@/plugins/auth-guard.ts';
import { requireFlag } from '@/modules/site/site.service.ts';
import { memberCounters } from './counters.service.ts';
import * as feedback from './feedback.service.ts';
import * as messages from './messages.service.ts';

const security = [{ bearer: [] }];

async function memberWith(request: FastifyRequest, flag: TFlagId): Promise<number> {
  const { memberId } = await requireRealMember(request);
  await requireFlag(request.server.db, flag);
  return memberId;
}

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messages'];
  app.get(
    '/api/messages',
    {
      schema: { tags, security, querystring: ZMessageListQuerySchema, response: { 200: ZMessageListSchema } },
    },
    async (request) => messages.listMessages(app.db, await memberWith(request, 'INBOX3'), request.query),
  );
  app.get(
    '/api/messages/unread-count',
    { schema: { tags, security, response: { 200: ZUnreadCountSchema } } },
    async (request) => ({
      unreadCount: await messages.countUnreadMessages(app.db, await memberWith(request, 'INBOX3')),
    }),
  );
  app.post(
    '/api/messages/read',
    {
      schema: {
        tags,
        security,
        body: ZMessageReadRequestSchema,
        response: { 200: ZMessageReadResultSchema },
      },
    },
    async (request) => messages.markMessagesRead(app.db, await memberWith(request, 'INBOX3'), request.body),
  );
  app.delete(
    '/api/messages/:id',
    { schema: { tags, security, params: ZMessageIdParamsSchema, response: { 200: ZOkSchema } } },
    async (request) => {
      await messages.deleteMessage(app.db, await memberWith(request, 'INBOX3'), request.params.id);
      return { ok: true as const };
    },
  );
  app.get(
    '/api/member/counters',
    { schema: { tags, security, response: { 200: ZMemberCountersSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      return memberCounters(app.db, memberId, request.log);
    },
  );
  app.put(
    '/api/feedback',
    {
      schema: {
        tags: ['feedback'],
        security,
        body: ZFeedbackRequestSchema,
        response: { 200: ZFeedbackItemSchema },
      },
    },
    async (request) =>
      feedback.sendFeedback(app.db, {
        memberId: await memberWith(request, 'FEEDBACK3'),
        request: request.body,
      }),
  );
  app.get(
    '/api/feedback',
    {
      schema: {
        tags: ['feedback'],
        security,
        querystring: ZFeedbackListQuerySchema,
        response: { 200: ZFeedbackListSchema },
      },
    },
    async (request) => feedback.listFeedback(app.db, await memberWith(request, 'FEEDBACK3'), request.query),
  );
};
