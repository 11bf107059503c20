// The operator's sportsbook routes (issue 25): a FIRST result for an event whose feed went silent
// after the start, the events list answering each event's result, one event with its markets, and a
// market's void: refunds a single on it at once, leaves a multiple waiting for its other legs (then
// prices the void leg at odds 1), stays void under the event's result, a correction and a
// cancellation undone; refused for an unknown market (404), one already void or settled (409
// MARKET_ALREADY_SETTLED), without a reason (400), to a reader (403) and to finance (403).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEventDetail, TPlaceBetReply, TSportsResult } from '@pavilion/contracts/sportsbook';
import { runSportsTick } from '@/modules/sportsbook/sportsbook.jobs.ts';
import type { TSportsDeps } from '@/modules/sportsbook/sportsbook.deps.ts';
import { errorCode, nextIp } from './helpers/auth-fixtures.ts';
import { createOperator, operatorToken } from './helpers/console-fixtures.ts';
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

const T0 = Date.UTC(2030, 8, 1, 12);
const FA = 'adm-a';
const FB = 'adm-b';
// both start and then fall silent: no end, no result from the feed
const FIXTURES = [
  football(
    FA,
    T0 + 1000,
    [
      market(`${FA}-1x2`, '1x2', { home: 2000, draw: 3400, away: 3600 }),
      market(`${FA}-ou`, 'ou', { over: 1900, under: 1900 }, { lineQ: 10 }),
    ],
    [{ atMs: T0 + 1000, type: 'start' }],
  ),
  football(
    FB,
    T0 + 1000,
    [market(`${FB}-1x2`, '1x2', { home: 1500, draw: 4000, away: 3000 })],
    [{ atMs: T0 + 1000, type: 'start' }],
  ),
];

type TAdminEventRow = { id: string; result: TSportsResult | null; resultVersion: number; score: unknown };

let t: TTestApp;
let deps: TSportsDeps;
let p: TSportsPlayer;
let risk: string;
let auditor: string;
let eventA: string;
let ouMarket: string;
const tick = (ms: number) => runSportsTick(deps, new Date(T0 + ms));
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.call({ method, url, token, ip: nextIp(), ...(payload ? { payload } : {}) });
const place = async (legs: { key: string; odds: number }[]) => {
  const body = betRequest(
    await Promise.all(
      legs.map(async (l) => ({ selectionId: await selectionId(t, l.key), odds1000: l.odds })),
    ),
  );
  const res = await call('POST', '/api/sportsbook/bets', p.token, body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TPlaceBetReply).ticket;
};
const ticketRow = (id: string) =>
  t.db
    .selectFrom('sports_tickets')
    .select(['status', 'payout'])
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
const ouState = () =>
  t.db
    .selectFrom('sports_markets as m')
    .innerJoin('sports_selections as s', 's.market_id', 'm.id')
    .select(['m.status', 's.outcome'])
    .where('m.id', '=', Number(ouMarket))
    .execute();
const adminRow = async (id: string) => {
  const res = await call('GET', '/api/admin/sportsbook/events?pageSize=100', auditor);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { events: TAdminEventRow[] }).events.find((e) => e.id === id)!;
};
const resultOf = (result: TSportsResult, reason = 'feed silent') =>
  call('POST', `/api/admin/sportsbook/events/${eventA}/result`, risk, { result, reason });

let single: string;
let acca: string;
let winner: string;

beforeAll(async () => {
  t = await startTestApp({ SPORTS_INPLAY_DELAY_MS: 0 });
  deps = scriptedDeps(t, FIXTURES);
  p = await sportsPlayer(t, 100_000);
  risk = await operatorToken(t, await createOperator(t, 'risk'));
  auditor = await operatorToken(t, await createOperator(t, 'auditor'));
  await tick(0);
  await tick(1000);
  const row = await t.db
    .selectFrom('sports_markets as m')
    .innerJoin('sports_events as e', 'e.id', 'm.event_id')
    .select(['e.id as event_id', 'm.id as market_id'])
    .where('m.feed_key', '=', `${FA}-ou`)
    .executeTakeFirstOrThrow();
  eventA = String(row.event_id);
  ouMarket = String(row.market_id);
  single = (await place([{ key: `${FA}-ou-over`, odds: 1900 }])).id;
  acca = (
    await place([
      { key: `${FA}-ou-under`, odds: 1900 },
      { key: `${FB}-1x2-home`, odds: 1500 },
    ])
  ).id;
  winner = (await place([{ key: `${FA}-1x2-home`, odds: 2000 }])).id;
});
afterAll(async () => {
  await t.close();
});

