// The console's reads of the agent programme and the lottery (issue 15): the operator's list of
// agent announcements (every stored one, open or not, paged) and a lottery game's issues (paged,
// by status, with their tickets' sums); each allows and denies by the role matrix and refuses bad
// input with its code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAgentAnnouncementAdminList } from '@pavilion/contracts/agent-reports';
import type { TLotteryAdminIssues } from '@pavilion/contracts/lottery';
import { lotteryGameDef } from '@pavilion/games/lottery/catalogue';
import { currentIssue } from '@pavilion/games/lottery/schedule';
import { lotteryDeps } from '@/modules/lottery/lottery.deps.ts';
import { placeSlip } from '@/modules/lottery/tickets.service.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { createMember, errorCode } from './helpers/auth-fixtures.ts';
import { createOperator, operatorToken } from './helpers/console-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let owner: string;
let auditor: string;
let support: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.adminToken();
  auditor = await operatorToken(t, await createOperator(t, 'auditor'));
  support = await operatorToken(t, await createOperator(t, 'support'));
});
afterAll(async () => {
  await t.close();
});

async function get<T>(url: string, token = owner): Promise<T> {
  const res = await t.call({ method: 'GET', url, token });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

describe('[ADMIN] agent announcements list', () => {
  it('lists every stored announcement, open or not, with its translations, in pages', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const create = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/admin/agent-announcements', token: owner, payload });
    const open = await create({
      title: 'Open now',
      content: '<p>now<script>x</script></p>',
      translations: { CN: { title: '现在' } },
    });
    const future = await create({ title: 'Later', content: 'later', startsAt: later, sort: 5 });
    expect([open.statusCode, future.statusCode]).toEqual([200, 200]);
    const list = await get<TAgentAnnouncementAdminList>('/api/admin/agent-announcements', auditor);
    expect(list.total).toBe(2);
    // sort first: the scheduled one (sort 5) leads although it is not open
    expect(list.rows.map((r) => [r.title, r.live])).toEqual([
      ['Later', false],
      ['Open now', true],
    ]);
    expect(list.rows[0]!.startsAt).toBe(later);
    expect(list.rows[1]!.translations).toEqual({ CN: { title: '现在' } });
    expect(list.rows[1]!.content).not.toContain('script');
    const page2 = await get<TAgentAnnouncementAdminList>(
      '/api/admin/agent-announcements?pageSize=1&pageNo=2',
    );
    expect([page2.pageNo, page2.totalPages, page2.rows.map((r) => r.title)]).toEqual([2, 2, ['Open now']]);
  });

  it('refuses a role without agents.read', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/agent-announcements', token: support });
    expect([res.statusCode, errorCode(res)]).toEqual([403, 'FORBIDDEN']);
  });

  it('refuses a write by the auditor', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/agent-announcements',
      token: auditor,
      payload: { title: 'No', content: 'no' },
    });
    expect([res.statusCode, errorCode(res)]).toEqual([403, 'FORBIDDEN']);
  });

  it('refuses a guest', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/agent-announcements' });
    expect([res.statusCode, errorCode(res)]).toEqual([401, 'NOT_LOGGED_IN']);
  });

  it.each([
    ['?pageSize=1000', 'VALIDATION_FAILED'],
    ['?pageNo=0', 'VALIDATION_FAILED'],
    ['?language=CN', 'VALIDATION_FAILED'],
  ])('refuses %s with 400 %s', async (query, code) => {
    const res = await t.call({ method: 'GET', url: `/api/admin/agent-announcements${query}`, token: owner });
    expect([res.statusCode, errorCode(res)]).toEqual([400, code]);
  });
});

describe('[ADMIN] lottery issues list', () => {
  const base = '/api/admin/lottery/games/SSC_1M/issues';

  it('pages a game’s issues, latest first, with ticket sums, and finds a voided one by status', async () => {
    const m = await createMember(t, { balance: 10_000 });
    const token = await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: '10.7.7.7' });
    const session = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(token).toBeTruthy();
    const def = lotteryGameDef('SSC_1M')!;
    const first = currentIssue(def.schedule, new Date(Date.now() + 30 * 60_000));
    const second = currentIssue(def.schedule, new Date(first.drawAt.getTime() + 60_000));
    const deps = lotteryDeps(t.db, t.config);
    const bet = { playType: 'sum_bsoe', selection: [['big']], unitAmount: 200, multiplier: 3 };
    for (const issue of [first, second]) {
      await placeSlip(
        deps,
        { memberId: m.id, sessionId: Number(session.id) },
        { requestId: `cal-${issue.issueNo}`, gameCode: 'SSC_1M', issueNo: issue.issueNo, bets: [bet] },
        new Date(issue.closesAt.getTime() - 20_000),
      );
    }
    const page = await get<TLotteryAdminIssues>(`${base}?pageSize=100`, auditor);
    const numbers = page.rows.map((r) => r.issueNo);
    expect(numbers).toEqual([...numbers].sort().reverse());
    const row = page.rows.find((r) => r.issueNo === second.issueNo);
    expect(row).toMatchObject({ status: 'pending', tickets: 1, stake: 600, payout: 0, voidReason: null });
    expect(row?.serverSeed).toBeNull();

    const voided = await t.call({
      method: 'POST',
      url: `/api/admin/lottery/games/SSC_1M/issues/${first.issueNo}/void`,
      token: owner,
      payload: { reason: 'console test' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const voids = await get<TLotteryAdminIssues>(`${base}?status=void`);
    expect(voids.total).toBe(1);
    expect(voids.rows[0]).toMatchObject({
      issueNo: first.issueNo,
      status: 'void',
      state: 'void',
      voidReason: 'console test',
      tickets: 1,
      stake: 0,
    });
    const small = await get<TLotteryAdminIssues>(`${base}?pageSize=1&pageNo=2`);
    expect([small.rows.length, small.pageNo, small.totalPages]).toEqual([1, 2, page.total]);
  });

  it('refuses a role without lottery.read', async () => {
    const res = await t.call({ method: 'GET', url: base, token: support });
    expect([res.statusCode, errorCode(res)]).toEqual([403, 'FORBIDDEN']);
  });

  it('refuses a void by the auditor', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/lottery/games/SSC_1M/issues/20260101-0001/void',
      token: auditor,
      payload: { reason: 'auditor tries' },
    });
    expect([res.statusCode, errorCode(res)]).toEqual([403, 'FORBIDDEN']);
  });

  it.each([
    ['/api/admin/lottery/games/NOPE_1M/issues', 404, 'LOTTERY_GAME_NOT_FOUND'],
    ['/api/admin/lottery/games/ssc/issues', 400, 'VALIDATION_FAILED'],
    [`${base}?status=open`, 400, 'VALIDATION_FAILED'],
    [`${base}?pageSize=500`, 400, 'VALIDATION_FAILED'],
    [`${base}?pageNo=0`, 400, 'VALIDATION_FAILED'],
    [`${base}?gameCode=SSC_1M`, 400, 'VALIDATION_FAILED'],
  ])('GET %s answers %i %s', async (url, status, code) => {
    const res = await t.call({ method: 'GET', url, token: owner });
    expect([res.statusCode, errorCode(res)]).toEqual([status, code]);
  });
});
