// The outflow gate under load (issue 25, decision 061): for every way out of a member's withdrawable
// balance, 50 concurrent requests against a daily limit or a bonus lock get exactly what the rule
// allows, and the ledger invariants hold after. On PostgreSQL the requests really run at once (the
// wallet row lock serialises them); on PGlite they queue on its one connection, and the counts must be
// the same. On PostgreSQL the requests are spread over two app instances on the one database (every
// other request goes to the second), as behind a load balancer. Also: the same request id with other
// parameters is IDEMPOTENCY_KEY_REUSED, and nothing ran.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { createDb, type TDb } from '@/db/database.ts';
import { grantBonus } from '@/modules/money/bonus-money.service.ts';
import { errorCode } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import {
  FUND_PASSWORD,
  balanceOf,
  memberWithSession,
  readyMember,
  requestId,
  setFundPassword,
} from './cashier-fixtures.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

const N = 50;
let t: TTestApp;
/** The second instance (PostgreSQL only): its own app and pool on the same database. */
let second: { app: FastifyInstance; db: TDb } | null = null;
let sent = 0;

beforeAll(async () => {
  t = await startTestApp();
  if (t.databaseUrl) {
    const db = await createDb({ kind: 'postgres', url: t.databaseUrl, poolSize: 10 });
    second = { db, app: await buildApp({ config: t.config, db }) };
    await second.app.ready();
  }
});
afterAll(async () => {
  if (second) {
    await second.app.close();
    await second.db.destroy();
  }
  await t.close();
});

