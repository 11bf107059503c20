// The console dashboard (issue 15, decision 042): its figures equal the sums of the rows this test
// writes (members, deposits, withdrawals, seamless bets, bonus and rebate postings), measured as
// the change from the figures before, so the demo seed's own rows do not matter. Trial members
// count nowhere.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboard } from '@pavilion/contracts/console-access';
import { houseAccount, memberWallet, postTransaction } from '@/modules/wallet/ledger.service.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { bet, member } from './helpers/agent-settlement-fixtures.ts';
import { createOperator, operatorToken } from './helpers/console-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;
let seq = 0;

async function dashboard(): Promise<TDashboard> {
  const res = await t.call({ method: 'GET', url: '/api/admin/dashboard', token: await t.adminToken() });
  expect(res.statusCode).toBe(200);
  return res.json();
}

type TDepositStatus = 'pending' | 'credited' | 'rejected';
type TWithdrawalStatus = 'pending' | 'approved' | 'received' | 'rejected';

async function deposit(memberId: number, amount: number, status: TDepositStatus, creditedAt: Date | null) {
  const channel = await t.db
    .selectFrom('cashier_deposit_channels')
    .select(['id', 'kind'])
    .executeTakeFirstOrThrow();
  seq += 1;
  await t.db
    .insertInto('cashier_deposits')
    .values({
      member_id: memberId,
      request_id: `dash-${seq}`,
      channel_id: channel.id,
      kind: channel.kind,
      amount,
      status,
      credited_at: creditedAt,
    })
    .execute();
}

async function withdrawal(memberId: number, amount: number, status: TWithdrawalStatus, paidAt: Date | null) {
  seq += 1;
  const card = await t.db
    .insertInto('cashier_bank_cards')
    .values({ member_id: memberId, bank_name: 'Bank', account_number: `1234567${seq}`, payee_name: 'P' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('cashier_withdrawals')
    .values({
      member_id: memberId,
      request_id: `dash-w-${seq}`,
      bank_card_id: card.id,
      bank_name: 'Bank',
      account_number: `1234567${seq}`,
      payee_name: 'P',
      amount,
      status,
      paid_at: paidAt,
    })
    .execute();
}

async function credit(memberId: number, amount: number, kind: 'bonus' | 'rebate') {
  seq += 1;
  const wallet = await memberWallet(t.db, memberId);
  await postTransaction(t.db, {
    idempotencyKey: `dash-${kind}-${seq}`,
    kind,
    legs: [
      { accountId: wallet.accountId, amount },
      { accountId: await houseAccount(t.db, 'bonus', seq), amount: -amount },
    ],
    description: 'dashboard test',
  });
}

describe('[ADMIN] dashboard', () => {
  it('equals the sums of the rows written today and yesterday', async () => {
    const before = await dashboard();
    const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
    const todayAt = new Date(Math.min(Date.now() - 1000, today.getTime() + 10 * 60_000));
    const yesterdayAt = new Date(today.getTime() - DAY_MS + 3_600_000);

    const [a, b, c] = [await member(t.db), await member(t.db), await member(t.db)];
    const old = await member(t.db);
    const trial = await member(t.db, { type: 4 });
    await sql`update members set created_at = ${todayAt} where id in (${a}, ${b}, ${c}, ${trial})`.execute(
      t.db,
    );
    await sql`update members set created_at = ${yesterdayAt} where id = ${old}`.execute(t.db);

    await deposit(a, 1_000, 'credited', todayAt); // a's first
    await deposit(a, 2_000, 'credited', todayAt);
    await deposit(old, 500, 'credited', yesterdayAt); // old's first, yesterday
    await deposit(old, 700, 'credited', todayAt);
    await deposit(b, 300, 'pending', null);
    await deposit(c, 900, 'rejected', null);

    await withdrawal(a, 400, 'approved', todayAt);
    await withdrawal(old, 250, 'received', yesterdayAt);
    await withdrawal(b, 100, 'pending', null);
    await withdrawal(c, 150, 'rejected', null);

    await bet(t.db, a, 100, 30, todayAt);
    await bet(t.db, b, 200, 0, todayAt);
    await bet(t.db, b, 80, 0, todayAt, 'rolled_back');
    await bet(t.db, old, 400, 100, yesterdayAt);
    await bet(t.db, trial, 999, 0, todayAt);

    await credit(a, 25, 'bonus');
    await credit(b, 15, 'rebate');

    await createSession(t.db, t.config, { kind: 'member', memberId: a, ip: '10.0.0.1' });
    await createSession(t.db, t.config, { kind: 'member', memberId: a, ip: '10.0.0.2' });
    await createSession(t.db, t.config, { kind: 'trial', memberId: trial, ip: '10.0.0.3' });

    const after = await dashboard();
    const delta = (day: 'today' | 'yesterday') =>
      Object.fromEntries(
        Object.entries(after[day]).map(([k, v]) => [k, v - before[day][k as keyof TDashboard['today']]]),
      );
    expect(delta('today')).toEqual({
      registrations: 3,
      firstDeposits: 1,
      deposits: 3_700,
      withdrawals: 400,
      bets: 300,
      ggr: 270,
      ngr: 230,
    });
    expect(delta('yesterday')).toEqual({
      registrations: 1,
      firstDeposits: 1,
      deposits: 500,
      withdrawals: 250,
      bets: 400,
      ggr: 300,
      ngr: 300,
    });
    expect(after.pending).toEqual({
      deposits: before.pending.deposits + 1,
      withdrawals: before.pending.withdrawals + 1,
    });
    expect(after.onlineNow).toBe(before.onlineNow + 1);

    expect(after.hourly).toHaveLength(24);
    expect(after.hourly[0]!.hour).toBe(today.toISOString());
    const slot = Math.floor((todayAt.getTime() - today.getTime()) / 3_600_000);
    expect(after.hourly[slot]!.deposits - before.hourly[slot]!.deposits).toBe(3_700);
    expect(after.hourly[slot]!.withdrawals - before.hourly[slot]!.withdrawals).toBe(400);
    expect(after.hourly[slot]!.bets - before.hourly[slot]!.bets).toBe(300);
    expect(after.hourly[slot]!.ggr - before.hourly[slot]!.ggr).toBe(270);
    const sum = (key: 'deposits' | 'bets') => after.hourly.reduce((s, h) => s + h[key], 0);
    expect(sum('deposits')).toBe(after.today.deposits);
    expect(sum('bets')).toBe(after.today.bets);
  });

  it('is for reports.read: finance reads it, support is refused', async () => {
    const finance = await operatorToken(t, await createOperator(t, 'finance'));
    const support = await operatorToken(t, await createOperator(t, 'support'));
    expect((await t.call({ method: 'GET', url: '/api/admin/dashboard', token: finance })).statusCode).toBe(
      200,
    );
    expect((await t.call({ method: 'GET', url: '/api/admin/dashboard', token: support })).statusCode).toBe(
      403,
    );
  });
});
