// The member's notifications: GET list (newest first), GET unread-count, POST read, and the
// real-time stream. Closing the app ends the open streams and the bus's Redis subscriber.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZMarkReadRequestSchema,
  ZNotificationListQuerySchema,
  ZNotificationListSchema,
  ZStreamQuerySchema,
  ZUnreadCountSchema,
} from '@pavilion/contracts/notifications';
import { requirePlayer } from '@/plugins/auth-guard.ts';
import { notificationBus } from './notification-bus.ts';
import { endAllStreams, openNotificationStream } from './notification-stream.ts';
import * as notifications from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preClose', async () => {
    endAllStreams(app);
    await notificationBus(app).close();
  });

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        security,
        querystring: ZNotificationListQuerySchema,
        response: { 200: ZNotificationListSchema },
      },
    },
    async (request) => {
      const { memberId } = await requirePlayer(request);
      return notifications.listNotifications(app.db, memberId, request.query);
    },
  );
  app.get(
    '/api/notifications/unread-count',
    { schema: { tags, security, response: { 200: ZUnreadCountSchema } } },
    async (request) => {
      const { memberId } = await requirePlayer(request);
      return { unreadCount: await notifications.unreadCount(app.db, memberId) };
    },
  );
  app.post(
    '/api/notifications/read',
    {
      schema: {
        tags,
        security,
        body: ZMarkReadRequestSchema,
        response: { 200: z.object({ updated: z.number().int(), unreadCount: z.number().int() }) },
      },
    },
    async (request) => {
      const { memberId } = await requirePlayer(request);
      return notifications.markRead(app.db, memberId, request.body);
    },
  );
  // The token travels in the URL here: logging stays at warn so request lines (with it) are not logged.
  app.get(
    '/api/notifications/stream',
    { logLevel: 'warn', schema: { tags, querystring: ZStreamQuerySchema } },
    async (request, reply) => {
      await openNotificationStream(app, request, reply, request.query.token);
    },
  );
};
