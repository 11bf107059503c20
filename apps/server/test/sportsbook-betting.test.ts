// The sportsbook over HTTP with a scripted feed (decision 048): the feed's steps land when the test
// runs the feed at a time of its choosing. Bets are refused on a suspended market, after an odds
// move the member did not accept, with one event twice in a multiple, outside the stake limits and
// on a closed market; accepted under `higher` when the odds went up; placed once per request id.
// Settlement pays the right amounts, a corrected result posts only the difference (once), and the
// ledger invariants hold.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlaceBetReply, TTicketsReply } from '@pavilion/contracts/sportsbook';
import { runSportsTick } from '@/modules/sportsbook/sportsbook.jobs.ts';
import type { TSportsDeps } from '@/modules/sportsbook/sportsbook.deps.ts';
import { errorCode } from './helpers/auth-fixtures.ts';
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
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

const T0 = Date.UTC(2030, 0, 1, 12);
const FA = 'bt-fa';
const FB = 'bt-fb';
const FIXTURES = [
  football(
    FA,
    T0 + 10_000,
    [
      market(`${FA}-1x2`, '1x2', { home: 2000, draw: 3400, away: 3600 }),
      market(`${FA}-ou`, 'ou', { over: 1900, under: 1900 }, { lineQ: 10, inPlay: false }),
      market(`${FA}-ah`, 'ah', { home: 1950, away: 1950 }, { lineQ: -1 }),
    ],
    [
      { atMs: T0 + 1000, type: 'suspend', marketId: `${FA}-1x2` },
      { atMs: T0 + 2000, type: 'resume', marketId: `${FA}-1x2` },
      {
        atMs: T0 + 3000,
        type: 'odds',
        marketId: `${FA}-1x2`,
        odds: [{ selectionId: `${FA}-1x2-home`, odds1000: 2100 }],
      },
      {
        atMs: T0 + 4000,
        type: 'odds',
        marketId: `${FA}-1x2`,
        odds: [{ selectionId: `${FA}-1x2-home`, odds1000: 1800 }],
      },
      { atMs: T0 + 10_000, type: 'start' },
      { atMs: T0 + 11_000, type: 'score', home: 1, away: 0, period: 'h1', clock: "12'" },
      { atMs: T0 + 20_000, type: 'end', result: { home: 1, away: 0 } },
      { atMs: T0 + 30_000, type: 'correct', result: { home: 1, away: 1 } },
    ],
  ),
  football(
    FB,
    T0 + 10_000,
    [market(`${FB}-1x2`, '1x2', { home: 1500, draw: 4000, away: 3000 })],
    [
      { atMs: T0 + 10_000, type: 'start' },
      { atMs: T0 + 20_000, type: 'end', result: { home: 0, away: 2 } },
    ],
  ),
];

let t: TTestApp;
let deps: TSportsDeps;
let p: TSportsPlayer;
const tick = (ms: number) => runSportsTick(deps, new Date(T0 + ms));
const bet = (player: TSportsPlayer, body: unknown, query = '') =>
  t.call({
    method: 'POST',
    url: `/api/sportsbook/bets${query}`,
    token: player.token,
    payload: body as object,
  });
const sel = (key: string) => selectionId(t, key);
const tickets: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ SPORTS_INPLAY_DELAY_MS: 0, SPORTS_MEMBER_EVENT_MAX: 200_000 });
  deps = scriptedDeps(t, FIXTURES);
  p = await sportsPlayer(t, 100_000);
});
afterAll(async () => {
  await t.close();
});

