// Agent team calls (/api/agent/team/*): the closure-table triggers, the agent guard, register
// account, team management with drill-down, team overview figures and transfer to downline, each
// tried with ids outside the agent's tree (404 / 403, never data).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAgentRegisterOptionsSchema,
  ZTeamMemberDetailsSchema,
  ZTeamMembersSchema,
  ZTeamOverviewSchema,
  ZTeamTransferReplySchema,
} from '@pavilion/contracts/agent-team';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import { errorCode, nextIp } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import {
  balanceOf,
  FUND_PASSWORD,
  memberWithSession,
  requestId,
  setFundPassword,
  type TCashierMember,
} from './cashier-fixtures.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** agent ─┬─ sub (agent 2) ── leaf (player)
 *         └─ direct (player)            and an outsider agent with its own player */
async function tree() {
  const agent = await memberWithSession(t, { type: 1, balance: 100_000 });
  const sub = await memberWithSession(t, { type: 2, upline_id: agent.id });
  const leaf = await memberWithSession(t, { type: 0, upline_id: sub.id });
  const direct = await memberWithSession(t, { type: 0, upline_id: agent.id });
  const outsider = await memberWithSession(t, { type: 1 });
  const stranger = await memberWithSession(t, { type: 0, upline_id: outsider.id });
  return { agent, sub, leaf, direct, outsider, stranger };
}

const get = (m: TCashierMember, url: string) => t.call({ method: 'GET', url, token: m.token });

async function paths(id: number) {
  return (
    await t.db
      .selectFrom('agent_tree_paths')
      .select(['ancestor_id', 'depth'])
      .where('descendant_id', '=', id)
      .orderBy('depth')
      .execute()
  ).map((r) => [Number(r.ancestor_id), r.depth]);
}

describe('closure table triggers (migration 0017)', () => {
  it('adds a member under its upline chain on insert', async () => {
    const { agent, sub, leaf } = await tree();
    expect(await paths(leaf.id)).toEqual([
      [leaf.id, 0],
      [sub.id, 1],
      [agent.id, 2],
    ]);
  });

  it('moves a whole subtree with its member and refuses a move under its own descendant', async () => {
    const { agent, sub, leaf, outsider } = await tree();
    await t.db.updateTable('members').set({ upline_id: outsider.id }).where('id', '=', sub.id).execute();
    expect(await paths(leaf.id)).toEqual([
      [leaf.id, 0],
      [sub.id, 1],
      [outsider.id, 2],
    ]);
    expect(await paths(sub.id)).not.toContainEqual([agent.id, 1]);
    await expect(
      t.db.updateTable('members').set({ upline_id: leaf.id }).where('id', '=', sub.id).execute(),
    ).rejects.toThrow(/own descendant/);
    expect(await paths(leaf.id)).toContainEqual([outsider.id, 2]);
  });
});

describe('agent guard', () => {
  it('answers 401 without a session and NON_AGENT_LOGIN to a player', async () => {
    const { direct } = await tree();
    expect((await t.call({ method: 'GET', url: '/api/agent/team/overview' })).statusCode).toBe(401);
    const res = await get(direct, '/api/agent/team/members');
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('NON_AGENT_LOGIN');
  });
});

