// Player protection over HTTP and through the cashier's entry points: deposit limits (the lowest
// window applies, a decrease at once, a raise after 24 hours), time-out / self-exclusion that
// cannot be shortened, and the reality check's session duration and net game result.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDepositLimitsSchema, ZRealityCheckSchema } from '@pavilion/contracts/protection';
import {
  assertDepositAllowed,
  getDepositLimits,
  type TCreditedDepositsSince,
} from '@/modules/protection/deposit-limits.service.ts';
import { assertNotExcluded, startExclusion } from '@/modules/protection/exclusion.service.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { createMember, errorCode, nextIp } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function member() {
  const m = await createMember(t, { balance: 100_000 });
  const token = await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: nextIp() });
  return { ...m, token };
}

/** Credited deposits kept in the test, so these rules are tested apart from the cashier's table. */
function depositsOf(list: { memberId: number; amount: number; at: Date }[]): TCreditedDepositsSince {
  return async (_db, memberId, since) =>
    list.filter((d) => d.memberId === memberId && d.at >= since).reduce((s, d) => s + d.amount, 0);
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('deposit limits', () => {
  it('sets limits over HTTP; a decrease applies at once, an increase waits 24 hours', async () => {
    const m = await member();
    const put = (period: string, amount: number | null) =>
      t.call({
        method: 'PUT',
        url: '/api/protection/deposit-limits',
        token: m.token,
        payload: { period, amount },
      });
    expect((await put('24h', 50_000)).statusCode).toBe(200);
    const lowered = ZDepositLimitsSchema.parse((await put('24h', 20_000)).json());
    expect(lowered.limits.find((l) => l.period === '24h')).toMatchObject({
      amount: 20_000,
      pending: null,
      used: 0,
      remaining: 20_000,
    });
    const raised = ZDepositLimitsSchema.parse((await put('24h', 90_000)).json());
    const daily = raised.limits.find((l) => l.period === '24h');
    expect(daily?.amount).toBe(20_000);
    expect(daily?.pending?.amount).toBe(90_000);
    const wait = new Date(daily?.pending?.effectiveAt ?? 0).getTime() - Date.now();
    expect(wait).toBeGreaterThan(23.9 * HOUR);
    expect(wait).toBeLessThanOrEqual(24 * HOUR);
    const afterADay = await getDepositLimits(
      t.db,
      m.id,
      new Date(Date.now() + 24 * HOUR + 1000),
      depositsOf([]),
    );
    expect(afterADay.limits.find((l) => l.period === '24h')).toMatchObject({ amount: 90_000, pending: null });
  });

  it('refuses a deposit above the lowest remaining window with its limit, period and remaining', async () => {
    const m = await member();
    const now = new Date();
    await t.call({
      method: 'PUT',
      url: '/api/protection/deposit-limits',
      token: m.token,
      payload: { period: '24h', amount: 10_000 },
    });
    await t.call({
      method: 'PUT',
      url: '/api/protection/deposit-limits',
      token: m.token,
      payload: { period: '7d', amount: 15_000 },
    });
    const sum = depositsOf([
      { memberId: m.id, amount: 3_000, at: new Date(now.getTime() - 2 * HOUR) },
      { memberId: m.id, amount: 9_000, at: new Date(now.getTime() - 3 * 24 * HOUR) },
      { memberId: m.id, amount: 50_000, at: new Date(now.getTime() - 8 * 24 * HOUR) },
    ]);
    await assertDepositAllowed(t.db, m.id, 3_000, now, sum);
    const error = await refusal(assertDepositAllowed(t.db, m.id, 3_001, now, sum));
    expect(error.code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    expect(error.details.data).toEqual({ limit: 15_000, period: '7d', remaining: 3_000 });
    // the old deposit leaves the 24-hour window: the 24-hour room is the limit again, the 7-day room unchanged
    const tomorrow = new Date(now.getTime() + 23 * HOUR);
    expect((await refusal(assertDepositAllowed(t.db, m.id, 7_000, tomorrow, sum))).details.data).toEqual({
      limit: 15_000,
      period: '7d',
      remaining: 3_000,
    });
  });

  it('counts credited deposits of the cashier table by default', async () => {
    const m = await member();
    await t.call({
      method: 'PUT',
      url: '/api/protection/deposit-limits',
      token: m.token,
      payload: { period: '30d', amount: 20_000 },
    });
    const { rows } = await sql<{
      t: string | null;
    }>`select to_regclass('cashier_deposits')::text as t`.execute(t.db);
    if (rows[0]?.t) {
      await sql`insert into cashier_deposits (member_id, request_id, channel_id, kind, amount, status, credited_at)
        values (${m.id}, 'p1', 'bank', 'bank_transfer', 15000, 'credited', now()),
               (${m.id}, 'p2', 'bank', 'bank_transfer', 90000, 'pending', null)`.execute(t.db);
      const error = await refusal(assertDepositAllowed(t.db, m.id, 5_001, new Date()));
      expect(error.details.data).toEqual({ limit: 20_000, period: '30d', remaining: 5_000 });
    }
    await assertDepositAllowed(t.db, m.id, 5_000, new Date(), depositsOf([]));
  });

  it('refuses bad limit requests with VALIDATION_FAILED and anonymous or trial callers', async () => {
    const m = await member();
    for (const payload of [
      { period: '1h', amount: 100 },
      { period: '24h', amount: 0 },
      { period: '24h', amount: 1.5 },
      { period: '24h' },
      { period: '24h', amount: '100' },
    ]) {
      const res = await t.call({
        method: 'PUT',
        url: '/api/protection/deposit-limits',
        token: m.token,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_FAILED');
    }
    expect(errorCode(await t.call({ method: 'GET', url: '/api/protection/deposit-limits' }))).toBe(
      'NOT_LOGGED_IN',
    );
    const trial = await createMember(t, { type: 3 });
    const trialToken = await createSession(t.db, t.config, {
      kind: 'trial',
      memberId: trial.id,
      ip: nextIp(),
    });
    expect(
      errorCode(await t.call({ method: 'GET', url: '/api/protection/deposit-limits', token: trialToken })),
    ).toBe('REAL_ACCOUNT_REQUIRED');
  });
});

describe('time-out and self-exclusion', () => {
  it('refuses play and deposits until the end, which a shorter choice cannot bring forward', async () => {
    const m = await member();
    await assertNotExcluded(t.db, m.id);
    const res = await t.call({
      method: 'POST',
      url: '/api/protection/exclusion',
      token: m.token,
      payload: { duration: '7d' },
    });
    expect(res.statusCode).toBe(200);
    const until = (res.json() as { until: string }).until;
    expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * HOUR);
    const shorter = await t.call({
      method: 'POST',
      url: '/api/protection/exclusion',
      token: m.token,
      payload: { duration: '24h' },
    });
    expect((shorter.json() as { until: string }).until).toBe(until);
    const error = await refusal(assertNotExcluded(t.db, m.id));
    expect(error.code).toBe('SELF_EXCLUDED');
    expect(error.details.data).toEqual({ until });
    expect((await refusal(assertDepositAllowed(t.db, m.id, 1, new Date(), depositsOf([])))).code).toBe(
      'SELF_EXCLUDED',
    );
    await assertNotExcluded(t.db, m.id, new Date(new Date(until).getTime() + 1));
    const view = await t.call({ method: 'GET', url: '/api/protection/exclusion', token: m.token });
    expect(view.json()).toEqual({ until, kind: 'timeout', permanent: false, setBy: 'member' });
  });

  it('six months end on the same day six calendar months later; unknown durations are refused', async () => {
    const m = await member();
    const { until } = await startExclusion(t.db, m.id, '6m', new Date('2026-01-31T10:00:00Z'));
    expect(until).toBe('2026-07-31T10:00:00.000Z');
    const bad = await t.call({
      method: 'POST',
      url: '/api/protection/exclusion',
      token: m.token,
      payload: { duration: '1h' },
    });
    expect(errorCode(bad)).toBe('VALIDATION_FAILED');
  });
});

describe('reality check', () => {
  it('stores the interval and reports the session start and its net game result', async () => {
    const m = await member();
    const empty = ZRealityCheckSchema.parse(
      (await t.call({ method: 'GET', url: '/api/protection/reality-check', token: m.token })).json(),
    );
    expect(empty.intervalMinutes).toBe(0);
    expect(empty.netResult).toBe(0);
    const move = (key: string, kind: 'bet' | 'win' | 'deposit', amount: number) =>
      postMemberMovement(t.db, {
        idempotencyKey: `rc-${m.id}-${key}`,
        kind,
        memberId: m.id,
        amount,
        counterparty: 'games',
        description: 'test',
      });
    await move('b1', 'bet', -500);
    await move('w1', 'win', 1_200);
    await move('b2', 'bet', -300);
    await move('d1', 'deposit', 9_999);
    const set = await t.call({
      method: 'PUT',
      url: '/api/protection/reality-check',
      token: m.token,
      payload: { intervalMinutes: 30 },
    });
    expect(set.statusCode).toBe(200);
    const check = ZRealityCheckSchema.parse(
      (await t.call({ method: 'GET', url: '/api/protection/reality-check', token: m.token })).json(),
    );
    expect(check).toMatchObject({
      intervalMinutes: 30,
      netResult: 400,
      sessionStartedAt: empty.sessionStartedAt,
    });
    // a new session starts the count again
    const second = await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: nextIp() });
    const fresh = ZRealityCheckSchema.parse(
      (await t.call({ method: 'GET', url: '/api/protection/reality-check', token: second })).json(),
    );
    expect(fresh.netResult).toBe(0);
    const bad = await t.call({
      method: 'PUT',
      url: '/api/protection/reality-check',
      token: m.token,
      payload: { intervalMinutes: 20 },
    });
    expect(errorCode(bad)).toBe('VALIDATION_FAILED');
  });
});
