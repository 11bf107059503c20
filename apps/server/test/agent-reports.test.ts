// Agent team reports over a small tree of our own (exact figures) and over the demo tree of
// agent01 (totals equal the sum of the rows over every page): team betting, user profit and loss,
// account details; the member filter, game types, time zones, paging; and tree isolation (an
// account outside the tree answers 404 MEMBER_NOT_IN_TEAM, never data; non-agents are refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTeamBets, TTeamProfit, TTeamTransactions } from '@pavilion/contracts/agent-reports';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let slot: { node_id: number; game_type: string; vendor_code: string; game_code: string };
let live: { node_id: number; game_type: string; vendor_code: string; game_code: string };
type TWho = { id: number; account: string; token: string };
let agent: TWho; // our agent (type 1)
let sub: TWho; // its downline agent (type 2)
let memberA: TWho; // depth 1 under agent
let memberB: TWho; // depth 2, under sub
let outsider: TWho; // a member of another agent's tree
let agent01: TWho;
let player01: TWho;

async function who(id: number, account: string): Promise<TWho> {
  const token = await createSession(t.db, t.config, { kind: 'member', memberId: id, ip: '10.9.9.9' });
  return { id, account, token };
}

async function member(type: number, uplineId: number | null): Promise<TWho> {
  const m = await createMember(t, { type, upline_id: uplineId, balance: 0 });
  return who(m.id, m.account);
}

let betCounter = 0;
async function bet(
  m: TWho,
  game: typeof slot,
  amount: number,
  win: number,
  status: 'open' | 'settled' | 'rolled_back',
  placedAt: string,
) {
  betCounter += 1;
  await t.db
    .insertInto('seamless_bets')
    .values({
      vendor_code: game.vendor_code,
      bet_tx_id: `rep-${betCounter}`,
      member_id: m.id,
      round_id: `rep-${betCounter}`,
      game_code: game.game_code,
      node_id: game.node_id,
      game_type: game.game_type,
      catalogue_vendor: game.vendor_code,
      amount,
      win_amount: win,
      status,
      placed_at: placedAt,
    })
    .execute();
}

const get = <T>(url: string, token: string) =>
  t.call({ method: 'GET', url, token }).then((r) => ({ status: r.statusCode, body: r.json() as T }));
const errorOf = (body: unknown) => (body as { error: { code: string } }).error.code;

beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true, agentTree: true });
  const pick = (gameType: string) =>
    t.db
      .selectFrom('games')
      .select(['node_id', 'game_type', 'vendor_code', 'game_code'])
      .where('game_type', '=', gameType)
      .where('parent_node_id', 'is', null)
      .orderBy('node_id')
      .executeTakeFirstOrThrow();
  slot = await pick('RNG');
  live = await pick('LIVE');
  agent = await member(1, null);
  sub = await member(2, agent.id);
  memberA = await member(0, agent.id);
  memberB = await member(0, sub.id);
  const otherAgent = await member(1, null);
  outsider = await member(0, otherAgent.id);
  const byAccount = async (account: string) => {
    const row = await t.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    return who(Number(row.id), account);
  };
  agent01 = await byAccount('agent01');
  player01 = await byAccount('player01');

  await bet(memberA, slot, 100, 250, 'settled', '2026-01-01T10:00:00Z'); // +150
  await bet(memberA, live, 200, 0, 'settled', '2026-01-01T20:00:00Z'); // -200; Jan 2 at UTC+7
  await bet(memberB, slot, 300, 0, 'rolled_back', '2026-01-03T10:00:00Z'); // not valid
  await bet(memberB, live, 50, 0, 'open', '2026-01-03T11:00:00Z'); // not valid yet
  await bet(memberB, slot, 400, 100, 'settled', '2026-01-03T12:00:00Z'); // -300
  await bet(agent, slot, 10, 0, 'settled', '2026-01-02T12:00:00Z'); // the agent's own: -10
  await bet(outsider, slot, 999, 0, 'settled', '2026-01-02T12:00:00Z'); // another tree

  const move = (m: TWho, kind: 'deposit' | 'bonus' | 'bet' | 'adjustment', amount: number) =>
    postMemberMovement(t.db, {
      idempotencyKey: `rep:${kind}:${m.id}:${amount}`,
      kind,
      memberId: m.id,
      amount,
      counterparty: kind === 'deposit' ? 'cashier' : kind === 'bet' ? 'games' : 'adjustment',
      description: `test ${kind}`,
    });
  await move(memberA, 'deposit', 5_000);
  await move(memberB, 'bonus', 700);
  await move(memberA, 'bet', -1_000); // a game movement: not in account details
  await move(agent, 'adjustment', 300);
  await move(outsider, 'deposit', 8_000);
});
afterAll(async () => {
  await t?.close();
});

const JAN = 'from=2026-01-01&to=2026-01-03';