describe('agent guard on every agent call (spec §4, §6)', () => {
  it('keeps out anonymous callers (401), trial users (REAL_ACCOUNT_REQUIRED) and players (NON_AGENT_LOGIN)', async () => {
    const { direct, leaf } = await tree();
    const trial = await t.call({ method: 'POST', url: '/api/auth/free-play', ip: nextIp(), payload: {} });
    expect(trial.statusCode, trial.body).toBe(200);
    const trialToken = (trial.json() as { token: string }).token;
    const daily = { kind: 'daily', tiers: [{ minDailyBet: 10_000, minActiveMembers: 1, rateBp: 10 }] };
    const calls: [string, string, object?][] = [
      ['GET', '/api/agent/team/overview'],
      ['GET', '/api/agent/team/register-options'],
      [
        'POST',
        '/api/agent/team/register',
        {
          type: 0,
          username: `guard${process.pid}`,
          password: t.encrypt('Secret123'),
          confirmPassword: t.encrypt('Secret123'),
        },
      ],
      ['GET', '/api/agent/team/members'],
      ['GET', `/api/agent/team/members/${leaf.id}`],
      [
        'POST',
        '/api/agent/team/transfer',
        { memberId: leaf.id, amount: 100, fundPassword: t.encrypt(FUND_PASSWORD), requestId: requestId() },
      ],
      ['GET', '/api/agent/contracts/consolidated'],
      ['GET', '/api/agent/contracts/daily/process'],
      ['POST', '/api/agent/contracts/hourly/process', {}],
      ['POST', '/api/agent/contracts/offers', { downline: leaf.account, terms: daily }],
      ['POST', '/api/agent/contracts/1/actions', { action: 'accept' }],
      ['GET', '/api/agent/contracts/1/history'],
      ['GET', '/api/agent/reports/bets?from=2026-01-01&to=2026-01-02'],
      ['GET', '/api/agent/reports/profit-loss?from=2026-01-01&to=2026-01-02'],
      ['GET', '/api/agent/reports/transactions?from=2026-01-01&to=2026-01-02'],
      ['GET', '/api/agent/income'],
      ['GET', '/api/agent/settlements?kind=daily'],
      ['GET', '/api/agent/announcements'],
      ['GET', '/api/agent/announcements/1'],
    ];
    for (const [method, url, payload] of calls) {
      const call = (token?: string) =>
        t.call({
          method: method as 'GET',
          url,
          ip: nextIp(),
          ...(token ? { token } : {}),
          ...(payload ? { payload } : {}),
        });
      const anonymous = await call();
      expect(anonymous.statusCode, `${method} ${url} ${anonymous.body}`).toBe(401);
      const asTrial = await call(trialToken);
      expect([asTrial.statusCode, errorCode(asTrial)], `${method} ${url}`).toEqual([
        403,
        'REAL_ACCOUNT_REQUIRED',
      ]);
      const asPlayer = await call(direct.token);
      expect([asPlayer.statusCode, errorCode(asPlayer)], `${method} ${url}`).toEqual([
        403,
        'NON_AGENT_LOGIN',
      ]);
    }
  });
});

describe('register account', () => {
  const register = (m: TCashierMember, body: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      url: '/api/agent/team/register',
      token: m.token,
      ip: nextIp(),
      payload: {
        password: t.encrypt('Secret123'),
        confirmPassword: t.encrypt('Secret123'),
        ...body,
      },
    });

  it('lists the types the agent may open and the form fields, without captcha or invitation codes', async () => {
    const { agent, sub } = await tree();
    const options = ZAgentRegisterOptionsSchema.parse(
      (await get(agent, '/api/agent/team/register-options')).json(),
    );
    expect(options.types).toEqual([0, 2]);
    expect(options.fields.map((f) => f.field)).toContain('username');
    expect(options.fields.map((f) => f.field)).not.toContain('captcha');
    expect(options.fields.map((f) => f.field)).not.toContain('affiliateCode');
    expect(
      ZAgentRegisterOptionsSchema.parse((await get(sub, '/api/agent/team/register-options')).json()).types,
    ).toEqual([0, 2]);
  });

  it('opens a downline agent under the agent, with its own invitation code, in the closure table', async () => {
    const { agent } = await tree();
    const username = `dl${process.pid % 1000}a${Date.now() % 100000}`;
    const res = await register(agent, { type: 2, username });
    expect(res.statusCode).toBe(200);
    const reply = res.json() as { id: number; account: string; affiliateCode: string };
    expect(reply.affiliateCode).toBe(username.toUpperCase());
    const row = await t.db
      .selectFrom('members')
      .select(['upline_id', 'type'])
      .where('id', '=', reply.id)
      .executeTakeFirstOrThrow();
    expect([Number(row.upline_id), row.type]).toEqual([agent.id, 2]);
    expect(await paths(reply.id)).toContainEqual([agent.id, 1]);
    expect(await balanceOf(t, reply.id)).toBe(0);
    // the same name again
    expect(errorCode(await register(agent, { type: 0, username }))).toBe('USERNAME_TAKEN');
  });

  it('applies the player registration rules and the agent-type rule', async () => {
    const { agent } = await tree();
    const bad = await register(agent, { type: 0, username: '9bad' });
    expect(errorCode(bad)).toBe('VALIDATION_FAILED');
    expect((bad.json() as { error: { fields: Record<string, string> } }).error.fields.username).toMatch(
      /^pattern\./,
    );
    const mismatch = await register(agent, {
      type: 0,
      username: `mm${Date.now() % 100000}`,
      confirmPassword: t.encrypt('Other1234'),
    });
    expect(
      (mismatch.json() as { error: { fields: Record<string, string> } }).error.fields.confirmPassword,
    ).toBe('PASSWORD_MISMATCH');
    const topLevel = await register(agent, { type: 1, username: `tl${Date.now() % 100000}` });
    expect(errorCode(topLevel)).toBe('VALIDATION_FAILED');
    const withExtra = await register(agent, { type: 0, username: 'abcd1234', upline: 5 });
    expect(errorCode(withExtra)).toBe('VALIDATION_FAILED');
  });
});

