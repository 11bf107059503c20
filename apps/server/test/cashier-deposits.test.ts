// Deposits over HTTP: channels and their limits, the manual bank transfer (operator confirms or
// rejects, forbidden transitions), the sandbox gateway (checkout page, signed callback, replayed and
// forged callbacks, failure, cancel), records, player protection and the member's notifications,
// with balances exact throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEPOSIT_RETURN_PATH,
  ZDepositChannelsSchema,
  ZDepositRecordSchema,
  ZDepositRecordsSchema,
} from '@pavilion/contracts/cashier';
import { sandboxSecret, signCallback } from '@/modules/cashier/payment-gateway.ts';
import { errorCode } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { balanceOf, cashierHouseTotal, memberWithSession, requestId } from './cashier-fixtures.ts';
import { findLedgerViolations, ledgerCounts } from './wallet-invariants.ts';

let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

const deposit = (token: string, payload: object) =>
  t.call({
    method: 'POST',
    url: '/api/cashier/deposits',
    token,
    payload: { requestId: requestId(), ...payload },
  });
const opDeposit = (id: string, action: 'confirm' | 'reject') =>
  t.call({
    method: 'POST',
    url: `/api/admin/cashier/deposits/${id}/${action}`,
    token: admin,
    ...(action === 'reject' ? { payload: { reason: 'No matching transfer' } } : {}),
  });

async function signed(
  paymentId: string,
  status: 'paid' | 'failed',
  amount: number,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const secret = await sandboxSecret(t.db, t.config);
  return {
    paymentId,
    status,
    amount,
    timestamp,
    signature: signCallback(secret, { paymentId, status, amount, timestamp }),
  };
}
const callback = (payload: object) =>
  t.call({ method: 'POST', url: '/api/cashier/gateway/callback', payload });
const paymentIdOf = (url: string | null) => (url ?? '').split('/').pop() as string;
/** The member's notifications as `type:reference:amount`, oldest first. */
const noticesOf = async (memberId: number) =>
  (
    await t.db
      .selectFrom('notifications')
      .select(['type', 'payload'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute()
  ).map((n) => `${n.type}:${String(n.payload.reference)}:${String(n.payload.amount)}`);

describe('API description', () => {
  it('documents the cashier routes in the OpenAPI document', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/cashier/withdrawals/{id}/confirm',
        '/api/admin/cashier/channels/{id}',
        '/api/cashier/gateway/callback',
      ]),
    );
  });
});

describe('channels', () => {
  it('lists the seeded channels; operators edit limits and can disable one', async () => {
    const m = await memberWithSession(t);
    const list = ZDepositChannelsSchema.parse(
      (await t.call({ method: 'GET', url: '/api/cashier/deposit-channels', token: m.token })).json(),
    );
    expect(list.channels.map((c) => [c.id, c.kind])).toEqual([
      ['bank', 'bank_transfer'],
      ['sandbox', 'gateway'],
    ]);
    expect(list.channels[0]?.bank?.bankName).toBeTruthy();
    const put = (id: string, payload: object, token = admin) =>
      t.call({ method: 'PUT', url: `/api/admin/cashier/channels/${id}`, token, payload });
    expect((await put('bank', { minAmount: 20_000 })).json()).toMatchObject({
      minAmount: 20_000,
      maxAmount: 5_000_000,
    });
    expect(errorCode(await put('bank', { minAmount: 6_000_000 }))).toBe('AMOUNT_OUT_OF_RANGE');
    expect(
      errorCode(await put('sandbox', { bank: { bankName: 'X', accountNumber: '1', accountName: 'Y' } })),
    ).toBe('VALIDATION_FAILED');
    expect(errorCode(await put('bank', { enabled: false }, m.token))).toBe('FORBIDDEN');
    expect(errorCode(await deposit(m.token, { channelId: 'bank', amount: 19_999, reference: 'TX1' }))).toBe(
      'AMOUNT_OUT_OF_RANGE',
    );
    await put('bank', { enabled: false });
    expect(errorCode(await deposit(m.token, { channelId: 'bank', amount: 30_000, reference: 'TX1' }))).toBe(
      'NOT_FOUND',
    );
    const after = ZDepositChannelsSchema.parse(
      (await t.call({ method: 'GET', url: '/api/cashier/deposit-channels', token: m.token })).json(),
    );
    expect(after.channels.map((c) => c.id)).toEqual(['sandbox']);
    const all = ZDepositChannelsSchema.parse(
      (await t.call({ method: 'GET', url: '/api/admin/cashier/channels', token: admin })).json(),
    );
    expect(all.channels).toHaveLength(2);
    await put('bank', { enabled: true, minAmount: 10_000 });
  });
});

