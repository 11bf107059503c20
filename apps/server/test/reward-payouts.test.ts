// Rewards that need no deposit (issue 25 item 3, decision 063) on PGlite and PostgreSQL: the
// operator's payout per mission and per promotion (cash or locked bonus money with its multiplier, a
// qualifying deposit), the day's caps per device, IP and upline under 50 concurrent claims (exactly
// the cap each time, the counters equal to what was paid), and the member's forfeit of locked bonus
// money (the locks end, the locked money goes back, the cash can leave; a retry answers the same).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRewardCaps } from '@pavilion/contracts/reward-payout';
import { bonusPosition, grantBonus } from '@/modules/money/bonus-money.service.ts';
import { claimsOn } from '@/modules/money/reward-claims.repo.ts';
import { saveRewardCaps } from '@/modules/money/reward-claims.service.ts';
import { insertMemberWithWallet } from '@/modules/members/members.repo.ts';
import { claimMission } from '@/modules/points/missions.service.ts';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { balanceOf, memberWithSession, requestId } from './cashier-fixtures.ts';
import { errorCode } from './helpers/auth-fixtures.ts';
import { creditedDeposit, gameBet } from './helpers/points-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

const N = 50;
const DAY = 86_400_000;
let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const post = (
  url: string,
  payload: Record<string, unknown>,
  o: { token: string; ip?: string; headers?: Record<string, string> },
) =>
  t.call({
    method: 'POST',
    url,
    payload,
    token: o.token,
    ...(o.ip ? { ip: o.ip } : {}),
    headers: o.headers ?? {},
  });

async function locksOf(memberId: number) {
  return t.db
    .selectFrom('bonus_locks')
    .select(['amount', 'turnover_required', 'release_reason'])
    .where('member_id', '=', memberId)
    .execute();
}

/** A daily mission of one settled bet, through the operator's API with the payout given. */
async function mission(reward: number, payout?: Record<string, unknown>): Promise<number> {
  const res = await post(
    '/api/admin/points/missions',
    {
      code: unique('m').toLowerCase(),
      period: 'daily',
      kind: 'bet_count',
      titleEn: 'One bet',
      titleZh: '一注',
      titleKm: 'មួយ',
      target: 1,
      reward,
      ...(payout ? { payout } : {}),
    },
    { token: admin },
  );
  expect(res.statusCode, res.body).toBe(200);
  return Number((res.json() as { id: string }).id);
}

/** Members without sessions (fast: no password hashing), each with one settled bet today. */
async function players(count: number, uplineId: number | null = null): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const account = unique('rp').replace(/-/g, '');
    const m = await insertMemberWithWallet(
      t.db,
      { account, nickname: account, type: 0, password_hash: 'x', upline_id: uplineId },
      { balance: 0, currency: 'USD' },
    );
    await gameBet(t.db, m.id, { amount: 100 });
    ids.push(m.id);
  }
  return ids;
}

