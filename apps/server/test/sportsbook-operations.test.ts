// The sportsbook around the bet (decision 048): cash-out on an open single at the stated formula
// (refused below the member's minimum, on a multiple, and never paid twice), tickets in the betting
// record and account record, the live stream of an event pushing odds and score as the feed applies
// them, and the operator's result correction (sportsbook permission: owner and risk write, auditor
// reads, finance none) re-settling by the difference.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCashOutQuote, TCashOutReply, TPlaceBetReply } from '@pavilion/contracts/sportsbook';
import { AppError } from '@/shared/app-error.ts';
import { placeBet } from '@/modules/sportsbook/betting.service.ts';
import { runSportsTick } from '@/modules/sportsbook/sportsbook.jobs.ts';
import type { TSportsDeps } from '@/modules/sportsbook/sportsbook.deps.ts';
import { errorCode } from './helpers/auth-fixtures.ts';
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

const T0 = Date.UTC(2030, 2, 1, 18);
const FC = 'op-fc';
const FD = 'op-fd';
const FE = 'op-fe';
const FIXTURES = [
  football(
    FE,
    T0 + 1000,
    [market(`${FE}-1x2`, '1x2', { home: 2000, draw: 3000, away: 3500 })],
    [
      { atMs: T0 + 1000, type: 'start' },
      {
        atMs: T0 + 2000,
        type: 'odds',
        marketId: `${FE}-1x2`,
        odds: [{ selectionId: `${FE}-1x2-home`, odds1000: 1700 }],
      },
    ],
  ),
  football(FD, T0 + 50_000, [market(`${FD}-1x2`, '1x2', { home: 2500, draw: 3000, away: 2800 })], []),
  football(
    FC,
    T0 + 10_000,
    [
      market(`${FC}-1x2`, '1x2', { home: 2000, draw: 3200, away: 3800 }),
      market(`${FC}-bt`, 'btts', { yes: 1800, no: 2000 }),
    ],
    [
      {
        atMs: T0 + 5000,
        type: 'odds',
        marketId: `${FC}-1x2`,
        odds: [{ selectionId: `${FC}-1x2-home`, odds1000: 1500 }],
      },
      { atMs: T0 + 10_000, type: 'start' },
      { atMs: T0 + 11_000, type: 'score', home: 2, away: 0, period: 'h1', clock: "30'" },
      { atMs: T0 + 20_000, type: 'end', result: { home: 2, away: 0 } },
    ],
  ),
];

let t: TTestApp;
let deps: TSportsDeps;
let p: TSportsPlayer;
let eventId: string;
const tick = (ms: number) => runSportsTick(deps, new Date(T0 + ms));
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const place = async (legs: { key: string; odds: number }[], stake = 1000) => {
  const res = await call(
    'POST',
    '/api/sportsbook/bets?vendor=UG',
    p.token,
    betRequest(
      await Promise.all(
        legs.map(async (l) => ({ selectionId: await selectionId(t, l.key), odds1000: l.odds })),
      ),
      {
        stakePerLine: stake,
      },
    ),
  );
  expect(res.statusCode).toBe(200);
  return (res.json() as TPlaceBetReply).ticket;
};

beforeAll(async () => {
  t = await startTestApp({ SPORTS_INPLAY_DELAY_MS: 0, SPORTS_CASHOUT_MARGIN_BP: 500 });
  deps = scriptedDeps(t, FIXTURES);
  p = await sportsPlayer(t, 50_000);
  await tick(0);
  eventId = String(
    (await t.db.selectFrom('sports_events').select('id').where('feed_id', '=', FC).executeTakeFirstOrThrow())
      .id,
  );
});
afterAll(async () => {
  await t.close();
});