describe('bank transfer', () => {
  it('pending → credited by the operator through the ledger, once', async () => {
    const m = await memberWithSession(t, { balance: 500 });
    const house = await cashierHouseTotal(t);
    expect(errorCode(await deposit(m.token, { channelId: 'bank', amount: 30_000 }))).toBe(
      'VALIDATION_FAILED',
    );
    const d = ZDepositRecordSchema.parse(
      (await deposit(m.token, { channelId: 'bank', amount: 30_000, reference: 'FT2611220001' })).json(),
    );
    expect(d).toMatchObject({ status: 'pending', kind: 'bank_transfer', checkoutUrl: null });
    expect(await balanceOf(t, m.id)).toBe(500);
    const ok = await opDeposit(d.id, 'confirm');
    expect(ok.json()).toMatchObject({ status: 'credited', creditedAt: expect.any(String) });
    expect(await balanceOf(t, m.id)).toBe(30_500);
    expect(await cashierHouseTotal(t)).toBe(house - 30_000);
    const counts = await ledgerCounts(t.db);
    expect(errorCode(await opDeposit(d.id, 'confirm'))).toBe('DEPOSIT_STATE');
    expect(errorCode(await opDeposit(d.id, 'reject'))).toBe('DEPOSIT_STATE');
    expect(
      errorCode(
        await t.call({ method: 'POST', url: `/api/cashier/deposits/${d.id}/cancel`, token: m.token }),
      ),
    ).toBe('DEPOSIT_STATE');
    expect(await ledgerCounts(t.db)).toEqual(counts);
    expect(await balanceOf(t, m.id)).toBe(30_500);
    expect(await noticesOf(m.id)).toEqual([`deposit_credited:#${d.id}:30000`]);
  });

  it('pending → rejected moves no money; a rejected deposit cannot be confirmed; cancel works while pending', async () => {
    const m = await memberWithSession(t);
    const counts = await ledgerCounts(t.db);
    const d = ZDepositRecordSchema.parse(
      (await deposit(m.token, { channelId: 'bank', amount: 12_000, reference: 'REF-1' })).json(),
    );
    expect((await opDeposit(d.id, 'reject')).json()).toMatchObject({
      status: 'rejected',
      reason: 'No matching transfer',
    });
    expect(errorCode(await opDeposit(d.id, 'confirm'))).toBe('DEPOSIT_STATE');
    const c = ZDepositRecordSchema.parse(
      (await deposit(m.token, { channelId: 'bank', amount: 12_000, reference: 'REF-2' })).json(),
    );
    const other = await memberWithSession(t);
    expect(
      errorCode(
        await t.call({ method: 'POST', url: `/api/cashier/deposits/${c.id}/cancel`, token: other.token }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      (await t.call({ method: 'POST', url: `/api/cashier/deposits/${c.id}/cancel`, token: m.token })).json(),
    ).toMatchObject({ status: 'cancelled' });
    expect(errorCode(await opDeposit(c.id, 'confirm'))).toBe('DEPOSIT_STATE');
    expect(await ledgerCounts(t.db)).toEqual(counts);
    expect(await balanceOf(t, m.id)).toBe(0);
    expect(await noticesOf(m.id)).toEqual([`deposit_failed:#${d.id}:12000`]);
  });

  it('a retry with the same request id records one deposit; player protection may refuse', async () => {
    const m = await memberWithSession(t);
    const id = requestId();
    const a = ZDepositRecordSchema.parse(
      (await deposit(m.token, { channelId: 'bank', amount: 15_000, reference: 'R', requestId: id })).json(),
    );
    const b = ZDepositRecordSchema.parse(
      (await deposit(m.token, { channelId: 'bank', amount: 15_000, reference: 'R', requestId: id })).json(),
    );
    expect(b.id).toBe(a.id);
    const limit = await t.call({
      method: 'PUT',
      url: '/api/protection/deposit-limits',
      token: m.token,
      payload: { period: '24h', amount: 20_000 },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    expect(errorCode(await deposit(m.token, { channelId: 'bank', amount: 20_001, reference: 'R' }))).toBe(
      'DEPOSIT_LIMIT_EXCEEDED',
    );
    const timeOut = await t.call({
      method: 'POST',
      url: '/api/protection/exclusion',
      token: m.token,
      payload: { duration: '24h' },
    });
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    expect(errorCode(await deposit(m.token, { channelId: 'bank', amount: 15_000, reference: 'R' }))).toBe(
      'SELF_EXCLUDED',
    );
  });
});

describe('sandbox gateway', () => {
  it('checkout page → Pay → signed callback credits once → redirect to the member centre', async () => {
    const m = await memberWithSession(t);
    const d = ZDepositRecordSchema.parse(
      (await deposit(m.token, { channelId: 'sandbox', amount: 25_000 })).json(),
    );
    expect(d.status).toBe('awaiting_payment');
    expect(d.checkoutUrl).toMatch(/^\/api\/cashier\/sandbox-gateway\/checkout\/sbx_[0-9a-f]{32}$/);
    const page = await t.call({ method: 'GET', url: d.checkoutUrl as string });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('250.00');
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const pay = await t.call({
      method: 'POST',
      url: d.checkoutUrl as string,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(DEPOSIT_RETURN_PATH);
    expect(await balanceOf(t, m.id)).toBe(25_000);
    const rows = ZDepositRecordsSchema.parse(
      (await t.call({ method: 'GET', url: '/api/cashier/deposits', token: m.token })).json(),
    ).rows;
    expect(rows[0]).toMatchObject({ id: d.id, status: 'credited', checkoutUrl: null });
    // pressing Pay again (or the provider replaying its callback) credits nothing more
    const counts = await ledgerCounts(t.db);
    await t.call({
      method: 'POST',
      url: d.checkoutUrl as string,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    const replay = await callback(await signed(paymentIdOf(d.checkoutUrl), 'paid', 25_000));
    expect(replay.json()).toEqual({ ok: true, status: 'credited' });
    expect(errorCode(await callback(await signed(paymentIdOf(d.checkoutUrl), 'failed', 25_000)))).toBe(
      'DEPOSIT_STATE',
    );
    expect(await ledgerCounts(t.db)).toEqual(counts);
    expect(await balanceOf(t, m.id)).toBe(25_000);
    expect((await t.call({ method: 'GET', url: d.checkoutUrl as string })).body).toContain('closed');
  });

  it('concurrent replays of one callback credit exactly once', async () => {
    const m = await memberWithSession(t);
    const d = ZDepositRecordSchema.parse(
      (await deposit(m.token, { channelId: 'sandbox', amount: 40_000 })).json(),
    );
    const body = await signed(paymentIdOf(d.checkoutUrl), 'paid', 40_000);
    const results = await Promise.all([callback(body), callback(body), callback(body), callback(body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await balanceOf(t, m.id)).toBe(40_000);
    const credits = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `deposit:${d.id}`)
      .execute();
    expect(credits).toHaveLength(1);
  });

  it('forged, tampered, stale and unknown callbacks answer CALLBACK_INVALID and move nothing', async () => {
    const m = await memberWithSession(t);
    const d = ZDepositRecordSchema.parse(
      (await deposit(m.token, { channelId: 'sandbox', amount: 10_000 })).json(),
    );
    const pid = paymentIdOf(d.checkoutUrl);
    const counts = await ledgerCounts(t.db);
    const good = await signed(pid, 'paid', 10_000);
    expect(errorCode(await callback({ ...good, signature: 'a'.repeat(64) }))).toBe('CALLBACK_INVALID');
    expect(errorCode(await callback({ ...good, amount: 1_000_000 }))).toBe('CALLBACK_INVALID');
    expect(errorCode(await callback(await signed(pid, 'paid', 1_000_000)))).toBe('CALLBACK_INVALID');
    expect(
      errorCode(await callback(await signed(pid, 'paid', 10_000, Math.floor(Date.now() / 1000) - 3600))),
    ).toBe('CALLBACK_INVALID');
    expect(errorCode(await callback(await signed('sbx_' + '0'.repeat(32), 'paid', 10_000)))).toBe(
      'CALLBACK_INVALID',
    );
    const forgedSecret = { paymentId: pid, status: 'paid', amount: 10_000, timestamp: good.timestamp };
    expect(
      errorCode(await callback({ ...forgedSecret, signature: signCallback('not-the-secret', forgedSecret) })),
    ).toBe('CALLBACK_INVALID');
    expect(errorCode(await callback({ paymentId: pid }))).toBe('VALIDATION_FAILED');
    expect(await ledgerCounts(t.db)).toEqual(counts);
    expect(await balanceOf(t, m.id)).toBe(0);
  });

  it('Fail marks the deposit failed; a later paid callback never credits it; cancelled ones neither', async () => {
    const m = await memberWithSession(t);
    const d = ZDepositRecordSchema.parse(
      (await deposit(m.token, { channelId: 'sandbox', amount: 10_000 })).json(),
    );
    const fail = await t.call({
      method: 'POST',
      url: d.checkoutUrl as string,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=fail',
    });
    expect(fail.statusCode).toBe(303);
    expect(errorCode(await callback(await signed(paymentIdOf(d.checkoutUrl), 'paid', 10_000)))).toBe(
      'DEPOSIT_STATE',
    );
    const c = ZDepositRecordSchema.parse(
      (await deposit(m.token, { channelId: 'sandbox', amount: 10_000 })).json(),
    );
    await t.call({ method: 'POST', url: `/api/cashier/deposits/${c.id}/cancel`, token: m.token });
    expect(errorCode(await callback(await signed(paymentIdOf(c.checkoutUrl), 'paid', 10_000)))).toBe(
      'DEPOSIT_STATE',
    );
    expect(errorCode(await opDeposit(c.id, 'confirm'))).toBe('DEPOSIT_STATE');
    const rows = ZDepositRecordsSchema.parse(
      (await t.call({ method: 'GET', url: '/api/cashier/deposits', token: m.token })).json(),
    ).rows;
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'failed']);
    expect(await balanceOf(t, m.id)).toBe(0);
    expect(await noticesOf(m.id)).toEqual([`deposit_failed:#${d.id}:10000`]);
  });

  it('the operator lists pending deposits with the member account; the ledger stays sound', async () => {
    const m = await memberWithSession(t);
    await deposit(m.token, { channelId: 'bank', amount: 11_000, reference: 'PENDING-1' });
    const list = ZDepositRecordsSchema.parse(
      (
        await t.call({
          method: 'GET',
          url: '/api/admin/cashier/deposits?status=pending&pageSize=100',
          token: admin,
        })
      ).json(),
    );
    expect(list.rows.every((r) => r.status === 'pending')).toBe(true);
    expect(list.rows.find((r) => r.memberAccount === m.account)).toMatchObject({
      amount: 11_000,
      reference: 'PENDING-1',
    });
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
