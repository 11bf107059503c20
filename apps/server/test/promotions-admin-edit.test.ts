// Editing a promotion activity in the console (issue 15): the operator replaces its fields (the
// kind stays), disables it (off the member's list, joins refused) and enables it again; each error
// case answers its code and each write leaves an audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminPromotionsSchema, ZPromotionListSchema } from '@pavilion/contracts/promotions';
import { errorCode } from './helpers/auth-fixtures.ts';
import { createOperator, operatorToken } from './helpers/console-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { memberWithSession } from './cashier-fixtures.ts';

let t: TTestApp;
let marketing: string;
let auditor: string;
const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const MISSION = { kind: 'mission', targetValidBet: 100_000, reward: 5_000, turnoverMultiplier: 1 };
const body = (extra: object = {}) => ({
  title: 'Weekend mission',
  description: 'Bet to win',
  startsAt: iso(-DAY),
  endsAt: iso(7 * DAY),
  rules: MISSION,
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
  marketing = await operatorToken(t, await createOperator(t, 'marketing'));
  auditor = await operatorToken(t, await createOperator(t, 'auditor'));
});
afterAll(async () => {
  await t.close();
});

type TMethod = 'GET' | 'POST' | 'PUT';
const call = (token: string, method: TMethod, url: string, payload?: object) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const create = async () => {
  const res = await call(marketing, 'POST', '/api/admin/promotions', body());
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
};
const adminRow = async (id: number) =>
  ZAdminPromotionsSchema.parse(
    (await call(marketing, 'GET', '/api/admin/promotions')).json(),
  ).promotions.find((p) => p.id === id);
const memberList = async (token: string) =>
  ZPromotionListSchema.parse((await t.call({ method: 'GET', url: '/api/promotions', token })).json())
    .promotions;

describe('[CONSOLE] promotion activities: edit, disable, enable', () => {
  it('replaces the fields of an activity; the member sees the new title', async () => {
    const id = await create();
    const edited = await call(
      marketing,
      'PUT',
      `/api/admin/promotions/${id}`,
      body({
        title: 'Longer mission',
        rules: { ...MISSION, reward: 8_000 },
        translations: { CN: { title: '长任务', description: '投注赢奖' } },
        minVipLevel: 0,
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await adminRow(id)).toMatchObject({
      title: 'Longer mission',
      rules: { reward: 8_000 },
      translations: { CN: { title: '长任务' } },
      enabled: true,
      description: 'Bet to win',
      agentAccount: null,
    });
    const m = await memberWithSession(t);
    expect((await memberList(m.token)).find((p) => p.id === id)?.title).toBe('Longer mission');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('route')
      .where('route', '=', '/api/admin/promotions/:id')
      .where('status', '=', 200)
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('disables an activity: off the member list, join refused; enabling brings it back', async () => {
    const id = await create();
    const m = await memberWithSession(t);
    const off = await call(marketing, 'PUT', `/api/admin/promotions/${id}/enabled`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await adminRow(id))?.enabled).toBe(false);
    expect((await memberList(m.token)).some((p) => p.id === id)).toBe(false);
    const join = await t.call({ method: 'POST', url: `/api/promotions/${id}/join`, token: m.token });
    expect([join.statusCode, errorCode(join)]).toEqual([404, 'PROMOTION_NOT_FOUND']);
    await call(marketing, 'PUT', `/api/admin/promotions/${id}/enabled`, { enabled: true });
    expect((await memberList(m.token)).some((p) => p.id === id)).toBe(true);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('route')
      .where('route', '=', '/api/admin/promotions/:id/enabled')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a change of kind, a bad window and an unknown agent: VALIDATION_FAILED', async () => {
    const id = await create();
    const kind = await call(
      marketing,
      'PUT',
      `/api/admin/promotions/${id}`,
      body({ rules: { kind: 'rebate', rateBp: 100, cap: 1_000, turnoverMultiplier: 1 } }),
    );
    expect([kind.statusCode, errorCode(kind)]).toEqual([400, 'VALIDATION_FAILED']);
    const window = await call(
      marketing,
      'PUT',
      `/api/admin/promotions/${id}`,
      body({ endsAt: iso(-2 * DAY) }),
    );
    expect([window.statusCode, errorCode(window)]).toEqual([400, 'VALIDATION_FAILED']);
    const agent = await call(
      marketing,
      'PUT',
      `/api/admin/promotions/${id}`,
      body({ agentAccount: 'nobody-here' }),
    );
    expect([agent.statusCode, errorCode(agent)]).toEqual([400, 'VALIDATION_FAILED']);
    const flag = await call(marketing, 'PUT', `/api/admin/promotions/${id}/enabled`, { enabled: 'no' });
    expect([flag.statusCode, errorCode(flag)]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await adminRow(id))?.title).toBe('Weekend mission');
  });

  it('answers PROMOTION_NOT_FOUND for an unknown activity, 403 to a read-only role', async () => {
    const edit = await call(marketing, 'PUT', '/api/admin/promotions/99999999', body());
    expect([edit.statusCode, errorCode(edit)]).toEqual([404, 'PROMOTION_NOT_FOUND']);
    const flag = await call(marketing, 'PUT', '/api/admin/promotions/99999999/enabled', { enabled: false });
    expect([flag.statusCode, errorCode(flag)]).toEqual([404, 'PROMOTION_NOT_FOUND']);
    const id = await create();
    expect((await call(auditor, 'PUT', `/api/admin/promotions/${id}`, body())).statusCode).toBe(403);
    expect(
      (await call(auditor, 'PUT', `/api/admin/promotions/${id}/enabled`, { enabled: false })).statusCode,
    ).toBe(403);
  });
});
