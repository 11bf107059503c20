// The payment adapter behind gateway deposit channels, and its default: our sandbox gateway. The
// sandbox is a hosted checkout page served by this server (/api/cashier/sandbox-gateway/checkout/:id)
// whose Pay / Fail buttons make the "gateway" send a signed callback to /api/cashier/gateway/callback,
// exactly as an external provider would: HMAC-SHA256 over `${paymentId}|${status}|${amount}|${timestamp}`.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TGatewayCallback } from '@pavilion/contracts/cashier';
import type { TDb } from '@/db/database.ts';
import type { TCashierConfig } from './cashier.deps.ts';
import { ensureSetting } from './deposits.repo.ts';

/** Callbacks older (or further in the future) than this are refused, so a captured one cannot be replayed later. */
export const CALLBACK_MAX_AGE_SECONDS = 600;
export const CHECKOUT_PATH = '/api/cashier/sandbox-gateway/checkout';

export type TPaymentStart = { paymentId: string; checkoutUrl: string };
export type TVerifiedCallback = { paymentId: string; status: 'paid' | 'failed'; amount: number };

export type TPaymentAdapter = {
  /** registers a payment with the provider; the member's browser goes to checkoutUrl */
  createPayment: (p: {
    memberId: number;
    requestId: string;
    amount: number;
    currency: string;
  }) => Promise<TPaymentStart>;
  /** null when the callback's signature or timestamp is not valid */
  verifyCallback: (body: TGatewayCallback, nowSeconds: number) => Promise<TVerifiedCallback | null>;
};

export function signCallback(
  secret: string,
  p: { paymentId: string; status: string; amount: number; timestamp: number },
): string {
  return createHmac('sha256', secret)
    .update(`${p.paymentId}|${p.status}|${p.amount}|${p.timestamp}`)
    .digest('hex');
}

const secrets = new WeakMap<object, string>();

export async function sandboxSecret(db: TDb, config: TCashierConfig): Promise<string> {
  if (config.SANDBOX_GATEWAY_SECRET) {
    return config.SANDBOX_GATEWAY_SECRET;
  }
  let secret = secrets.get(db);
  if (!secret) {
    secret = await ensureSetting(db, 'cashier.sandboxGatewaySecret', randomBytes(32).toString('hex'));
    secrets.set(db, secret);
  }
  return secret;
}

export function sandboxGateway(db: TDb, config: TCashierConfig): TPaymentAdapter {
  return {
    async createPayment() {
      const paymentId = `sbx_${randomBytes(16).toString('hex')}`;
      return { paymentId, checkoutUrl: `${CHECKOUT_PATH}/${paymentId}` };
    },
    async verifyCallback(body, nowSeconds) {
      if (Math.abs(nowSeconds - body.timestamp) > CALLBACK_MAX_AGE_SECONDS) {
        return null;
      }
      const expected = Buffer.from(signCallback(await sandboxSecret(db, config), body), 'hex');
      const given = Buffer.from(body.signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return null;
      }
      return { paymentId: body.paymentId, status: body.status, amount: body.amount };
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The hosted checkout page: plain forms, no script (the site's CSP forbids inline script). */
export function checkoutPage(p: { paymentId: string; amountText: string; open: boolean }): string {
  const action = `${CHECKOUT_PATH}/${escapeHtml(p.paymentId)}`;
  const button = (outcome: 'pay' | 'fail', label: string, colour: string) =>
    `<form method="post" action="${action}" style="display:inline-block;margin:8px">` +
    `<input type="hidden" name="outcome" value="${outcome}">` +
    `<button type="submit" style="padding:12px 28px;font-size:16px;border:0;border-radius:6px;color:#fff;background:${colour}">${label}</button></form>`;
  const body = p.open
    ? `<p style="font-size:28px;margin:16px 0">${escapeHtml(p.amountText)}</p>${button('pay', 'Pay', '#1a7f37')}${button('fail', 'Fail', '#b42318')}`
    : `<p>This payment is closed.</p><p><a href="/member?page=depositv2">Back</a></p>`;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox checkout</title></head>' +
    '<body style="font-family:system-ui,sans-serif;text-align:center;padding:40px 16px;background:#f5f6f8;color:#111">' +
    `<h1 style="font-size:20px">Sandbox payment gateway</h1><p style="color:#555">Payment ${escapeHtml(p.paymentId)}</p>${body}` +
    '</body></html>'
  );
}
