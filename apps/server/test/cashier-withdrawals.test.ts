// Withdrawals end to end over HTTP: the hold at request time, every operator and member transition
// (and the forbidden ones), proof images, auto-receive, records and the wallet summary, with the
// member's balance and the house 'cashier' accounts exact after each step.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROOF_MAX_BYTES,
  ZWalletSummarySchema,
  ZWithdrawalRecordSchema,
  ZWithdrawalRecordsSchema,
} from '@pavilion/contracts/cashier';
import { autoReceiveWithdrawals } from '@/modules/cashier/cashier.jobs.ts';
import { errorCode } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import {
  balanceOf,
  cashierHouseTotal,
  JPEG_WITH_GPS,
  PNG_BYTES,
  PNG_HTML_POLYGLOT,
  readyMember,
  requestId,
  reviewWithdrawal,
  withdraw,
} from './cashier-fixtures.ts';
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

const op = (id: string, action: 'approve' | 'reject') => reviewWithdrawal(t, admin, id, action);
const confirm = (token: string, id: string, payload: object) =>
  t.call({ method: 'POST', url: `/api/cashier/withdrawals/${id}/confirm`, token, payload });
const summary = async (token: string) =>
  ZWalletSummarySchema.parse((await t.call({ method: 'GET', url: '/api/cashier/wallet', token })).json());

describe('withdrawal request', () => {
  it('holds the amount at once and shows it as locked', async () => {
    const m = await readyMember(t, 100_000);
    const house = await cashierHouseTotal(t);
    const id = requestId();
    const res = await withdraw(t, m, 30_000, { requestId: id });
    expect(res.statusCode).toBe(200);
    const w = ZWithdrawalRecordSchema.parse(res.json());
    expect(w).toMatchObject({
      amount: 30_000,
      status: 'pending',
      accountNumberMasked: expect.stringMatching(/^\*+\d{4}$/),
    });
    expect(await balanceOf(t, m.id)).toBe(70_000);
    expect(await cashierHouseTotal(t)).toBe(house + 30_000);
    expect(await summary(m.token)).toMatchObject({ balance: 70_000, locked: 30_000, withdrawable: 70_000 });
    // a retry of the same request holds nothing more
    const counts = await ledgerCounts(t.db);
    expect(ZWithdrawalRecordSchema.parse((await withdraw(t, m, 30_000, { requestId: id })).json()).id).toBe(
      w.id,
    );
    expect(await ledgerCounts(t.db)).toEqual(counts);
    expect(await balanceOf(t, m.id)).toBe(70_000);
  });

  it('refuses more than withdrawable, a wrong fund password, no card, out-of-range amounts', async () => {
    const m = await readyMember(t, 50_000);
    const counts = await ledgerCounts(t.db);
    expect(errorCode(await withdraw(t, m, 50_001))).toBe('INSUFFICIENT_FUNDS');
    expect(errorCode(await withdraw(t, m, 10_000, { fundPassword: t.encrypt('000000') }))).toBe(
      'FUND_PASSWORD_WRONG',
    );
    expect(errorCode(await withdraw(t, m, 10_000, { bankCardId: '999999' }))).toBe('BANK_CARD_REQUIRED');
    expect(errorCode(await withdraw(t, m, 999))).toBe('AMOUNT_OUT_OF_RANGE');
    expect(errorCode(await withdraw(t, m, 10_000_001))).toBe('AMOUNT_OUT_OF_RANGE');
    expect(errorCode(await withdraw(t, m, 0))).toBe('VALIDATION_FAILED');
    expect(await ledgerCounts(t.db)).toEqual(counts);
    // two withdrawals cannot spend the same money: the second finds it held
    expect((await withdraw(t, m, 40_000)).statusCode).toBe(200);
    expect(errorCode(await withdraw(t, m, 40_000))).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(t, m.id)).toBe(10_000);
  });

  it('needs a fund password to be set', async () => {
    const m = await readyMember(t, 50_000);
    await t.db.updateTable('members').set({ fund_password_hash: null }).where('id', '=', m.id).execute();
    expect(errorCode(await withdraw(t, m, 10_000))).toBe('FUND_PASSWORD_REQUIRED');
  });
});