describe('team management', () => {
  it('pages every level, drills down one level with a breadcrumb, and searches', async () => {
    const { agent, sub, leaf, direct } = await tree();
    const all = ZTeamMembersSchema.parse((await get(agent, '/api/agent/team/members')).json());
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => [r.id, r.depth])).toEqual([
      [sub.id, 1],
      [direct.id, 1],
      [leaf.id, 2],
    ]);
    expect(all.rows.find((r) => r.id === sub.id)?.directCount).toBe(1);
    expect(all.breadcrumb).toEqual([{ id: agent.id, account: agent.account }]);

    const down = ZTeamMembersSchema.parse(
      (await get(agent, `/api/agent/team/members?parentId=${sub.id}`)).json(),
    );
    expect(down.rows.map((r) => r.id)).toEqual([leaf.id]);
    expect(down.breadcrumb.map((c) => c.id)).toEqual([agent.id, sub.id]);

    const found = ZTeamMembersSchema.parse(
      (await get(agent, `/api/agent/team/members?username=${leaf.account.toUpperCase()}`)).json(),
    );
    expect(found.rows.map((r) => r.id)).toEqual([leaf.id]);
    const level2 = ZTeamMembersSchema.parse(
      (await get(agent, '/api/agent/team/members?depth=2&type=0')).json(),
    );
    expect(level2.rows.map((r) => r.id)).toEqual([leaf.id]);
    const paged = ZTeamMembersSchema.parse(
      (await get(agent, '/api/agent/team/members?pageSize=2&pageNo=2')).json(),
    );
    expect([paged.total, paged.totalPages, paged.rows.length]).toEqual([3, 2, 1]);
    const odd = ZTeamMembersSchema.parse((await get(agent, '/api/agent/team/members?username=%25_')).json());
    expect(odd.total).toBe(0);
  });

  it('gives details of a member of the tree and 404 for anyone else, never data', async () => {
    const { agent, sub, leaf, outsider, stranger } = await tree();
    const details = ZTeamMemberDetailsSchema.parse(
      (await get(agent, `/api/agent/team/members/${leaf.id}`)).json(),
    );
    expect(details).toMatchObject({ account: leaf.account, depth: 2, uplineAccount: sub.account });
    expect(details.breadcrumb.map((c) => c.id)).toEqual([agent.id, sub.id, leaf.id]);

    for (const id of [stranger.id, outsider.id, agent.id, 999_999_999]) {
      const res = await get(agent, `/api/agent/team/members/${id}`);
      expect(res.statusCode).toBe(404);
      expect(errorCode(res)).toBe('MEMBER_NOT_IN_TEAM');
      expect(res.body).not.toContain(stranger.account);
      const drill = await get(agent, `/api/agent/team/members?parentId=${id}`);
      expect(drill.statusCode, `parentId ${id}`).toBe(id === agent.id ? 200 : 404);
    }
    // a downline agent sees its own part of the tree only, not its upline
    expect((await get(sub, `/api/agent/team/members/${agent.id}`)).statusCode).toBe(404);
    const subView = ZTeamMembersSchema.parse((await get(sub, '/api/agent/team/members')).json());
    expect(subView.rows.map((r) => r.id)).toEqual([leaf.id]);
    expect(subView.rows[0]?.depth).toBe(1);
    expect(errorCode(await get(agent, '/api/agent/team/members/abc'))).toBe('VALIDATION_FAILED');
  });
});

