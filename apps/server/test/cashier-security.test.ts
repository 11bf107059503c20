// Cashier security calls: fund password (set, change, wrong old one), bank cards (payee name fixed
// by the first card, masked numbers, digit rules) and the transfer to one's own direct upline only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBankCardsSchema, ZTransferUplineReplySchema } from '@pavilion/contracts/cashier';
import { errorCode } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import {
  balanceOf,
  bindCard,
  FUND_PASSWORD,
  memberWithSession,
  requestId,
  setFundPassword,
} from './cashier-fixtures.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('fund password', () => {
  it('is set once, then changed only with the old one', async () => {
    const m = await memberWithSession(t);
    expect(
      (await t.call({ method: 'GET', url: '/api/cashier/fund-password', token: m.token })).json(),
    ).toEqual({ isSet: false });
    expect((await setFundPassword(t, m.token)).json()).toEqual({ isSet: true });
    expect(errorCode(await setFundPassword(t, m.token, '111111'))).toBe('FUND_PASSWORD_REQUIRED');
    const change = (old: string, next: string) =>
      t.call({
        method: 'POST',
        url: '/api/cashier/fund-password',
        token: m.token,
        payload: {
          oldPassword: t.encrypt(old),
          newPassword: t.encrypt(next),
          confirmNewPassword: t.encrypt(next),
        },
      });
    expect(errorCode(await change('999999', '111111'))).toBe('FUND_PASSWORD_WRONG');
    expect(errorCode(await change(FUND_PASSWORD, FUND_PASSWORD))).toBe('PASSWORD_REUSED');
    expect((await change(FUND_PASSWORD, '135790')).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('members')
      .select('fund_password_hash')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.fund_password_hash).toMatch(/^\$argon2id\$/);
  });

  it('must be six digits, confirmed, and encrypted', async () => {
    const m = await memberWithSession(t);
    expect(errorCode(await setFundPassword(t, m.token, '12ab56'))).toBe('VALIDATION_FAILED');
    const mismatch = await t.call({
      method: 'POST',
      url: '/api/cashier/fund-password',
      token: m.token,
      payload: { newPassword: t.encrypt('123456'), confirmNewPassword: t.encrypt('654321') },
    });
    expect(errorCode(mismatch)).toBe('PASSWORD_MISMATCH');
    const plain = await t.call({
      method: 'POST',
      url: '/api/cashier/fund-password',
      token: m.token,
      payload: { newPassword: 'rsa:bm90LWVuY3J5cHRlZA==', confirmNewPassword: 'rsa:bm90LWVuY3J5cHRlZA==' },
    });
    expect(errorCode(plain)).toBe('DECRYPTION_FAILED');
  });

  it('refuses trial users and anonymous callers', async () => {
    expect(errorCode(await t.call({ method: 'GET', url: '/api/cashier/fund-password' }))).toBe(
      'NOT_LOGGED_IN',
    );
    const trial = (await t.call({ method: 'POST', url: '/api/auth/free-play', ip: '10.9.9.9' })).json() as {
      token: string;
    };
    expect(errorCode(await t.call({ method: 'GET', url: '/api/cashier/wallet', token: trial.token }))).toBe(
      'REAL_ACCOUNT_REQUIRED',
    );
  });
});

describe('bank cards', () => {
  it('fixes the payee name with the first card and masks account numbers', async () => {
    const m = await memberWithSession(t);
    const first = await bindCard(t, m.token, { accountNumber: '6222000011112222', payeeName: 'Sok  Dara' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ accountNumberMasked: '************2222', payeeName: 'Sok Dara' });
    expect(errorCode(await bindCard(t, m.token, { payeeName: 'Someone Else' }))).toBe('PAYEE_NAME_FIXED');
    expect(errorCode(await bindCard(t, m.token, { accountNumber: '6222000011112222' }))).toBe(
      'BANK_CARD_EXISTS',
    );
    expect((await bindCard(t, m.token, { accountNumber: '998877665544' })).statusCode).toBe(200);
    const list = ZBankCardsSchema.parse(
      (await t.call({ method: 'GET', url: '/api/cashier/bank-cards', token: m.token })).json(),
    );
    expect(list.payeeName).toBe('Sok Dara');
    expect(list.payeeNameFixed).toBe(true);
    expect(list.cards.map((c) => c.accountNumberMasked)).toEqual(['************2222', '********5544']);
    expect(JSON.stringify(list)).not.toContain('6222000011112222');
  });

  it('accepts 6 to 30 digits only', async () => {
    const m = await memberWithSession(t);
    for (const bad of ['12345', '1'.repeat(31), '12345a', '']) {
      expect(errorCode(await bindCard(t, m.token, { accountNumber: bad })), bad).toBe('VALIDATION_FAILED');
    }
    expect((await bindCard(t, m.token, { accountNumber: '123456' })).statusCode).toBe(200);
    expect((await bindCard(t, m.token, { accountNumber: '9'.repeat(30) })).statusCode).toBe(200);
  });
});