describe('[AGENT] team betting', () => {
  it('lists the tree’s bets newest first, with levels, valid bets and whole-filter totals', async () => {
    const { status, body } = await get<TTeamBets>(`/api/agent/reports/bets?${JAN}&pageSize=2`, agent.token);
    expect(status).toBe(200);
    expect(body.totals).toEqual({ bets: 6, stake: 1_060, validBet: 710, payout: 650, profitLoss: -360 });
    expect(body.total).toBe(6);
    expect(body.totalPages).toBe(3);
    expect(body.rows[0]).toMatchObject({
      account: memberB.account,
      level: 2,
      stake: 400,
      validBet: 400,
      payout: 100,
      profitLoss: -300,
      status: 'settled',
      gameType: 'RNG',
    });
    expect(body.rows[1]).toMatchObject({ status: 'open', validBet: 0, payout: 0, profitLoss: 0 });
    const all: TTeamBets['rows'] = [];
    for (let page = 1; page <= body.totalPages; page++) {
      all.push(
        ...(await get<TTeamBets>(`/api/agent/reports/bets?${JAN}&pageSize=2&pageNo=${page}`, agent.token))
          .body.rows,
      );
    }
    expect(all.map((r) => r.account)).not.toContain(outsider.account);
    expect(all.find((r) => r.account === agent.account)?.level).toBe(0);
    expect(all.reduce((s, r) => s + r.stake, 0)).toBe(body.totals.stake);
    expect(all.reduce((s, r) => s + r.validBet, 0)).toBe(body.totals.validBet);
    expect(all.reduce((s, r) => s + r.profitLoss, 0)).toBe(body.totals.profitLoss);
  });

  it('filters by member account, game type and local dates', async () => {
    const a = await get<TTeamBets>(`/api/agent/reports/bets?${JAN}&account=${memberA.account}`, agent.token);
    expect(a.body.totals).toMatchObject({ bets: 2, validBet: 300, profitLoss: -50 });
    const live_ = await get<TTeamBets>(`/api/agent/reports/bets?${JAN}&gameType=LIVE`, agent.token);
    expect(live_.body.totals).toMatchObject({ bets: 2, stake: 250, validBet: 200 });
    const utc = await get<TTeamBets>(`/api/agent/reports/bets?from=2026-01-02&to=2026-01-02`, agent.token);
    expect(utc.body.totals.bets).toBe(1);
    const bangkok = await get<TTeamBets>(
      `/api/agent/reports/bets?from=2026-01-02&to=2026-01-02&tzOffset=420`,
      agent.token,
    );
    expect(bangkok.body.totals.bets).toBe(2);
  });

  it('shows a downline agent only its own tree', async () => {
    const { body } = await get<TTeamBets>(`/api/agent/reports/bets?${JAN}`, sub.token);
    expect(body.totals).toMatchObject({ bets: 3, stake: 750 });
    expect(new Set(body.rows.map((r) => r.account))).toEqual(new Set([memberB.account]));
  });
});

describe('[AGENT] user profit and loss', () => {
  it('sums per member (bets, valid bets, wins, P&L) with a totals row over every member', async () => {
    const { status, body } = await get<TTeamProfit>(`/api/agent/reports/profit-loss?${JAN}`, agent.token);
    expect(status).toBe(200);
    expect(body.totals).toEqual({
      members: 3,
      bets: 6,
      stake: 1_060,
      validBet: 710,
      payout: 650,
      profitLoss: -360,
    });
    expect(body.rows.map((r) => r.account)).toEqual([memberB.account, memberA.account, agent.account]);
    expect(body.rows[0]).toMatchObject({ level: 2, memberType: 0, bets: 3, validBet: 400, profitLoss: -300 });
    for (const key of ['bets', 'stake', 'validBet', 'payout', 'profitLoss'] as const) {
      expect(body.rows.reduce((s, r) => s + r[key], 0)).toBe(body.totals[key]);
    }
    const page2 = await get<TTeamProfit>(
      `/api/agent/reports/profit-loss?${JAN}&pageSize=2&pageNo=2`,
      agent.token,
    );
    expect(page2.body.rows.map((r) => r.account)).toEqual([agent.account]);
    expect(page2.body.totalPages).toBe(2);
  });

  it('filters by member and game type', async () => {
    const b = await get<TTeamProfit>(
      `/api/agent/reports/profit-loss?${JAN}&account=${memberB.account.toUpperCase()}&gameType=RNG`,
      agent.token,
    );
    expect(b.body.rows).toHaveLength(1);
    expect(b.body.totals).toMatchObject({
      members: 1,
      bets: 2,
      validBet: 400,
      payout: 400,
      profitLoss: -300,
    });
  });
});

