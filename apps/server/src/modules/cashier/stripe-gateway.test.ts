import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { verifyWebhook } from './stripe-gateway.ts';

const sdk = new Stripe('sk_test_unit');
const payload = JSON.stringify({
  id: 'evt_unit',
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: {} },
});

describe('verifyWebhook', () => {
  it('accepts the event signed with one of the secrets', () => {
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_b' });
    expect(verifyWebhook(Buffer.from(payload), header, ['whsec_a', 'whsec_b'])?.id).toBe('evt_unit');
  });
  it('refuses another secret, a changed body, an old timestamp and a missing header', () => {
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_a' });
    expect(verifyWebhook(Buffer.from(payload), header, ['whsec_other'])).toBeNull();
    expect(verifyWebhook(Buffer.from(`${payload} `), header, ['whsec_a'])).toBeNull();
    const old = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_a',
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(verifyWebhook(Buffer.from(payload), old, ['whsec_a'])).toBeNull();
    expect(verifyWebhook(Buffer.from(payload), undefined, ['whsec_a'])).toBeNull();
    expect(verifyWebhook(Buffer.from(payload), 'garbage', ['whsec_a'])).toBeNull();
  });
});
