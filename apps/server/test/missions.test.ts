// Missions and leaderboard (issue 13, decision 036) on PGlite and PostgreSQL: progress read from
// real bets, deposits and logins; a reward claimed once per period (concurrent claims pay once);
// refusals; the claimable count for the badges; the leaderboard of the period with masked names;
// the operator's missions API.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollUpReportSums } from '@/modules/agent-reports/agent-report-sums.ts';
import { countClaimableMissions } from '@/modules/points/missions.service.ts';
import { balanceOf, memberWithSession } from './cashier-fixtures.ts';
import { createMember, errorCode, loginOk } from './helpers/auth-fixtures.ts';
import { creditedDeposit, gameBet } from './helpers/points-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type TMissionView = {
  id: string;
  code: string;
  state: string;
  progress: number;
  target: number;
  reward: number;
};

async function missionsOf(token: string): Promise<{ missions: TMissionView[]; claimable: number }> {
  const res = await t.call({ method: 'GET', url: '/api/missions', token });
  expect(res.statusCode).toBe(200);
  return res.json() as { missions: TMissionView[]; claimable: number };
}

const byCode = (list: TMissionView[], code: string) => list.find((m) => m.code === code)!;

describe('[MISSIONS] progress and claims', () => {
  it('progress follows real bets, deposits and logins; a completed mission is claimed once', async () => {
    const created = await createMember(t);
    const login = await loginOk(t, created.account, created.password);
    const token = login.token;
    let view = await missionsOf(token);
    expect(byCode(view.missions, 'daily-login').state).toBe('claim');
    expect(byCode(view.missions, 'weekly-login-3')).toMatchObject({
      state: 'process',
      progress: 1,
      target: 3,
    });
    expect(byCode(view.missions, 'daily-one-bet')).toMatchObject({ state: 'process', progress: 0 });

    const oneBet = byCode(view.missions, 'daily-one-bet');
    const early = await t.call({ method: 'POST', url: `/api/missions/${oneBet.id}/claim`, token });
    expect([early.statusCode, errorCode(early)]).toEqual([409, 'MISSION_NOT_COMPLETE']);

    await gameBet(t.db, created.id, { amount: 15_000, gameType: 'RNG' });
    await gameBet(t.db, created.id, { amount: 9_000, gameType: 'LIVE' });
    await gameBet(t.db, created.id, { amount: 50_000, gameType: 'RNG', status: 'rolled_back' });
    await creditedDeposit(t.db, created.id, 20_000);
    view = await missionsOf(token);
    expect(byCode(view.missions, 'daily-one-bet').state).toBe('claim');
    expect(byCode(view.missions, 'daily-slots-200')).toMatchObject({ state: 'process', progress: 15_000 });
    expect(byCode(view.missions, 'weekly-bet-1000').progress).toBe(24_000);
    expect(byCode(view.missions, 'weekly-deposit-500').progress).toBe(20_000);
    expect(view.claimable).toBe(2);
    expect(await countClaimableMissions(t.db, created.id)).toBe(2);

    const before = await balanceOf(t, created.id);
    const claim = await t.call({ method: 'POST', url: `/api/missions/${oneBet.id}/claim`, token });
    expect(claim.statusCode).toBe(200);
    expect(claim.json()).toMatchObject({ reward: oneBet.reward, balance: before + oneBet.reward });
    const again = await t.call({ method: 'POST', url: `/api/missions/${oneBet.id}/claim`, token });
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'MISSION_ALREADY_CLAIMED']);
    view = await missionsOf(token);
    expect(byCode(view.missions, 'daily-one-bet').state).toBe('claimed');
    expect(view.claimable).toBe(1);
    expect(await balanceOf(t, created.id)).toBe(before + oneBet.reward);
  });

  it('concurrent claims of one mission pay once', async () => {
    const created = await createMember(t);
    const { token } = await loginOk(t, created.account, created.password);
    const mission = byCode((await missionsOf(token)).missions, 'daily-login');
    const before = await balanceOf(t, created.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call({ method: 'POST', url: `/api/missions/${mission.id}/claim`, token }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => errorCode(r) === 'MISSION_ALREADY_CLAIMED')).toHaveLength(4);
    expect(await balanceOf(t, created.id)).toBe(before + mission.reward);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from mission_claims
      where member_id = ${created.id}`.execute(t.db);
    expect(Number(rows[0]!.n)).toBe(1);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('refuses an unknown mission, a bad id and a guest', async () => {
    const m = await memberWithSession(t);
    const unknown = await t.call({ method: 'POST', url: '/api/missions/999999/claim', token: m.token });
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'MISSION_NOT_FOUND']);
    const bad = await t.call({ method: 'POST', url: '/api/missions/abc/claim', token: m.token });
    expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    const guest = await t.call({ method: 'GET', url: '/api/missions' });
    expect([guest.statusCode, errorCode(guest)]).toEqual([401, 'NOT_LOGGED_IN']);
  });
});

describe('[MISSIONS] leaderboard', () => {
  it('ranks the period by valid bets with masked names, and shows the member their own rank', async () => {
    const a = await memberWithSession(t);
    const b = await memberWithSession(t);
    const c = await memberWithSession(t);
    const at = new Date(Date.now() - 5 * 60_000);
    await gameBet(t.db, a.id, { amount: 3_000_000, at });
    await gameBet(t.db, b.id, { amount: 5_000_000, at });
    await gameBet(t.db, c.id, { amount: 7_000, at });
    await gameBet(t.db, c.id, { amount: 9_000_000, at, status: 'rolled_back' });
    await rollUpReportSums(t.db, new Date());
    const res = await t.call({
      method: 'GET',
      url: '/api/missions/leaderboard?period=daily',
      token: c.token,
    });
    expect(res.statusCode).toBe(200);
    const board = res.json() as {
      entries: { rank: number; name: string; validBet: number }[];
      me: { rank: number | null; validBet: number };
    };
    expect(board.entries[0]).toMatchObject({ rank: 1, validBet: 5_000_000 });
    expect(board.entries[1]).toMatchObject({ rank: 2, validBet: 3_000_000 });
    expect(board.entries[0]!.name).toBe(`${b.account.slice(0, 2)}***${b.account.slice(-1)}`);
    expect(board.entries.some((e) => e.name === b.account)).toBe(false);
    expect(board.me.validBet).toBe(7_000);
    const bad = await t.call({
      method: 'GET',
      url: '/api/missions/leaderboard?period=yearly',
      token: c.token,
    });
    expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('[MISSIONS] operator API', () => {
  it('creates and edits missions; members cannot', async () => {
    const admin = await t.adminToken();
    const input = {
      code: 'weekly-live-50',
      period: 'weekly',
      kind: 'bet_amount',
      gameType: 'LIVE',
      titleEn: 'Bet 50.00 on live casino',
      titleZh: '真人娱乐投注 50.00',
      titleKm: 'ភ្នាល់ 50.00 លើកាស៊ីណូផ្ទាល់',
      target: 5_000,
      reward: 300,
    };
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/points/missions',
      token: admin,
      payload: input,
    });
    expect(created.statusCode).toBe(200);
    const id = (created.json() as { id: string }).id;
    const edited = await t.call({
      method: 'PUT',
      url: `/api/admin/points/missions/${id}`,
      token: admin,
      payload: { ...input, reward: 400, enabled: false },
    });
    expect(edited.json()).toMatchObject({ reward: 400, enabled: false });
    const m = await memberWithSession(t);
    expect((await missionsOf(m.token)).missions.some((x) => x.code === 'weekly-live-50')).toBe(false);
    const denied = await t.call({
      method: 'POST',
      url: '/api/admin/points/missions',
      token: m.token,
      payload: input,
    });
    expect([denied.statusCode, errorCode(denied)]).toEqual([403, 'FORBIDDEN']);
    const invalid = await t.call({
      method: 'POST',
      url: '/api/admin/points/missions',
      token: admin,
      payload: { ...input, target: -1 },
    });
    expect([invalid.statusCode, errorCode(invalid)]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