describe('[SPORTS] operator: event detail and market void', () => {
  it('answers an event with its markets to a reader, 404 for an unknown one, 403 to finance', async () => {
    const res = await call('GET', `/api/admin/sportsbook/events/${eventA}`, auditor);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as TEventDetail;
    expect(detail.markets.map((m) => [m.kind, m.status])).toEqual([
      ['1x2', 'open'],
      ['ou', 'open'],
    ]);
    expect(detail.result).toBeNull();
    const none = await call('GET', '/api/admin/sportsbook/events/424242', auditor);
    expect([none.statusCode, errorCode(none)]).toEqual([404, 'NOT_FOUND']);
    const finance = await operatorToken(t, await createOperator(t, 'finance'));
    expect((await call('GET', `/api/admin/sportsbook/events/${eventA}`, finance)).statusCode).toBe(403);
  });

  it('refuses a void without a reason (400), to a reader (403), of an unknown market (404)', async () => {
    const url = `/api/admin/sportsbook/markets/${ouMarket}/void`;
    const bare = await call('POST', url, risk, { reason: ' ' });
    expect([bare.statusCode, errorCode(bare)]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await call('POST', url, auditor, { reason: 'feed error' })).statusCode).toBe(403);
    for (const id of ['424242', 'x']) {
      const none = await call('POST', `/api/admin/sportsbook/markets/${id}/void`, risk, { reason: 'r' });
      expect([none.statusCode, errorCode(none)]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await ouState()).every((s) => s.status === 'open' && s.outcome === null)).toBe(true);
  });

  it('voids a market: its single refunded at once, a multiple waits, a second void is refused', async () => {
    const before = await walletOf(t, p.memberId);
    const url = `/api/admin/sportsbook/markets/${ouMarket}/void`;
    const res = await call('POST', url, risk, { reason: 'wrong line from the feed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ marketId: ouMarket, eventId: eventA, status: 'void', settled: 1 });
    expect(await ticketRow(single)).toEqual({ status: 'void', payout: 1000 });
    expect(await walletOf(t, p.memberId)).toBe(before + 1000);
    expect((await ticketRow(acca)).status).toBe('open');
    expect((await ticketRow(winner)).status).toBe('open');
    expect(await ouState()).toEqual([
      { status: 'void', outcome: 'void' },
      { status: 'void', outcome: 'void' },
    ]);
    const again = await call('POST', url, risk, { reason: 'twice' });
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'MARKET_ALREADY_SETTLED']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', '%markets%void%')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });
});

describe('[SPORTS] operator: a first result for a silent event', () => {
  it('takes a first result, settles on it (the void market stays void) and lists the result', async () => {
    expect(await adminRow(eventA)).toMatchObject({ result: null, resultVersion: 0 });
    const before = await walletOf(t, p.memberId);
    const first = await resultOf({ home: 2, away: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as { resultVersion: number }).resultVersion).toBe(1);
    await tick(2000);
    expect(await ticketRow(winner)).toEqual({ status: 'won', payout: 2000 });
    expect(await walletOf(t, p.memberId)).toBe(before + 2000);
    expect((await ouState()).every((s) => s.status === 'void' && s.outcome === 'void')).toBe(true);
    // the accumulator still waits for its other event
    expect((await ticketRow(acca)).status).toBe('open');
    expect(await adminRow(eventA)).toMatchObject({ result: { home: 2, away: 0 }, resultVersion: 1 });
  });

  it('keeps the void market void through a cancellation and a real result after it', async () => {
    expect((await resultOf({ home: 0, away: 0, cancelled: true }, 'abandoned')).statusCode).toBe(200);
    await tick(3000);
    expect(await ticketRow(winner)).toMatchObject({ status: 'void' });
    const m1x2 = () =>
      t.db
        .selectFrom('sports_markets')
        .select('status')
        .where('feed_key', '=', `${FA}-1x2`)
        .executeTakeFirstOrThrow();
    expect((await m1x2()).status).toBe('void');
    expect((await resultOf({ home: 1, away: 0 }, 'played after all')).statusCode).toBe(200);
    await tick(4000);
    expect((await m1x2()).status).toBe('settled');
    expect((await ouState()).every((s) => s.status === 'void' && s.outcome === 'void')).toBe(true);
    expect(await ticketRow(winner)).toEqual({ status: 'won', payout: 2000 });
    expect(await adminRow(eventA)).toMatchObject({ result: { home: 1, away: 0 }, resultVersion: 3 });
  });

  it('prices the multiple with the void leg at odds 1 once its other event has a result', async () => {
    const other = await t.db
      .selectFrom('sports_events')
      .select('id')
      .where('feed_id', '=', FB)
      .executeTakeFirstOrThrow();
    const res = await call('POST', `/api/admin/sportsbook/events/${other.id}/result`, risk, {
      result: { home: 3, away: 1 },
      reason: 'feed silent',
    });
    expect(res.statusCode, res.body).toBe(200);
    await tick(5000);
    // 1000 × 1 (void) × 1.500
    expect(await ticketRow(acca)).toEqual({ status: 'won', payout: 1500 });
    const settled = await call('POST', `/api/admin/sportsbook/markets/${ouMarket}/void`, risk, {
      reason: 'r',
    });
    expect([settled.statusCode, errorCode(settled)]).toEqual([409, 'MARKET_ALREADY_SETTLED']);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
