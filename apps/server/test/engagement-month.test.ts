// A simulated month of engagement money (issue 13, decisions 034-036), seeded and reproducible
// (ENGAGEMENT_SEED=<n> replays a run; the seed is printed when the test fails): members deposit,
// play slots and live games through the real seamless wallet (each settled bet is then dated into
// its simulated day), claim deposit bonuses (twice at once, sometimes), take manual rebates, climb
// VIP levels and claim their rewards, earn points and convert them (the same request twice at once,
// sometimes), while the daily rebate and the points crediting run each simulated night. Afterwards
// the ledger holds its invariants, and every bonus, reward, rebate and conversion was paid exactly
// once: each by one ledger posting under its key, the rebates covering every bet exactly once.
// Runs on PGlite and on PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import { depositBonus } from '@pavilion/contracts/promotions';
import { DEFAULT_PROMOTION_PAYOUT } from '@pavilion/contracts/reward-payout';
import { seedCatalogue } from '@/db/seed-catalogue.ts';
import { seededRandom } from '@/modules/games/demo-catalogue.ts';
import { runDailyRebate } from '@/modules/loyalty/loyalty.jobs.ts';
import { claimManualRebate, claimReward, refreshMember } from '@/modules/loyalty/loyalty.service.ts';
import { notificationBus } from '@/modules/notifications/notification-bus.ts';
import { creditPoints } from '@/modules/points/points-credit.ts';
import { createPromotion } from '@/modules/promotions/promotions-admin.service.ts';
import { claimPromotion } from '@/modules/promotions/promotions.service.ts';
import { issueLaunchToken } from '@/modules/seamless/launch-tokens.service.ts';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import { INHOUSE_VENDOR_CODE } from '@/modules/vendors/inhouse-vendor.ts';
import { AppError } from '@/shared/app-error.ts';
import { FUND_PASSWORD, requestId, setFundPassword } from './cashier-fixtures.ts';
import {
  betBody,
  createPlayer,
  seamlessCall,
  walletBalance,
  winBody,
  type TPlayer,
} from './helpers/seamless-client.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

const DAY = 86_400_000;
const DAYS = 30;
const MEMBERS = 6;
/** The operator's rebate rates of this month, the same at every level (basis points). */
const RATES = { RNG: 80, LIVE: 50 } as const;
type TGameType = keyof typeof RATES;
const NODES: Record<TGameType, number> = { RNG: 990_001, LIVE: 990_002 };

const seed = Number(process.env.ENGAGEMENT_SEED ?? Math.floor(Math.random() * 2 ** 31));

const random = seededRandom(seed);
const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

let t: TTestApp;
const bus = () => notificationBus(t.app);
/** `ip`: each member's own address, as real members have (the money calls are limited per address) */
type TSimMember = TPlayer & { tokens: Record<TGameType, string>; ip: string };

