// Agent settlement on the tier's database (PGlite, or PostgreSQL with DATABASE_URL): who pays whom
// (the platform pays a top-level agent on its whole team, an upline pays its downline the downline's
// rate on the downline's team, each keeps the difference), idempotency per (contract, period) with
// concurrent runners, catch-up of periods missed during an outage, owed-then-paid with notices, the
// ledger invariants after a simulated month, and the agent and operator API.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRate, periodFromKey } from '@pavilion/contracts/agent-settlement';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import { createInProcessBus } from '@/modules/notifications/notification-bus.ts';
import {
  retryOwed,
  runKind,
  settlePeriod,
  type TSettlementDeps,
} from '@/modules/agent-settlement/agent-settlement.service.ts';
import {
  agent,
  balance,
  bet,
  contract,
  daily,
  member,
  settlementCount,
} from './helpers/agent-settlement-fixtures.ts';
import { createMember, errorCode, loginRequest } from './helpers/auth-fixtures.ts';
import { findLedgerViolations } from './wallet-invariants.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let deps: TSettlementDeps;
const PP = 420;
const day = (key: string) => periodFromKey('daily', key, PP)!;
/** an instant inside local day `key` (13:00 local) */
const inDay = (key: string, hour = 13) => new Date(day(key).start.getTime() + hour * 3_600_000);

beforeAll(async () => {
  t = await startTestApp();
  deps = { db: t.db, notifications: createInProcessBus() };
});
afterAll(async () => {
  await t.close();
});

async function settlementsOf(contractId: number) {
  return t.db
    .selectFrom('agent_settlements')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('period_start')
    .execute();
}

describe('[SETTLE] who pays whom', () => {
  it('platform pays the top agent on its whole team; the top agent pays its downline on the downline team', async () => {
    const top = await agent(t.db);
    const sub = await agent(t.db, top);
    const p1 = await member(t.db, { upline: sub });
    const p2 = await member(t.db, { upline: sub });
    const p3 = await member(t.db, { upline: top });
    const accepted = inDay('2026-01-09');
    const cTop = await contract(t.db, {
      upline: null,
      downline: top,
      terms: daily(100),
      acceptedAt: accepted,
    });
    const cSub = await contract(t.db, { upline: top, downline: sub, terms: daily(60), acceptedAt: accepted });
    await bet(t.db, p1, 100_000, 0, inDay('2026-01-10', 1));
    await bet(t.db, p2, 50_000, 120_000, inDay('2026-01-10', 20));
    await bet(t.db, p3, 30_000, 0, inDay('2026-01-10', 23));
    await bet(t.db, p3, 70_000, 0, inDay('2026-01-10'), 'rolled_back'); // never counts
    await bet(t.db, p1, 99_999, 0, inDay('2026-01-11')); // next day

    const r = await settlePeriod(deps, 'daily', null, day('2026-01-10'), 'schedule');
    expect(r).toMatchObject({ inserted: 2, paid: 2, owed: 0 });
    const [top1] = await settlementsOf(cTop);
    const [sub1] = await settlementsOf(cSub);
    expect(top1).toMatchObject({
      payer_id: null,
      payee_id: top,
      valid_bet: 180_000,
      active_members: 3,
      rate_bp: 100,
      amount: 1_800,
      state: 'paid',
    });
    expect(sub1).toMatchObject({
      payer_id: top,
      payee_id: sub,
      valid_bet: 150_000,
      active_members: 2,
      rate_bp: 60,
      amount: 900,
      state: 'paid',
    });
    // the top agent keeps the difference: 1 % of 180,000 minus 0.6 % of 150,000
    expect(await balance(t.db, top)).toBe(1_800 - 900);
    expect(await balance(t.db, sub)).toBe(900);
    const kinds = await t.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'idempotency_key'])
      .where('id', 'in', [Number(top1!.ledger_tx_id), Number(sub1!.ledger_tx_id)])
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['salary', 'salary']);
    // the platform side is the agent house account
    const house = await sql<{
      purpose: string;
    }>`select a.purpose from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where e.transaction_id = ${top1!.ledger_tx_id} and a.owner_type = 'house'`.execute(t.db);
    expect(house.rows.map((h) => h.purpose)).toEqual(['agent']);
  });
});

