// Settlement catch-up (issue 25 item 7, decision 059): a backlog of three days of 5-minute windows
// (864 periods, several batches) and 72 hours, with bets in a third of the windows, is paid by the
// set-based catch-up with the amounts the per-period maths gives, each (contract, period) once: a
// run stopped part-way (a limit) and one run that pays all the rest (no 400-period cap any more),
// two runners at once (two instances) on the hourly backlog, and later runs that pay nothing. On
// PGlite and on PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContractTerms } from '@pavilion/contracts/agent-contracts';
import { payoutOf, periodOf, type TPeriodUnit } from '@pavilion/contracts/agent-settlement';
import { createInProcessBus } from '@/modules/notifications/notification-bus.ts';
import {
  BATCH_PERIODS,
  runKind,
  type TSettlementDeps,
} from '@/modules/agent-settlement/agent-settlement.service.ts';
import {
  agent,
  balance,
  bet,
  contract,
  member,
  settlementCount,
} from './helpers/agent-settlement-fixtures.ts';
import { findLedgerViolations } from './wallet-invariants.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let deps: TSettlementDeps;
const PP = 420;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestApp();
  deps = { db: t.db, notifications: createInProcessBus() };
});
afterAll(async () => {
  await t.close();
});

type TBet = { member: number; amount: number; win: number; at: Date };

