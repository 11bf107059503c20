// Loyalty over a real database (decision 035): VIP level and progress from ledger deposits and
// settled bets, level rewards claimed once (also under concurrent claims), the manual and the daily
// rebate never rebating a bet twice, relegation at a month's review, referral tracking at
// registration and its reward, the member's notices of reward claims and an operator's rejections,
// the admin API's refusals, flags, and the ledger's invariants.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TClaimResult,
  TRebateAccrued,
  TReferral,
  TRewards,
  TVipStatus,
} from '@pavilion/contracts/loyalty';
import { runDailyRebate, runLoyaltyRefresh } from '@/modules/loyalty/loyalty.jobs.ts';
import { refreshMember } from '@/modules/loyalty/loyalty.service.ts';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import { balanceOf, memberWithSession, type TCashierMember } from './cashier-fixtures.ts';
import { nextIp, withFlags } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string, token: string) => {
  const res = await t.call({ method: 'GET', url, token });
  return { status: res.statusCode, body: res.json() as T };
};
const post = async (url: string, token: string) => {
  const res = await t.call({ method: 'POST', url, token });
  return { status: res.statusCode, body: res.json() as TClaimResult & { error?: { code: string } } };
};
const codeOf = (body: unknown) => (body as { error?: { code: string } }).error?.code;

async function deposit(memberId: number, amount: number) {
  await postMemberMovement(t.db, {
    idempotencyKey: `test:loyalty:deposit:${memberId}:${++seq}`,
    kind: 'deposit',
    memberId,
    amount,
    counterparty: 'cashier',
    description: 'test deposit',
  });
}

/** A settled bet (stake won back, through the ledger like the seamless wallet would). */
async function settledBet(memberId: number, gameType: string, stake: number, settledAgo: string) {
  const tx = `loyalty-test-${memberId}-${++seq}`;
  await postMemberMovement(t.db, {
    idempotencyKey: `${tx}:bet`,
    kind: 'bet',
    memberId,
    amount: -stake,
    counterparty: 'games',
    description: 'bet',
  });
  await postMemberMovement(t.db, {
    idempotencyKey: `${tx}:win`,
    kind: 'win',
    memberId,
    amount: stake,
    counterparty: 'games',
    description: 'win',
  });
  await sql`insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, game_type, amount,
      win_amount, status, closing_tx_id, placed_at, settled_at)
    values ('INHOUSE', ${tx}, ${memberId}, ${tx}, 'g', ${gameType}, ${stake}, ${stake}, 'settled', ${`${tx}w`},
      now() - ${settledAgo}::interval - interval '1 minute', now() - ${settledAgo}::interval)`.execute(t.db);
}

