// Points mall (issue 13, decision 036) on PGlite and PostgreSQL: the crediting job credits each
// settled bet and credited deposit once; redemption with the fund password, its refusals and the
// operator's decision (a rejection gives the points back) and the member's notice of it; convert to
// balance exactly once under concurrency; the ledger stays sound.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_BATCH, creditPoints } from '@/modules/points/points-credit.ts';
import { applyChange } from '@/modules/points/points.repo.ts';
import {
  balanceOf,
  memberWithSession,
  requestId,
  setFundPassword,
  FUND_PASSWORD,
} from './cashier-fixtures.ts';
import { errorCode, setFlag } from './helpers/auth-fixtures.ts';
import { creditedDeposit, gameBet, pointsOf, pointsSum } from './helpers/points-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function give(memberId: number, points: number) {
  await applyChange(t.db, {
    memberId,
    kind: 'adjust',
    pointType: null,
    points,
    sourceKey: `test:${requestId()}`,
    remark: 'test',
  });
}

async function goodsId(name: string): Promise<string> {
  const { rows } = await sql<{
    id: string;
  }>`select id::text as id from points_goods where name_en = ${name}`.execute(t.db);
  return rows[0]!.id;
}

const redeemBody = (goods: string, extra: Record<string, unknown> = {}) => ({
  goodsId: goods,
  quantity: 1,
  recipient: 'Sok Dara',
  address: '12 Street 240, Phnom Penh',
  phone: '+855 12 345 678',
  fundPassword: t.encrypt(FUND_PASSWORD),
  requestId: requestId(),
  ...extra,
});

describe('[POINTS] crediting job', () => {
  it('credits each settled bet and credited deposit once, by point type, and never a rolled-back or open bet', async () => {
    const m = await memberWithSession(t);
    const at = new Date(Date.now() - 60_000);
    await gameBet(t.db, m.id, { amount: 25_000, gameType: 'LIVE', at }); // 25 units of 10.00 → 25
    await gameBet(t.db, m.id, { amount: 1_999, gameType: 'RNG', at }); // 1 whole unit → 1
    await gameBet(t.db, m.id, { amount: 5_000, gameType: 'LOTT', at }); // 5
    await gameBet(t.db, m.id, { amount: 9_000, gameType: 'RNG', at, status: 'rolled_back' });
    await gameBet(t.db, m.id, { amount: 9_000, gameType: 'RNG', at, status: 'open' });
    await creditedDeposit(t.db, m.id, 30_000, at); // 3 units of 100.00 × 5 → 15
    await creditPoints(t.db, new Date());
    await creditPoints(t.db, new Date());
    expect(await pointsOf(t.db, m.id)).toBe(25 + 1 + 5 + 15);
    expect(await pointsSum(t.db, m.id)).toBe(46);
    const res = await t.call({ method: 'GET', url: '/api/points/transactions', token: m.token });
    expect(res.statusCode).toBe(200);
    const page = res.json() as {
      records: { pointType: string; changedPoints: number; pointsBalance: number }[];
    };
    expect(page.records).toHaveLength(4);
    expect(page.records[0]!.pointsBalance).toBe(46);
    expect(page.records.map((r) => r.pointType).sort()).toEqual(['deposit', 'live', 'lottery', 'slots']);
  });

  it('a bet settled after a run is credited by the next one (the overlap window), once', async () => {
    const m = await memberWithSession(t);
    await creditPoints(t.db, new Date());
    await gameBet(t.db, m.id, { amount: 10_000, gameType: 'PVP', at: new Date(Date.now() - 30_000) });
    await creditPoints(t.db, new Date());
    await creditPoints(t.db, new Date());
    expect(await pointsOf(t.db, m.id)).toBe(10);
  });
});

