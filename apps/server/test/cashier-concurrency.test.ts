// Races on the cashier: an operator approving while another rejects, many withdrawals against one
// balance, concurrent card binds with different payee names (the auto-receive job: jobs-runner.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZWithdrawalRecordSchema } from '@pavilion/contracts/cashier';
import { cashierDeps } from '@/modules/cashier/cashier.deps.ts';
import { createDeposit } from '@/modules/cashier/deposits.service.ts';
import { sandboxGateway } from '@/modules/cashier/payment-gateway.ts';
import { errorCode } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import {
  balanceOf,
  bindCard,
  cashierHouseTotal,
  memberWithSession,
  readyMember,
  requestId,
  reviewWithdrawal,
  withdraw,
} from './cashier-fixtures.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

const review = (id: string, action: 'approve' | 'reject') =>
  reviewWithdrawal(t, admin, id, action, 'raced reject');

describe('cashier races', () => {
  it('approve and reject of one withdrawal: exactly one wins, money exact either way', async () => {
    for (let round = 0; round < 4; round += 1) {
      const m = await readyMember(t, 10_000);
      const w = ZWithdrawalRecordSchema.parse((await withdraw(t, m, 10_000)).json());
      const house = await cashierHouseTotal(t);
      const [a, r] = await Promise.all([review(w.id, 'approve'), review(w.id, 'reject')]);
      const codes = [a.statusCode, r.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const approved = a.statusCode === 200;
      expect(await balanceOf(t, m.id)).toBe(approved ? 0 : 10_000);
      expect(await cashierHouseTotal(t)).toBe(approved ? house : house - 10_000);
    }
  });

  it('eight concurrent withdrawals against one balance hold no more than it', async () => {
    const m = await readyMember(t, 50_000);
    const results = await Promise.all(Array.from({ length: 8 }, () => withdraw(t, m, 10_000)));
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(5);
    expect(results.filter((r) => r.statusCode !== 200).map(errorCode)).toEqual([
      'INSUFFICIENT_FUNDS',
      'INSUFFICIENT_FUNDS',
      'INSUFFICIENT_FUNDS',
    ]);
    expect(await balanceOf(t, m.id)).toBe(0);
  });

  it('one request id sent concurrently records and holds one withdrawal', async () => {
    const m = await readyMember(t, 50_000);
    const id = requestId();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => withdraw(t, m, 10_000, { requestId: id })),
    );
    expect(new Set(results.map((r) => (r.json() as { id: string }).id)).size).toBe(1);
    expect(await balanceOf(t, m.id)).toBe(40_000);
  });

  it('concurrent first cards with different payee names: one fixes the name, the other is refused', async () => {
    const m = await memberWithSession(t);
    const [a, b] = await Promise.all([
      bindCard(t, m.token, { payeeName: 'Chan Sophea', accountNumber: '111111111' }),
      bindCard(t, m.token, { payeeName: 'Keo Rathana', accountNumber: '222222222' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect([errorCode(a), errorCode(b)]).toContain('PAYEE_NAME_FIXED');
  });

  it('gateway deposits are refused when the sandbox is disabled (production default)', async () => {
    const deps = cashierDeps(t.app, { ...t.config, SANDBOX_GATEWAY_ENABLED: false });
    const m = await memberWithSession(t);
    await expect(
      createDeposit(deps, sandboxGateway(t.db, deps.config), m.id, {
        channelId: 'sandbox',
        amount: 10_000,
        requestId: requestId(),
      }),
    ).rejects.toMatchObject({
      code: 'FEATURE_DISABLED',
    });
  });

  it('leaves a sound ledger', async () => {
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