describe('operator review and member confirmation', () => {
  it('approve keeps the money with the house; approve twice and reject after approve are refused', async () => {
    const m = await readyMember(t, 80_000);
    const w = ZWithdrawalRecordSchema.parse((await withdraw(t, m, 20_000)).json());
    const house = await cashierHouseTotal(t);
    expect(errorCode(await confirm(m.token, w.id, { action: 'received' }))).toBe('WITHDRAWAL_STATE');
    const approved = await op(w.id, 'approve');
    expect(approved.json()).toMatchObject({ status: 'approved', paidAt: expect.any(String) });
    expect(errorCode(await op(w.id, 'approve'))).toBe('WITHDRAWAL_STATE');
    expect(errorCode(await op(w.id, 'reject'))).toBe('WITHDRAWAL_STATE');
    expect(await balanceOf(t, m.id)).toBe(60_000);
    expect(await cashierHouseTotal(t)).toBe(house);
    expect(await summary(m.token)).toMatchObject({ balance: 60_000, locked: 0 });
    expect((await confirm(m.token, w.id, { action: 'received' })).json()).toMatchObject({
      status: 'received',
    });
    expect(errorCode(await confirm(m.token, w.id, { action: 'received' }))).toBe('WITHDRAWAL_STATE');
  });

  it('reject releases the hold back to the member (kind withdrawal), once', async () => {
    const m = await readyMember(t, 80_000);
    const w = ZWithdrawalRecordSchema.parse((await withdraw(t, m, 25_000)).json());
    const house = await cashierHouseTotal(t);
    expect((await op(w.id, 'reject')).json()).toMatchObject({
      status: 'rejected',
      reason: 'Card details do not match',
    });
    expect(await balanceOf(t, m.id)).toBe(80_000);
    expect(await cashierHouseTotal(t)).toBe(house - 25_000);
    expect(errorCode(await op(w.id, 'reject'))).toBe('WITHDRAWAL_STATE');
    expect(errorCode(await op(w.id, 'approve'))).toBe('WITHDRAWAL_STATE');
    expect(
      errorCode(
        await confirm(m.token, w.id, { action: 'not_received', proofImage: PNG_BYTES.toString('base64') }),
      ),
    ).toBe('WITHDRAWAL_STATE');
    expect(await balanceOf(t, m.id)).toBe(80_000);
    const kinds = await t.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'idempotency_key'])
      .where('idempotency_key', 'in', [`withdrawal:${w.id}`, `withdrawal-release:${w.id}`])
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['withdrawal', 'withdrawal']);
  });

  it('partially received with a jpeg proof, not received with a png proof; the operator sees both', async () => {
    const m = await readyMember(t, 90_000);
    const a = ZWithdrawalRecordSchema.parse((await withdraw(t, m, 30_000)).json());
    const b = ZWithdrawalRecordSchema.parse((await withdraw(t, m, 20_000)).json());
    await op(a.id, 'approve');
    await op(b.id, 'approve');
    expect(
      errorCode(await confirm(m.token, a.id, { action: 'partially_received', remainingAmount: 30_000 })),
    ).toBe('AMOUNT_OUT_OF_RANGE');
    const partial = await confirm(m.token, a.id, {
      action: 'partially_received',
      remainingAmount: 5_000,
      proofImage: `data:image/jpeg;base64,${JPEG_WITH_GPS.toString('base64')}`,
    });
    expect(partial.json()).toMatchObject({
      status: 'partially_received',
      remainingAmount: 5_000,
      hasProof: true,
    });
    const none = await confirm(m.token, b.id, {
      action: 'not_received',
      proofImage: PNG_BYTES.toString('base64'),
    });
    expect(none.json()).toMatchObject({ status: 'not_received', hasProof: true, remainingAmount: null });
    const mine = await t.call({
      method: 'GET',
      url: `/api/cashier/withdrawals/${b.id}/proof`,
      token: m.token,
    });
    expect(mine.headers['content-type']).toBe('image/png');
    // re-encoded: the same pixels, not the same bytes
    expect(await sharp(mine.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const theirs = await t.call({
      method: 'GET',
      url: `/api/admin/cashier/withdrawals/${a.id}/proof`,
      token: admin,
    });
    expect(theirs.headers['content-type']).toBe('image/jpeg');
    // the phone's EXIF (camera, GPS position) is gone
    expect(JPEG_WITH_GPS.includes(Buffer.from('PhoneCo'))).toBe(true);
    const seen = await sharp(theirs.rawPayload).metadata();
    expect(seen).toMatchObject({ format: 'jpeg', width: 30, height: 20 });
    expect(seen.exif).toBeUndefined();
    expect(theirs.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    const stranger = await readyMember(t, 0);
    expect(
      errorCode(
        await t.call({ method: 'GET', url: `/api/cashier/withdrawals/${b.id}/proof`, token: stranger.token }),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await confirm(stranger.token, b.id, { action: 'received' }))).toBe('NOT_FOUND');
    expect(await balanceOf(t, m.id)).toBe(40_000);
  });

  it('refuses proofs of the wrong type or size, and not received without a proof', async () => {
    const m = await readyMember(t, 50_000);
    const w = ZWithdrawalRecordSchema.parse((await withdraw(t, m, 10_000)).json());
    await op(w.id, 'approve');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64');
    expect(errorCode(await confirm(m.token, w.id, { action: 'not_received', proofImage: gif }))).toBe(
      'PROOF_INVALID',
    );
    // declared png, really text: the magic bytes decide
    const fake = `data:image/png;base64,${Buffer.from('hello world').toString('base64')}`;
    expect(errorCode(await confirm(m.token, w.id, { action: 'not_received', proofImage: fake }))).toBe(
      'PROOF_INVALID',
    );
    expect(
      errorCode(await confirm(m.token, w.id, { action: 'not_received', proofImage: '%%%not base64%%%' })),
    ).toBe('PROOF_INVALID');
    // a PNG header followed by HTML: the magic bytes pass, the decoder does not
    const polyglot = await confirm(m.token, w.id, {
      action: 'not_received',
      proofImage: PNG_HTML_POLYGLOT.toString('base64'),
    });
    expect([polyglot.statusCode, errorCode(polyglot)]).toEqual([400, 'PROOF_INVALID']);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(PROOF_MAX_BYTES - PNG_BYTES.length + 1)]).toString(
      'base64',
    );
    expect(errorCode(await confirm(m.token, w.id, { action: 'not_received', proofImage: big }))).toBe(
      'PROOF_INVALID',
    );
    expect(errorCode(await confirm(m.token, w.id, { action: 'not_received' }))).toBe('VALIDATION_FAILED');
    // exactly 5 MB is accepted
    const max = Buffer.concat([PNG_BYTES, Buffer.alloc(PROOF_MAX_BYTES - PNG_BYTES.length)]).toString(
      'base64',
    );
    expect((await confirm(m.token, w.id, { action: 'not_received', proofImage: max })).json()).toMatchObject({
      status: 'not_received',
    });
  });

  it('operator calls need an operator token', async () => {
    const m = await readyMember(t, 20_000);
    const w = ZWithdrawalRecordSchema.parse((await withdraw(t, m, 10_000)).json());
    const res = await t.call({
      method: 'POST',
      url: `/api/admin/cashier/withdrawals/${w.id}/approve`,
      token: m.token,
    });
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(errorCode(await op('987654321', 'approve'))).toBe('NOT_FOUND');
  });
});