describe('transfer to upline', () => {
  async function family() {
    const agent = await memberWithSession(t, { type: 1, balance: 0 });
    const other = await memberWithSession(t, { type: 1, balance: 0 });
    const m = await memberWithSession(t, { balance: 50_000, upline_id: agent.id });
    await setFundPassword(t, m.token);
    return { agent, other, m };
  }
  const send = (token: string, amount: number, password = FUND_PASSWORD, id = requestId()) =>
    t.call({
      method: 'POST',
      url: '/api/cashier/transfer-upline',
      token,
      payload: { amount, fundPassword: t.encrypt(password), requestId: id },
    });

  it('moves funds to the direct upline agent, idempotent on the request id, both sides in their records', async () => {
    const { agent, m } = await family();
    expect((await t.call({ method: 'GET', url: '/api/cashier/upline', token: m.token })).json()).toEqual({
      upline: { account: agent.account, nickname: agent.account },
    });
    const id = requestId();
    const res = await send(m.token, 12_345, FUND_PASSWORD, id);
    expect(res.statusCode).toBe(200);
    const reply = ZTransferUplineReplySchema.parse(res.json());
    expect(reply).toMatchObject({ balance: 37_655, replayed: false, uplineAccount: agent.account });
    expect(
      ZTransferUplineReplySchema.parse((await send(m.token, 12_345, FUND_PASSWORD, id)).json()).replayed,
    ).toBe(true);
    expect(await balanceOf(t, m.id)).toBe(37_655);
    expect(await balanceOf(t, agent.id)).toBe(12_345);
    const entries = await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
      .select(['x.kind', 'e.amount'])
      .where('x.id', '=', Number(reply.transactionId))
      .execute();
    expect(entries.map((e) => [e.kind, Number(e.amount)]).sort()).toEqual([
      ['transfer', -12_345],
      ['transfer', 12_345],
    ]);
  });

  it('refuses a wrong fund password, too much, and members without an agent upline', async () => {
    const { agent, m } = await family();
    expect(errorCode(await send(m.token, 100, '000000'))).toBe('FUND_PASSWORD_WRONG');
    expect(errorCode(await send(m.token, 50_001))).toBe('INSUFFICIENT_FUNDS');
    const orphan = await memberWithSession(t, { balance: 1000 });
    await setFundPassword(t, orphan.token);
    expect(errorCode(await send(orphan.token, 100))).toBe('NOT_YOUR_UPLINE');
    // an upline that is a plain member, not an agent
    const plainUpline = await memberWithSession(t, { type: 0 });
    const under = await memberWithSession(t, { balance: 1000, upline_id: plainUpline.id });
    await setFundPassword(t, under.token);
    expect(errorCode(await send(under.token, 100))).toBe('NOT_YOUR_UPLINE');
    expect(await balanceOf(t, m.id)).toBe(50_000);
    expect(await balanceOf(t, agent.id)).toBe(0);
    expect(await balanceOf(t, plainUpline.id)).toBe(0);
    // the body carries no recipient: there is no way to name another agent
    const res = await t.call({
      method: 'POST',
      url: '/api/cashier/transfer-upline',
      token: m.token,
      payload: { amount: 100, fundPassword: t.encrypt(FUND_PASSWORD), requestId: requestId(), to: 'someone' },
    });
    expect(errorCode(res)).toBe('VALIDATION_FAILED');
  });

  it('locks fund-password moves after five wrong answers in a row, and a right one resets the count', async () => {
    const { m } = await family();
    for (let i = 0; i < 4; i += 1) {
      expect(errorCode(await send(m.token, 100, '000000'))).toBe('FUND_PASSWORD_WRONG');
    }
    expect((await send(m.token, 100)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect(errorCode(await send(m.token, 100, '000000'))).toBe('FUND_PASSWORD_WRONG');
    }
    const locked = await send(m.token, 100, '000000');
    expect(errorCode(locked)).toBe('ACCOUNT_LOCKED');
    expect(
      (locked.json() as { error: { retryAfterSeconds?: number } }).error.retryAfterSeconds,
    ).toBeGreaterThan(800);
    // even the right password waits for the lock to pass
    expect(errorCode(await send(m.token, 100))).toBe('ACCOUNT_LOCKED');
    await t.db
      .updateTable('cashier_fund_password_failures')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('member_id', '=', m.id)
      .execute();
    expect((await send(m.token, 100)).statusCode).toBe(200);
    expect(await balanceOf(t, m.id)).toBe(49_800);
  });

  it('leaves a sound ledger', async () => {
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