beforeAll(async () => {
  t = await startTestApp();
  // a two-game catalogue, so bets carry the game types the rates and points are set for
  await seedCatalogue(t.db, { demo: false });
  for (const gameType of Object.keys(NODES) as TGameType[]) {
    await t.db
      .insertInto('game_vendors')
      .values({
        code: 'SIM',
        game_type: gameType,
        display_name: 'Sim',
        game_classify: gameType,
        color: '#333',
      })
      .execute();
    await t.db
      .insertInto('games')
      .values({
        node_id: NODES[gameType],
        game_id: `sim-${gameType}`,
        game_code: `sim-${gameType.toLowerCase()}`,
        vendor_code: 'SIM',
        game_type: gameType,
        sub_type: gameType,
        display_name_en: gameType,
        display_name_zh: gameType,
        display_name_km: gameType,
        min_bet: 1,
      })
      .execute();
  }
  const rates = (Object.keys(RATES) as TGameType[]).flatMap((gameType) =>
    [0, 1, 2, 3, 4, 5].map((level) => ({ gameType, level, rateBp: RATES[gameType] })),
  );
  const put = await t.call({
    method: 'PUT',
    url: '/api/admin/loyalty/rebate-rates',
    token: await t.adminToken(),
    payload: { rates },
  });
  expect(put.statusCode, put.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function simMember(index: number): Promise<TSimMember> {
  const p = await createPlayer(t, 0, NODES.RNG);
  const live = await issueLaunchToken(t.db, {
    memberId: p.memberId,
    vendorCode: INHOUSE_VENDOR_CODE,
    nodeId: NODES.LIVE,
  });
  expect((await setFundPassword(t, p.sessionToken)).statusCode).toBe(200);
  return { ...p, tokens: { RNG: p.token, LIVE: live.token }, ip: `10.77.0.${index + 1}` };
}

let depositSeq = 0;
/** A credited deposit at `at`: the cashier's row and its ledger posting (key deposit:<id>). */
async function deposit(m: TSimMember, amount: number, at: Date) {
  const row = await t.db
    .insertInto('cashier_deposits')
    .values({
      member_id: m.memberId,
      request_id: `month-${seed}-${++depositSeq}`,
      channel_id: 'bank',
      kind: 'bank_transfer',
      amount,
      status: 'credited',
      credited_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await postMemberMovement(t.db, {
    idempotencyKey: `deposit:${row.id}`,
    kind: 'deposit',
    memberId: m.memberId,
    amount,
    counterparty: 'cashier',
    description: 'simulated deposit',
  });
}

/** One round through the seamless wallet (bet, then win), then dated to `at` in the simulated day. */
async function play(m: TSimMember, gameType: TGameType, at: Date) {
  const balance = await walletBalance(t.db, m.memberId);
  if (balance < 1_000) {
    return;
  }
  const stake = Math.min(balance, between(1_000, 60_000));
  const bet = betBody({ ...m, token: m.tokens[gameType] }, { amount: stake, gameCode: `sim-${gameType}` });
  const placed = await seamlessCall(t, 'bet', bet);
  expect(placed.statusCode, placed.body).toBe(200);
  const won = random() < 0.45 ? Math.floor(stake * (0.5 + random() * 2.5)) : 0;
  const settled = await seamlessCall(t, 'win', winBody(m, bet, { amount: won, endRound: true }));
  expect(settled.statusCode, settled.body).toBe(200);
  await sql`update seamless_bets set placed_at = ${new Date(at.getTime() - 30_000)}, settled_at = ${at}
    where bet_tx_id = ${bet.transactionId}`.execute(t.db);
}

/** Claims allowed to be refused by their rule (nothing to claim yet); anything else fails the test. */
async function tolerate(work: Promise<unknown>, codes: string[]) {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof AppError && codes.includes(error.code))) {
      throw error;
    }
  }
}

async function claimRewards(m: TSimMember) {
  const { rows } = await sql<{ id: string }>`select id::text as id from loyalty_rewards
    where member_id = ${m.memberId} and status = 'claimable'`.execute(t.db);
  for (const { id } of rows) {
    const twice = random() < 0.3 ? 2 : 1;
    await Promise.all(
      Array.from({ length: twice }, () =>
        tolerate(claimReward(t.db, bus(), m.memberId, Number(id)), ['REWARD_ALREADY_CLAIMED']),
      ),
    );
  }
}

async function convert(m: TSimMember) {
  const { rows } = await sql<{ b: string }>`select coalesce((select balance from points_balances
    where member_id = ${m.memberId}), 0)::text as b`.execute(t.db);
  const points = Number(rows[0]?.b ?? 0);
  if (points < 100) {
    return;
  }
  const payload = {
    points: between(100, points),
    fundPassword: t.encrypt(FUND_PASSWORD),
    requestId: requestId(),
  };
  const copies = random() < 0.3 ? 2 : 1;
  const replies = await Promise.all(
    Array.from({ length: copies }, () =>
      t.call({ method: 'POST', url: '/api/points/convert', token: m.sessionToken, ip: m.ip, payload }),
    ),
  );
  for (const reply of replies) {
    expect(reply.statusCode, reply.body).toBe(200);
  }
}

type TEvent = { at: Date; member: TSimMember; run: (m: TSimMember, at: Date) => Promise<void> };

function dayEvents(members: TSimMember[], dayStart: number, promotions: number[]): TEvent[] {
  const events: TEvent[] = [];
  const at = () => new Date(dayStart + between(60, 23 * 60 + 50) * 60_000 + between(0, 59_000));
  for (const member of members) {
    if (random() < 0.25 || dayStart === start) {
      const amount = between(10, 200) * 1_000;
      events.push({ at: at(), member, run: (m, when) => deposit(m, amount, when) });
    }
    for (let n = between(0, 4); n > 0; n--) {
      const gameType: TGameType = random() < 0.6 ? 'RNG' : 'LIVE';
      events.push({ at: at(), member, run: (m, when) => play(m, gameType, when) });
    }
    if (random() < 0.2) {
      const promotionId = promotions[between(0, promotions.length - 1)] as number;
      const twice = random() < 0.5 ? 2 : 1;
      events.push({
        at: at(),
        member,
        run: async (m, when) => {
          await Promise.all(
            Array.from({ length: twice }, () =>
              tolerate(claimPromotion(t.db, m.memberId, promotionId, when), ['PROMOTION_NOT_AVAILABLE']),
            ),
          );
        },
      });
    }
    if (random() < 0.15) {
      events.push({
        at: at(),
        member,
        run: (m, when) =>
          tolerate(claimManualRebate(t.db, bus(), m.memberId, when), ['REBATE_NOTHING_TO_CLAIM']),
      });
    }
    if (random() < 0.3) {
      events.push({
        at: at(),
        member,
        run: async (m, when) => {
          await refreshMember(t.db, m.memberId, when);
          await claimRewards(m);
        },
      });
    }
    if (random() < 0.15) {
      events.push({ at: at(), member, run: (m) => convert(m) });
    }
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
const start = today - (DAYS + 1) * DAY;

it('a month of deposits, bets, bonuses, rebates, VIP rewards and points pays everything once', async () => {
  onTestFailed(() => {
    console.error(`engagement month: ENGAGEMENT_SEED=${seed}`);
  });
  // the points system counts from the start of the simulated month
  await sql`update points_credit_state set bets_settled_before = ${new Date(start)},
    deposits_credited_before = ${new Date(start)}`.execute(t.db);
  const window = { startsAt: new Date(start).toISOString(), endsAt: new Date(today + DAY).toISOString() };
  const bonus = { percentBp: 5_000, cap: 50_000, minDeposit: 20_000, turnoverMultiplier: 0 };
  const first = { percentBp: 10_000, cap: 20_000, minDeposit: 10_000, turnoverMultiplier: 0 };
  const common = {
    description: '',
    translations: {},
    minVipLevel: 0,
    newMemberDays: null,
    agentAccount: null,
    announcementId: null,
    payout: DEFAULT_PROMOTION_PAYOUT,
    ...window,
  };
  const promoA = await createPromotion(t.db, null, {
    ...common,
    title: 'Month reload 50%',
    firstDepositOnly: false,
    rules: { kind: 'deposit_bonus', ...bonus },
  });
  const promoB = await createPromotion(t.db, null, {
    ...common,
    title: 'Month first deposit 100%',
    firstDepositOnly: true,
    rules: { kind: 'deposit_bonus', ...first },
  });
  const members: TSimMember[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    members.push(await simMember(i));
  }

  for (let d = 0; d < DAYS; d++) {
    const dayStart = start + d * DAY;
    // the night's jobs: yesterday's rebates, the points of what settled
    await runDailyRebate(t.db, new Date(dayStart + 5 * 60_000));
    await creditPoints(t.db, new Date(dayStart + 6 * 60_000));
    for (const e of dayEvents(members, dayStart, [promoA.id, promoB.id])) {
      await e.run(e.member, e.at);
    }
  }
  const end = new Date(start + DAYS * DAY + 5 * 60_000);
  await runDailyRebate(t.db, end);
  await creditPoints(t.db, end);
  for (const m of members) {
    await refreshMember(t.db, m.memberId, end);
    await claimRewards(m);
  }

  // ---- the ledger's own invariants: balances are the sums of their postings, none negative ----
  expect(await findLedgerViolations(t.db)).toEqual([]);

  const ids = members.map((m) => m.memberId);
  const { rows: postings } = await sql<{ key: string; member_id: string; amount: string }>`
    select x.idempotency_key as key, a.member_id::text as member_id, e.amount::text as amount
    from ledger_transactions x
    join ledger_entries e on e.transaction_id = x.id
    join ledger_accounts a on a.id = e.account_id and a.owner_type = 'member'
    where a.member_id = any(${ids}::bigint[])`.execute(t.db);
  const paid = new Map<string, number[]>();
  for (const p of postings) {
    paid.set(p.key, [...(paid.get(p.key) ?? []), Number(p.amount)]);
  }
  const paidWithPrefix = (prefix: string) => [...paid.keys()].filter((k) => k.startsWith(prefix)).sort();

  // ---- deposit bonuses: one row and one posting per (activity, member), of the rule's amount ----
  const { rows: bonuses } = await sql<{
    promotion_id: string;
    member_id: string;
    amount: string;
    deposit: string;
  }>`
    select b.promotion_id::text, b.member_id::text, b.amount::text, d.amount::text as deposit
    from activity_bonuses b join cashier_deposits d on d.id = b.deposit_id
    where b.member_id = any(${ids}::bigint[])`.execute(t.db);
  expect(bonuses.length).toBeGreaterThan(0);
  for (const b of bonuses) {
    const rules = Number(b.promotion_id) === promoA.id ? bonus : first;
    expect(Number(b.amount)).toBe(depositBonus(rules, Number(b.deposit)));
    expect(paid.get(`activity-bonus:${b.promotion_id}:${b.member_id}`)).toEqual([Number(b.amount)]);
  }
  expect(paidWithPrefix('activity-bonus:')).toHaveLength(bonuses.length);

  // ---- loyalty rewards: a claimed reward is one posting of its amount, any other none ----
  const { rows: rewards } = await sql<{
    id: string;
    member_id: string;
    kind: string;
    period: string;
    amount: string;
    status: string;
  }>`select id::text, member_id::text, kind, period, amount::text, status from loyalty_rewards
    where member_id = any(${ids}::bigint[]) order by id`.execute(t.db);
  for (const r of rewards) {
    expect(paid.get(`loyalty:reward:${r.id}`) ?? [], `reward ${r.id}`).toEqual(
      r.status === 'claimed' ? [Number(r.amount)] : [],
    );
  }
  expect(paidWithPrefix('loyalty:reward:')).toHaveLength(
    rewards.filter((r) => r.status === 'claimed').length,
  );
  expect(rewards.some((r) => r.kind === 'rebate_daily')).toBe(true);
  expect(rewards.some((r) => r.kind === 'vip_upgrade')).toBe(true);

  // ---- VIP upgrades: one bonus per level passed, never two ----
  for (const m of members) {
    const { rows } = await sql<{ level: number }>`select level from vip_member_levels
      where member_id = ${m.memberId}`.execute(t.db);
    const level = Number(rows[0]?.level ?? 0);
    const upgrades = rewards
      .filter((r) => Number(r.member_id) === m.memberId && r.kind === 'vip_upgrade')
      .map((r) => r.period)
      .sort();
    expect(upgrades).toEqual(Array.from({ length: level }, (_, i) => `level-${i + 1}`).sort());
  }

  // ---- rebates: the daily and manual rebates, in the order of their ranges, cover each bet once ----
  for (const m of members) {
    const ranges = rewards
      .filter((r) => Number(r.member_id) === m.memberId && r.kind.startsWith('rebate_'))
      .map((r) => ({
        end: r.kind === 'rebate_daily' ? Date.parse(`${r.period}T00:00:00Z`) + DAY : Date.parse(r.period),
        amount: Number(r.amount),
      }))
      .sort((a, b) => a.end - b.end);
    const { rows: bets } = await sql<{ game_type: TGameType; amount: string; settled_at: Date }>`
      select game_type, amount::text, settled_at from seamless_bets
      where member_id = ${m.memberId} and status = 'settled'`.execute(t.db);
    let from = 0;
    const expected = ranges.map(({ end }) => {
      const stakes = { RNG: 0, LIVE: 0 };
      for (const b of bets) {
        const at = new Date(b.settled_at).getTime();
        if (at > from && at <= end) {
          stakes[b.game_type] += Number(b.amount);
        }
      }
      from = end;
      return (Object.keys(stakes) as TGameType[]).reduce(
        (s, g) => s + Math.floor((stakes[g] * RATES[g]) / 10_000),
        0,
      );
    });
    expect(
      ranges.map((r) => r.amount),
      `member ${m.memberId}`,
    ).toEqual(expected);
    const lastDay = start + DAYS * DAY;
    expect(bets.filter((b) => new Date(b.settled_at).getTime() > Math.max(from, lastDay))).toEqual([]);
  }

  // ---- points: balances are their changes; each conversion one posting of its amount ----
  const { rows: points } = await sql<{ member_id: string; balance: string; total: string }>`
    select b.member_id::text, b.balance::text,
      (select coalesce(sum(points), 0) from points_transactions p where p.member_id = b.member_id)::text as total
    from points_balances b where b.member_id = any(${ids}::bigint[])`.execute(t.db);
  for (const p of points) {
    expect(Number(p.balance)).toBe(Number(p.total));
  }
  const { rows: conversions } = await sql<{ member_id: string; source_key: string; points: string }>`
    select member_id::text, source_key, points::text from points_transactions
    where kind = 'convert' and member_id = any(${ids}::bigint[])`.execute(t.db);
  const { rows: settings } = await sql<{ rate: string }>`select convert_minor_per_point::text as rate
    from points_settings`.execute(t.db);
  const rate = Number(settings[0]?.rate);
  for (const c of conversions) {
    const key = `points-${c.source_key}`; // convert:<member>:<request> → points-convert:<member>:<request>
    expect(paid.get(key), key).toEqual([-Number(c.points) * rate]);
  }
  expect(conversions.length).toBeGreaterThan(0);
  expect(paidWithPrefix('points-convert:')).toHaveLength(conversions.length);
}, 600_000);