describe('[AGENT] account details', () => {
  const today = new Date().toISOString().slice(0, 10);
  it('lists the tree’s non-game wallet movements, the agent’s own included, with totals', async () => {
    const { status, body } = await get<TTeamTransactions>(
      `/api/agent/reports/transactions?from=${today}&to=${today}`,
      agent.token,
    );
    expect(status).toBe(200);
    expect(body.totals).toEqual({ count: 3, credits: 6_000, debits: 0 });
    expect(body.rows.map((r) => [r.account, r.kind, r.amount, r.level])).toEqual(
      expect.arrayContaining([
        [memberA.account, 'deposit', 5_000, 1],
        [memberB.account, 'bonus', 700, 2],
        [agent.account, 'adjustment', 300, 0],
      ]),
    );
    expect(body.rows.reduce((s, r) => s + r.amount, 0)).toBe(body.totals.credits + body.totals.debits);
  });

  it('filters by kind and member', async () => {
    const deposits = await get<TTeamTransactions>(
      `/api/agent/reports/transactions?from=${today}&to=${today}&kind=deposit`,
      agent.token,
    );
    expect(deposits.body.rows.map((r) => r.account)).toEqual([memberA.account]);
    const b = await get<TTeamTransactions>(
      `/api/agent/reports/transactions?from=${today}&to=${today}&account=${memberB.account}`,
      agent.token,
    );
    expect(b.body.totals).toEqual({ count: 1, credits: 700, debits: 0 });
    const bad = await get(`/api/agent/reports/transactions?from=${today}&to=${today}&kind=bet`, agent.token);
    expect(bad.status).toBe(400);
  });
});

describe('[AGENT] tree isolation and access', () => {
  const urls = [
    `/api/agent/reports/bets?${JAN}`,
    `/api/agent/reports/profit-loss?${JAN}`,
    `/api/agent/reports/transactions?${JAN}`,
  ];
  it('answers 404 MEMBER_NOT_IN_TEAM for an account outside the tree, on every report', async () => {
    for (const url of urls) {
      for (const [token, account] of [
        [agent.token, outsider.account],
        [agent.token, 'nosuchaccount'],
        [sub.token, memberA.account], // the sub-agent's sibling
        [sub.token, agent.account], // its upline
        [agent01.token, memberB.account],
      ] as const) {
        const res = await get(`${url}&account=${account}`, token);
        expect([url, account, res.status, errorOf(res.body)]).toEqual([
          url,
          account,
          404,
          'MEMBER_NOT_IN_TEAM',
        ]);
        expect(res.body).not.toHaveProperty('rows');
      }
    }
  });

  it('refuses non-agents and anonymous callers', async () => {
    for (const url of urls) {
      const player = await get(url, player01.token);
      expect([player.status, errorOf(player.body)]).toEqual([403, 'NON_AGENT_LOGIN']);
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('refuses bad input with 400, never a 500', async () => {
    for (const query of [
      'from=2026-01-03&to=2026-01-01',
      'from=2025-01-01&to=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
      `${JAN}&gameType=NOPE`,
      `${JAN}&account=bad%20name`,
      `${JAN}&pageNo=0`,
    ]) {
      const res = await get(`/api/agent/reports/bets?${query}`, agent.token);
      expect([query, res.status, errorOf(res.body)]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
  });
});

describe('[AGENT] reports over the demo tree of agent01', () => {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10);
  it('user P&L: the totals row equals the sum of the rows over every page', async () => {
    const first = await get<TTeamProfit>(
      `/api/agent/reports/profit-loss?from=${from}&to=${to}&pageSize=100`,
      agent01.token,
    );
    expect(first.body.totals.members).toBeGreaterThan(250);
    const rows = [...first.body.rows];
    for (let page = 2; page <= first.body.totalPages; page++) {
      const next = await get<TTeamProfit>(
        `/api/agent/reports/profit-loss?from=${from}&to=${to}&pageSize=100&pageNo=${page}`,
        agent01.token,
      );
      rows.push(...next.body.rows);
    }
    expect(rows).toHaveLength(first.body.totals.members);
    for (const key of ['bets', 'stake', 'validBet', 'payout', 'profitLoss'] as const) {
      expect(rows.reduce((s, r) => s + r[key], 0)).toBe(first.body.totals[key]);
    }
    expect(Math.max(...rows.map((r) => r.level))).toBe(3);
  });

  it('team betting of one member and account details agree with user P&L', async () => {
    const pl = await get<TTeamProfit>(
      `/api/agent/reports/profit-loss?from=${from}&to=${to}&account=dplayer001`,
      agent01.token,
    );
    const bets = await get<TTeamBets>(
      `/api/agent/reports/bets?from=${from}&to=${to}&account=dplayer001&pageSize=100`,
      agent01.token,
    );
    const { members: _members, ...sums } = pl.body.totals;
    expect(bets.body.totals).toEqual(sums);
    const details = await get<TTeamTransactions>(
      `/api/agent/reports/transactions?from=${from}&to=${to}&pageSize=100`,
      agent01.token,
    );
    expect(details.body.rows.every((r) => !['bet', 'win', 'rollback'].includes(r.kind))).toBe(true);
    expect(details.body.totals.count).toBeGreaterThan(250);
    expect(details.body.totals.debits).toBeLessThan(0);
  });
});
