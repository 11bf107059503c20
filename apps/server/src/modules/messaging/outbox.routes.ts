// GET /api/dev/outbox: the demo helper that shows what the outbox SMS provider and mailer sent.
// Registered only when config.EXPOSE_OUTBOX is true; a real deployment turns it off.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOutboxMessageSchema, ZOutboxQuerySchema } from '@pavilion/contracts/auth';
import { listOutboxMessages } from './outbox.repo.ts';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.EXPOSE_OUTBOX) {
    return;
  }
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: ZOutboxQuerySchema,
        response: { 200: z.array(ZOutboxMessageSchema) },
      },
    },
    async (request) => {
      const rows = await listOutboxMessages(app.db, request.query);
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },
  );
};