/** A request to one instance or the other, in turn (one instance on PGlite). */
function call(opts: Parameters<TTestApp['call']>[0]) {
  sent += 1;
  if (!second || sent % 2 === 1) {
    return t.call(opts);
  }
  const { token, ip: from, headers, ...rest } = opts;
  return second.app.inject({
    ...rest,
    headers: {
      ...(headers ?? {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': from ?? '10.1.2.3',
    },
  });
}

function tally(results: { statusCode: number; body: string }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of results) {
    const key = r.statusCode === 200 ? 'ok' : (errorCode(r as never) ?? String(r.statusCode));
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

/** A locked bonus of `amount` with turnover left, as a promotion, a mission or a reward pays it. */
async function lockedBonus(memberId: number, amount: number) {
  await t.db.transaction().execute((trx) =>
    grantBonus(trx, {
      memberId,
      amount,
      turnoverRequired: amount * 30,
      source: 'reward',
      sourceRef: `test-${memberId}-${requestId()}`,
      idempotencyKey: `test-bonus:${memberId}:${requestId()}`,
      description: 'Test bonus',
    }),
  );
}

// each test calls from its own address: the money routes' rate limit (60 a minute per IP) is not the rule under test
let ip = '10.77.0.1';
const nextIp = () => {
  ip = `10.77.${Number(ip.split('.')[2]) + 1}.1`;
};

const withdrawFrom = (m: { token: string; cardId: string }, amount: number, id = requestId()) =>
  call({
    ip,
    method: 'POST',
    url: '/api/cashier/withdrawals',
    token: m.token,
    payload: { bankCardId: m.cardId, amount, fundPassword: t.encrypt(FUND_PASSWORD), requestId: id },
  });

const transferUpline = (token: string, amount: number, id = requestId()) =>
  call({
    ip,
    method: 'POST',
    url: '/api/cashier/transfer-upline',
    token,
    payload: { amount, fundPassword: t.encrypt(FUND_PASSWORD), requestId: id },
  });

const transferDownline = (token: string, memberId: number, amount: number, id = requestId()) =>
  call({
    ip,
    method: 'POST',
    url: '/api/agent/team/transfer',
    token,
    payload: { memberId, amount, fundPassword: t.encrypt(FUND_PASSWORD), requestId: id },
  });

beforeEach(nextIp);

describe(`the outflow gate, 50 requests at once${process.env.DATABASE_URL ? ' on two instances' : ''}`, () => {
  it('a withdrawal daily limit of 30.00 takes exactly three 10.00 withdrawals', async () => {
    await t.db.updateTable('cashier_withdrawal_channels').set({ daily_limit: 3_000 }).execute();
    try {
      const m = await readyMember(t, 100_000);
      const results = await Promise.all(Array.from({ length: N }, () => withdrawFrom(m, 1_000)));
      const counts = tally(results);
      console.log('withdrawal daily limit 30.00, 50 x 10.00:', counts);
      expect(counts).toEqual({ ok: 3, AMOUNT_OUT_OF_RANGE: N - 3 });
      expect(await balanceOf(t, m.id)).toBe(97_000);
    } finally {
      await t.db.updateTable('cashier_withdrawal_channels').set({ daily_limit: null }).execute();
    }
  });

  it('a deposit daily limit of 500.00 takes exactly five 100.00 deposits', async () => {
    await t.db
      .updateTable('cashier_deposit_channels')
      .set({ daily_limit: 50_000 })
      .where('id', '=', 'bank')
      .execute();
    try {
      const m = await memberWithSession(t);
      const results = await Promise.all(
        Array.from({ length: N }, () =>
          call({
            ip,
            method: 'POST',
            url: '/api/cashier/deposits',
            token: m.token,
            payload: { requestId: requestId(), channelId: 'bank', amount: 10_000, reference: 'TX-1' },
          }),
        ),
      );
      const counts = tally(results);
      console.log('deposit daily limit 500.00, 50 x 100.00:', counts);
      expect(counts).toEqual({ ok: 5, AMOUNT_OUT_OF_RANGE: N - 5 });
    } finally {
      await t.db
        .updateTable('cashier_deposit_channels')
        .set({ daily_limit: null })
        .where('id', '=', 'bank')
        .execute();
    }
  });

  it('a locked bonus never leaves by withdrawal or transfer to the upline: exactly the cash goes', async () => {
    const agent = await memberWithSession(t, { type: 1, balance: 0 });
    const m = await readyMember(t, 20_000);
    await t.db.updateTable('members').set({ upline_id: agent.id }).where('id', '=', m.id).execute();
    await lockedBonus(m.id, 10_000);
    const wallet = (await t.call({ method: 'GET', url: '/api/cashier/wallet', token: m.token })).json();
    expect(wallet).toMatchObject({ balance: 30_000, bonusLocked: 10_000, withdrawable: 20_000 });
    // half withdrawals, half transfers, 10.00 each: 20 fit in the 200.00 of cash
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        i % 2 === 0 ? withdrawFrom(m, 1_000) : transferUpline(m.token, 1_000),
      ),
    );
    const counts = tally(results);
    console.log('bonus lock 100.00 on 300.00, 50 x 10.00 withdrawals and transfers:', counts);
    expect(counts).toEqual({ ok: 20, TURNOVER_UNMET: N - 20 });
    expect(await balanceOf(t, m.id)).toBe(10_000);
    expect(await balanceOf(t, agent.id)).toBe(20_000 - (await withdrawnBy(m.id)));
  });

  it('an agent cannot pass its own locked bonus down the tree', async () => {
    const agent = await memberWithSession(t, { type: 1, balance: 5_000 });
    await setFundPassword(t, agent.token);
    const downline = await memberWithSession(t, { upline_id: agent.id });
    await lockedBonus(agent.id, 10_000);
    const results = await Promise.all(
      Array.from({ length: N }, () => transferDownline(agent.token, downline.id, 1_000)),
    );
    const counts = tally(results);
    console.log('agent with 50.00 cash and a 100.00 locked bonus, 50 x 10.00 downline transfers:', counts);
    expect(counts).toEqual({ ok: 5, TURNOVER_UNMET: N - 5 });
    expect(await balanceOf(t, agent.id)).toBe(10_000);
    expect(await balanceOf(t, downline.id)).toBe(5_000);
  });

  it('holds the ledger invariants after all of it', async () => {
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});

async function withdrawnBy(memberId: number): Promise<number> {
  const row = await t.db
    .selectFrom('cashier_withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

describe('idempotency keys with Stripe’s meaning', () => {
  it('the same request id with another amount is IDEMPOTENCY_KEY_REUSED and moves nothing', async () => {
    const agent = await memberWithSession(t, { type: 1, balance: 0 });
    const m = await readyMember(t, 50_000);
    await t.db.updateTable('members').set({ upline_id: agent.id }).where('id', '=', m.id).execute();
    const id = requestId();
    expect((await withdrawFrom(m, 1_000, id)).statusCode).toBe(200);
    expect((await withdrawFrom(m, 1_000, id)).statusCode).toBe(200);
    const reused = await withdrawFrom(m, 5_000, id);
    expect([reused.statusCode, errorCode(reused)]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await balanceOf(t, m.id)).toBe(49_000);

    const tid = requestId();
    expect((await transferUpline(m.token, 2_000, tid)).statusCode).toBe(200);
    const again = await transferUpline(m.token, 2_000, tid);
    expect([again.statusCode, (again.json() as { replayed: boolean }).replayed]).toEqual([200, true]);
    const other = await transferUpline(m.token, 3_000, tid);
    expect([other.statusCode, errorCode(other)]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await balanceOf(t, m.id)).toBe(47_000);
    expect(await balanceOf(t, agent.id)).toBe(2_000);

    const did = requestId();
    const deposit = (amount: number) =>
      call({
        ip,
        method: 'POST',
        url: '/api/cashier/deposits',
        token: m.token,
        payload: { requestId: did, channelId: 'bank', amount, reference: 'TX-9' },
      });
    expect((await deposit(10_000)).statusCode).toBe(200);
    expect(errorCode(await deposit(20_000))).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
