// The gateway side of deposits, without a member token: the provider's signed callback and the
// sandbox provider's hosted checkout page (GET shows Pay / Fail, POST plays the provider: it sends
// the signed callback to our callback URL, then redirects the browser to the member centre).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEPOSIT_RETURN_PATH,
  ZGatewayCallbackReplySchema,
  ZGatewayCallbackSchema,
} from '@pavilion/contracts/cashier';
import { AppError } from '@/shared/app-error.ts';
import type { TCashierDeps } from './cashier.deps.ts';
import { findByPaymentId } from './deposits.repo.ts';
import { handleCallback } from './deposits.service.ts';
import {
  checkoutPage,
  CHECKOUT_PATH,
  sandboxSecret,
  signCallback,
  type TPaymentAdapter,
} from './payment-gateway.ts';

const ZPaymentParamsSchema = z.object({ paymentId: z.string().regex(/^sbx_[0-9a-f]{32}$/) });
const nowSeconds = () => Math.floor(Date.now() / 1000);

function amountText(amount: number): string {
  return (amount / 100).toFixed(2);
}

export const gatewayRoutes: FastifyPluginAsync<{ deps: TCashierDeps; gateway: TPaymentAdapter }> = async (
  app,
  { deps, gateway },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/cashier/gateway/callback',
    {
      schema: {
        tags: ['cashier'],
        body: ZGatewayCallbackSchema,
        response: { 200: ZGatewayCallbackReplySchema },
      },
    },
    async (request) => ({
      ok: true as const,
      status: await handleCallback(deps, gateway, request.body, nowSeconds()),
    }),
  );

  if (!deps.config.SANDBOX_GATEWAY_ENABLED) {
    // without the sandbox there is no checkout page; the callback stays for a real adapter
    return;
  }

  r.get(
    `${CHECKOUT_PATH}/:paymentId`,
    { schema: { tags: ['cashier'], params: ZPaymentParamsSchema } },
    async (request, reply) => {
      const deposit = await findByPaymentId(deps.db, request.params.paymentId);
      if (!deposit) {
        throw new AppError('NOT_FOUND');
      }
      const html = checkoutPage({
        paymentId: request.params.paymentId,
        amountText: amountText(Number(deposit.amount)),
        open: deposit.status === 'awaiting_payment',
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  r.post(
    `${CHECKOUT_PATH}/:paymentId`,
    {
      schema: {
        tags: ['cashier'],
        params: ZPaymentParamsSchema,
        body: z.object({ outcome: z.enum(['pay', 'fail']) }),
      },
    },
    async (request, reply) => {
      const deposit = await findByPaymentId(deps.db, request.params.paymentId);
      if (!deposit) {
        throw new AppError('NOT_FOUND');
      }
      if (deposit.status === 'awaiting_payment') {
        const payload = {
          paymentId: request.params.paymentId,
          status: request.body.outcome === 'pay' ? ('paid' as const) : ('failed' as const),
          amount: Number(deposit.amount),
          timestamp: nowSeconds(),
        };
        const signature = signCallback(await sandboxSecret(deps.db, deps.config), payload);
        // server to server, as the provider would call us; its answer only matters to the provider
        const res = await app.inject({
          method: 'POST',
          url: '/api/cashier/gateway/callback',
          payload: { ...payload, signature },
        });
        if (res.statusCode !== 200) {
          request.log.warn(
            { status: res.statusCode, paymentId: payload.paymentId },
            'sandbox callback refused',
          );
        }
      }
      return reply.redirect(DEPOSIT_RETURN_PATH, 303);
    },
  );
};