describe('[SPORTS] in-play delay', () => {
  it('checks an in-play bet again after the delay: an odds move during it is refused', async () => {
    await tick(1000);
    const slow: TSportsDeps = { ...deps, config: { ...deps.config, SPORTS_INPLAY_DELAY_MS: 400 } };
    const home = await selectionId(t, `${FE}-1x2-home`);
    const pending = placeBet(slow, p, betRequest([{ selectionId: home, odds1000: 2000 }]), undefined).then(
      () => 'placed',
      (e: unknown) => (e instanceof AppError ? e.code : String(e)),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await tick(2000);
    expect(await pending).toBe('ODDS_CHANGED');
    const started = Date.now();
    const ok = await placeBet(
      slow,
      p,
      betRequest([{ selectionId: home, odds1000: 1700 }], { stakePerLine: 100 }),
      undefined,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(ok.ticket.legs[0]!.odds1000).toBe(1700);
  });
});

describe('[SPORTS] cash-out', () => {
  it('quotes floor(stake × placed / current × (1 − margin)) and pays it once', async () => {
    const single = await place([{ key: `${FC}-1x2-home`, odds: 2000 }]);
    await place([{ key: `${FC}-1x2-home`, odds: 2000 }], 500);
    await tick(5000);
    const quote = await call('GET', `/api/sportsbook/tickets/${single.id}/cash-out`, p.token);
    // 1000 × 2.000 / 1.500 × 0.95 = 1266.67
    expect((quote.json() as TCashOutQuote).value).toBe(1266);
    const tooMuch = await call('POST', `/api/sportsbook/tickets/${single.id}/cash-out`, p.token, {
      requestId: crypto.randomUUID(),
      minValue: 1300,
    });
    expect([tooMuch.statusCode, errorCode(tooMuch)]).toEqual([409, 'CASHOUT_UNAVAILABLE']);
    const before = await walletOf(t, p.memberId);
    const body = { requestId: crypto.randomUUID(), minValue: 1266 };
    const done = await call('POST', `/api/sportsbook/tickets/${single.id}/cash-out`, p.token, body);
    expect(done.statusCode).toBe(200);
    expect((done.json() as TCashOutReply).ticket).toMatchObject({ status: 'cashed_out', payout: 1266 });
    expect((done.json() as TCashOutReply).balance).toBe(before + 1266);
    const again = await call('POST', `/api/sportsbook/tickets/${single.id}/cash-out`, p.token, body);
    expect(again.statusCode).toBe(200);
    expect(await walletOf(t, p.memberId)).toBe(before + 1266);
    const other = await sportsPlayer(t, 0);
    const notMine = await call('GET', `/api/sportsbook/tickets/${single.id}/cash-out`, other.token);
    expect([notMine.statusCode, errorCode(notMine)]).toEqual([404, 'NOT_FOUND']);
  });

  it('offers none on a multiple (409 CASHOUT_UNAVAILABLE)', async () => {
    const btts = await place([{ key: `${FC}-bt-yes`, odds: 1800 }]);
    const quote = await call('GET', `/api/sportsbook/tickets/${btts.id}/cash-out`, p.token);
    expect((quote.json() as TCashOutQuote).value).toBeGreaterThan(0);
    const acca = await place(
      [
        { key: `${FC}-bt-no`, odds: 2000 },
        { key: `${FD}-1x2-home`, odds: 2500 },
      ],
      200,
    );
    expect(
      ((await call('GET', `/api/sportsbook/tickets/${acca.id}/cash-out`, p.token)).json() as TCashOutQuote)
        .value,
    ).toBeNull();
    const res = await call('POST', `/api/sportsbook/tickets/${acca.id}/cash-out`, p.token, {
      requestId: crypto.randomUUID(),
      minValue: 1,
    });
    expect([res.statusCode, errorCode(res)]).toEqual([409, 'CASHOUT_UNAVAILABLE']);
  });
});

describe('[SPORTS] live stream', () => {
  it('sends the event, then each change the feed applies', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const controller = new AbortController();
    const res = await fetch(`${base}/api/sportsbook/events/${eventId}/stream`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    const until = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) {
          break;
        }
        text += new TextDecoder().decode(value);
      }
    };
    await until('event: ready');
    await tick(11_000);
    await until('"period":"h1"');
    expect(text).toContain('event: change');
    expect(text).toMatch(/"score":\{("home":2,"away":0|"away":0,"home":2)\}/);
    controller.abort();
    const missing = await t.call({ method: 'GET', url: '/api/sportsbook/events/99999999/stream' });
    expect([missing.statusCode, errorCode(missing)]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('[SPORTS] records and the operator', () => {
  it('shows tickets in the betting record and the account record', async () => {
    await tick(20_000);
    const day = new Date(Date.now()).toISOString().slice(0, 10);
    const bets = await call('GET', `/api/records/bets?from=${day}&to=${day}`, p.token);
    expect(bets.statusCode).toBe(200);
    const rows = (bets.json() as { rows: { betId: string }[] }).rows;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const tx = await call('GET', `/api/records/transactions?from=${day}&to=${day}`, p.token);
    expect(JSON.stringify(tx.json())).toContain('bet');
  });

  it('lets owner and risk correct a result (difference posted), auditor read, finance nothing', async () => {
    const risk = await operatorToken(t, await createOperator(t, 'risk'));
    const auditor = await operatorToken(t, await createOperator(t, 'auditor'));
    const finance = await operatorToken(t, await createOperator(t, 'finance'));
    const list = await call('GET', '/api/admin/sportsbook/events', auditor);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { events: { id: string; tickets: number }[] }).events).toContainEqual(
      expect.objectContaining({ id: eventId, tickets: 4 }),
    );
    expect((await call('GET', '/api/admin/sportsbook/events', finance)).statusCode).toBe(403);
    const body = { result: { home: 0, away: 0 }, reason: 'VAR: both goals offside' };
    expect(
      (await call('POST', `/api/admin/sportsbook/events/${eventId}/result`, auditor, body)).statusCode,
    ).toBe(403);
    const bad = await call('POST', `/api/admin/sportsbook/events/${eventId}/result`, risk, {
      result: { home: -1 },
    });
    expect([bad.statusCode, errorCode(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    const none = await call('POST', '/api/admin/sportsbook/events/424242/result', risk, body);
    expect([none.statusCode, errorCode(none)]).toEqual([404, 'NOT_FOUND']);
    const before = await walletOf(t, p.memberId);
    const ok = await call('POST', `/api/admin/sportsbook/events/${eventId}/result`, risk, body);
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as { resultVersion: number }).resultVersion).toBe(2);
    const out = await tick(21_000);
    expect(out.resettled).toBeGreaterThan(0);
    // 0-0 instead of 2-0: the 500 home single at 2.000 (paid 1000) now loses, −1000; BTTS yes lost
    // either way; the accumulator waits for its other event; the cashed-out ticket is not touched
    expect(await walletOf(t, p.memberId)).toBe(before - 1000);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});

describe('a result before the event starts', () => {
  it('is refused with EVENT_NOT_STARTED and settles nothing; cancelling is allowed', async () => {
    const risk = await operatorToken(t, await createOperator(t, 'risk'));
    const future = await t.db
      .insertInto('sports_events')
      .values({
        feed_id: `future-${Date.now()}`,
        sport: 'football',
        vertical: 'SPORTS',
        league: 'Test league',
        home: 'Home FC',
        away: 'Away FC',
        starts_at: new Date(Date.now() + 86_400_000),
        closes_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/api/admin/sportsbook/events/${future.id}/result`;
    const early = await call('POST', url, risk, { result: { home: 1, away: 0 }, reason: 'too early' });
    expect([early.statusCode, errorCode(early)]).toEqual([409, 'EVENT_NOT_STARTED']);
    const results = await t.db
      .selectFrom('sports_results')
      .selectAll()
      .where('event_id', '=', future.id)
      .execute();
    expect(results).toEqual([]);
    const cancel = await call('POST', url, risk, {
      result: { home: 0, away: 0, cancelled: true },
      reason: 'postponed',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });
});