describe('team overview', () => {
  it('sums the team figures of each period over the closure table, outsiders excluded', async () => {
    const { agent, sub, leaf, direct, stranger } = await tree();
    const now = new Date();
    const lastWeek = new Date(now.getTime() - 8 * 86_400_000);
    let n = 0;
    const bet = (
      memberId: number,
      amount: number,
      win: number,
      status: 'open' | 'settled' | 'rolled_back',
      at: Date,
    ) =>
      t.db
        .insertInto('seamless_bets')
        .values({
          member_id: memberId,
          amount,
          win_amount: win,
          status,
          bet_tx_id: `ov-${process.pid}-${agent.id}-${++n}`,
          round_id: `r-${agent.id}-${n}`,
          game_code: 'g1',
          game_type: 'RNG',
          vendor_code: 'PG',
          placed_at: at,
          settled_at: status === 'settled' ? at : null,
        })
        .execute();
    await bet(leaf.id, 1_000, 2_500, 'settled', now);
    await bet(direct.id, 3_000, 0, 'settled', now);
    await bet(direct.id, 700, 0, 'open', now);
    await bet(direct.id, 900, 0, 'rolled_back', now);
    await bet(sub.id, 4_000, 1_000, 'settled', lastWeek);
    await bet(stranger.id, 50_000, 0, 'settled', now);
    const deposit = (memberId: number, amount: number, status: 'credited' | 'pending') =>
      t.db
        .insertInto('cashier_deposits')
        .values({
          member_id: memberId,
          request_id: `ov-${++n}`,
          channel_id: sql<string>`(select id from cashier_deposit_channels limit 1)`,
          kind: 'bank_transfer',
          amount,
          status,
          credited_at: status === 'credited' ? now : null,
        })
        .execute();
    await deposit(leaf.id, 20_000, 'credited');
    await deposit(leaf.id, 9_000, 'pending');
    await deposit(stranger.id, 70_000, 'credited');
    await postMemberMovement(t.db, {
      idempotencyKey: `ov-salary-${agent.id}`,
      kind: 'salary',
      memberId: agent.id,
      amount: 1_234,
      counterparty: 'bonus',
      description: 'salary',
    });

    const res = await get(agent, '/api/agent/team/overview?offsetMinutes=0');
    expect(res.statusCode, res.body).toBe(200);
    const overview = ZTeamOverviewSchema.parse(res.json());
    expect(overview.teamSize).toEqual({ direct: 2, all: 3 });
    const today = overview.periods.find((p) => p.period === 'today');
    expect(today).toMatchObject({
      newMembers: 3,
      activeMembers: 2,
      bets: 4_700,
      betCount: 3,
      validBets: 4_000,
      wins: 2_500,
      profitLoss: -1_500,
      deposits: 20_000,
      depositCount: 1,
      withdrawals: 0,
      myIncome: 1_234,
    });
    const month = overview.periods.find((p) => p.period === 'last30');
    expect(month).toMatchObject({ validBets: 8_000, wins: 3_500, activeMembers: 3 });
    expect(overview.periods.find((p) => p.period === 'yesterday')).toMatchObject({
      validBets: 0,
      myIncome: 0,
    });

    const subOverview = ZTeamOverviewSchema.parse((await get(sub, '/api/agent/team/overview')).json());
    expect(subOverview.teamSize).toEqual({ direct: 1, all: 1 });
    expect(subOverview.periods[0]).toMatchObject({ validBets: 1_000, deposits: 20_000, myIncome: 0 });
  });
});

