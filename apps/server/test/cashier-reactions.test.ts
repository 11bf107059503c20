// What the cashier's services call in other modules (decision 022: explicit calls): a deposit over
// the member's limit is refused by player protection; a credited deposit and an approved or rejected
// withdrawal reach the member's notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZNotificationListSchema } from '@pavilion/contracts/notifications';
import { memberWithSession, readyMember, requestId, withdraw } from './cashier-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

const notifications = async (token: string) =>
  ZNotificationListSchema.parse((await t.call({ method: 'GET', url: '/api/notifications', token })).json());

describe('[CASHIER] reactions', () => {
  it('refuses a deposit over the 24-hour limit and notifies a credited one', async () => {
    const m = await memberWithSession(t);
    const limit = await t.call({
      method: 'PUT',
      url: '/api/protection/deposit-limits',
      token: m.token,
      payload: { period: '24h', amount: 50_000 },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const deposit = (amount: number) =>
      t.call({
        method: 'POST',
        url: '/api/cashier/deposits',
        token: m.token,
        payload: { requestId: requestId(), channelId: 'bank', amount, reference: 'FT1' },
      });
    const over = await deposit(60_000);
    expect(over.json()).toMatchObject({ error: { code: 'DEPOSIT_LIMIT_EXCEEDED', data: { period: '24h' } } });

    const d = (await deposit(30_000)).json() as { id: string };
    const confirmed = await t.call({
      method: 'POST',
      url: `/api/admin/cashier/deposits/${d.id}/confirm`,
      token: admin,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const list = await notifications(m.token);
    expect(list.rows[0]).toMatchObject({
      type: 'deposit_credited',
      payload: { amount: 30_000, reference: `#${d.id}` },
      readAt: null,
    });
    expect(list.unreadCount).toBe(1);
    // 30,000 of the 50,000 are used: a second 30,000 goes over
    expect((await deposit(30_000)).json()).toMatchObject({ error: { code: 'DEPOSIT_LIMIT_EXCEEDED' } });
  });

  it('notifies an approved withdrawal', async () => {
    const m = await readyMember(t, 100_000);
    const w = (await withdraw(t, m, 25_000)).json() as { id: string };
    const approved = await t.call({
      method: 'POST',
      url: `/api/admin/cashier/withdrawals/${w.id}/approve`,
      token: admin,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await notifications(m.token)).rows[0]).toMatchObject({
      type: 'withdrawal_approved',
      payload: { amount: 25_000, reference: `#${w.id}` },
    });
  });

  it('notifies a rejected withdrawal', async () => {
    const m = await readyMember(t, 100_000);
    const w = (await withdraw(t, m, 20_000)).json() as { id: string };
    const rejected = await t.call({
      method: 'POST',
      url: `/api/admin/cashier/withdrawals/${w.id}/reject`,
      token: admin,
      payload: { reason: 'Card name mismatch' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await notifications(m.token)).rows[0]).toMatchObject({
      type: 'withdrawal_rejected',
      payload: { amount: 20_000, reason: 'Card name mismatch' },
    });
  });
});
