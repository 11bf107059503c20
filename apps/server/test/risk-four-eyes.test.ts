// Four-eyes approval (decision 079): above the owner's amount for the currency a withdrawal needs
// two different operators. Under 2 x 25 concurrent approvals by one operator it is never paid; one
// of 25 concurrent approvals by a second operator pays it exactly once; the ledger stays whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZFourEyesSettingsSchema,
  ZWithdrawalRecordSchema,
  ZWithdrawalRecordsSchema,
} from '@pavilion/contracts/cashier';
import { errorCode } from './helpers/auth-fixtures.ts';
import { createOperator, operatorToken } from './helpers/console-fixtures.ts';
import { startTestApp, TEST_ADMIN, type TTestApp } from './helpers/test-app.ts';
import { balanceOf, cashierHouseTotal, readyMember, reviewWithdrawal, withdraw } from './cashier-fixtures.ts';
import { findLedgerViolations, ledgerCounts } from './wallet-invariants.ts';

let t: TTestApp;
let admin: string;
let finance: { username: string; token: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  const op = await createOperator(t, 'finance');
  finance = { username: op.username, token: await operatorToken(t, op) };
});
afterAll(async () => {
  await t.close();
});

const putFourEyes = (body: object, token = admin) =>
  t.call({ method: 'PUT', url: '/api/admin/cashier/four-eyes', token, payload: body });
const approveAll = (token: string, id: string, n: number) =>
  Promise.all(Array.from({ length: n }, () => reviewWithdrawal(t, token, id, 'approve')));

describe('four-eyes setting', () => {
  it('is set by the owner only, validated, and audited', async () => {
    const set = await putFourEyes({ thresholds: [{ currency: 'USD', amount: 50_000 }] });
    expect(set.statusCode).toBe(200);
    expect(ZFourEyesSettingsSchema.parse(set.json())).toEqual({
      thresholds: [{ currency: 'USD', amount: 50_000 }],
    });
    const read = await t.call({ method: 'GET', url: '/api/admin/cashier/four-eyes', token: finance.token });
    expect(read.json()).toEqual({ thresholds: [{ currency: 'USD', amount: 50_000 }] });
    const refused = await putFourEyes({ thresholds: [] }, finance.token);
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    for (const bad of [
      { thresholds: [{ currency: 'usd', amount: 1 }] },
      { thresholds: [{ currency: 'USD', amount: -1 }] },
      { thresholds: [{ currency: 'USD', amount: 1.5 }] },
      {
        thresholds: [
          { currency: 'USD', amount: 1 },
          { currency: 'USD', amount: 2 },
        ],
      },
      {},
    ]) {
      const res = await putFourEyes(bad);
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_FAILED');
    }
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after', 'username'])
      .where('route', 'like', '%four-eyes%')
      .where('status', '=', 200)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      username: TEST_ADMIN.username,
      after: { thresholds: [{ currency: 'USD', amount: 50_000 }] },
    });
  });
});

describe('four-eyes approval', () => {
  it('pays a withdrawal at or under the amount on one approval', async () => {
    const m = await readyMember(t, 100_000);
    const w = ZWithdrawalRecordSchema.parse((await withdraw(t, m, 50_000)).json());
    const res = await reviewWithdrawal(t, admin, w.id, 'approve');
    expect(res.json()).toMatchObject({ status: 'approved', firstApprovedBy: null });
  });

  it('one operator approving 2 x 25 times at once never pays; a second operator pays it once', async () => {
    const m = await readyMember(t, 200_000);
    const w = ZWithdrawalRecordSchema.parse((await withdraw(t, m, 150_000)).json());
    const counts = await ledgerCounts(t.db);
    const house = await cashierHouseTotal(t);

    const first = await approveAll(admin, w.id, 25);
    const ok = first.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.json()).toMatchObject({ status: 'pending', firstApprovedBy: TEST_ADMIN.username });
    expect(first.filter((r) => errorCode(r) === 'SAME_APPROVER')).toHaveLength(24);
    const again = await approveAll(admin, w.id, 25);
    expect(again.map((r) => [r.statusCode, errorCode(r)])).toEqual(Array(25).fill([409, 'SAME_APPROVER']));

    const listed = ZWithdrawalRecordsSchema.parse(
      (
        await t.call({ method: 'GET', url: '/api/admin/cashier/withdrawals?status=pending', token: admin })
      ).json(),
    ).rows.find((r) => r.id === w.id);
    expect(listed).toMatchObject({
      status: 'pending',
      firstApprovedBy: TEST_ADMIN.username,
      firstApprovedAt: expect.any(String),
      reviewedBy: null,
    });
    expect(await ledgerCounts(t.db)).toEqual(counts);

    const second = await approveAll(finance.token, w.id, 25);
    const paid = second.filter((r) => r.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.json()).toMatchObject({ status: 'approved', firstApprovedBy: TEST_ADMIN.username });
    expect(second.filter((r) => errorCode(r) === 'WITHDRAWAL_STATE')).toHaveLength(24);

    const row = await t.db
      .selectFrom('cashier_withdrawals')
      .select(['status', 'reviewed_by', 'first_approved_by'])
      .where('id', '=', Number(w.id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('approved');
    expect(Number(row.reviewed_by)).not.toBe(Number(row.first_approved_by));
    // the hold stays with the house: approvals post nothing, the ledger is whole
    expect(await ledgerCounts(t.db)).toEqual(counts);
    expect(await cashierHouseTotal(t)).toBe(house);
    expect(await balanceOf(t, m.id)).toBe(50_000);
    expect(await findLedgerViolations(t.db)).toEqual([]);
    // both approvals are in the audit log
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['username', 'after'])
      .where('route', 'like', '%/withdrawals/:id/approve')
      .where('status', '=', 200)
      .where('target', '=', `id=${w.id}`)
      .execute();
    expect(audits.map((a) => a.username).sort()).toEqual([TEST_ADMIN.username, finance.username].sort());
  });

  it('a rejected withdrawal with a first approval is released', async () => {
    const m = await readyMember(t, 100_000);
    const w = ZWithdrawalRecordSchema.parse((await withdraw(t, m, 60_000)).json());
    expect((await reviewWithdrawal(t, admin, w.id, 'approve')).json()).toMatchObject({ status: 'pending' });
    expect((await reviewWithdrawal(t, finance.token, w.id, 'reject')).json()).toMatchObject({
      status: 'rejected',
    });
    expect(await balanceOf(t, m.id)).toBe(100_000);
    expect(errorCode(await reviewWithdrawal(t, finance.token, w.id, 'approve'))).toBe('WITHDRAWAL_STATE');
  });
});
