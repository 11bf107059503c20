// The Stripe adapter of gateway deposit channels (decision 080), on Stripe's official Node SDK: a
// hosted Checkout Session per deposit, the signed webhook verified with the channel's webhook secret,
// and refunds. The channel's keys come from channels' settings (sealed at rest, opened by the repo);
// STRIPE_API_URL points the SDK at another host (the tests' local stub).
import Stripe from 'stripe';
import { AppError } from '@/shared/app-error.ts';

export const STRIPE_WEBHOOK_PATH = '/api/cashier/gateways/stripe/webhook';
/** Stripe's API calls give up after this; a refund holds a transaction open meanwhile. */
const TIMEOUT_MS = 10_000;

export type TStripeKeys = { secretKey: string; webhookSecret: string | null };

const clients = new Map<string, Stripe>();

export function stripeClient(secretKey: string, apiUrl: string | undefined): Stripe {
  const cacheKey = `${apiUrl ?? ''}|${secretKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const url = apiUrl ? new URL(apiUrl) : null;
    client = new Stripe(secretKey, {
      timeout: TIMEOUT_MS,
      maxNetworkRetries: 1,
      ...(url
        ? {
            host: url.hostname,
            port: url.port || (url.protocol === 'http:' ? 80 : 443),
            protocol: url.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
    if (clients.size > 50) {
      clients.clear();
    }
    clients.set(cacheKey, client);
  }
  return client;
}

/** Any failure of Stripe's API (network, 4xx, 5xx) is a clear 502 to our caller, never a 500. */
function unavailable(error: unknown): AppError {
  const e = error as { type?: string; code?: string; message?: string };
  return new AppError('GATEWAY_UNAVAILABLE', {
    data: { provider: 'stripe', type: e.type ?? 'unknown', code: e.code ?? null },
  });
}

export async function createCheckoutSession(
  client: Stripe,
  p: {
    depositId: string;
    requestId: string;
    amount: number;
    currency: string;
    origin: string;
    productName: string;
    returnPath: string;
  },
): Promise<{ sessionId: string; url: string }> {
  try {
    const session = await client.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: p.depositId,
        metadata: { depositId: p.depositId },
        payment_intent_data: { metadata: { depositId: p.depositId } },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: p.currency.toLowerCase(),
              unit_amount: p.amount,
              product_data: { name: p.productName },
            },
          },
        ],
        success_url: `${p.origin}${p.returnPath}${p.returnPath.includes('?') ? '&' : '?'}deposit=${p.depositId}&result=success`,
        cancel_url: `${p.origin}${p.returnPath}${p.returnPath.includes('?') ? '&' : '?'}deposit=${p.depositId}&result=cancel`,
      },
      { idempotencyKey: p.requestId },
    );
    if (!session.url) {
      throw new Error('checkout session without url');
    }
    return { sessionId: session.id, url: session.url };
  } catch (error) {
    throw unavailable(error);
  }
}

/** The event when one of the secrets signed it; null when none did (or the header is malformed). */
export function verifyWebhook(
  raw: Buffer,
  signature: string | undefined,
  secrets: string[],
): Stripe.Event | null {
  if (!signature) {
    return null;
  }
  for (const secret of secrets) {
    try {
      // tolerance: Stripe's default, 300 s
      return Stripe.webhooks.constructEvent(raw, signature, secret);
    } catch {
      // another channel's secret, or a bad signature
    }
  }
  return null;
}

export async function createRefund(
  client: Stripe,
  p: { depositId: string; amount: number; paymentIntent: string | null; sessionId: string },
): Promise<string> {
  try {
    let paymentIntent = p.paymentIntent;
    if (!paymentIntent) {
      const session = await client.checkout.sessions.retrieve(p.sessionId);
      paymentIntent =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null);
    }
    if (!paymentIntent) {
      throw new Error('no payment intent to refund');
    }
    const refund = await client.refunds.create(
      { payment_intent: paymentIntent, amount: p.amount, metadata: { depositId: p.depositId } },
      { idempotencyKey: `deposit-refund:${p.depositId}` },
    );
    return refund.id;
  } catch (error) {
    throw unavailable(error);
  }
}