describe('transfer to downline', () => {
  const send = (m: TCashierMember, memberId: number, amount: number, id = requestId(), pw = FUND_PASSWORD) =>
    t.call({
      method: 'POST',
      url: '/api/agent/team/transfer',
      token: m.token,
      ip: nextIp(),
      payload: { memberId, amount, fundPassword: t.encrypt(pw), requestId: id },
    });

  it('moves funds into the tree once per request id, both records show it, the receiver is notified', async () => {
    const { agent, leaf } = await tree();
    expect(errorCode(await send(agent, leaf.id, 100))).toBe('FUND_PASSWORD_REQUIRED');
    await setFundPassword(t, agent.token);
    const id = requestId();
    const first = await send(agent, leaf.id, 12_345, id);
    expect(first.statusCode).toBe(200);
    const reply = ZTeamTransferReplySchema.parse(first.json());
    expect(reply).toMatchObject({ balance: 87_655, replayed: false, memberAccount: leaf.account });
    const again = ZTeamTransferReplySchema.parse((await send(agent, leaf.id, 12_345, id)).json());
    expect(again).toMatchObject({ replayed: true, transactionId: reply.transactionId });
    expect(await balanceOf(t, agent.id)).toBe(87_655);
    expect(await balanceOf(t, leaf.id)).toBe(12_345);
    const entries = await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['x.kind', 'a.member_id', 'e.amount'])
      .where('x.id', '=', Number(reply.transactionId))
      .execute();
    expect(entries.map((e) => [e.kind, Number(e.member_id), Number(e.amount)]).sort()).toEqual(
      [
        ['transfer', agent.id, -12_345],
        ['transfer', leaf.id, 12_345],
      ].sort(),
    );
    const notices = await t.db
      .selectFrom('notifications')
      .select(['type', 'payload'])
      .where('member_id', '=', leaf.id)
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'transfer_received',
      payload: { amount: 12_345, counterparty: agent.account, reference: `#${reply.transactionId}` },
    });
    const records = await t.call({ method: 'GET', url: '/api/notifications', token: leaf.token });
    expect(records.statusCode).toBe(200);
  });

  it('refuses ids outside the tree, the agent itself, a wrong fund password and an overdraft', async () => {
    const { agent, sub, leaf, stranger, outsider } = await tree();
    await setFundPassword(t, agent.token);
    await setFundPassword(t, sub.token);
    for (const id of [stranger.id, outsider.id, 999_999_999]) {
      const res = await send(agent, id, 100);
      expect(res.statusCode).toBe(404);
      expect(errorCode(res)).toBe('MEMBER_NOT_IN_TEAM');
    }
    // a downline agent cannot send up to its upline
    expect(errorCode(await send(sub, agent.id, 100))).toBe('MEMBER_NOT_IN_TEAM');
    const self = await send(agent, agent.id, 100);
    expect([self.statusCode, errorCode(self)]).toEqual([403, 'NOT_YOUR_DOWNLINE']);
    expect(errorCode(await send(agent, leaf.id, 100, requestId(), '000000'))).toBe('FUND_PASSWORD_WRONG');
    const over = await send(agent, leaf.id, 100_001);
    expect(errorCode(over)).toBe('INSUFFICIENT_FUNDS');
    expect(errorCode(await send(sub, leaf.id, 1))).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(t, agent.id)).toBe(100_000);
    expect(await balanceOf(t, leaf.id)).toBe(0);
    expect(await balanceOf(t, stranger.id)).toBe(0);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('books one transfer when the same request arrives twice at once', async () => {
    const { agent, direct } = await tree();
    await setFundPassword(t, agent.token);
    const id = requestId();
    const replies = await Promise.all([
      send(agent, direct.id, 40_000, id),
      send(agent, direct.id, 40_000, id),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await balanceOf(t, agent.id)).toBe(60_000);
    expect(await balanceOf(t, direct.id)).toBe(40_000);
  });
});