function tally(results: PromiseSettledResult<unknown>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of results) {
    const key =
      r.status === 'fulfilled' ? 'ok' : r.reason instanceof AppError ? r.reason.code : String(r.reason);
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

const claim = (memberId: number, missionId: number, origin: { ip: string | null; deviceId: string | null }) =>
  claimMission(t.db, { memberId, missionId, now: new Date(), origin });

const noCaps: TRewardCaps = { device: 0, ip: 0, upline: 0 };

describe('[REWARDS] how a reward pays', () => {
  it('a mission pays locked 5x by default, cash when the operator says so, or locked at its multiplier', async () => {
    await saveRewardCaps(t.db, noCaps, null);
    const byDefault = await mission(1_000);
    const cash = await mission(1_000, { mode: 'cash', turnoverMultiplier: 0, minDeposit: null });
    const tenfold = await mission(1_000, { mode: 'locked', turnoverMultiplier: 10, minDeposit: null });
    const [a, b, c] = await players(3);
    const origin = { ip: null, deviceId: null };
    await claim(a!, byDefault, origin);
    await claim(b!, cash, origin);
    await claim(c!, tenfold, origin);
    expect(await locksOf(a!)).toEqual([{ amount: 1_000, turnover_required: 5_000, release_reason: null }]);
    expect(await locksOf(b!)).toEqual([]);
    expect((await bonusPosition(t.db, b!, await balanceOf(t, b!))).locked).toBe(0);
    expect(await locksOf(c!)).toEqual([{ amount: 1_000, turnover_required: 10_000, release_reason: null }]);
    const list = (
      await t.call({ method: 'GET', url: '/api/admin/points/missions', token: admin })
    ).json() as {
      missions: { id: string; payout: unknown }[];
    };
    expect(list.missions.find((m) => Number(m.id) === cash)?.payout).toEqual({
      mode: 'cash',
      turnoverMultiplier: 0,
      minDeposit: null,
    });
  });

  it('refuses a bad payout with field errors', async () => {
    for (const payout of [
      { mode: 'bonus', turnoverMultiplier: 5, minDeposit: null },
      { mode: 'locked', turnoverMultiplier: 101, minDeposit: null },
      { mode: 'locked', turnoverMultiplier: 2.5, minDeposit: null },
      { mode: 'cash', turnoverMultiplier: 0, minDeposit: 0 },
    ]) {
      const res = await post(
        '/api/admin/points/missions',
        {
          code: unique('bad'),
          period: 'daily',
          kind: 'bet_count',
          titleEn: 'x',
          titleZh: 'x',
          titleKm: 'x',
          target: 1,
          reward: 1,
          payout,
        },
        { token: admin },
      );
      expect([res.statusCode, errorCode(res)], JSON.stringify(payout)).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('a reward that asks for a qualifying deposit is refused until one is credited, and counts against no cap', async () => {
    await saveRewardCaps(t.db, { device: 1, ip: 1, upline: 1 }, null);
    const id = await mission(500, { mode: 'cash', turnoverMultiplier: 0, minDeposit: 10_000 });
    const [m, n] = await players(2);
    const ip = unique('ip');
    await expect(claim(m!, id, { ip, deviceId: null })).rejects.toMatchObject({
      code: 'REWARD_DEPOSIT_REQUIRED',
    });
    await creditedDeposit(t.db, m!, 9_999);
    await expect(claim(m!, id, { ip, deviceId: null })).rejects.toMatchObject({
      code: 'REWARD_DEPOSIT_REQUIRED',
    });
    await creditedDeposit(t.db, m!, 10_000);
    await creditedDeposit(t.db, n!, 20_000);
    await claim(m!, id, { ip, deviceId: null });
    await claim(n!, id, { ip, deviceId: null });
    expect(await claimsOn(t.db, 'ip', ip, new Date().toISOString().slice(0, 10))).toBe(0);
    expect(await locksOf(m!)).toEqual([]);
  });

  it('a promotion pays its rules multiplier locked, or cash; a red envelope as its payout says', async () => {
    await saveRewardCaps(t.db, noCaps, null);
    const create = async (rules: Record<string, unknown>, payout?: Record<string, unknown>) => {
      const res = await post(
        '/api/admin/promotions',
        {
          title: unique('p'),
          startsAt: iso(-DAY),
          endsAt: iso(30 * DAY),
          rules,
          ...(payout ? { payout } : {}),
        },
        { token: admin },
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { id: number; payout: unknown; rules: Record<string, unknown> };
    };
    const envelope = { kind: 'red_envelope', pool: 100, shares: 2, dailyAt: null, durationMinutes: 60 };
    const lockedRe = await create(envelope);
    expect(lockedRe.rules.turnoverMultiplier).toBe(5);
    expect(lockedRe.payout).toEqual({ mode: 'locked', minDeposit: null });
    const cashRe = await create(envelope, { mode: 'cash', minDeposit: null });
    const cashMission = await create(
      { kind: 'mission', targetValidBet: 1, reward: 700, turnoverMultiplier: 3 },
      { mode: 'cash', minDeposit: null },
    );
    for (const p of [lockedRe, cashRe]) {
      const ev = await post(
        `/api/admin/promotions/${p.id}/red-envelopes`,
        { startsAt: iso(-60_000), durationMinutes: 60 },
        { token: admin },
      );
      expect(ev.statusCode, ev.body).toBe(200);
    }
    const a = await memberWithSession(t);
    const b = await memberWithSession(t);
    expect((await post(`/api/promotions/${lockedRe.id}/grab`, {}, { token: a.token })).statusCode).toBe(200);
    expect((await post(`/api/promotions/${cashRe.id}/grab`, {}, { token: b.token })).statusCode).toBe(200);
    const [lock] = await locksOf(a.id);
    expect(lock!.turnover_required).toBe(lock!.amount * 5);
    expect(await locksOf(b.id)).toEqual([]);

    const join = await post(`/api/promotions/${cashMission.id}/join`, {}, { token: b.token });
    expect(join.statusCode, join.body).toBe(200);
    await gameBet(t.db, b.id, { amount: 100 });
    const claimed = await t.call({
      method: 'POST',
      url: `/api/promotions/${cashMission.id}/claim`,
      token: b.token,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ bonus: { amount: 700, turnoverRequired: 0 } });
    expect(await locksOf(b.id)).toEqual([]);
  });
});

describe('[REWARDS] caps per device, IP and upline per day under 50 concurrent claims', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it('one IP: exactly 3 of 50', async () => {
    await saveRewardCaps(t.db, { device: 0, ip: 3, upline: 0 }, null);
    const id = await mission(100);
    const members = await players(N);
    const ip = unique('ip');
    const results = await Promise.allSettled(members.map((m) => claim(m, id, { ip, deviceId: null })));
    const counts = tally(results);
    console.log(`ip cap 3: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ ok: 3, REWARD_CAP_REACHED: N - 3 });
    expect(await claimsOn(t.db, 'ip', ip, today())).toBe(3);
    const paid = await sql<{
      n: string;
    }>`select count(*)::text as n from mission_claims where mission_id = ${id}`.execute(t.db);
    expect(Number(paid.rows[0]!.n)).toBe(3);
  });

  it('one device: exactly 3 of 50, whatever the addresses', async () => {
    await saveRewardCaps(t.db, { device: 3, ip: 0, upline: 0 }, null);
    const id = await mission(100);
    const members = await players(N);
    const deviceId = unique('device');
    const results = await Promise.allSettled(
      members.map((m, i) => claim(m, id, { ip: `${unique('ip')}-${i}`, deviceId })),
    );
    const counts = tally(results);
    console.log(`device cap 3: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ ok: 3, REWARD_CAP_REACHED: N - 3 });
  });

  it('one upline: exactly 20 of 50 downline claims', async () => {
    await saveRewardCaps(t.db, { device: 0, ip: 0, upline: 20 }, null);
    const id = await mission(100);
    const agent = await players(1);
    const members = await players(N, agent[0]!);
    const results = await Promise.allSettled(members.map((m) => claim(m, id, { ip: null, deviceId: null })));
    const counts = tally(results);
    console.log(`upline cap 20: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ ok: 20, REWARD_CAP_REACHED: N - 20 });
    expect(await claimsOn(t.db, 'upline', String(agent[0]), today())).toBe(20);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('a claim refused later gives its place back; the route answers 429 REWARD_CAP_REACHED', async () => {
    await saveRewardCaps(t.db, { device: 0, ip: 2, upline: 0 }, null);
    const id = await mission(100);
    const [m] = await players(1);
    const ip = unique('ip');
    await claim(m!, id, { ip, deviceId: null });
    await expect(claim(m!, id, { ip, deviceId: null })).rejects.toMatchObject({
      code: 'MISSION_ALREADY_CLAIMED',
    });
    expect(await claimsOn(t.db, 'ip', ip, today())).toBe(1);

    // through the red-envelope route: the member's address and device id header are the keys
    const res = await post(
      '/api/admin/promotions',
      {
        title: unique('re'),
        startsAt: iso(-DAY),
        endsAt: iso(30 * DAY),
        rules: { kind: 'red_envelope', pool: 100, shares: 10, dailyAt: null, durationMinutes: 60 },
      },
      { token: admin },
    );
    const promo = (res.json() as { id: number }).id;
    await post(
      `/api/admin/promotions/${promo}/red-envelopes`,
      { startsAt: iso(-60_000), durationMinutes: 60 },
      { token: admin },
    );
    await saveRewardCaps(t.db, { device: 1, ip: 0, upline: 0 }, null);
    const headers = { 'x-device-id': unique('dev') };
    const first = await memberWithSession(t);
    const second = await memberWithSession(t);
    expect(
      (await post(`/api/promotions/${promo}/grab`, {}, { token: first.token, headers })).statusCode,
    ).toBe(200);
    const refused = await post(`/api/promotions/${promo}/grab`, {}, { token: second.token, headers });
    expect([refused.statusCode, errorCode(refused)]).toEqual([429, 'REWARD_CAP_REACHED']);
    // the share was not taken: the refused grab rolled back
    const left = await sql<{ n: string }>`select count(*)::text as n from red_envelope_shares s
      join red_envelope_events e on e.id = s.event_id where e.promotion_id = ${promo} and s.member_id is null`.execute(
      t.db,
    );
    expect(Number(left.rows[0]!.n)).toBe(9);
  });

  it('the operator reads and sets the caps; bad caps are refused', async () => {
    const put = await t.call({
      method: 'PUT',
      url: '/api/admin/promotions/reward-caps',
      token: admin,
      payload: { device: 4, ip: 5, upline: 30 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const got = await t.call({ method: 'GET', url: '/api/admin/promotions/reward-caps', token: admin });
    expect(got.json()).toEqual({ device: 4, ip: 5, upline: 30 });
    const bad = await t.call({
      method: 'PUT',
      url: '/api/admin/promotions/reward-caps',
      token: admin,
      payload: { device: -1, ip: 5, upline: 30 },
    });
    expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('[REWARDS] a member forfeits locked bonus money', () => {
  it('the locks end, the locked money goes back by a ledger posting, the cash can leave; a retry answers the same', async () => {
    const m = await memberWithSession(t, { balance: 30_000 });
    for (const amount of [10_000, 5_000]) {
      await t.db.transaction().execute((trx) =>
        grantBonus(trx, {
          memberId: m.id,
          amount,
          turnoverRequired: amount * 5,
          source: 'reward',
          sourceRef: unique('forfeit'),
          idempotencyKey: unique('forfeit-key'),
          description: 'Test bonus',
        }),
      );
    }
    const wallet = async () =>
      (await t.call({ method: 'GET', url: '/api/cashier/wallet', token: m.token })).json() as {
        balance: number;
        bonusLocked: number;
      };
    expect(await wallet()).toMatchObject({ balance: 45_000, bonusLocked: 15_000 });
    const id = requestId();
    const ip = unique('10.9');
    const res = await post('/api/cashier/wallet/forfeit-bonus', { requestId: id }, { token: m.token, ip });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ forfeited: 15_000, locks: 2, balance: 30_000 });
    expect(await wallet()).toMatchObject({ balance: 30_000, bonusLocked: 0 });
    expect((await locksOf(m.id)).map((l) => l.release_reason)).toEqual(['forfeited', 'forfeited']);
    const retry = await post('/api/cashier/wallet/forfeit-bonus', { requestId: id }, { token: m.token, ip });
    expect(retry.json()).toEqual({ forfeited: 15_000, locks: 2, balance: 30_000 });
    const none = await post(
      '/api/cashier/wallet/forfeit-bonus',
      { requestId: requestId() },
      { token: m.token, ip },
    );
    expect(none.json()).toEqual({ forfeited: 0, locks: 0, balance: 30_000 });
    const bad = await post('/api/cashier/wallet/forfeit-bonus', { requestId: '' }, { token: m.token, ip });
    expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await balanceOf(t, m.id)).toBe(30_000);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('what a bonus won is forfeited with it', async () => {
    const m = await memberWithSession(t, { balance: 2_000 });
    await t.db.transaction().execute((trx) =>
      grantBonus(trx, {
        memberId: m.id,
        amount: 1_000,
        turnoverRequired: 100_000,
        source: 'reward',
        sourceRef: unique('won'),
        idempotencyKey: unique('won-key'),
        description: 'Test bonus',
      }),
    );
    // a settled bet of 500 that won 1,500 (net 1,000), as the seamless wallet leaves it
    await sql`insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, game_type, amount,
        win_amount, status, placed_at, settled_at)
      values ('test', ${unique('bt')}, ${m.id}, 'r1', 'g1', 'RNG', 500, 1500, 'settled', now(), now())`.execute(
      t.db,
    );
    await postMemberMovement(t.db, {
      idempotencyKey: unique('win'),
      kind: 'win',
      memberId: m.id,
      amount: 1_000,
      counterparty: 'games',
      description: 'net win',
    });
    const res = await post(
      '/api/cashier/wallet/forfeit-bonus',
      { requestId: requestId() },
      { token: m.token, ip: unique('10.8') },
    );
    expect(res.json()).toEqual({ forfeited: 2_000, locks: 1, balance: 2_000 });
  });
});