describe('[SPORTS] betting and settlement', () => {
  it('writes the fixtures once and lists them with their markets', async () => {
    expect((await tick(0)).fixtures).toBe(2);
    expect((await tick(0)).fixtures).toBe(0);
    const list = await t.call({
      method: 'GET',
      url: '/api/sportsbook/events?vertical=SPORTS&status=upcoming',
    });
    expect(list.statusCode).toBe(200);
    const ids = (list.json() as { events: { id: string; home: string }[] }).events.map((e) => e.home);
    expect(ids).toEqual(expect.arrayContaining([`${FA} Home`, `${FB} Home`]));
  });

  it('refuses a bet on a suspended market (409 MARKET_SUSPENDED) and takes one on an open one', async () => {
    await tick(1000);
    const refused = await bet(p, betRequest([{ selectionId: await sel(`${FA}-1x2-home`), odds1000: 2000 }]));
    expect([refused.statusCode, errorCode(refused)]).toEqual([409, 'MARKET_SUSPENDED']);
    const over = await bet(
      p,
      betRequest([{ selectionId: await sel(`${FA}-ou-over`), odds1000: 1900 }]),
      '?vendor=SBT',
    );
    expect(over.statusCode).toBe(200);
    const reply = over.json() as TPlaceBetReply;
    expect(reply.ticket.status).toBe('open');
    expect(reply.balance).toBe(99_000);
    tickets.over = reply.ticket.id;
    const row = await t.db
      .selectFrom('seamless_bets')
      .select(['catalogue_vendor', 'amount', 'status'])
      .where('bet_tx_id', '=', `sb${reply.ticket.id}-bet`)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ catalogue_vendor: 'SBT', amount: 1000, status: 'open' });
  });

  it('refuses odds that moved unless accepted; `higher` takes odds that went up, not down', async () => {
    await tick(3000);
    const home = await sel(`${FA}-1x2-home`);
    const none = await bet(p, betRequest([{ selectionId: home, odds1000: 2000 }]));
    expect([none.statusCode, errorCode(none)]).toEqual([409, 'ODDS_CHANGED']);
    expect((none.json() as { error: { data: unknown } }).error.data).toEqual({
      selections: [{ selectionId: home, odds1000: 2100 }],
    });
    const higher = await bet(
      p,
      betRequest([{ selectionId: home, odds1000: 2000 }], { acceptOdds: 'higher' }),
    );
    expect(higher.statusCode).toBe(200);
    const ticket = (higher.json() as TPlaceBetReply).ticket;
    expect([ticket.legs[0]!.odds1000, ticket.potentialReturn]).toEqual([2100, 2100]);
    tickets.home = ticket.id;
    await tick(4000);
    const down = await bet(p, betRequest([{ selectionId: home, odds1000: 2100 }], { acceptOdds: 'higher' }));
    expect([down.statusCode, errorCode(down)]).toEqual([409, 'ODDS_CHANGED']);
  });

  it('refuses one event twice in an accumulator and takes legs of two events', async () => {
    const same = await bet(
      p,
      betRequest([
        { selectionId: await sel(`${FA}-1x2-draw`), odds1000: 3400 },
        { selectionId: await sel(`${FA}-ah-home`), odds1000: 1950 },
      ]),
    );
    expect([same.statusCode, errorCode(same)]).toEqual([400, 'INVALID_COMBINATION']);
    const acca = await bet(
      p,
      betRequest(
        [
          { selectionId: await sel(`${FA}-ah-home`), odds1000: 1950 },
          { selectionId: await sel(`${FB}-1x2-away`), odds1000: 3000 },
        ],
        { stakePerLine: 500 },
      ),
    );
    expect(acca.statusCode).toBe(200);
    tickets.acca = (acca.json() as TPlaceBetReply).ticket.id;
    const system = await bet(
      p,
      betRequest([{ selectionId: await sel(`${FB}-1x2-home`), odds1000: 1500 }], {
        betType: 'system',
        systemKind: 'trixie',
      }),
    );
    expect([system.statusCode, errorCode(system)]).toEqual([400, 'INVALID_COMBINATION']);
  });

  it('refuses stakes outside the limits of the market and of the member per event (400 STAKE_LIMIT)', async () => {
    const small = await bet(
      p,
      betRequest([{ selectionId: await sel(`${FB}-1x2-draw`), odds1000: 4000 }], { stakePerLine: 50 }),
    );
    expect([small.statusCode, errorCode(small)]).toEqual([400, 'STAKE_LIMIT']);
    expect((small.json() as { error: { data: unknown } }).error.data).toEqual({ min: 100, max: 5_000_000 });
    // 500 already staked on FB by the accumulator; the member's cap per event is 200,000
    const big = await bet(
      p,
      betRequest([{ selectionId: await sel(`${FB}-1x2-draw`), odds1000: 4000 }], { stakePerLine: 199_600 }),
    );
    expect([big.statusCode, errorCode(big)]).toEqual([400, 'STAKE_LIMIT']);
    expect((big.json() as { error: { data: unknown } }).error.data).toEqual({ min: 100, max: 199_500 });
  });

  it('places a request id once, and answers each refusal with its code', async () => {
    const before = await walletOf(t, p.memberId);
    const body = betRequest([{ selectionId: await sel(`${FB}-1x2-draw`), odds1000: 4000 }]);
    const [a, b] = await Promise.all([bet(p, body), bet(p, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const idA = (a.json() as TPlaceBetReply).ticket.id;
    expect((b.json() as TPlaceBetReply).ticket.id).toBe(idA);
    expect((await bet(p, body)).json()).toMatchObject({ ticket: { id: idA } });
    expect(await walletOf(t, p.memberId)).toBe(before - 1000);
    tickets.draw = idA;

    const missing = await bet(p, betRequest([{ selectionId: '987654321', odds1000: 2000 }]));
    expect([missing.statusCode, errorCode(missing)]).toEqual([404, 'SELECTION_NOT_FOUND']);
    const junk = await bet(p, betRequest([{ selectionId: 'x1', odds1000: 2000 }]));
    expect([junk.statusCode, errorCode(junk)]).toEqual([404, 'SELECTION_NOT_FOUND']);
    const guest = await t.call({ method: 'POST', url: '/api/sportsbook/bets', payload: body });
    expect([guest.statusCode, errorCode(guest)]).toEqual([401, 'NOT_LOGGED_IN']);
    const invalid = await bet(p, { ...body, requestId: 'nope' });
    expect([invalid.statusCode, errorCode(invalid)]).toEqual([400, 'VALIDATION_FAILED']);
    const poor = await sportsPlayer(t, 500);
    const broke = await bet(poor, betRequest([{ selectionId: await sel(`${FB}-1x2-draw`), odds1000: 4000 }]));
    expect([broke.statusCode, errorCode(broke)]).toEqual([402, 'INSUFFICIENT_FUNDS']);
    expect(
      await t.db.selectFrom('sports_tickets').select('id').where('member_id', '=', poor.memberId).execute(),
    ).toEqual([]);
  });

  it('closes pre-match markets at the start (409 EVENT_CLOSED)', async () => {
    await tick(10_000);
    const closed = await bet(p, betRequest([{ selectionId: await sel(`${FA}-ou-under`), odds1000: 1900 }]));
    expect([closed.statusCode, errorCode(closed)]).toEqual([409, 'EVENT_CLOSED']);
    const live = await t.call({ method: 'GET', url: '/api/sportsbook/events?status=live' });
    expect((live.json() as { events: unknown[] }).events.length).toBeGreaterThanOrEqual(2);
  });

  it('settles every ticket at the end and pays the exact amounts once', async () => {
    const before = await walletOf(t, p.memberId);
    const out = await tick(20_000);
    expect(out.settled).toBe(4);
    const mine = await t.call({
      method: 'GET',
      url: '/api/sportsbook/tickets?state=settled',
      token: p.token,
    });
    const byId = new Map((mine.json() as TTicketsReply).tickets.map((x) => [x.id, x]));
    expect(byId.get(tickets.over!)).toMatchObject({ status: 'lost', payout: 0 });
    expect(byId.get(tickets.home!)).toMatchObject({ status: 'won', payout: 2100 });
    // AH home −0.25 at 1-0 wins whole: 500 × 1.95 × 3.00
    expect(byId.get(tickets.acca!)).toMatchObject({ status: 'won', payout: 2925 });
    expect(byId.get(tickets.draw!)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await walletOf(t, p.memberId)).toBe(before + 2100 + 2925);
    expect((await tick(20_000)).settled).toBe(0);
    expect(await walletOf(t, p.memberId)).toBe(before + 2100 + 2925);
    const notices = await t.db
      .selectFrom('notifications')
      .select(['type', 'payload'])
      .where('member_id', '=', p.memberId)
      .execute();
    expect(notices.map((n) => n.type)).toContain('sports_won');
    const after = await bet(p, betRequest([{ selectionId: await sel(`${FB}-1x2-home`), odds1000: 1500 }]));
    expect([after.statusCode, errorCode(after)]).toEqual([409, 'EVENT_CLOSED']);
    const results = await t.call({ method: 'GET', url: '/api/sportsbook/results?date=2030-01-01' });
    expect((results.json() as { total: number }).total).toBe(2);
  });

  it('re-settles a corrected result by the difference only, once', async () => {
    const before = await walletOf(t, p.memberId);
    const out = await tick(30_000);
    // the three settled tickets on FA are re-priced; two of them change
    expect(out.resettled).toBe(3);
    // 1-1: home loses (−2100); AH −0.25 half-loses: 500 × 0.5 × 3.00 = 750 (−2175); over 2.5 still loses
    expect(await walletOf(t, p.memberId)).toBe(before - 2100 - 2175);
    // both differences are down: one clawback posting for the chunk (set-based re-settlement)
    const adjustments = await sql<{ n: number }>`select count(*)::int as n from ledger_transactions
      where idempotency_key like 'seamless:SPORTSBOOK:adj-%'`.execute(t.db);
    expect(adjustments.rows[0]!.n).toBe(1);
    expect((await tick(30_000)).resettled).toBe(0);
    expect(await walletOf(t, p.memberId)).toBe(before - 2100 - 2175);
    const mine = await t.call({
      method: 'GET',
      url: '/api/sportsbook/tickets?state=settled',
      token: p.token,
    });
    const byId = new Map((mine.json() as TTicketsReply).tickets.map((x) => [x.id, x]));
    expect(byId.get(tickets.home!)).toMatchObject({ status: 'lost', payout: 0 });
    expect(byId.get(tickets.acca!)).toMatchObject({ status: 'won', payout: 750 });
    const bets = await t.db
      .selectFrom('seamless_bets')
      .select(['bet_tx_id', 'win_amount', 'status'])
      .where('bet_tx_id', 'in', [`sb${tickets.home}-bet`, `sb${tickets.acca}-bet`])
      .orderBy('bet_tx_id')
      .execute();
    expect(bets.map((b) => [b.win_amount, b.status]).sort()).toEqual([
      [0, 'settled'],
      [750, 'settled'],
    ]);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
