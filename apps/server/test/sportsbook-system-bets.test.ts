// Every bet type of the sportsbook placed through HTTP (issue 25 item 4): a single, an accumulator and
// each system kind (trixie, patent, yankee, lucky 15, k/n). After each placement the member's ticket
// lists answer 200 with the ticket (a reply schema with a transform failed after the commit: the
// wallet was debited and the lists answered 500). Every leg wins at 2.000, so each ticket pays exactly
// the sum of its lines, which the test states by hand. Cash-out is offered on singles only (decision
// 048): a system ticket (trixie) or an accumulator is quoted no value and its cash-out is refused
// 409 CASHOUT_UNAVAILABLE, nothing paid, the ticket still open and listed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCashOutQuote, TPlaceBetReply, TTicket, TTicketsReply } from '@pavilion/contracts/sportsbook';
import { runSportsTick } from '@/modules/sportsbook/sportsbook.jobs.ts';
import type { TSportsDeps } from '@/modules/sportsbook/sportsbook.deps.ts';
import {
  betRequest,
  football,
  market,
  scriptedDeps,
  selectionId,
  sportsPlayer,
  walletOf,
  type TSportsPlayer,
} from './helpers/sportsbook-fixtures.ts';
import { errorCode, nextIp } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

const T0 = Date.UTC(2030, 5, 1, 12);
const KEYS = ['sys-a', 'sys-b', 'sys-c', 'sys-d'];
const FIXTURES = KEYS.map((k) =>
  football(
    k,
    T0 + 10_000,
    [market(`${k}-1x2`, '1x2', { home: 2000, draw: 3400, away: 3600 })],
    [
      { atMs: T0 + 10_000, type: 'start' },
      { atMs: T0 + 20_000, type: 'end', result: { home: 2, away: 0 } },
    ],
  ),
);

/** stake 10.00 a line, every leg at 2.000: a single returns 20.00, a double 40.00, a treble 80.00, a fourfold 160.00 */
const CASES: { name: string; legs: number; body: object; lines: number; payout: number }[] = [
  { name: 'single', legs: 1, body: {}, lines: 1, payout: 2_000 },
  { name: 'accumulator', legs: 4, body: {}, lines: 1, payout: 16_000 },
  { name: 'trixie', legs: 3, body: { betType: 'system', systemKind: 'trixie' }, lines: 4, payout: 20_000 },
  { name: 'patent', legs: 3, body: { betType: 'system', systemKind: 'patent' }, lines: 7, payout: 26_000 },
  { name: 'yankee', legs: 4, body: { betType: 'system', systemKind: 'yankee' }, lines: 11, payout: 72_000 },
  { name: 'lucky15', legs: 4, body: { betType: 'system', systemKind: 'lucky15' }, lines: 15, payout: 80_000 },
  { name: '2/3', legs: 3, body: { betType: 'system', systemKind: '2/3' }, lines: 3, payout: 12_000 },
];

let t: TTestApp;
let deps: TSportsDeps;
let p: TSportsPlayer;
const placed = new Map<string, TTicket>();
const tick = (ms: number) => runSportsTick(deps, new Date(T0 + ms));
const list = (state: 'open' | 'settled') =>
  t.call({ method: 'GET', url: `/api/sportsbook/tickets?state=${state}&pageSize=100`, token: p.token });

beforeAll(async () => {
  t = await startTestApp({ SPORTS_INPLAY_DELAY_MS: 0, SPORTS_MEMBER_EVENT_MAX: 1_000_000 });
  deps = scriptedDeps(t, FIXTURES);
  p = await sportsPlayer(t, 1_000_000);
  await tick(0);
});
afterAll(async () => {
  await t.close();
});

describe('[SPORTS] every bet type through HTTP, lists read after each', () => {
  for (const c of CASES) {
    it(`places a ${c.name} and lists it`, async () => {
      const legs = await Promise.all(
        KEYS.slice(0, c.legs).map(async (k) => ({
          selectionId: await selectionId(t, `${k}-1x2-home`),
          odds1000: 2000,
        })),
      );
      const before = await walletOf(t, p.memberId);
      const res = await t.call({
        method: 'POST',
        url: '/api/sportsbook/bets',
        token: p.token,
        payload: { ...betRequest(legs), ...c.body },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { ticket, balance } = res.json() as TPlaceBetReply;
      expect(ticket).toMatchObject({ lines: c.lines, stakeTotal: c.lines * 1000, potentialReturn: c.payout });
      expect(balance).toBe(before - c.lines * 1000);
      placed.set(c.name, ticket);
      const open = await list('open');
      expect(open.statusCode, open.body).toBe(200);
      expect((open.json() as TTicketsReply).tickets.map((x) => x.id)).toContain(ticket.id);
    });
  }

  for (const name of ['trixie', 'accumulator']) {
    it(`quotes no cash-out on a ${name} and refuses one (409 CASHOUT_UNAVAILABLE); the lists read after`, async () => {
      const ticket = placed.get(name)!;
      const url = `/api/sportsbook/tickets/${ticket.id}/cash-out`;
      const quote = await t.call({ method: 'GET', url, token: p.token, ip: nextIp() });
      expect(quote.statusCode, quote.body).toBe(200);
      expect((quote.json() as TCashOutQuote).value).toBeNull();
      const before = await walletOf(t, p.memberId);
      const res = await t.call({
        method: 'POST',
        url,
        token: p.token,
        ip: nextIp(),
        payload: { requestId: randomUUID(), minValue: 1 },
      });
      expect([res.statusCode, errorCode(res)]).toEqual([409, 'CASHOUT_UNAVAILABLE']);
      expect(await walletOf(t, p.memberId)).toBe(before);
      const open = await list('open');
      expect(open.statusCode, open.body).toBe(200);
      expect((open.json() as TTicketsReply).tickets.find((x) => x.id === ticket.id)).toMatchObject({
        status: 'open',
        payout: null,
      });
      expect((await list('settled')).statusCode).toBe(200);
    });
  }

  it('settles every ticket at the sum of its lines, and the settled list shows them all', async () => {
    const before = await walletOf(t, p.memberId);
    await tick(10_000);
    await tick(21_000);
    const settled = await list('settled');
    expect(settled.statusCode, settled.body).toBe(200);
    const byId = new Map((settled.json() as TTicketsReply).tickets.map((x) => [x.id, x]));
    for (const c of CASES) {
      expect(byId.get(placed.get(c.name)!.id), c.name).toMatchObject({ status: 'won', payout: c.payout });
    }
    const paid = CASES.reduce((s, c) => s + c.payout, 0);
    expect(await walletOf(t, p.memberId)).toBe(before + paid);
    expect((await list('open')).statusCode).toBe(200);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