describe('auto-receive', () => {
  it('marks payouts older than the timeout, once, leaving newer and confirmed ones', async () => {
    const m = await readyMember(t, 90_000);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const w = ZWithdrawalRecordSchema.parse((await withdraw(t, m, 10_000)).json());
      await op(w.id, 'approve');
      ids.push(w.id);
    }
    const [old, fresh, confirmed] = ids as [string, string, string];
    const now = new Date();
    const longAgo = new Date(now.getTime() - 1441 * 60_000);
    await t.db
      .updateTable('cashier_withdrawals')
      .set({ paid_at: longAgo })
      .where('id', 'in', [Number(old), Number(confirmed)])
      .execute();
    await confirm(m.token, confirmed, { action: 'received' });
    const pending = ZWithdrawalRecordSchema.parse((await withdraw(t, m, 10_000)).json());
    await t.db
      .updateTable('cashier_withdrawals')
      .set({ created_at: longAgo })
      .where('id', '=', Number(pending.id))
      .execute();

    const [first, second] = await Promise.all([
      autoReceiveWithdrawals(t.db, now, 1440),
      autoReceiveWithdrawals(t.db, now, 1440),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await autoReceiveWithdrawals(t.db, now, 1440)).toBe(0);
    const rows = ZWithdrawalRecordsSchema.parse(
      (await t.call({ method: 'GET', url: '/api/cashier/withdrawals', token: m.token })).json(),
    ).rows;
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
    expect(status).toEqual({
      [pending.id]: 'pending',
      [confirmed]: 'received',
      [fresh]: 'approved',
      [old]: 'auto_received',
    });
    expect(rows.map((r) => r.id)).toEqual([pending.id, confirmed, fresh, old]);
    expect(
      errorCode(
        await confirm(m.token, old, { action: 'not_received', proofImage: PNG_BYTES.toString('base64') }),
      ),
    ).toBe('WITHDRAWAL_STATE');
    expect(await balanceOf(t, m.id)).toBe(50_000);
  });
});

describe('records', () => {
  it('pages newest first; the operator lists by status with the member account', async () => {
    const m = await readyMember(t, 100_000);
    for (let i = 0; i < 3; i += 1) {
      await withdraw(t, m, 1_000 + i);
    }
    const page1 = ZWithdrawalRecordsSchema.parse(
      (await t.call({ method: 'GET', url: '/api/cashier/withdrawals?pageSize=2', token: m.token })).json(),
    );
    expect(page1).toMatchObject({ pageNo: 1, totalPages: 2 });
    expect(page1.rows.map((r) => r.amount)).toEqual([1_002, 1_001]);
    const page2 = ZWithdrawalRecordsSchema.parse(
      (
        await t.call({ method: 'GET', url: '/api/cashier/withdrawals?pageSize=2&pageNo=2', token: m.token })
      ).json(),
    );
    expect(page2.rows.map((r) => r.amount)).toEqual([1_000]);
    const pending = ZWithdrawalRecordsSchema.parse(
      (
        await t.call({
          method: 'GET',
          url: '/api/admin/cashier/withdrawals?status=pending&pageSize=100',
          token: admin,
        })
      ).json(),
    );
    expect(pending.rows.every((r) => r.status === 'pending')).toBe(true);
    expect(pending.rows.filter((r) => r.memberAccount === m.account)).toHaveLength(3);
  });

  it('leaves a sound ledger', async () => {
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
