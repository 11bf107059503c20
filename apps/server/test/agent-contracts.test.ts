// Agent contracts over the API (decision 025): every transition of the table and its refusal, the
// wrong side and outsiders (403/404, never data), the rate rule, the replacement and the set-based
// cascade down the tree, operator grants, concurrent accept/withdraw of one offer, the demo seed.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_TRANSITIONS,
  ratesAboveUpline,
  ZContractTermsSchema,
  ZConsolidatedContractInfoSchema,
  ZContractHistorySchema,
  ZContractProcessSchema,
  ZContractSchema,
  type TContract,
  type TContractTerms,
} from '@pavilion/contracts/agent-contracts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { insertContract } from '@/modules/agent-contracts/agent-contracts.repo.ts';
import { seedAgentContractsDemo } from '@/modules/agent-contracts/seed-agent-contracts.ts';
import { createMember, errorCode, nextIp } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

type TAgent = { id: number; account: string; token: string };

async function agent(uplineId: number | null, type = 1): Promise<TAgent> {
  const m = await createMember(t, { type, upline_id: uplineId });
  const token = await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: '10.1.2.3' });
  return { id: m.id, account: m.account, token };
}

const daily = (...rates: number[]): TContractTerms => ({
  kind: 'daily',
  tiers: rates.map((rateBp, i) => ({ minDailyBet: (i + 1) * 10_000, minActiveMembers: i + 1, rateBp })),
});

