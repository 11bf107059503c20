// The console's review lists name the operator who decided each withdrawal and deposit, and when;
// the member's own records carry no operator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDepositRecordsSchema, ZWithdrawalRecordsSchema } from '@pavilion/contracts/cashier';
import { createOperator, operatorToken } from './helpers/console-fixtures.ts';
import { startTestApp, TEST_ADMIN, type TTestApp } from './helpers/test-app.ts';
import { readyMember, requestId, reviewWithdrawal, withdraw } from './cashier-fixtures.ts';

let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

const list = async (url: string, token = admin) => (await t.call({ method: 'GET', url, token })).json();

describe('approver on decided rows', () => {
  it('names the operator and the time of each decided withdrawal; pending rows have none', async () => {
    const finance = await createOperator(t, 'finance');
    const financeToken = await operatorToken(t, finance);
    const m = await readyMember(t, 100_000);
    const a = (await withdraw(t, m, 10_000)).json() as { id: string };
    const b = (await withdraw(t, m, 10_000)).json() as { id: string };
    const c = (await withdraw(t, m, 10_000)).json() as { id: string };
    expect((await reviewWithdrawal(t, admin, a.id, 'approve')).statusCode).toBe(200);
    expect((await reviewWithdrawal(t, financeToken, b.id, 'reject')).statusCode).toBe(200);
    const rows = ZWithdrawalRecordsSchema.parse(
      await list('/api/admin/cashier/withdrawals?pageSize=50'),
    ).rows;
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(a.id)).toMatchObject({ reviewedBy: TEST_ADMIN.username, reviewedAt: expect.any(String) });
    expect(byId.get(b.id)).toMatchObject({ reviewedBy: finance.username, reviewedAt: expect.any(String) });
    expect(byId.get(c.id)).toMatchObject({ reviewedBy: null, reviewedAt: null });
    // the member's own list names no operator
    const own = (await list('/api/cashier/withdrawals', m.token)) as { rows: object[] };
    expect(own.rows.length).toBeGreaterThan(0);
    for (const r of own.rows) {
      expect(r).not.toHaveProperty('reviewedBy');
    }
  });

  it('names the operator and the time of each decided deposit', async () => {
    const m = await readyMember(t, 0);
    const deposit = async () =>
      (
        await t.call({
          method: 'POST',
          url: '/api/cashier/deposits',
          token: m.token,
          payload: { requestId: requestId(), channelId: 'bank', amount: 30_000, reference: 'FT1' },
        })
      ).json() as { id: string };
    const a = await deposit();
    const b = await deposit();
    expect(
      (await t.call({ method: 'POST', url: `/api/admin/cashier/deposits/${a.id}/confirm`, token: admin }))
        .statusCode,
    ).toBe(200);
    const rows = ZDepositRecordsSchema.parse(await list('/api/admin/cashier/deposits?pageSize=50')).rows;
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(a.id)).toMatchObject({ reviewedBy: TEST_ADMIN.username, reviewedAt: expect.any(String) });
    expect(byId.get(b.id)).toMatchObject({ reviewedBy: null, reviewedAt: null });
  });
});