describe('[POINTS] redemption', () => {
  it('refuses without a fund password, with a wrong one, when short of points or of deposits', async () => {
    const m = await memberWithSession(t);
    const mug = await goodsId('Pavilion mug');
    let res = await t.call({
      method: 'POST',
      url: '/api/points/redeem',
      token: m.token,
      payload: redeemBody(mug),
    });
    expect([res.statusCode, errorCode(res)]).toEqual([400, 'FUND_PASSWORD_REQUIRED']);
    await setFundPassword(t, m.token);
    res = await t.call({
      method: 'POST',
      url: '/api/points/redeem',
      token: m.token,
      payload: redeemBody(mug, { fundPassword: t.encrypt('999999') }),
    });
    expect([res.statusCode, errorCode(res)]).toEqual([400, 'FUND_PASSWORD_WRONG']);
    res = await t.call({
      method: 'POST',
      url: '/api/points/redeem',
      token: m.token,
      payload: redeemBody(mug),
    });
    expect([res.statusCode, errorCode(res)]).toEqual([409, 'POINTS_INSUFFICIENT']);
    await give(m.id, 10_000);
    const speaker = await goodsId('Bluetooth speaker');
    res = await t.call({
      method: 'POST',
      url: '/api/points/redeem',
      token: m.token,
      payload: redeemBody(speaker),
    });
    expect([res.statusCode, errorCode(res)]).toEqual([409, 'POINTS_AMOUNT_REQUIREMENT']);
    res = await t.call({
      method: 'POST',
      url: '/api/points/redeem',
      token: m.token,
      payload: redeemBody(mug, { phone: 'call me' }),
    });
    expect([res.statusCode, errorCode(res)]).toEqual([400, 'VALIDATION_FAILED']);
    res = await t.call({
      method: 'POST',
      url: '/api/points/redeem',
      token: m.token,
      payload: redeemBody('999999'),
    });
    expect([res.statusCode, errorCode(res)]).toEqual([404, 'POINTS_GOODS_NOT_FOUND']);
    expect(await pointsOf(t.db, m.id)).toBe(10_000);
    const list = await t.call({ method: 'GET', url: '/api/points/redemptions', token: m.token });
    expect((list.json() as { total: number }).total).toBe(0);
  });

  it('takes the points once per request id; the operator approves, or rejects and the points come back', async () => {
    const m = await memberWithSession(t);
    await setFundPassword(t, m.token);
    await give(m.id, 2_000);
    const mug = await goodsId('Pavilion mug');
    const body = redeemBody(mug);
    const first = await t.call({ method: 'POST', url: '/api/points/redeem', token: m.token, payload: body });
    expect(first.statusCode).toBe(200);
    const again = await t.call({ method: 'POST', url: '/api/points/redeem', token: m.token, payload: body });
    expect((again.json() as { id: string }).id).toBe((first.json() as { id: string }).id);
    expect(first.json()).toMatchObject({ status: 'process', points: 800, goodsName: 'Pavilion mug' });
    expect(await pointsOf(t.db, m.id)).toBe(1_200);

    const second = await t.call({
      method: 'POST',
      url: '/api/points/redeem',
      token: m.token,
      payload: redeemBody(mug),
    });
    const admin = await t.adminToken();
    const idA = (first.json() as { id: string }).id;
    const idB = (second.json() as { id: string }).id;
    const approve = await t.call({
      method: 'POST',
      url: `/api/admin/points/redemptions/${idA}/approve`,
      token: admin,
      payload: {},
    });
    expect(approve.json()).toMatchObject({ status: 'approved' });
    const twice = await t.call({
      method: 'POST',
      url: `/api/admin/points/redemptions/${idA}/reject`,
      token: admin,
      payload: {},
    });
    expect([twice.statusCode, errorCode(twice)]).toEqual([409, 'POINTS_REDEMPTION_STATE']);
    const reject = await t.call({
      method: 'POST',
      url: `/api/admin/points/redemptions/${idB}/reject`,
      token: admin,
      payload: { remark: 'Out of this colour' },
    });
    expect(reject.json()).toMatchObject({ status: 'rejected', remark: 'Out of this colour' });
    expect(await pointsOf(t.db, m.id)).toBe(1_200);
    expect(await pointsSum(t.db, m.id)).toBe(1_200);
    const notMine = await t.call({
      method: 'POST',
      url: `/api/admin/points/redemptions/${idB}/approve`,
      token: m.token,
      payload: {},
    });
    expect([notMine.statusCode, errorCode(notMine)]).toEqual([403, 'FORBIDDEN']);
    const list = await t.call({ method: 'GET', url: '/api/points/redemptions?language=CN', token: m.token });
    const records = (list.json() as { records: { status: string; goodsName: string }[] }).records;
    expect(records.map((r) => r.status)).toEqual(['rejected', 'approved']);
    expect(records[0]!.goodsName).toBe('Pavilion 马克杯');
    // each decision told the member (newest first), a refused second decision nothing more
    const notices = await t.call({ method: 'GET', url: '/api/notifications', token: m.token });
    const rows = (notices.json() as { rows: { type: string; payload: object }[] }).rows;
    expect(rows.map((r) => r.type)).toEqual(['redemption_rejected', 'redemption_approved']);
    expect(rows[0]).toMatchObject({
      payload: { amount: 0, reference: 'Pavilion mug', reason: 'Out of this colour' },
    });
    expect(rows[1]).toMatchObject({ payload: { reference: 'Pavilion mug' } });
    expect(rows[1]!.payload).not.toHaveProperty('reason');
  });

  it('concurrent redemptions never spend more points than the member has', async () => {
    const m = await memberWithSession(t);
    await setFundPassword(t, m.token);
    await give(m.id, 2_000);
    const mug = await goodsId('Pavilion mug');
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call({ method: 'POST', url: '/api/points/redeem', token: m.token, payload: redeemBody(mug) }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => errorCode(r) === 'POINTS_INSUFFICIENT')).toHaveLength(3);
    expect(await pointsOf(t.db, m.id)).toBe(400);
    expect(await pointsSum(t.db, m.id)).toBe(400);
  });
});

