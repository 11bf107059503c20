// The Stripe adapter (decision 080) against a local stub of Stripe's API host: the hosted Checkout
// Session (amount, currency, idempotency key, return URLs), the signed webhook crediting exactly once
// (replays, 50 identical events at once, another event for the same deposit), a bad signature, an
// amount mismatch, the secrets never returned, and the operator's refund (once, through the stub, and
// refused when the member has spent the money).
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDepositChannelsSchema, ZDepositRecordSchema } from '@pavilion/contracts/cashier';
import { STRIPE_WEBHOOK_PATH } from '@/modules/cashier/stripe-gateway.ts';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import { errorCode } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { balanceOf, cashierHouseTotal, memberWithSession, requestId } from './cashier-fixtures.ts';
import { startStripeStub, type TStripeStub } from './stripe-stub.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

const WEBHOOK_SECRET = 'whsec_testsecret0123456789abcdef';
const SECRET_KEY = 'sk_test_pavilion0123456789';
let t: TTestApp;
let stub: TStripeStub;
let admin: string;

beforeAll(async () => {
  stub = await startStripeStub();
  t = await startTestApp({ STRIPE_API_URL: stub.url });
  admin = await t.adminToken();
  await t.db
    .insertInto('cashier_deposit_channels')
    .values({
      id: 'stripe',
      kind: 'gateway',
      name: 'Card (Stripe)',
      min_amount: 100,
      max_amount: 10_000_000,
      enabled: true,
      sort: 3,
      bank: null,
    })
    .execute();
  const res = await t.call({
    method: 'PUT',
    url: '/api/admin/cashier/channels/stripe',
    token: admin,
    payload: {
      adapter: 'stripe',
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      publishableKey: 'pk_test_pavilion0123',
      currency: 'USD',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

const sdk = new Stripe('sk_test_unused');

function signedEvent(
  session: Record<string, unknown>,
  over: { id?: string; type?: string; secret?: string; amount?: number; currency?: string } = {},
) {
  const payload = JSON.stringify({
    id: over.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: over.type ?? 'checkout.session.completed',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        ...session,
        payment_status: 'paid',
        status: 'complete',
        payment_intent: `pi_${String(session.id).slice(3)}`,
        ...(over.amount === undefined ? {} : { amount_total: over.amount }),
        ...(over.currency === undefined ? {} : { currency: over.currency }),
      },
    },
  });
  const header = sdk.webhooks.generateTestHeaderString({ payload, secret: over.secret ?? WEBHOOK_SECRET });
  return { payload, header };
}

const webhook = (e: { payload: string; header: string }) =>
  t.call({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'stripe-signature': e.header, 'content-type': 'application/json' },
    payload: e.payload,
  });

async function stripeDeposit(token: string, amount: number) {
  const rid = requestId();
  const res = await t.call({
    method: 'POST',
    url: '/api/cashier/deposits',
    token,
    headers: { host: 'play.example.test' },
    payload: { channelId: 'stripe', amount, requestId: rid },
  });
  expect(res.statusCode, res.body).toBe(200);
  const record = ZDepositRecordSchema.parse(res.json());
  const sessionId = (record.checkoutUrl ?? '').split('/').pop() as string;
  return { record, rid, session: stub.sessions.get(sessionId) as Record<string, unknown> };
}

describe('Stripe checkout', () => {
  it('creates a Checkout Session with the amount, currency, deposit id and idempotency key', async () => {
    const m = await memberWithSession(t, { balance: 0 });
    const { record, rid, session } = await stripeDeposit(m.token, 12_345);
    expect(record.status).toBe('awaiting_payment');
    expect(record.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/);
    const req = stub.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(req?.idempotencyKey).toBe(rid);
    expect(req?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(req?.params.get('mode')).toBe('payment');
    expect(req?.params.get('client_reference_id')).toBe(record.id);
    expect(req?.params.get('metadata[depositId]')).toBe(record.id);
    expect(req?.params.get('line_items[0][price_data][unit_amount]')).toBe('12345');
    expect(req?.params.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(req?.params.get('success_url')).toMatch(/^http:\/\/play\.example\.test\//);
    expect(req?.params.get('cancel_url')).toMatch(/^http:\/\/play\.example\.test\//);
    expect(session.amount_total).toBe(12_345);
    expect(await balanceOf(t, m.id)).toBe(0);
  });

  it('never returns the secrets; the member listing carries only the publishable key', async () => {
    const adminList = ZDepositChannelsSchema.parse(
      (await t.call({ method: 'GET', url: '/api/admin/cashier/channels', token: admin })).json(),
    );
    const ch = adminList.channels.find((c) => c.id === 'stripe');
    expect(ch).toMatchObject({
      adapter: 'stripe',
      secretKeySet: true,
      webhookSecretSet: true,
      currency: 'USD',
    });
    const m = await memberWithSession(t, { balance: 0 });
    const body = (await t.call({ method: 'GET', url: '/api/cashier/deposit-channels', token: m.token })).body;
    expect(body).not.toContain(SECRET_KEY);
    expect(body).not.toContain(WEBHOOK_SECRET);
    expect(body).not.toContain('secretKeySet');
    const stored = await t.db
      .selectFrom('cashier_deposit_channels')
      .select(['secret_key', 'webhook_secret'])
      .where('id', '=', 'stripe')
      .executeTakeFirstOrThrow();
    expect(stored.secret_key).toMatch(/^sbx1:/);
    expect(stored.webhook_secret).toMatch(/^sbx1:/);
  });
});

describe('Stripe webhook', () => {
  it('credits once; a replay and another event for the same deposit credit nothing more', async () => {
    const m = await memberWithSession(t, { balance: 0 });
    const { record, session } = await stripeDeposit(m.token, 5_000);
    const house = await cashierHouseTotal(t);
    const e = signedEvent(session, { id: 'evt_once_1' });
    const first = await webhook(e);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ received: true, outcome: 'credited' });
    expect(await balanceOf(t, m.id)).toBe(5_000);
    expect((await webhook(e)).json()).toMatchObject({ outcome: 'duplicate' });
    const other = await webhook(signedEvent(session, { id: 'evt_once_2' }));
    expect(other.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await balanceOf(t, m.id)).toBe(5_000);
    expect(await cashierHouseTotal(t)).toBe(house - 5_000);
    const list = (await t.call({ method: 'GET', url: '/api/cashier/deposits', token: m.token })).json() as {
      rows: { id: string; status: string }[];
    };
    expect(list.rows.find((r) => r.id === record.id)?.status).toBe('credited');
  });

  it('the same event 50 times at once credits once', async () => {
    const m = await memberWithSession(t, { balance: 0 });
    const { session } = await stripeDeposit(m.token, 7_700);
    const e = signedEvent(session, { id: `evt_storm_${Date.now()}` });
    const answers = await Promise.all(Array.from({ length: 50 }, () => webhook(e)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => (a.json() as { outcome: string }).outcome === 'credited')).toHaveLength(1);
    expect(await balanceOf(t, m.id)).toBe(7_700);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('50 different events for one deposit at once credit once', async () => {
    const m = await memberWithSession(t, { balance: 0 });
    const { session } = await stripeDeposit(m.token, 3_300);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        webhook(signedEvent(session, { id: `evt_many_${Date.now()}_${i}` })),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => (a.json() as { outcome: string }).outcome === 'credited')).toHaveLength(1);
    expect(await balanceOf(t, m.id)).toBe(3_300);
  });

  it('a bad signature answers 400 WEBHOOK_SIGNATURE_INVALID and credits nothing', async () => {
    const m = await memberWithSession(t, { balance: 0 });
    const { session } = await stripeDeposit(m.token, 2_000);
    const forged = await webhook(signedEvent(session, { secret: 'whsec_someoneelse' }));
    expect(forged.statusCode).toBe(400);
    expect(errorCode(forged)).toBe('WEBHOOK_SIGNATURE_INVALID');
    const tampered = signedEvent(session);
    const res = await webhook({ ...tampered, payload: tampered.payload.replace('"paid"', '"paid" ') });
    expect(res.statusCode).toBe(400);
    const none = await t.call({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"evt_x"}',
    });
    expect(none.statusCode).toBe(400);
    expect(errorCode(none)).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await balanceOf(t, m.id)).toBe(0);
  });

  it('an amount or currency mismatch flags the deposit and credits nothing', async () => {
    const m = await memberWithSession(t, { balance: 0 });
    const { record, session } = await stripeDeposit(m.token, 4_000);
    const res = await webhook(signedEvent(session, { amount: 400 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'flagged' });
    const cur = await webhook(signedEvent(session, { currency: 'eur' }));
    expect(cur.json()).toMatchObject({ outcome: 'flagged' });
    expect(await balanceOf(t, m.id)).toBe(0);
    const row = await t.db
      .selectFrom('cashier_deposits')
      .select(['status', 'flag'])
      .where('id', '=', Number(record.id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'awaiting_payment', flag: 'amount_mismatch' });
  });
});

describe('Stripe refund', () => {
  const refund = (id: string) =>
    t.call({ method: 'POST', url: `/api/admin/cashier/deposits/${id}/refund`, token: admin });

  async function credited(amount: number) {
    const m = await memberWithSession(t, { balance: 0 });
    const d = await stripeDeposit(m.token, amount);
    expect((await webhook(signedEvent(d.session))).json()).toMatchObject({ outcome: 'credited' });
    return { m, ...d };
  }

  it('50 refunds at once: one calls Stripe and debits the member once', async () => {
    const { m, record, session } = await credited(6_000);
    const house = await cashierHouseTotal(t);
    const before = stub.requests.filter((r) => r.path === '/v1/refunds').length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => refund(record.id)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => errorCode(a) === 'DEPOSIT_STATE')).toBe(
      true,
    );
    expect(ZDepositRecordSchema.parse(ok[0]?.json()).refundedAt).not.toBeNull();
    const calls = stub.requests.filter((r) => r.path === '/v1/refunds').slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params.get('payment_intent')).toBe(`pi_${String(session.id).slice(3)}`);
    expect(calls[0]?.params.get('amount')).toBe('6000');
    expect(calls[0]?.idempotencyKey).toBe(`deposit-refund:${record.id}`);
    expect(await balanceOf(t, m.id)).toBe(0);
    expect(await cashierHouseTotal(t)).toBe(house + 6_000);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('a member who spent the money: REFUND_BALANCE_SHORT, nothing done', async () => {
    const { m, record } = await credited(8_000);
    await postMemberMovement(t.db, {
      idempotencyKey: `spent:${record.id}`,
      kind: 'bet',
      memberId: m.id,
      amount: -5_000,
      counterparty: 'cashier',
      description: 'spent',
    });
    const before = stub.requests.filter((r) => r.path === '/v1/refunds').length;
    const res = await refund(record.id);
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('REFUND_BALANCE_SHORT');
    expect(stub.requests.filter((r) => r.path === '/v1/refunds').length).toBe(before);
    expect(await balanceOf(t, m.id)).toBe(3_000);
  });

  it('a sandbox or uncredited deposit cannot be refunded', async () => {
    const m = await memberWithSession(t, { balance: 0 });
    const { record } = await stripeDeposit(m.token, 1_000);
    const res = await refund(record.id);
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('DEPOSIT_STATE');
  });
});
