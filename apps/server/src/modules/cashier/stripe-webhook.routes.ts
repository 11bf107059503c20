// Stripe's signed webhook (decision 080), without a member token. Its own plugin: the JSON parser
// here keeps the raw body, which the signature covers byte for byte.
import type { FastifyPluginAsync } from 'fastify';
import type { TCashierDeps } from './cashier.deps.ts';
import { STRIPE_WEBHOOK_PATH } from './stripe-gateway.ts';
import { handleStripeWebhook } from './stripe-deposits.service.ts';

export const stripeWebhookRoutes: FastifyPluginAsync<{ deps: TCashierDeps }> = async (app, { deps }) => {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    ['application/json'],
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(STRIPE_WEBHOOK_PATH, { schema: { tags: ['cashier'] } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return handleStripeWebhook(deps, raw, typeof signature === 'string' ? signature : undefined);
  });
};