describe('[SETTLE] real-time and dividend figures', () => {
  it('real-time: won stakes × profit rate + lost stakes × loss rate over bets ≥ the minimum, per 5-minute window', async () => {
    const top = await agent(t.db);
    const p = await member(t.db, { upline: top });
    const c = await contract(t.db, {
      upline: null,
      downline: top,
      terms: { kind: 'realtime', profitRateBp: 50, lossRateBp: 200, minSingleBet: 1_000 },
      acceptedAt: inDay('2026-01-20', 9),
    });
    const window = periodFromKey('realtime', '2026-01-20T13:05', PP)!;
    const at = (s: number) => new Date(window.start.getTime() + s * 1000);
    await bet(t.db, p, 10_000, 25_000, at(10)); // won: 10,000 × 0.5 %
    await bet(t.db, p, 20_000, 0, at(20)); // lost: 20,000 × 2 %
    await bet(t.db, p, 999, 0, at(30)); // below the minimum
    await bet(t.db, p, 5_000, 5_000, at(40)); // push: nothing
    await bet(t.db, p, 30_000, 0, new Date(window.end.getTime())); // next window
    const r = await settlePeriod(deps, 'realtime', null, window, 'schedule');
    expect(r.paid).toBe(1);
    expect((await settlementsOf(c))[0]).toMatchObject({
      period_key: '2026-01-20T13:05',
      won_valid_bet: 10_000,
      lost_valid_bet: 20_000,
      rate_bp: 200,
      profit_rate_bp: 50,
      amount: 50 + 400,
      state: 'paid',
    });
  });

  it('dividend: the team loss of the week × the highest tier met; a winning week pays nothing', async () => {
    const top = await agent(t.db);
    const [a, b] = [await member(t.db, { upline: top }), await member(t.db, { upline: top })];
    const c = await contract(t.db, {
      upline: null,
      downline: top,
      terms: {
        kind: 'dividend',
        period: 'W',
        tiers: [
          { minActiveMembers: 1, minValidBet: 0, minLoss: 1_000, rateBp: 1_000 },
          { minActiveMembers: 2, minValidBet: 50_000, minLoss: 10_000, rateBp: 2_500 },
        ],
      },
      acceptedAt: inDay('2026-01-25'),
    });
    // ISO week 2026-W05: Monday 26 January to Sunday 1 February
    await bet(t.db, a, 40_000, 0, inDay('2026-01-26'));
    await bet(t.db, b, 20_000, 30_000, inDay('2026-02-01', 22));
    await bet(t.db, a, 10_000, 50_000, inDay('2026-02-02')); // W06: the team wins
    await runKind(deps, 'dividend', inDay('2026-02-10'));
    const rows = await settlementsOf(c);
    expect(rows.map((r) => [r.period_key, r.profit_loss, r.rate_bp, r.amount, r.state])).toEqual([
      ['2026-W05', -30_000, 2_500, 7_500, 'paid'],
      ['2026-W06', 40_000, 0, 0, 'skipped'],
    ]);
    const tx = await t.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('id', '=', Number(rows[0]!.ledger_tx_id))
      .executeTakeFirstOrThrow();
    expect(tx.kind).toBe('dividend');
  });
});

