// The operator's read of one goods item with every language (issue 15: the console's goods editor
// fills its form from it, since the list carries the English name only), and its refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithSession } from './cashier-fixtures.ts';
import { errorCode } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const input = {
  nameEn: 'Console mug',
  nameZh: '控制台杯子',
  nameKm: 'ពែងកុងសូល',
  descriptionEn: 'A mug',
  descriptionZh: '一个杯子',
  descriptionKm: 'ពែងមួយ',
  pointsRequired: 900,
  amountRequired: 5_000,
  stock: 7,
  enabled: false,
  sort: 3,
};

describe('[POINTS] GET /api/admin/points/goods/:id', () => {
  it('returns every language of the item as saved, and the saved edit', async () => {
    const admin = await t.adminToken();
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/points/goods',
      token: admin,
      payload: input,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { id: string }).id;
    const read = await t.call({ method: 'GET', url: `/api/admin/points/goods/${id}`, token: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ id, ...input });

    const edited = { ...input, nameKm: 'ពែងថ្មី', stock: null, enabled: true };
    const put = await t.call({
      method: 'PUT',
      url: `/api/admin/points/goods/${id}`,
      token: admin,
      payload: edited,
    });
    expect(put.statusCode, put.body).toBe(200);
    const again = await t.call({ method: 'GET', url: `/api/admin/points/goods/${id}`, token: admin });
    expect(again.json()).toEqual({ id, ...edited });
  });

  it('refuses an unknown item with POINTS_GOODS_NOT_FOUND', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/admin/points/goods/999999999',
      token: await t.adminToken(),
    });
    expect([res.statusCode, errorCode(res)]).toEqual([404, 'POINTS_GOODS_NOT_FOUND']);
  });

  it('refuses a malformed id with VALIDATION_FAILED', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/admin/points/goods/abc',
      token: await t.adminToken(),
    });
    expect([res.statusCode, errorCode(res)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses a member session with FORBIDDEN', async () => {
    const m = await memberWithSession(t);
    const res = await t.call({ method: 'GET', url: '/api/admin/points/goods/1', token: m.token });
    expect([res.statusCode, errorCode(res)]).toEqual([403, 'FORBIDDEN']);
  });
});