describe('[LOYALTY] VIP level and reward centre', () => {
  let m: TCashierMember;
  beforeAll(async () => {
    m = await memberWithSession(t, { balance: 100_000 });
    await deposit(m.id, 60_000);
    await settledBet(m.id, 'LIVE', 70_000, '1 hour');
    await settledBet(m.id, 'RNG', 40_000, '30 minutes');
  });

  it('reaches VIP 1 from deposits and valid bets and shows progress to VIP 2', async () => {
    const vip = await get<TVipStatus>('/api/loyalty/vip', m.token);
    expect(vip.status).toBe(200);
    expect(vip.body).toMatchObject({ level: 1, deposit: 60_000, validBet: 110_000, next: { level: 2 } });
    // (60,000 - 50,000) / (200,000 - 50,000)
    expect(vip.body.depositProgress).toBe(6);
    expect(vip.body.levels.length).toBeGreaterThan(2);
    const counts = await get<{ claimableRewards: number; hasVip: boolean }>('/api/loyalty/counts', m.token);
    expect(counts.body).toEqual({ claimableRewards: 2, hasVip: true });
  });

  it('lists the upgrade and monthly bonuses; a claim pays once through the ledger', async () => {
    const rewards = await get<TRewards>('/api/loyalty/rewards', m.token);
    expect(rewards.body.claimable.map((r) => r.kind).sort()).toEqual(['vip_monthly', 'vip_upgrade']);
    const upgrade = rewards.body.claimable.find((r) => r.kind === 'vip_upgrade')!;
    const before = await balanceOf(t, m.id);
    const claimed = await post(`/api/loyalty/rewards/${upgrade.id}/claim`, m.token);
    expect(claimed.status).toBe(200);
    expect(claimed.body.amount).toBe(upgrade.amount);
    expect(await balanceOf(t, m.id)).toBe(before + upgrade.amount);
    const again = await post(`/api/loyalty/rewards/${upgrade.id}/claim`, m.token);
    expect([again.status, codeOf(again.body)]).toEqual([409, 'REWARD_ALREADY_CLAIMED']);
    const missing = await post('/api/loyalty/rewards/999999999/claim', m.token);
    expect([missing.status, codeOf(missing.body)]).toEqual([404, 'REWARD_NOT_FOUND']);
    const bad = await post('/api/loyalty/rewards/abc/claim', m.token);
    expect(bad.status).toBe(400);
    // a refresh never grants the same level twice
    await refreshMember(t.db, m.id, new Date());
    const after = await get<TRewards>('/api/loyalty/rewards', m.token);
    expect(after.body.claimable.map((r) => r.kind)).toEqual(['vip_monthly']);
    expect(after.body.history.map((r) => r.kind)).toEqual(['vip_upgrade']);
  });

  it('pays one of several concurrent claims of the same reward', async () => {
    const rewards = await get<TRewards>('/api/loyalty/rewards', m.token);
    const monthly = rewards.body.claimable[0]!;
    const before = await balanceOf(t, m.id);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post(`/api/loyalty/rewards/${monthly.id}/claim`, m.token)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await balanceOf(t, m.id)).toBe(before + monthly.amount);
  });

  it('the refresh job picks members seen lately whose level would rise, once', async () => {
    const seen = await memberWithSession(t, { balance: 1_000_000 });
    await sql`update members set last_login_at = now() where id = ${seen.id}`.execute(t.db);
    await deposit(seen.id, 50_000);
    await settledBet(seen.id, 'PVP', 100_000, '5 minutes');
    const first = await runLoyaltyRefresh(t.db, new Date());
    expect(first.members).toBeGreaterThanOrEqual(1);
    const { rows } = await sql<{ level: number }>`select level from vip_member_levels
      where member_id = ${seen.id}`.execute(t.db);
    expect(rows[0]?.level).toBe(1);
    const again = await runLoyaltyRefresh(t.db, new Date());
    expect(again.members).toBe(first.members - 1);
  });

  it('relegates a level whose month fell short, and the credit keeps the lower level', async () => {
    const later = new Date();
    later.setUTCMonth(later.getUTCMonth() + 3);
    const r = await refreshMember(t.db, m.id, later);
    expect(r.level).toBe(0);
    // VIP 0's credit is nothing; the bets counted before the relegation no longer count
    expect(r.totals).toEqual({ deposit: 0, validBet: 0 });
    const again = await refreshMember(t.db, m.id, later);
    expect(again.level).toBe(0);
  });

  it('refuses guests and a switched-off reward centre', async () => {
    expect((await t.call({ method: 'GET', url: '/api/loyalty/vip' })).statusCode).toBe(401);
    await withFlags(t, { REWCEN3: false }, async () => {
      const res = await get('/api/loyalty/rewards', m.token);
      expect([res.status, codeOf(res.body)]).toEqual([403, 'FEATURE_DISABLED']);
    });
  });
});