describe('[SETTLE] idempotency and catch-up', () => {
  it('two concurrent runners and a second run pay each (contract, period) once', async () => {
    const top = await agent(t.db);
    const players = await Promise.all([1, 2, 3].map(() => member(t.db, { upline: top })));
    const c = await contract(t.db, {
      upline: null,
      downline: top,
      terms: daily(200),
      acceptedAt: inDay('2026-02-01'),
    });
    for (const p of players) {
      await bet(t.db, p, 10_000, 0, inDay('2026-02-02'));
    }
    const now = inDay('2026-02-03', 2);
    const before = await settlementCount(t.db);
    await Promise.all([
      runKind(deps, 'daily', now),
      runKind(deps, 'daily', now),
      runKind(deps, 'daily', now),
    ]);
    const rows = await settlementsOf(c);
    expect(rows.map((r) => [r.period_key, r.amount, r.state])).toEqual([['2026-02-02', 600, 'paid']]);
    expect(await balance(t.db, top)).toBe(600);
    const mid = await settlementCount(t.db);
    // a second run, another instance, and an operator-style re-settle: nothing more
    await runKind(deps, 'daily', now);
    await settlePeriod(deps, 'daily', null, day('2026-02-02'), 'operator');
    expect(await settlementCount(t.db)).toEqual(mid);
    expect(mid.postings - before.postings).toBe(mid.settlements - before.settlements);
    expect(await balance(t.db, top)).toBe(600);
  });

  it('after an outage, every missed period since acceptance is paid once on start', async () => {
    const top = await agent(t.db);
    const p = await member(t.db, { upline: top });
    const c = await contract(t.db, {
      upline: null,
      downline: top,
      terms: daily(100),
      acceptedAt: inDay('2026-03-01', 10),
    });
    const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];
    for (const [i, d] of days.entries()) {
      await bet(t.db, p, 10_000 * (i + 1), 0, inDay(d, 18));
    }
    // the server was down from 03-01 until 03-05 09:00 local: the start-up run catches up
    const now = inDay('2026-03-05', 9);
    const first = await runKind(deps, 'daily', now);
    expect(first.periods).toBeGreaterThanOrEqual(4);
    expect((await settlementsOf(c)).map((r) => [r.period_key, r.amount])).toEqual([
      ['2026-03-01', 100],
      ['2026-03-02', 200],
      ['2026-03-03', 300],
      ['2026-03-04', 400],
    ]);
    const second = await runKind(deps, 'daily', now);
    expect(second).toMatchObject({ periods: 0, paid: 0 });
    expect(await balance(t.db, p)).toBe(0);
    expect(await balance(t.db, top)).toBe(1_000);
  });
});

