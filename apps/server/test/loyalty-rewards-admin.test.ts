// The operator's rewards list in server-side pages (issue 15: the console's rewards queue), newest
// first within a member's account, and its refusals of a bad page.
import { sql } from 'kysely';
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

type TPage = { rewards: { id: number; amount: number }[]; pageNo: number; totalPages: number; total: number };

const list = async (query: string) =>
  t.call({ method: 'GET', url: `/api/admin/loyalty/rewards?${query}`, token: await t.adminToken() });

describe('[LOYALTY] GET /api/admin/loyalty/rewards pages', () => {
  it('pages a member’s claimable rewards newest first, and returns them all without paging', async () => {
    const m = await memberWithSession(t);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const { rows } = await sql<{ id: string }>`insert into loyalty_rewards (member_id, kind, period, amount)
        values (${m.id}, 'vip_monthly', ${`2025-0${i}`}, ${i * 100}) returning id`.execute(t.db);
      ids.push(Number(rows[0]!.id));
    }
    const newest = [...ids].reverse();
    const first = await list(`status=claimable&account=${m.account}&pageNo=1&pageSize=2`);
    expect(first.statusCode).toBe(200);
    const p1 = first.json() as TPage;
    expect([p1.pageNo, p1.totalPages, p1.total]).toEqual([1, 3, 5]);
    expect(p1.rewards.map((r) => r.id)).toEqual(newest.slice(0, 2));
    const p3 = (await list(`status=claimable&account=${m.account}&pageNo=3&pageSize=2`)).json() as TPage;
    expect(p3.rewards.map((r) => r.id)).toEqual(newest.slice(4));
    const all = (await list(`status=claimable&account=${m.account}`)).json() as TPage;
    expect(all.rewards.map((r) => r.id)).toEqual(newest);
    expect([all.pageNo, all.totalPages, all.total]).toEqual([1, 1, 5]);
    const none = (await list(`status=rejected&account=${m.account}`)).json() as TPage;
    expect([none.rewards.length, none.totalPages, none.total]).toEqual([0, 1, 0]);
  });

  it('refuses a page size of 0 with VALIDATION_FAILED', async () => {
    const res = await list('pageSize=0');
    expect([res.statusCode, errorCode(res)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses a page size over 200 with VALIDATION_FAILED', async () => {
    const res = await list('pageSize=201');
    expect([res.statusCode, errorCode(res)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses a page number that is not a number with VALIDATION_FAILED', async () => {
    const res = await list('pageNo=abc');
    expect([res.statusCode, errorCode(res)]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