describe('[SETTLE] catch-up', () => {
  it('three days of 5-minute windows and 72 hours unpaid: each period paid once, with the per-period amounts', async () => {
    // a local midnight, well in the past: the contracts start there
    const start = periodOf('daily', new Date('2026-05-01T12:00:00Z'), PP).start;
    const now = new Date(start.getTime() + 72 * HOUR + 30_000);
    const top = await agent(t.db, null, 1_000_000);
    const subA = await agent(t.db, top);
    const subB = await agent(t.db, top);
    const players = [
      await member(t.db, { upline: subA }),
      await member(t.db, { upline: subA }),
      await member(t.db, { upline: subB }),
      await member(t.db, { upline: top }),
    ];
    const teamOf = new Map<number, number[]>([
      [top, players],
      [subA, players.slice(0, 2)],
      [subB, players.slice(2, 3)],
    ]);
    const rt = (profitRateBp: number, lossRateBp: number): TContractTerms => ({
      kind: 'realtime',
      profitRateBp,
      lossRateBp,
      minSingleBet: 500,
    });
    const hourly = (rateBp: number): TContractTerms => ({
      kind: 'hourly',
      tiers: [{ minHourlyBet: 0, rateBp }],
    });
    const contracts: { id: number; payee: number; terms: TContractTerms }[] = [];
    for (const [upline, downline, terms] of [
      [null, top, rt(80, 300)],
      [top, subA, rt(50, 200)],
      [top, subB, rt(40, 100)],
      [null, top, hourly(120)],
      [top, subA, hourly(60)],
    ] as const) {
      contracts.push({
        id: await contract(t.db, { upline, downline, terms, acceptedAt: start }),
        payee: downline,
        terms,
      });
    }
    // seeded bets in about a third of the 864 windows
    let seed = 25;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const bets: TBet[] = [];
    for (let w = 0; w < 864; w++) {
      if (rnd() < 0.33) {
        const n = 1 + Math.floor(rnd() * 2);
        for (let i = 0; i < n; i++) {
          const amount = 200 + Math.floor(rnd() * 20_000);
          bets.push({
            member: players[Math.floor(rnd() * players.length)]!,
            amount,
            win: rnd() < 0.45 ? amount * 2 : 0,
            at: new Date(start.getTime() + w * 300_000 + Math.floor(rnd() * 299_000)),
          });
        }
      }
    }
    for (const b of bets) {
      await bet(t.db, b.member, b.amount, b.win, b.at);
    }

    const hourlyIds = new Set(contracts.filter((c) => c.terms.kind === 'hourly').map((c) => c.id));
    // what the per-period maths owes each (contract, period)
    const expected = new Map<string, number>();
    for (const c of contracts) {
      const unit: TPeriodUnit = c.terms.kind === 'realtime' ? 'realtime' : 'hourly';
      const team = new Set(teamOf.get(c.payee));
      const byPeriod = new Map<string, TBet[]>();
      for (const b of bets.filter((x) => team.has(x.member))) {
        const key = periodOf(unit, b.at, PP).key;
        byPeriod.set(key, [...(byPeriod.get(key) ?? []), b]);
      }
      for (const [key, list] of byPeriod) {
        const min = c.terms.kind === 'realtime' ? c.terms.minSingleBet : 0;
        const amount = payoutOf(c.terms, {
          validBet: list.reduce((s, b) => s + b.amount, 0),
          activeMembers: new Set(list.map((b) => b.member)).size,
          profitLoss: list.reduce((s, b) => s + b.win - b.amount, 0),
          wonValidBet: list
            .filter((b) => b.amount >= min && b.win > b.amount)
            .reduce((s, b) => s + b.amount, 0),
          lostValidBet: list
            .filter((b) => b.amount >= min && b.win < b.amount)
            .reduce((s, b) => s + b.amount, 0),
        }).amount;
        expected.set(`${c.id} ${key}`, amount);
      }
    }

    expect(expected.size).toBeGreaterThan(300);
    expect([...expected.values()].filter((v) => v > 0).length).toBeGreaterThan(200);

    // a run stopped part-way (past the first batch), then one run pays all the rest
    const partial = await runKind(deps, 'realtime', now, BATCH_PERIODS + 12);
    expect(partial.periods).toBe(BATCH_PERIODS + 12);
    const rest = await runKind(deps, 'realtime', now);
    expect(rest.periods).toBe(864 - BATCH_PERIODS - 12);
    // two runners at once (two instances started after the outage) on the hourly backlog
    const [h1, h2] = await Promise.all([runKind(deps, 'hourly', now), runKind(deps, 'hourly', now)]);
    expect(h1.paid + h2.paid).toBe(
      [...expected].filter(([k, v]) => v > 0 && hourlyIds.has(Number(k.split(' ')[0]))).length,
    );

    const runs = await sql<{ kind: string; n: number; done: number }>`select kind, count(*)::int as n,
      count(*) filter (where status = 'done')::int as done from agent_settlement_runs group by kind order by kind`.execute(
      t.db,
    );
    expect(runs.rows).toEqual([
      { kind: 'hourly', n: 72, done: 72 },
      { kind: 'realtime', n: 864, done: 864 },
    ]);
    const stored = await sql<{ contract_id: number; period_key: string; amount: number; state: string }>`
      select contract_id, period_key, amount, state from agent_settlements`.execute(t.db);
    const got = new Map(stored.rows.map((r) => [`${r.contract_id} ${r.period_key}`, Number(r.amount)]));
    expect(got).toEqual(expected);
    expect(new Set(stored.rows.map((r) => (Number(r.amount) > 0 ? r.state : 'paid')))).toEqual(
      new Set(['paid']),
    );

    // the money: every payee received exactly its settlements, the top paid its subs'
    const sumFor = (pred: (c: (typeof contracts)[number]) => boolean) =>
      contracts
        .filter(pred)
        .reduce(
          (s, c) =>
            s + [...expected].filter(([k]) => k.startsWith(`${c.id} `)).reduce((x, [, v]) => x + v, 0),
          0,
        );
    expect(await balance(t.db, subA)).toBe(sumFor((c) => c.payee === subA));
    expect(await balance(t.db, subB)).toBe(sumFor((c) => c.payee === subB));
    expect(await balance(t.db, top)).toBe(
      1_000_000 + sumFor((c) => c.payee === top) - sumFor((c) => c.payee !== top),
    );
    expect(await findLedgerViolations(t.db)).toEqual([]);

    // a later run (a restart, another instance) pays nothing more
    const before = await settlementCount(t.db);
    for (const kind of ['realtime', 'hourly'] as const) {
      expect(await runKind(deps, kind, now)).toMatchObject({ periods: 0, paid: 0 });
    }
    expect(await settlementCount(t.db)).toEqual(before);
  });
});