describe('[SETTLE] owed', () => {
  it('a payer who cannot pay owes: recorded owed, both notified, retried and paid once funded; never a negative wallet', async () => {
    const top = await agent(t.db, null, 500);
    const sub = await agent(t.db, top);
    const p = await member(t.db, { upline: sub });
    const c = await contract(t.db, {
      upline: top,
      downline: sub,
      terms: daily(100),
      acceptedAt: inDay('2026-04-01'),
    });
    await bet(t.db, p, 100_000, 0, inDay('2026-04-02'));
    const r = await settlePeriod(deps, 'daily', null, day('2026-04-02'), 'schedule');
    expect(r).toMatchObject({ paid: 0, owed: 1 });
    expect((await settlementsOf(c))[0]).toMatchObject({ amount: 1_000, state: 'owed', ledger_tx_id: null });
    expect(await balance(t.db, top)).toBe(500);
    const notices = await t.db
      .selectFrom('notifications')
      .select(['member_id', 'type'])
      .where('member_id', 'in', [top, sub])
      .execute();
    expect(notices.map((n) => [Number(n.member_id), n.type]).sort()).toEqual(
      [
        [top, 'agent_settlement_owed'],
        [sub, 'agent_settlement_owed'],
      ].sort(),
    );
    // still short: stays owed, no second notice
    expect(await retryOwed(deps, 'daily')).toBe(0);
    expect(
      await t.db.selectFrom('notifications').select('id').where('member_id', 'in', [top, sub]).execute(),
    ).toHaveLength(2);
    await postMemberMovement(t.db, {
      idempotencyKey: `test-fund:${top}`,
      kind: 'adjustment',
      memberId: top,
      amount: 600,
      counterparty: 'adjustment',
      description: 'top up',
    });
    expect(await retryOwed(deps, 'daily')).toBe(1);
    expect((await settlementsOf(c))[0]).toMatchObject({ state: 'paid', attempts: 3 });
    expect(await balance(t.db, top)).toBe(100);
    expect(await balance(t.db, sub)).toBe(1_000);
    expect(await retryOwed(deps, 'daily')).toBe(0);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});

describe('[SETTLE] a payer short for its whole period', () => {
  it('pays one by one what it can and owes the rest; none is paid twice once funded', async () => {
    const top = await agent(t.db, null, 1_000);
    const subs = [await agent(t.db, top), await agent(t.db, top), await agent(t.db, top)];
    const ids: number[] = [];
    for (const sub of subs) {
      ids.push(
        await contract(t.db, {
          upline: top,
          downline: sub,
          terms: daily(100),
          acceptedAt: inDay('2026-04-10'),
        }),
      );
      await bet(t.db, await member(t.db, { upline: sub }), 60_000, 0, inDay('2026-04-11'));
    }
    const r = await settlePeriod(deps, 'daily', null, day('2026-04-11'), 'schedule');
    expect(r).toMatchObject({ paid: 1, owed: 2 });
    const states = async () => (await Promise.all(ids.map(settlementsOf))).map((rows) => rows[0]!.state);
    expect(await states()).toEqual(['paid', 'owed', 'owed']);
    expect(await balance(t.db, top)).toBe(400);
    await postMemberMovement(t.db, {
      idempotencyKey: `test-fund2:${top}`,
      kind: 'adjustment',
      memberId: top,
      amount: 1_000,
      counterparty: 'adjustment',
      description: 'top up',
    });
    expect(await retryOwed(deps, 'daily')).toBe(2);
    expect(await states()).toEqual(['paid', 'paid', 'paid']);
    expect(await balance(t.db, top)).toBe(200);
    expect(await Promise.all(subs.map((s) => balance(t.db, s)))).toEqual([600, 600, 600]);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});

describe('[SETTLE] a simulated month', () => {
  it('every kind over a month: postings match settlements, ledger invariants hold, nothing paid twice', async () => {
    const top = await agent(t.db, null, 0);
    const mids = [await agent(t.db, top, 0), await agent(t.db, top, 0)];
    const leafs = [await agent(t.db, mids[0]!, 0), await agent(t.db, mids[1]!, 0)];
    const players: number[] = [];
    for (const a of [top, ...mids, ...leafs]) {
      for (let i = 0; i < 2; i++) {
        players.push(await member(t.db, { upline: a }));
      }
    }
    const acceptedAt = new Date(periodFromKey('monthly', '2026-06', PP)!.start.getTime() + 60_000);
    const terms = (scale: number) => ({
      daily: daily(30 * scale, 1_000, 1),
      hourly: { kind: 'hourly' as const, tiers: [{ minHourlyBet: 0, rateBp: 10 * scale }] },
      dividend: {
        kind: 'dividend' as const,
        period: 'W' as const,
        tiers: [{ minActiveMembers: 1, minValidBet: 0, minLoss: 0, rateBp: 500 * scale }],
      },
    });
    for (const kind of ['daily', 'hourly', 'dividend'] as const) {
      await contract(t.db, { upline: null, downline: top, terms: terms(3)[kind], acceptedAt });
      for (const m of mids) {
        await contract(t.db, { upline: top, downline: m, terms: terms(2)[kind], acceptedAt });
      }
      for (const [i, l] of leafs.entries()) {
        await contract(t.db, { upline: mids[i]!, downline: l, terms: terms(1)[kind], acceptedAt });
      }
    }
    // a month of bets: deterministic pseudo-random stakes and wins
    let seed = 12345;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const monthStart = periodFromKey('monthly', '2026-06', PP)!.start.getTime();
    for (let d = 0; d < 30; d++) {
      for (const p of players) {
        if (rnd() < 0.6) {
          const stake = 1_000 + Math.floor(rnd() * 50_000);
          const win = rnd() < 0.45 ? Math.floor(stake * (1 + rnd())) : 0;
          await bet(
            t.db,
            p,
            stake,
            win,
            new Date(monthStart + d * 86_400_000 + Math.floor(rnd() * 86_400_000)),
          );
        }
      }
    }
    const now = new Date(periodFromKey('monthly', '2026-07', PP)!.start.getTime() + 3_600_000);
    for (const kind of ['daily', 'hourly', 'dividend'] as const) {
      for (let i = 0; i < 5; i++) {
        const r = await runKind(deps, kind, now);
        if (r.periods === 0) {
          break;
        }
      }
    }
    const before = await settlementCount(t.db);
    for (const kind of ['daily', 'hourly', 'dividend'] as const) {
      expect((await runKind(deps, kind, now)).paid).toBe(0);
    }
    expect(await settlementCount(t.db)).toEqual(before);
    expect(await findLedgerViolations(t.db)).toEqual([]);
    const check = await sql<{ kind: string; settled: number; posted: number; states: string }>`
      select s.kind, sum(s.amount)::bigint as settled,
        coalesce(sum((select e.amount from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where e.transaction_id = s.ledger_tx_id and a.member_id = s.payee_id)), 0)::bigint as posted,
        string_agg(distinct s.state, ',' order by s.state) as states
      from agent_settlements s join agent_contracts c on c.id = s.contract_id
      where c.accepted_at = ${acceptedAt} and s.state <> 'skipped' group by s.kind order by s.kind`.execute(
      t.db,
    );
    for (const row of check.rows) {
      // agents start with nothing: what a payer could not pay yet is owed, never overdrawn
      expect(row.states.split(',').every((s) => s === 'paid' || s === 'owed')).toBe(true);
    }
    // per posting and payee: the payee's leg is the sum of its settlements in it (a catch-up posting
    // of real-time or hourly salary covers several periods, decision 059)
    const paid = await sql<{ kind: string; ledger: string; paid: number; posted: number }>`
      select x.kind, t.kind as ledger, sum(x.amount)::bigint as paid,
        sum((select e.amount from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where e.transaction_id = x.ledger_tx_id and a.member_id = x.payee_id))::bigint as posted
      from (select s.kind, s.ledger_tx_id, s.payee_id, sum(s.amount) as amount from agent_settlements s
          join agent_contracts c on c.id = s.contract_id
          where s.state = 'paid' and c.accepted_at = ${acceptedAt} group by s.kind, s.ledger_tx_id, s.payee_id) x
      join ledger_transactions t on t.id = x.ledger_tx_id group by x.kind, t.kind`.execute(t.db);
    for (const row of paid.rows) {
      expect(Number(row.posted)).toBe(Number(row.paid));
      expect(row.ledger).toBe(row.kind === 'dividend' ? 'dividend' : 'salary');
    }
    expect(paid.rows.map((r) => r.kind).sort()).toEqual(['daily', 'dividend', 'hourly']);
    // the top agent's daily income from the platform equals the model over each day's figures
    const topDaily = await sql<{ amount: number; valid_bet: number; rate_bp: number }>`
      select s.amount, s.valid_bet, s.rate_bp from agent_settlements s join agent_contracts c on c.id = s.contract_id
      where c.downline_id = ${top} and c.kind = 'daily'`.execute(t.db);
    expect(topDaily.rows.length).toBeGreaterThan(25);
    for (const r of topDaily.rows) {
      expect(Number(r.amount)).toBe(applyRate(Number(r.valid_bet), Number(r.rate_bp)));
    }
  }, 240_000);
});

describe('[SETTLE] API', () => {
  it('operator triggers a period (idempotent, open periods refused); agents read income and records', async () => {
    const topLogin = await createMember(t, { type: 1 });
    const top = topLogin.id;
    const playerLogin = await createMember(t, { upline_id: top });
    const p = playerLogin.id;
    const yesterday = new Date(Date.now() - 86_400_000);
    const c = await contract(t.db, {
      upline: null,
      downline: top,
      terms: daily(150),
      acceptedAt: new Date(Date.now() - 3 * 86_400_000),
    });
    const yKey = (await import('@pavilion/contracts/agent-settlement')).periodOf('daily', yesterday, PP);
    await bet(t.db, p, 20_000, 0, new Date(yKey.start.getTime() + 3_600_000));
    const admin = await t.adminToken();
    const trigger = (payload: object, token: string | null = admin) =>
      t.call({
        method: 'POST',
        url: '/api/admin/agent-settlements/trigger',
        token: token ?? undefined,
        payload,
      });

    expect((await trigger({ kind: 'daily' }, null)).statusCode).toBe(401);
    const open = await trigger({ kind: 'daily', periodKey: '2099-01-01' });
    expect([open.statusCode, errorCode(open)]).toEqual([409, 'SETTLEMENT_PERIOD_OPEN']);
    const bad = await trigger({ kind: 'daily', periodKey: '2026-02-30' });
    expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'SETTLEMENT_PERIOD_INVALID']);
    const first = await trigger({ kind: 'daily', periodKey: yKey.key });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      kind: 'daily',
      periodKey: yKey.key,
      status: 'done',
      trigger: 'operator',
    });
    expect((await settlementsOf(c))[0]).toMatchObject({ amount: 300, state: 'paid' });
    const again = await trigger({ kind: 'daily', periodKey: yKey.key });
    expect(again.json()).toMatchObject({ id: first.json().id, status: 'done' });
    expect(await balance(t.db, top)).toBe(300);
    const runs = await t.call({
      method: 'GET',
      url: '/api/admin/agent-settlements/runs?kind=daily',
      token: admin,
    });
    expect(runs.json().rows.some((r: { id: number }) => r.id === first.json().id)).toBe(true);

    const token = async (who: { account: string; password: string }, site: 'agent' | 'player') => {
      const res = await loginRequest(t, { username: who.account, password: who.password, site });
      return (res.json() as { token: string }).token;
    };
    const agentToken = await token(topLogin, 'agent');
    const records = await t.call({
      method: 'GET',
      url: '/api/agent/settlements?kind=daily',
      token: agentToken,
    });
    expect(records.statusCode).toBe(200);
    expect(records.json()).toMatchObject({
      total: 1,
      rows: [
        {
          periodKey: yKey.key,
          direction: 'received',
          counterparty: null,
          amount: 300,
          rateBp: 150,
          state: 'paid',
          figures: { validBet: 20_000, activeMembers: 1 },
        },
      ],
    });
    const income = await t.call({ method: 'GET', url: '/api/agent/income?kind=salary', token: agentToken });
    expect(income.statusCode).toBe(200);
    expect(income.json()).toMatchObject({
      total: 1,
      totals: { salary: 300, dividend: 0, net: 300 },
      rows: [{ kind: 'salary', settlementKind: 'daily', periodKey: yKey.key, amount: 300 }],
    });
    const empty = await t.call({
      method: 'GET',
      url: '/api/agent/income?from=2020-01-01&to=2020-01-02',
      token: agentToken,
    });
    expect(empty.json()).toMatchObject({ total: 0, rows: [] });
    const badRange = await t.call({
      method: 'GET',
      url: '/api/agent/income?from=2020-01-05&to=2020-01-02',
      token: agentToken,
    });
    expect(badRange.statusCode).toBe(400);
    const playerToken = await token(playerLogin, 'player');
    const denied = await t.call({ method: 'GET', url: '/api/agent/income', token: playerToken });
    expect([denied.statusCode, errorCode(denied)]).toEqual([403, 'NON_AGENT_LOGIN']);
    const notOperator = await trigger({ kind: 'daily' }, agentToken);
    expect(notOperator.statusCode).toBe(403);
  });
});