describe('[POINTS] convert to balance', () => {
  it('pays once per request id, even when the same request arrives concurrently', async () => {
    const m = await memberWithSession(t);
    await setFundPassword(t, m.token);
    await give(m.id, 1_000);
    const before = await balanceOf(t, m.id);
    const low = await t.call({
      method: 'POST',
      url: '/api/points/convert',
      token: m.token,
      payload: { points: 10, fundPassword: t.encrypt(FUND_PASSWORD), requestId: requestId() },
    });
    expect([low.statusCode, errorCode(low)]).toEqual([400, 'POINTS_BELOW_MINIMUM']);
    const body = { points: 600, fundPassword: t.encrypt(FUND_PASSWORD), requestId: requestId() };
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call({ method: 'POST', url: '/api/points/convert', token: m.token, payload: body }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results.filter((r) => (r.json() as { replayed: boolean }).replayed === false)).toHaveLength(1);
    expect(await balanceOf(t, m.id)).toBe(before + 600);
    expect(await pointsOf(t.db, m.id)).toBe(400);
    const short = await t.call({
      method: 'POST',
      url: '/api/points/convert',
      token: m.token,
      payload: { points: 600, fundPassword: t.encrypt(FUND_PASSWORD), requestId: requestId() },
    });
    expect([short.statusCode, errorCode(short)]).toEqual([409, 'POINTS_INSUFFICIENT']);
    const changed = await t.call({
      method: 'POST',
      url: '/api/points/convert',
      token: m.token,
      payload: { ...body, points: 100 },
    });
    expect([changed.statusCode, errorCode(changed)]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await balanceOf(t, m.id)).toBe(before + 600);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('the points calls answer FEATURE_DISABLED while PTSYS3 is off', async () => {
    const m = await memberWithSession(t);
    await setFlag(t, 'PTSYS3', false);
    try {
      const res = await t.call({ method: 'GET', url: '/api/points/balance', token: m.token });
      expect([res.statusCode, errorCode(res)]).toEqual([403, 'FEATURE_DISABLED']);
    } finally {
      await setFlag(t, 'PTSYS3', true);
    }
    const anon = await t.call({ method: 'GET', url: '/api/points/balance' });
    expect([anon.statusCode, errorCode(anon)]).toEqual([401, 'NOT_LOGGED_IN']);
  });

  it('player01 has demo points and the mall has goods', async () => {
    const { rows } = await sql<{
      id: string;
    }>`select id::text as id from members where account = 'player01'`.execute(t.db);
    expect(await pointsOf(t.db, Number(rows[0]!.id))).toBeGreaterThanOrEqual(5_000);
    const goods = await sql<{ n: number }>`select count(*)::int as n from points_goods where enabled`.execute(
      t.db,
    );
    expect(Number(goods.rows[0]!.n)).toBeGreaterThanOrEqual(3);
  });
});

describe('[POINTS] crediting in batches', () => {
  it('catches up over more bets than one batch, each bet once, and bets below one unit earn nothing', async () => {
    const m = await memberWithSession(t);
    await creditPoints(t.db, new Date());
    const at = new Date(Date.now() - 120_000);
    await sql`insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, game_type, amount,
        win_amount, status, placed_at, settled_at)
      select 'test', 'batch-' || ${m.id}::text || '-' || g, ${m.id}, 'rb' || g, 'g1', 'RNG', 1000, 0, 'settled',
        ${at}::timestamptz, ${at}::timestamptz + g * interval '1 millisecond'
      from generate_series(1, ${CREDIT_BATCH + 50}) g`.execute(t.db);
    await gameBet(t.db, m.id, { amount: 999, gameType: 'RNG', at });
    const run = await creditPoints(t.db, new Date());
    expect(run.bets).toBe(CREDIT_BATCH + 50);
    await creditPoints(t.db, new Date());
    expect(await pointsOf(t.db, m.id)).toBe(CREDIT_BATCH + 50);
    expect(await pointsSum(t.db, m.id)).toBe(CREDIT_BATCH + 50);
  });
});
