// Wallet HTTP calls: the player's balance (members and trial users) and the operator's
// adjustments with every refusal leaving the ledger unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResult } from '@pavilion/contracts/auth';
import { ADJUSTMENT_MAX_AMOUNT, ZAdjustmentReplySchema, ZBalanceSchema } from '@pavilion/contracts/wallet';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { houseAccount, memberWallet } from '@/modules/wallet/ledger.service.ts';
import { createMember, errorCode, nextIp } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let seq = 0;
const requestId = () => `req-${process.pid}-${++seq}-abcdef`;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Everything a refused call must leave as it was. */
async function ledgerSnapshot() {
  const accounts = await t.db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance', 'last_entry_id'])
    .orderBy('id')
    .execute();
  const tx = await t.db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const entries = await t.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { accounts, tx: Number(tx.n), entries: Number(entries.n) };
}

function adjust(payload: unknown, token?: string) {
  return t.call({
    method: 'POST',
    url: '/api/admin/wallet/adjustments',
    token: token ?? '',
    payload: payload as object,
  });
}

describe('GET /api/wallet/balance', () => {
  it('answers the member balance with currency and symbol', async () => {
    const m = await createMember(t, { balance: 123_456 });
    const token = await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: '10.1.2.3' });
    const res = await t.call({ method: 'GET', url: '/api/wallet/balance', token });
    expect(res.statusCode).toBe(200);
    expect(ZBalanceSchema.parse(res.json())).toEqual({
      balance: 123_456,
      currency: 'USD',
      currencySymbol: '$',
    });
  });

  it('answers a trial user their trial credit, paid as a bonus by the house trial account', async () => {
    const login = (
      await t.call({ method: 'POST', url: '/api/auth/free-play', ip: nextIp() })
    ).json() as Extract<TLoginResult, { status: 'ok' }>;
    const res = await t.call({ method: 'GET', url: '/api/wallet/balance', token: login.token });
    expect(res.json()).toMatchObject({ balance: t.config.TRIAL_CREDIT_MINOR, currency: 'USD' });
    const wallet = await memberWallet(t.db, login.member.id);
    const entries = await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
      .select(['x.kind', 'e.account_id', 'e.amount'])
      .where('x.idempotency_key', '=', `opening:${login.member.id}`)
      .orderBy('e.account_id')
      .execute();
    expect(entries.map((e) => e.kind)).toEqual(['bonus', 'bonus']);
    const trialHouse = await houseAccount(t.db, 'trial', login.member.id);
    expect(entries.map((e) => [Number(e.account_id), Number(e.amount)]).sort()).toEqual(
      [
        [wallet.accountId, t.config.TRIAL_CREDIT_MINOR],
        [trialHouse, -t.config.TRIAL_CREDIT_MINOR],
      ].sort(),
    );
  });

  it('refuses a missing token and an operator token', async () => {
    expect(errorCode(await t.call({ method: 'GET', url: '/api/wallet/balance' }))).toBe('NOT_LOGGED_IN');
    expect(
      errorCode(await t.call({ method: 'GET', url: '/api/wallet/balance', token: await t.adminToken() })),
    ).toBe('NOT_LOGGED_IN');
  });
});

describe('POST /api/admin/wallet/adjustments', () => {
  it('credits and debits a member with a reason, idempotent on requestId', async () => {
    const m = await createMember(t);
    const token = await t.adminToken();
    const id = requestId();
    const credit = await adjust(
      { account: m.account, amount: 50_000, reason: 'welcome credit', requestId: id },
      token,
    );
    expect(credit.statusCode).toBe(200);
    const body = ZAdjustmentReplySchema.parse(credit.json());
    expect(body).toMatchObject({ balance: 50_000, replayed: false });
    const replay = await adjust(
      { account: m.account, amount: 50_000, reason: 'welcome credit', requestId: id },
      token,
    );
    expect(replay.json()).toEqual({ transactionId: body.transactionId, balance: 50_000, replayed: true });
    const tx = await t.db
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('id', '=', Number(body.transactionId))
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ kind: 'adjustment', description: 'welcome credit' });
    expect(tx.meta).toMatchObject({ reason: 'welcome credit', account: m.account });
    const debit = await adjust(
      { account: m.account, amount: -20_000, reason: 'correction', requestId: requestId() },
      token,
    );
    expect(debit.json()).toMatchObject({ balance: 30_000, replayed: false });
    expect((await memberWallet(t.db, m.id)).balance).toBe(30_000);
  });

  it('refuses every bad request with a clear code and leaves the ledger unchanged', async () => {
    const m = await createMember(t, { balance: 1_000 });
    const token = await t.adminToken();
    const used = requestId();
    expect(
      (await adjust({ account: m.account, amount: 100, reason: 'first', requestId: used }, token)).statusCode,
    ).toBe(200);
    const memberToken = await createSession(t.db, t.config, {
      kind: 'member',
      memberId: m.id,
      ip: '10.1.2.3',
    });
    const base = { account: m.account, amount: 10, reason: 'test reason' };
    const cases: [string, unknown, string | undefined, string, number][] = [
      ['no token', { ...base, requestId: requestId() }, '', 'NOT_LOGGED_IN', 401],
      ['member token', { ...base, requestId: requestId() }, memberToken, 'FORBIDDEN', 403],
      ['zero', { ...base, amount: 0, requestId: requestId() }, token, 'VALIDATION_FAILED', 400],
      ['fractional', { ...base, amount: 1.5, requestId: requestId() }, token, 'VALIDATION_FAILED', 400],
      [
        'huge',
        { ...base, amount: ADJUSTMENT_MAX_AMOUNT + 1, requestId: requestId() },
        token,
        'VALIDATION_FAILED',
        400,
      ],
      ['huge negative', { ...base, amount: -1e300, requestId: requestId() }, token, 'VALIDATION_FAILED', 400],
      ['string', { ...base, amount: '10', requestId: requestId() }, token, 'VALIDATION_FAILED', 400],
      [
        'missing reason',
        { account: m.account, amount: 10, requestId: requestId() },
        token,
        'VALIDATION_FAILED',
        400,
      ],
      ['bad requestId', { ...base, requestId: 'x' }, token, 'VALIDATION_FAILED', 400],
      [
        'unknown account',
        { ...base, account: 'nobody-here', requestId: requestId() },
        token,
        'PLAYER_NOT_FOUND',
        404,
      ],
      [
        'same requestId, other amount',
        { ...base, amount: 101, requestId: used },
        token,
        'DUPLICATE_TRANSACTION',
        409,
      ],
      [
        'debit beyond balance',
        { ...base, amount: -1_101, requestId: requestId() },
        token,
        'INSUFFICIENT_FUNDS',
        402,
      ],
    ];
    for (const [label, payload, auth, code, status] of cases) {
      const before = await ledgerSnapshot();
      const res = await adjust(payload, auth);
      expect({ label, code: errorCode(res), status: res.statusCode }).toEqual({ label, code, status });
      if (code === 'INSUFFICIENT_FUNDS') {
        expect((res.json() as { error: { data: unknown } }).error.data).toEqual({ balance: 1_100 });
      }
      expect(await ledgerSnapshot()).toEqual(before);
    }
  });
});
