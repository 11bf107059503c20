// The settlement's test clock (decision 026): the admin endpoint exists only when the config allows
// test clocks (404 otherwise, and the trigger keeps refusing the open day); when allowed, an operator
// moves the trigger's notion of now a day ahead and "today" is settled and paid, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '@pavilion/contracts/agent-settlement';
import { siteZoneOffset } from '@/modules/agent-settlement/agent-settlement.service.ts';
import { balance, bet, contract, daily } from './helpers/agent-settlement-fixtures.ts';
import { createMember, errorCode } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

describe('[SETTLE] test clock switched off (the default)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no test-clock endpoint (404) and the trigger refuses the open day', async () => {
    expect(t.config.ALLOW_TEST_CLOCK).toBe(false);
    const admin = await t.adminToken();
    const set = await t.call({
      method: 'POST',
      url: '/api/admin/agent-settlements/test-clock',
      token: admin,
      payload: { offsetMinutes: 1440 },
    });
    expect(set.statusCode).toBe(404);
    const get = await t.call({ method: 'GET', url: '/api/admin/agent-settlements/test-clock', token: admin });
    expect(get.statusCode).toBe(404);
    const today = periodOf('daily', new Date(), await siteZoneOffset(t.db));
    const open = await t.call({
      method: 'POST',
      url: '/api/admin/agent-settlements/trigger',
      token: admin,
      payload: { kind: 'daily', periodKey: today.key },
    });
    expect([open.statusCode, errorCode(open)]).toEqual([409, 'SETTLEMENT_PERIOD_OPEN']);
  });
});

describe('[SETTLE] test clock allowed (ALLOW_TEST_CLOCK=true)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({ ALLOW_TEST_CLOCK: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('operators only; a day ahead settles today once; back to zero refuses it again', async () => {
    const admin = await t.adminToken();
    const top = await createMember(t, { type: 1 });
    const player = await createMember(t, { upline_id: top.id });
    await contract(t.db, {
      upline: null,
      downline: top.id,
      terms: daily(150),
      acceptedAt: new Date(Date.now() - 3 * 86_400_000),
    });
    await bet(t.db, player.id, 20_000, 0, new Date());
    const today = periodOf('daily', new Date(), await siteZoneOffset(t.db));
    const clock = (offsetMinutes: unknown, token: string | null = admin) =>
      t.call({
        method: 'POST',
        url: '/api/admin/agent-settlements/test-clock',
        token: token ?? undefined,
        payload: { offsetMinutes },
      });
    const trigger = (payload: object) =>
      t.call({ method: 'POST', url: '/api/admin/agent-settlements/trigger', token: admin, payload });

    expect((await clock(1440, null)).statusCode).toBe(401);
    const bad = await clock(1.5);
    expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await clock(10_000_000)).statusCode).toBe(400);
    const read = await t.call({
      method: 'GET',
      url: '/api/admin/agent-settlements/test-clock',
      token: admin,
    });
    expect(read.json()).toEqual({ offsetMinutes: 0 });
    expect(errorCode(await trigger({ kind: 'daily', periodKey: today.key }))).toBe('SETTLEMENT_PERIOD_OPEN');

    const moved = await clock(1440);
    expect([moved.statusCode, moved.json()]).toEqual([200, { offsetMinutes: 1440 }]);
    const run = await trigger({ kind: 'daily' });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ kind: 'daily', periodKey: today.key, status: 'done', paid: 1 });
    expect(await balance(t.db, top.id)).toBe(300);
    const again = await trigger({ kind: 'daily', periodKey: today.key });
    expect(again.json()).toMatchObject({ id: run.json().id });
    expect(await balance(t.db, top.id)).toBe(300);

    await clock(0);
    const tomorrow = periodOf('daily', new Date(Date.now() + 86_400_000), await siteZoneOffset(t.db));
    expect(errorCode(await trigger({ kind: 'daily', periodKey: tomorrow.key }))).toBe(
      'SETTLEMENT_PERIOD_OPEN',
    );
  });
});
