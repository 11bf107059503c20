// Cashier channels and limits in the console (issue 15, decision 053): deposit channels with a
// daily limit per member, the withdrawal channel whose limits narrow the environment's, and the
// player's requests refused outside them with the cashier's AMOUNT_OUT_OF_RANGE. One test per
// error case; changes need cashier.write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWalletSummary, TWithdrawalChannels } from '@pavilion/contracts/cashier';
import { errorCode } from './helpers/auth-fixtures.ts';
import { createOperator, operatorToken } from './helpers/console-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { memberWithSession, readyMember, requestId, reviewWithdrawal, withdraw } from './cashier-fixtures.ts';

let t: TTestApp;
let finance: string;
let support: string;

beforeAll(async () => {
  t = await startTestApp();
  finance = await operatorToken(t, await createOperator(t, 'finance'));
  support = await operatorToken(t, await createOperator(t, 'support'));
});
afterAll(async () => {
  await t.close();
});

const put = (kind: 'channels' | 'withdrawal-channels', id: string, payload: object, token = finance) =>
  t.call({ method: 'PUT', url: `/api/admin/cashier/${kind}/${id}`, token, payload });
const deposit = (token: string, amount: number) =>
  t.call({
    method: 'POST',
    url: '/api/cashier/deposits',
    token,
    payload: { requestId: requestId(), channelId: 'bank', amount, reference: 'TX-1' },
  });

describe('[CONSOLE] withdrawal channels', () => {
  it('lists the payout channel to cashier.read and refuses its change without cashier.write', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/admin/cashier/withdrawal-channels',
      token: support,
    });
    expect(res.statusCode).toBe(200);
    const { channels } = res.json() as TWithdrawalChannels;
    expect(channels.map((c) => [c.id, c.enabled, c.dailyLimit])).toEqual([['bank', true, null]]);
    const denied = await put('withdrawal-channels', 'bank', { maxAmount: 5_000 }, support);
    expect([denied.statusCode, errorCode(denied)]).toEqual([403, 'FORBIDDEN']);
  });

  it('answers NOT_FOUND for an unknown channel', async () => {
    const res = await put('withdrawal-channels', 'nope', { maxAmount: 5_000 });
    expect([res.statusCode, errorCode(res)]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers AMOUNT_OUT_OF_RANGE for a minimum above the maximum', async () => {
    const res = await put('withdrawal-channels', 'bank', { minAmount: 9_000, maxAmount: 8_000 });
    expect([res.statusCode, errorCode(res)]).toEqual([400, 'AMOUNT_OUT_OF_RANGE']);
  });

  it('answers VALIDATION_FAILED for a zero daily limit or a bank account (withdrawal channels have none)', async () => {
    for (const body of [
      { dailyLimit: 0 },
      { bank: { bankName: 'X', accountNumber: '1', accountName: 'Y' } },
    ]) {
      const res = await put('withdrawal-channels', 'bank', body);
      expect([res.statusCode, errorCode(res)], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('narrows the member’s withdrawals: over the maximum, over the daily limit, channel off', async () => {
    const m = await readyMember(t, 100_000);
    expect(
      (await put('withdrawal-channels', 'bank', { maxAmount: 20_000, dailyLimit: 25_000 })).statusCode,
    ).toBe(200);
    const wallet = (
      await t.call({ method: 'GET', url: '/api/cashier/wallet', token: m.token })
    ).json() as TWalletSummary;
    expect([wallet.withdrawalMaxAmount, wallet.withdrawable]).toEqual([20_000, 20_000]);
    expect(errorCode(await withdraw(t, m, 20_001))).toBe('AMOUNT_OUT_OF_RANGE');
    const first = await withdraw(t, m, 20_000);
    expect(first.statusCode, first.body).toBe(200);
    const over = await withdraw(t, m, 10_000);
    expect([over.statusCode, errorCode(over)]).toEqual([400, 'AMOUNT_OUT_OF_RANGE']);
    expect(over.json()).toMatchObject({ error: { data: { dailyLimit: 25_000, usedToday: 20_000 } } });
    // a rejected withdrawal gave its money back and no longer counts toward the day
    const admin = await t.adminToken();
    const id = (first.json() as { id: string }).id;
    expect((await reviewWithdrawal(t, admin, id, 'reject')).statusCode).toBe(200);
    expect((await withdraw(t, m, 10_000)).statusCode).toBe(200);

    expect((await put('withdrawal-channels', 'bank', { enabled: false })).statusCode).toBe(200);
    expect(errorCode(await withdraw(t, m, 5_000))).toBe('FEATURE_DISABLED');
    await put('withdrawal-channels', 'bank', { enabled: true, maxAmount: 1_000_000_000, dailyLimit: null });
  });

  it('writes the change with its before and after in the audit log', async () => {
    await put('withdrawal-channels', 'bank', { sort: 7 });
    const row = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after', 'status'])
      .where('route', '=', '/api/admin/cashier/withdrawal-channels/:id')
      .where('status', '=', 200)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.before).toMatchObject({ sort: 1 });
    expect(row.after).toMatchObject({ sort: 7 });
  });
});

describe('[CONSOLE] deposit channel limits', () => {
  it('refuses a deposit over the maximum an operator just set', async () => {
    const m = await memberWithSession(t);
    expect((await put('channels', 'bank', { maxAmount: 40_000 })).statusCode).toBe(200);
    const res = await deposit(m.token, 40_001);
    expect([res.statusCode, errorCode(res)]).toEqual([400, 'AMOUNT_OUT_OF_RANGE']);
    expect((await deposit(m.token, 40_000)).statusCode).toBe(200);
    await put('channels', 'bank', { maxAmount: 5_000_000 });
  });

  it('refuses a deposit over the member’s daily limit; a rejected one no longer counts', async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    const set = await put('channels', 'bank', { dailyLimit: 50_000 });
    expect(set.json()).toMatchObject({ id: 'bank', dailyLimit: 50_000 });
    const first = await deposit(m.token, 30_000);
    expect(first.statusCode).toBe(200);
    const over = await deposit(m.token, 30_000);
    expect([over.statusCode, errorCode(over)]).toEqual([400, 'AMOUNT_OUT_OF_RANGE']);
    // per member: another member's day is untouched
    expect((await deposit(other.token, 30_000)).statusCode).toBe(200);
    const id = (first.json() as { id: string }).id;
    const rejected = await t.call({
      method: 'POST',
      url: `/api/admin/cashier/deposits/${id}/reject`,
      token: finance,
      payload: { reason: 'No matching transfer' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await deposit(m.token, 30_000)).statusCode).toBe(200);
    expect((await put('channels', 'bank', { dailyLimit: null })).json()).toMatchObject({ dailyLimit: null });
  });

  it('refuses a deposit channel change without cashier.write', async () => {
    const res = await put('channels', 'bank', { dailyLimit: 1_000 }, support);
    expect([res.statusCode, errorCode(res)]).toEqual([403, 'FORBIDDEN']);
  });
});