async function grant(a: TAgent, terms: TContractTerms): Promise<TContract> {
  const res = await t.call({
    method: 'POST',
    url: '/api/admin/agent-contracts',
    token: admin,
    payload: { account: a.account, terms },
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZContractSchema.parse(res.json());
}

const offer = (from: TAgent, to: string, terms: TContractTerms) =>
  t.call({
    method: 'POST',
    url: '/api/agent/contracts/offers',
    token: from.token,
    ip: nextIp(),
    payload: { downline: to, terms },
  });

const act = (who: TAgent, id: number, action: string) =>
  t.call({
    method: 'POST',
    url: `/api/agent/contracts/${id}/actions`,
    token: who.token,
    ip: nextIp(),
    payload: { action },
  });

async function offered(from: TAgent, to: TAgent, terms: TContractTerms): Promise<TContract> {
  const res = await offer(from, to.account, terms);
  expect(res.statusCode, res.body).toBe(200);
  return ZContractSchema.parse(res.json());
}

async function accepted(from: TAgent, to: TAgent, terms: TContractTerms): Promise<TContract> {
  const c = await offered(from, to, terms);
  const res = await act(to, c.id, 'accept');
  expect(res.statusCode, res.body).toBe(200);
  return ZContractSchema.parse(res.json());
}

async function statusOf(id: number): Promise<string> {
  const row = await t.db
    .selectFrom('agent_contracts')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

/** Live contracts whose terms exceed their upline's live contract of the kind (must be none). */
async function liveAboveUpline(): Promise<number[]> {
  const live = await t.db
    .selectFrom('agent_contracts')
    .select(['id', 'kind', 'upline_id', 'downline_id', 'terms'])
    .where('status', 'in', ['active', 'termination_requested'])
    .execute();
  const held = new Map(live.map((c) => [`${c.downline_id}:${c.kind}`, c.terms]));
  return live
    .filter((c) => c.upline_id !== null)
    .filter((c) => {
      const up = held.get(`${c.upline_id}:${c.kind}`);
      return (
        ratesAboveUpline(
          ZContractTermsSchema.parse(c.terms),
          up === undefined ? null : ZContractTermsSchema.parse(up),
        ).length > 0
      );
    })
    .map((c) => Number(c.id));
}

/** top (platform contract) → mid → low, each an agent. */
async function chain(topRate = 100) {
  const top = await agent(null);
  const mid = await agent(top.id, 2);
  const low = await agent(mid.id, 2);
  await grant(top, daily(topRate, topRate * 2));
  return { top, mid, low };
}

describe('offers and the transition table', () => {
  it('offer → accept; the history names who did what, from and to', async () => {
    const { top, mid } = await chain();
    const c = await offered(top, mid, daily(50, 100));
    expect(c.status).toBe('offered');
    expect(c.viewerSide).toBe('upline');
    expect(c.actions).toEqual(['withdraw']);
    const res = await act(mid, c.id, 'accept');
    expect(res.statusCode).toBe(200);
    const after = ZContractSchema.parse(res.json());
    expect(after.status).toBe('active');
    expect(after.actions).toEqual(['request_termination']);
    const hist = ZContractHistorySchema.parse(
      (await t.call({ method: 'GET', url: `/api/agent/contracts/${c.id}/history`, token: top.token })).json(),
    );
    expect(hist.requests.map((r) => [r.action, r.actorSide, r.actor, r.fromStatus, r.toStatus])).toEqual([
      ['offer', 'upline', top.account, null, 'offered'],
      ['accept', 'downline', mid.account, 'offered', 'active'],
    ]);
    const notes = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('member_id', 'in', [top.id, mid.id])
      .execute();
    expect(notes.map((n) => n.type).sort()).toEqual([
      'contract_accepted',
      'contract_accepted',
      'contract_offered',
    ]);
  });

  it('reject and withdraw end an offer; nothing can act on it afterwards', async () => {
    const { top, mid } = await chain();
    const a = await offered(top, mid, daily(10));
    expect((await act(mid, a.id, 'reject')).statusCode).toBe(200);
    expect(await statusOf(a.id)).toBe('rejected');
    const b = await offered(top, mid, daily(10));
    expect((await act(top, b.id, 'withdraw')).statusCode).toBe(200);
    expect(await statusOf(b.id)).toBe('withdrawn');
    for (const action of ['accept', 'reject', 'withdraw', 'request_termination', 'confirm_termination']) {
      expect(errorCode(await act(mid, a.id, action))).toBe('CONTRACT_STATE');
      expect(errorCode(await act(top, b.id, action))).toBe('CONTRACT_STATE');
    }
  });

  it('termination: requested by either side, confirmed or declined by the other, cancelled by the requester', async () => {
    const { top, mid } = await chain();
    const c = await accepted(top, mid, daily(50));
    for (const [requester, responder] of [
      [mid, top],
      [top, mid],
    ] as const) {
      const req = await act(requester, c.id, 'request_termination');
      expect(req.statusCode).toBe(200);
      expect(ZContractSchema.parse(req.json()).actions).toEqual(['cancel_termination']);
      // the requester cannot answer its own request, the responder cannot cancel it
      expect(errorCode(await act(requester, c.id, 'confirm_termination'))).toBe('FORBIDDEN');
      expect(errorCode(await act(responder, c.id, 'cancel_termination'))).toBe('FORBIDDEN');
      expect((await act(responder, c.id, 'decline_termination')).statusCode).toBe(200);
      expect(await statusOf(c.id)).toBe('active');
      expect((await act(requester, c.id, 'request_termination')).statusCode).toBe(200);
      expect((await act(requester, c.id, 'cancel_termination')).statusCode).toBe(200);
      expect(await statusOf(c.id)).toBe('active');
    }
    expect((await act(top, c.id, 'request_termination')).statusCode).toBe(200);
    expect((await act(mid, c.id, 'confirm_termination')).statusCode).toBe(200);
    expect(await statusOf(c.id)).toBe('terminated');
    expect(errorCode(await act(top, c.id, 'request_termination'))).toBe('CONTRACT_STATE');
  });

  it('every table row is taken once over the API by an allowed side and refused to the other', async () => {
    for (const tr of CONTRACT_TRANSITIONS) {
      const { top, mid } = await chain();
      const c = await offered(top, mid, daily(20));
      // the downline asks for the termination in the rows that start from termination_requested
      const requester: TAgent = mid;
      if (tr.from !== 'offered') {
        expect((await act(mid, c.id, 'accept')).statusCode).toBe(200);
      }
      if (tr.from === 'termination_requested') {
        expect((await act(requester, c.id, 'request_termination')).statusCode).toBe(200);
      }
      const sides: Record<string, { ok: TAgent; no: TAgent | null }> = {
        downline: { ok: mid, no: top },
        upline: { ok: top, no: mid },
        either: { ok: mid, no: null },
        requester: { ok: requester, no: top },
        responder: { ok: top, no: requester },
      };
      const { ok, no } = sides[tr.by]!;
      if (no) {
        expect(errorCode(await act(no, c.id, tr.action)), `${tr.action} by the wrong side`).toBe('FORBIDDEN');
      }
      expect((await act(ok, c.id, tr.action)).statusCode, tr.action).toBe(200);
      expect(await statusOf(c.id)).toBe(tr.to);
    }
  });

  it('outsiders get 404 and no data; non-agents are kept out', async () => {
    const { top, mid } = await chain();
    const c = await offered(top, mid, daily(20));
    const outsider = await agent(null);
    for (const action of ['accept', 'withdraw', 'request_termination']) {
      const res = await act(outsider, c.id, action);
      expect(res.statusCode).toBe(404);
      expect(errorCode(res)).toBe('CONTRACT_NOT_FOUND');
      expect(res.body).not.toContain(mid.account);
    }
    const hist = await t.call({
      method: 'GET',
      url: `/api/agent/contracts/${c.id}/history`,
      token: outsider.token,
    });
    expect(hist.statusCode).toBe(404);
    expect(hist.body).not.toContain(top.account);
    // a member outside the tree, a deeper member, a player
    expect(errorCode(await offer(outsider, mid.account, daily(1)))).toBe('MEMBER_NOT_IN_TEAM');
    expect(errorCode(await offer(top, 'no-such-account', daily(1)))).toBe('MEMBER_NOT_IN_TEAM');
    const low = await agent(mid.id, 2);
    expect(errorCode(await offer(top, low.account, daily(1)))).toBe('CONTRACT_NOT_DIRECT_DOWNLINE');
    const player = await agent(top.id, 0);
    expect(errorCode(await offer(top, player.account, daily(1)))).toBe('CONTRACT_DOWNLINE_NOT_AGENT');
    expect(errorCode(await act(player, c.id, 'accept'))).toBe('NON_AGENT_LOGIN');
    const noAuth = await t.call({ method: 'GET', url: '/api/agent/contracts/consolidated' });
    expect(noAuth.statusCode).toBe(401);
  });

  it('one pending offer per (downline, kind); an unknown action or bad terms are 400s', async () => {
    const { top, mid } = await chain();
    await offered(top, mid, daily(20));
    expect(errorCode(await offer(top, mid.account, daily(10)))).toBe('CONTRACT_EXISTS');
    const bad = await t.call({
      method: 'POST',
      url: '/api/agent/contracts/offers',
      token: top.token,
      payload: {
        downline: mid.account,
        terms: { kind: 'daily', tiers: [{ minDailyBet: -1, minActiveMembers: 1, rateBp: 1 }] },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorCode(await act(top, 1, 'explode'))).toBe('VALIDATION_FAILED');
  });
});

describe('rate rule and cascade', () => {
  it('a rate above the upline contract, or a kind not held, is refused', async () => {
    const { top, mid } = await chain(100);
    const res = await offer(top, mid.account, daily(101));
    expect(errorCode(res)).toBe('CONTRACT_RATE_ABOVE_UPLINE');
    expect(
      errorCode(
        await offer(top, mid.account, { kind: 'realtime', profitRateBp: 1, lossRateBp: 1, minSingleBet: 0 }),
      ),
    ).toBe('CONTRACT_NOT_HELD');
    // mid holds nothing yet: it cannot offer low anything
    const low = await agent(mid.id, 2);
    expect(errorCode(await offer(mid, low.account, daily(1)))).toBe('CONTRACT_NOT_HELD');
  });

  it('accepting a lower rate ends the downline contracts above it, cascading down the tree', async () => {
    const { top, mid, low } = await chain(100);
    const lowest = await agent(low.id, 2);
    const sibling = await agent(mid.id, 2);
    await accepted(top, mid, daily(80, 160));
    const midLow = await accepted(mid, low, daily(60, 120));
    const midSibling = await accepted(mid, sibling, daily(20, 40));
    const lowLowest = await accepted(low, lowest, daily(10, 20));
    const pendingToLowest = await offered(low, lowest, daily(5));
    // mid accepts a cut to 40/80: low (60) is above → terminated, and lowest's contract from low too;
    // sibling (20) stays
    const cut = await accepted(top, mid, daily(40, 80));
    expect(cut.status).toBe('active');
    expect(await statusOf(midLow.id)).toBe('terminated');
    expect(await statusOf(lowLowest.id)).toBe('terminated');
    expect(await statusOf(pendingToLowest.id)).toBe('withdrawn');
    expect(await statusOf(midSibling.id)).toBe('active');
    const reasons = await t.db
      .selectFrom('agent_contracts')
      .select(['id', 'end_reason'])
      .where('id', 'in', [midLow.id, lowLowest.id])
      .execute();
    expect(reasons.every((r) => r.end_reason === 'cascade')).toBe(true);
    const notified = await t.db
      .selectFrom('notifications')
      .select('member_id')
      .where('type', '=', 'contract_terminated')
      .where('member_id', 'in', [mid.id, low.id, lowest.id])
      .execute();
    expect(new Set(notified.map((n) => Number(n.member_id)))).toEqual(new Set([mid.id, low.id, lowest.id]));
    // the old contract of mid was replaced
    const mids = await t.db
      .selectFrom('agent_contracts')
      .select(['status', 'end_reason'])
      .where('downline_id', '=', mid.id)
      .orderBy('id')
      .execute();
    expect(mids.map((r) => [r.status, r.end_reason])).toEqual([
      ['terminated', 'replaced'],
      ['active', null],
    ]);
  });

  it('a confirmed termination ends what the downline gave of that kind, set-based down the tree', async () => {
    const { top, mid, low } = await chain(100);
    const c = await accepted(top, mid, daily(80));
    const sub = await accepted(mid, low, daily(50));
    expect((await act(mid, c.id, 'request_termination')).statusCode).toBe(200);
    expect((await act(top, c.id, 'confirm_termination')).statusCode).toBe(200);
    expect(await statusOf(sub.id)).toBe('terminated');
  });

  it('an operator grant with lower rates cascades too; an operator ends a platform contract', async () => {
    const { top, mid } = await chain(100);
    const c = await accepted(top, mid, daily(90));
    const g = await grant(top, daily(50));
    expect(g.upline).toBeNull();
    expect(await statusOf(c.id)).toBe('terminated');
    const c2 = await accepted(top, mid, daily(40));
    const end = await t.call({
      method: 'POST',
      url: `/api/admin/agent-contracts/${g.id}/actions`,
      token: admin,
      payload: { action: 'terminate' },
    });
    expect(end.statusCode, end.body).toBe(200);
    expect(await statusOf(g.id)).toBe('terminated');
    expect(await statusOf(c2.id)).toBe('terminated');
    // not top level
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/agent-contracts',
      token: admin,
      payload: { account: mid.account, terms: daily(1) },
    });
    expect(errorCode(res)).toBe('CONTRACT_NOT_TOP_LEVEL');
    const list = await t.call({
      method: 'GET',
      url: `/api/admin/agent-contracts?account=${top.account}&platformOnly=true`,
      token: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    const platform = (list.json() as { contracts: TContract[] }).contracts;
    expect(platform.map((c) => [c.id, c.status])).toEqual([
      [g.id, 'terminated'],
      [platform[1]!.id, 'terminated'],
    ]);
    const hist = ZContractHistorySchema.parse(
      (
        await t.call({ method: 'GET', url: `/api/admin/agent-contracts/${g.id}/history`, token: admin })
      ).json(),
    );
    expect(hist.requests.map((r) => [r.action, r.actorSide, r.actor])).toEqual([
      ['grant', 'platform', 'admin'],
      ['operator_terminate', 'platform', 'admin'],
    ]);
    // agents cannot reach the admin API
    const asAgent = await t.call({ method: 'GET', url: '/api/admin/agent-contracts', token: top.token });
    expect(asAgent.statusCode).toBe(403);
  });

  it('a top-level agent asks the platform to end its contract; the operator answers', async () => {
    const top = await agent(null);
    const g = await grant(top, daily(10));
    const mine = ZContractSchema.parse((await act(top, g.id, 'request_termination')).json());
    expect(mine.actions).toEqual(['cancel_termination']);
    // the agent is not the platform
    expect(errorCode(await act(top, g.id, 'confirm_termination'))).toBe('FORBIDDEN');
    const declined = await t.call({
      method: 'POST',
      url: `/api/admin/agent-contracts/${g.id}/actions`,
      token: admin,
      payload: { action: 'decline_termination' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await statusOf(g.id)).toBe('active');
  });
});

describe('concurrency', () => {
  it('accept and withdraw of one offer at once: exactly one wins', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { top, mid } = await chain();
      const c = await offered(top, mid, daily(20));
      const [a, w] = await Promise.all([act(mid, c.id, 'accept'), act(top, c.id, 'withdraw')]);
      const codes = [a.statusCode, w.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      expect(await statusOf(c.id)).toBe(a.statusCode === 200 ? 'active' : 'withdrawn');
      const live = await t.db
        .selectFrom('agent_contracts')
        .select('id')
        .where('downline_id', '=', mid.id)
        .where('status', 'in', ['active', 'termination_requested'])
        .execute();
      expect(live.length).toBe(a.statusCode === 200 ? 1 : 0);
    }
  });

  it('an upline accepting a cut while its downline accepts a higher offer: no live rate above its upline', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { top, mid, low } = await chain(100);
      await accepted(top, mid, daily(90));
      const cut = await offered(top, mid, daily(40));
      const high = await offered(mid, low, daily(70));
      const [a, b] = await Promise.all([act(mid, cut.id, 'accept'), act(low, high.id, 'accept')]);
      expect(a.statusCode, a.body).toBe(200);
      expect([200, 409, 400]).toContain(b.statusCode);
      expect(await liveAboveUpline()).toEqual([]);
    }
  });

  it('two concurrent offers to one downline: one pending offer', async () => {
    const { top, mid } = await chain();
    const results = await Promise.all([
      offer(top, mid.account, daily(10)),
      offer(top, mid.account, daily(20)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('consolidated info, process calls and the demo seed', () => {
  it('consolidated flags follow what the agent has, may offer or must answer', async () => {
    const { top, mid } = await chain();
    const info = async (a: TAgent) =>
      ZConsolidatedContractInfoSchema.parse(
        (await t.call({ method: 'GET', url: '/api/agent/contracts/consolidated', token: a.token })).json(),
      );
    expect((await info(mid)).dailysalreqtype).toBe(false);
    const c = await offered(top, mid, daily(10));
    const withOffer = await info(mid);
    expect(withOffer.dailysalreqtype).toBe(true);
    expect(withOffer.kinds.daily).toMatchObject({ has: false, offered: true, pendingForMe: 1 });
    await act(mid, c.id, 'accept');
    const topInfo = await info(top);
    expect(topInfo).toMatchObject({ dailysalreqtype: true, divtypereq: false, realtimesalreqtype: false });
    expect(topInfo.kinds.daily).toMatchObject({ has: true, canOffer: true, given: 1 });
  });

  it('process bundles: GET for every kind, POST for hourly and real-time', async () => {
    const { top, mid } = await chain();
    await accepted(top, mid, daily(10));
    const get = ZContractProcessSchema.parse(
      (await t.call({ method: 'GET', url: '/api/agent/contracts/daily/process', token: top.token })).json(),
    );
    expect(get.mine?.upline).toBeNull();
    expect(get.canOffer).toBe(true);
    expect(get.given.map((c) => c.downline.account)).toEqual([mid.account]);
    expect(get.candidates.map((c) => [c.account, c.hasLive])).toEqual([[mid.account, true]]);
    for (const kind of ['hourly', 'realtime']) {
      const res = await t.call({
        method: 'POST',
        url: `/api/agent/contracts/${kind}/process`,
        token: top.token,
        payload: { status: 'active' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(ZContractProcessSchema.parse(res.json()).canOffer).toBe(false);
    }
    expect(
      (await t.call({ method: 'GET', url: '/api/agent/contracts/weekly/process', token: top.token }))
        .statusCode,
    ).toBe(400);
  });

  it('the demo seed gives agent01 every kind and passes them down; a second run adds nothing', async () => {
    const before = await t.db
      .selectFrom('agent_contracts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await seedAgentContractsDemo(t.db);
    const after = await t.db
      .selectFrom('agent_contracts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const agent01 = await t.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', 'agent01')
      .executeTakeFirstOrThrow();
    const platform = await t.db
      .selectFrom('agent_contracts')
      .select(['kind', 'status', 'accepted_at'])
      .where('downline_id', '=', agent01.id)
      .where('upline_id', 'is', null)
      .execute();
    expect(platform.map((p) => p.kind).sort()).toEqual(['daily', 'dividend', 'hourly', 'realtime']);
    const given = await t.db
      .selectFrom('agent_contracts')
      .select(['status'])
      .where('upline_id', '=', agent01.id)
      .execute();
    expect(given.some((g) => g.status === 'offered')).toBe(true);
    expect(given.some((g) => g.status === 'termination_requested')).toBe(true);
  });
});

describe('cascade against a recursive model (fast-check)', () => {
  // A random tree under a top agent holding a platform daily contract; each agent may hold a live or
  // offered contract from its direct upline if that upline holds one (the invariant the API keeps).
  // The top's child `head` then accepts a new rate; the model ends, recursively, every open contract
  // head gave above the new rate and everything given below an agent that lost its contract.
  const shape = fc.array(
    fc.record({
      parent: fc.nat(),
      state: fc.constantFrom('active', 'offered', 'none'),
      rate: fc.integer({ min: 1, max: 90 }),
    }),
    { minLength: 1, maxLength: 7 },
  );

  it('the set-based SQL cascade ends exactly what the model ends', async () => {
    await fc.assert(
      fc.asyncProperty(shape, fc.integer({ min: 1, max: 90 }), async (nodes, newRate) => {
        const top = await agent(null);
        await grant(top, daily(100));
        const head = await agent(top.id, 2);
        await accepted(top, head, daily(90));
        // members[0] = head; node i hangs under members[parent % i] … built in order
        const members = [head.id];
        const holds = new Map<number, number>([[head.id, 90]]);
        type TC = { id: number; upline: number; downline: number; state: string; rate: number };
        const contracts: TC[] = [];
        for (const [i, n] of nodes.entries()) {
          const up = members[n.parent % (i + 1)]!;
          const m = await createMember(t, { type: 2, upline_id: up });
          members.push(m.id);
          const upRate = holds.get(up);
          if (n.state === 'none' || upRate === undefined) {
            continue;
          }
          const rate = Math.min(n.rate, upRate);
          const id = await insertContract(t.db, {
            kind: 'daily',
            upline_id: up,
            downline_id: m.id,
            status: n.state as 'active' | 'offered',
            terms: daily(rate),
          });
          contracts.push({ id, upline: up, downline: m.id, state: n.state, rate });
          if (n.state === 'active') {
            holds.set(m.id, rate);
          }
        }
        // the model
        const ended = new Set<number>();
        const endGiven = (agentId: number, limit: number | null) => {
          for (const c of contracts.filter((x) => x.upline === agentId)) {
            if (limit === null || c.rate > limit) {
              ended.add(c.id);
              if (c.state === 'active') {
                endGiven(c.downline, null);
              }
            }
          }
        };
        endGiven(head.id, newRate);
        // the real thing
        await accepted(top, head, daily(newRate));
        const rows = await t.db
          .selectFrom('agent_contracts')
          .select(['id', 'status'])
          .where('id', 'in', contracts.length ? contracts.map((c) => c.id) : [0])
          .execute();
        const actual = new Set(
          rows.filter((r) => r.status === 'terminated' || r.status === 'withdrawn').map((r) => Number(r.id)),
        );
        expect([...actual].sort()).toEqual([...ended].sort());
        expect(await liveAboveUpline()).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