describe('[LOYALTY] rebates', () => {
  it('the manual rebate pays what accrued and never the same bet twice, nor does the daily job', async () => {
    const m = await memberWithSession(t, { balance: 1_000_000 });
    await settledBet(m.id, 'RNG', 100_000, '20 minutes');
    await settledBet(m.id, 'LIVE', 50_000, '10 minutes');
    // settled and committed 10 s ago: claimable already (decision 059, no fixed settle lag)
    await settledBet(m.id, 'RNG', 10_000, '10 seconds');
    const accrued = await get<TRebateAccrued>('/api/loyalty/rebate', m.token);
    // VIP 0: RNG 0.30 %, LIVE 0.20 %
    expect(accrued.body.lines).toEqual([
      { gameType: 'LIVE', validBet: 50_000, rateBp: 20, amount: 100 },
      { gameType: 'RNG', validBet: 110_000, rateBp: 30, amount: 330 },
    ]);
    const before = await balanceOf(t, m.id);
    const results = await Promise.all([
      post('/api/loyalty/rebate/claim', m.token),
      post('/api/loyalty/rebate/claim', m.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(t, m.id)).toBe(before + 430);
    const after = await get<TRebateAccrued>('/api/loyalty/rebate', m.token);
    expect(after.body.total).toBe(0);
    const nothing = await post('/api/loyalty/rebate/claim', m.token);
    expect([nothing.status, codeOf(nothing.body)]).toEqual([409, 'REBATE_NOTHING_TO_CLAIM']);
    // the daily job of today (run tomorrow) finds every bet of today rebated already
    const tomorrow = new Date(Date.now() + 86_400_000 + 120_000);
    await sql`delete from loyalty_job_state`.execute(t.db);
    await runDailyRebate(t.db, tomorrow);
    const { rows } = await sql<{
      kind: string;
      amount: string;
      period: string;
    }>`select kind, amount::text as amount,
      period from loyalty_rewards where member_id = ${m.id} and kind like 'rebate%' order by id`.execute(
      t.db,
    );
    const today = new Date().toISOString().slice(0, 10);
    const dailyToday = rows.filter((r) => r.kind === 'rebate_daily' && r.period === today);
    expect(dailyToday.map((r) => Number(r.amount))).toEqual([]);
  });

  it('the daily job rebates yesterday once per member, and a rerun or a catch-up pays nothing more', async () => {
    const m = await memberWithSession(t, { balance: 1_000_000 });
    await settledBet(m.id, 'FISH', 200_000, '1 day');
    await sql`delete from loyalty_job_state`.execute(t.db);
    const now = new Date();
    const first = await runDailyRebate(t.db, now);
    expect(first.days).toBe(1);
    const rerun = await runDailyRebate(t.db, now);
    expect(rerun.days).toBe(0);
    await sql`delete from loyalty_job_state`.execute(t.db);
    await runDailyRebate(t.db, now); // state lost: the watermark still holds
    const rewards = await get<TRewards>('/api/loyalty/rewards', m.token);
    const daily = rewards.body.claimable.filter((r) => r.kind === 'rebate_daily');
    expect(daily.map((r) => r.amount)).toEqual([600]);
    const manual = await get<TRebateAccrued>('/api/loyalty/rebate', m.token);
    expect(manual.body.total).toBe(0);
    const claimed = await post(`/api/loyalty/rewards/${daily[0]!.id}/claim`, m.token);
    expect(claimed.status).toBe(200);
    const { rows } = await sql<{ kind: string }>`select t.kind from ledger_transactions t
      where t.idempotency_key = ${`loyalty:reward:${daily[0]!.id}`}`.execute(t.db);
    expect(rows.map((r) => r.kind)).toEqual(['rebate']);
  });

  it('the manual rebate is off without MANPLAYREB3', async () => {
    const m = await memberWithSession(t);
    await withFlags(t, { MANPLAYREB3: false }, async () => {
      const res = await post('/api/loyalty/rebate/claim', m.token);
      expect([res.status, codeOf(res.body)]).toEqual([403, 'FEATURE_DISABLED']);
    });
  });
});

describe('[LOYALTY] referral', () => {
  it('tracks a registration with the code and rewards the referrer once the friend deposits enough', async () => {
    const referrer = await memberWithSession(t);
    const ref = await get<TReferral>('/api/loyalty/referral', referrer.token);
    expect(ref.status).toBe(200);
    expect(ref.body.code).toMatch(/^R[A-Z0-9]{7}$/);
    expect(ref.body.friends).toEqual([]);
    const username = `refd${process.pid % 1000}x${++seq}`;
    await withFlags(t, { REGMOBVERF3: false, CAPTCHA3: false }, async () => {
      const res = await t.call({
        method: 'PUT',
        url: '/api/auth/register',
        ip: nextIp(),
        payload: {
          username,
          password: t.encrypt('Secret123'),
          confirmPassword: t.encrypt('Secret123'),
          acceptTerms: true,
          referralCode: ref.body.code.toLowerCase(),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    const listed = await get<TReferral>('/api/loyalty/referral', referrer.token);
    expect(listed.body.friends).toHaveLength(1);
    expect(listed.body.friends[0]).toMatchObject({ rewarded: false });
    expect(listed.body.friends[0]!.account).toContain('*');
    const friend = await t.db
      .selectFrom('members')
      .select(['id', 'upline_id'])
      .where('account', '=', username)
      .executeTakeFirstOrThrow();
    expect(friend.upline_id).toBeNull();
    await deposit(Number(friend.id), ref.body.rule.minDeposit - 1);
    await refreshMember(t.db, referrer.id, new Date());
    expect((await get<TRewards>('/api/loyalty/rewards', referrer.token)).body.claimable).toEqual([]);
    await deposit(Number(friend.id), 1);
    const rewards = await get<TRewards>('/api/loyalty/rewards', referrer.token);
    expect(rewards.body.claimable.map((r) => [r.kind, r.amount])).toEqual([
      ['referral', ref.body.rule.reward],
    ]);
    await refreshMember(t.db, referrer.id, new Date());
    expect((await get<TRewards>('/api/loyalty/rewards', referrer.token)).body.claimable).toHaveLength(1);
  });

  it('an unknown code is still refused at registration', async () => {
    await withFlags(t, { REGMOBVERF3: false, CAPTCHA3: false }, async () => {
      const res = await t.call({
        method: 'PUT',
        url: '/api/auth/register',
        ip: nextIp(),
        payload: {
          username: `refx${process.pid % 1000}x${++seq}`,
          password: t.encrypt('Secret123'),
          confirmPassword: t.encrypt('Secret123'),
          acceptTerms: true,
          referralCode: 'RZZZZZZZ',
        },
      });
      expect([res.statusCode, codeOf(res.json())]).toEqual([400, 'INVALID_INVITATION_CODE']);
    });
  });
});

describe('[LOYALTY] notices on reward decisions', () => {
  const notices = async (token: string) =>
    (
      (await t.call({ method: 'GET', url: '/api/notifications', token })).json() as {
        rows: { type: string; payload: { amount: number; reference: string; reason?: string } }[];
      }
    ).rows;
  const reward = async (memberId: number, period: string, amount: number) => {
    const { rows } = await sql<{ id: string }>`insert into loyalty_rewards (member_id, kind, period, amount)
      values (${memberId}, 'vip_monthly', ${period}, ${amount}) returning id`.execute(t.db);
    return Number(rows[0]!.id);
  };
  const reject = async (id: number | string, payload: object) =>
    t.call({
      method: 'POST',
      url: `/api/admin/loyalty/rewards/${id}/reject`,
      token: await t.adminToken(),
      payload,
    });

  it('a claimed reward tells the member what was paid', async () => {
    const m = await memberWithSession(t);
    const id = await reward(m.id, '2026-01', 1_234);
    expect((await post(`/api/loyalty/rewards/${id}/claim`, m.token)).status).toBe(200);
    expect((await notices(m.token))[0]).toMatchObject({
      type: 'reward_claimed',
      payload: { amount: 1_234, reference: `#${id}` },
    });
    // a refused second claim tells nothing more
    expect((await post(`/api/loyalty/rewards/${id}/claim`, m.token)).status).toBe(409);
    expect((await notices(m.token)).filter((n) => n.type === 'reward_claimed')).toHaveLength(1);
  });

  it('the manual rebate claim tells the member too', async () => {
    const m = await memberWithSession(t, { balance: 500_000 });
    await settledBet(m.id, 'RNG', 200_000, '10 minutes');
    const claimed = await post('/api/loyalty/rebate/claim', m.token);
    expect(claimed.status).toBe(200);
    expect((await notices(m.token))[0]).toMatchObject({
      type: 'reward_claimed',
      payload: { amount: claimed.body.amount },
    });
  });

  it('an operator rejects a claimable reward once, with a reason the member is told; it can no longer be claimed', async () => {
    const m = await memberWithSession(t);
    const id = await reward(m.id, '2026-02', 900);
    const listed = await t.call({
      method: 'GET',
      url: `/api/admin/loyalty/rewards?status=claimable&account=${m.account}`,
      token: await t.adminToken(),
    });
    expect((listed.json() as { rewards: { id: number; memberAccount: string }[] }).rewards).toEqual([
      expect.objectContaining({ id, memberAccount: m.account }),
    ]);
    const answers = await Promise.all([
      reject(id, { reason: 'Duplicate account' }),
      post(`/api/loyalty/rewards/${id}/claim`, m.token),
    ]);
    const [rejected, claimed] = answers;
    // exactly one decision wins the guarded update
    expect([rejected.statusCode, claimed.status].filter((s) => s === 200)).toHaveLength(1);
    if (rejected.statusCode === 200) {
      expect(claimed.body.error?.code).toBe('REWARD_ALREADY_DECIDED');
      expect((await notices(m.token))[0]).toMatchObject({
        type: 'reward_rejected',
        payload: { amount: 900, reference: `#${id}`, reason: 'Duplicate account' },
      });
      const rewards = await get<TRewards>('/api/loyalty/rewards', m.token);
      expect(rewards.body.history.find((r) => r.id === id)).toMatchObject({
        status: 'rejected',
        reason: 'Duplicate account',
      });
    } else {
      expect(codeOf(rejected.json())).toBe('REWARD_ALREADY_DECIDED');
    }
    const again = await reject(id, { reason: 'Again' });
    expect([again.statusCode, codeOf(again.json())]).toEqual([409, 'REWARD_ALREADY_DECIDED']);
    const missing = await reject(999_999_999, { reason: 'x' });
    expect([missing.statusCode, codeOf(missing.json())]).toEqual([404, 'REWARD_NOT_FOUND']);
    const blank = await reject(id, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    const player = await t.call({
      method: 'POST',
      url: `/api/admin/loyalty/rewards/${id}/reject`,
      token: m.token,
      payload: { reason: 'x' },
    });
    expect(player.statusCode).toBe(403);
  });

  it('a rejected reward pays nothing: the member was not paid for it', async () => {
    const m = await memberWithSession(t);
    const id = await reward(m.id, '2026-03', 700);
    const before = await balanceOf(t, m.id);
    expect((await reject(id, { reason: 'Abuse' })).statusCode).toBe(200);
    expect((await post(`/api/loyalty/rewards/${id}/claim`, m.token)).body.error?.code).toBe(
      'REWARD_ALREADY_DECIDED',
    );
    expect(await balanceOf(t, m.id)).toBe(before);
    expect(await get<{ claimableRewards: number }>('/api/loyalty/counts', m.token)).toMatchObject({
      body: { claimableRewards: 0 },
    });
  });
});

describe('[LOYALTY] admin', () => {
  const admin = async (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    t.call({ method, url, token: await t.adminToken(), ...(payload ? { payload } : {}) });

  it('reads and replaces levels, rates and the referral rule; refuses bad tables with 400', async () => {
    const levels = (await admin('GET', '/api/admin/loyalty/vip-levels')).json() as { levels: unknown[] };
    expect(levels.levels.length).toBeGreaterThan(1);
    expect((await admin('PUT', '/api/admin/loyalty/vip-levels', levels)).statusCode).toBe(200);
    const skipping = { levels: [levels.levels[0], { ...(levels.levels[2] as object) }] };
    expect((await admin('PUT', '/api/admin/loyalty/vip-levels', skipping)).statusCode).toBe(400);
    const rates = { rates: [{ gameType: 'RNG', level: 0, rateBp: 40 }] };
    expect((await admin('PUT', '/api/admin/loyalty/rebate-rates', rates)).statusCode).toBe(200);
    const dup = { rates: [rates.rates[0], rates.rates[0]] };
    const dupRes = await admin('PUT', '/api/admin/loyalty/rebate-rates', dup);
    expect([dupRes.statusCode, codeOf(dupRes.json())]).toEqual([400, 'VALIDATION_FAILED']);
    const tooHigh = await admin('PUT', '/api/admin/loyalty/rebate-rates', {
      rates: [{ gameType: 'RNG', level: 0, rateBp: 9000 }],
    });
    expect(tooHigh.statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/loyalty/rebate-rates')).json()).toEqual(rates);
    const rule = { enabled: true, minDeposit: 5_000, reward: 1_500 };
    expect((await admin('PUT', '/api/admin/loyalty/referral-rule', rule)).statusCode).toBe(200);
    expect((await admin('GET', '/api/admin/loyalty/referral-rule')).json()).toEqual(rule);
    expect((await admin('PUT', '/api/admin/loyalty/referral-rule', { ...rule, reward: 0 })).statusCode).toBe(
      400,
    );
  });

  it('refuses players', async () => {
    const m = await memberWithSession(t);
    const res = await t.call({ method: 'GET', url: '/api/admin/loyalty/vip-levels', token: m.token });
    expect([res.statusCode, codeOf(res.json())]).toEqual([403, 'FORBIDDEN']);
  });

  it('leaves the ledger consistent', async () => {
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
