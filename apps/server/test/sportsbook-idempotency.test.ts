// A sportsbook slip's request id binds the slip it first carried (issue 25, as lottery slips in
// decision 061): the same id with other selections, odds, stake, bet type, system kind or odds rule is
// refused 409 IDEMPOTENCY_KEY_REUSED and nothing runs (no ticket, no debit); the same id with the same
// slip answers the first ticket, also when the ticket took better odds than the ones sent (`higher`)
// and for a ticket placed before fingerprints were kept (compared by its stored slip).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlaceBetReply, TPlaceBetRequest } from '@pavilion/contracts/sportsbook';
import { runSportsTick } from '@/modules/sportsbook/sportsbook.jobs.ts';
import { errorCode, nextIp } from './helpers/auth-fixtures.ts';
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

const T0 = Date.UTC(2030, 6, 1, 12);
const KEYS = ['idem-a', 'idem-b', 'idem-c', 'idem-d'];
const FIXTURES = KEYS.map((k) =>
  football(k, T0 + 60_000, [market(`${k}-1x2`, '1x2', { home: 2000, draw: 3400, away: 3600 })], []),
);

let t: TTestApp;
let p: TSportsPlayer;
const bet = (body: TPlaceBetRequest, ip = nextIp()) =>
  t.call({ method: 'POST', url: '/api/sportsbook/bets', token: p.token, payload: body, ip });
const sel = (key: string) => selectionId(t, key);
const ticketCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('sports_tickets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', p.memberId)
        .executeTakeFirstOrThrow()
    ).n,
  );

let trixie: TPlaceBetRequest;
let first: TPlaceBetReply;

beforeAll(async () => {
  t = await startTestApp({ SPORTS_INPLAY_DELAY_MS: 0, SPORTS_MEMBER_EVENT_MAX: 1_000_000 });
  await runSportsTick(scriptedDeps(t, FIXTURES), new Date(T0));
  p = await sportsPlayer(t, 1_000_000);
  trixie = betRequest(
    await Promise.all(
      KEYS.slice(0, 3).map(async (k) => ({ selectionId: await sel(`${k}-1x2-home`), odds1000: 2000 })),
    ),
    { betType: 'system', systemKind: 'trixie' },
  );
});
afterAll(async () => {
  await t.close();
});

describe('[SPORTS] a slip request id binds its slip', () => {
  it('places a trixie once and replays it for the same slip', async () => {
    const res = await bet(trixie);
    expect(res.statusCode, res.body).toBe(200);
    first = res.json() as TPlaceBetReply;
    expect(first.balance).toBe(1_000_000 - 4 * 1000);
    const again = await bet(trixie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await ticketCount()).toBe(1);
  });

  it('refuses the same request id with another slip (409 IDEMPOTENCY_KEY_REUSED), nothing runs', async () => {
    const draw = await sel('idem-a-1x2-draw');
    const fourth = await sel('idem-d-1x2-home');
    const others: [string, TPlaceBetRequest][] = [
      ['stake', { ...trixie, stakePerLine: 2000 }],
      ['selection', { ...trixie, legs: [{ selectionId: draw, odds1000: 3400 }, ...trixie.legs.slice(1)] }],
      ['leg order', { ...trixie, legs: [...trixie.legs].reverse() }],
      [
        'odds',
        {
          ...trixie,
          acceptOdds: 'higher',
          legs: [{ ...trixie.legs[0]!, odds1000: 1900 }, ...trixie.legs.slice(1)],
        },
      ],
      ['accept rule', { ...trixie, acceptOdds: 'any' }],
      ['system kind', { ...trixie, systemKind: 'patent' }],
      ['bet type', { ...trixie, betType: 'accumulator', systemKind: undefined }],
      [
        'a fourth leg',
        { ...trixie, systemKind: 'yankee', legs: [...trixie.legs, { selectionId: fourth, odds1000: 2000 }] },
      ],
      ['an invalid slip', { ...trixie, legs: [trixie.legs[0]!, trixie.legs[0]!, trixie.legs[1]!] }],
    ];
    for (const [what, body] of others) {
      const res = await bet(body);
      expect([res.statusCode, errorCode(res)], what).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    }
    expect(await walletOf(t, p.memberId)).toBe(first.balance);
    expect(await ticketCount()).toBe(1);
  });

  it('refuses one of two concurrent different slips under one id, and places the other once', async () => {
    const body = betRequest([{ selectionId: await sel('idem-d-1x2-away'), odds1000: 3600 }]);
    const before = await walletOf(t, p.memberId);
    const replies = await Promise.all([bet(body), bet({ ...body, stakePerLine: 3000 }), bet(body)]);
    const codes = replies.map((r) => (r.statusCode === 200 ? 200 : errorCode(r)));
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === 200 || c === 'IDEMPOTENCY_KEY_REUSED')).toBe(true);
    const won = replies.filter((r) => r.statusCode === 200).map((r) => (r.json() as TPlaceBetReply).ticket);
    expect(new Set(won.map((x) => x.id)).size).toBe(1);
    expect(await walletOf(t, p.memberId)).toBe(before - won[0]!.stakeTotal);
    expect(await ticketCount()).toBe(2);
  });

  it('replays a ticket that took better odds under `higher` for the slip as sent', async () => {
    const id = await sel('idem-b-1x2-draw');
    await sql`update sports_selections set odds1000 = 3500 where id = ${Number(id)}`.execute(t.db);
    const body = betRequest([{ selectionId: id, odds1000: 3400 }], { acceptOdds: 'higher' });
    const placed = await bet(body);
    expect(placed.statusCode, placed.body).toBe(200);
    const ticket = (placed.json() as TPlaceBetReply).ticket;
    expect(ticket.legs[0]!.odds1000).toBe(3500);
    const again = await bet(body);
    expect([again.statusCode, (again.json() as TPlaceBetReply).ticket.id]).toEqual([200, ticket.id]);
    const moved = await bet({ ...body, legs: [{ selectionId: id, odds1000: 3500 }] });
    expect([moved.statusCode, errorCode(moved)]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('compares a ticket placed before fingerprints by its stored slip', async () => {
    await sql`update sports_tickets set request_fingerprint = null where id = ${Number(first.ticket.id)}`.execute(
      t.db,
    );
    const again = await bet(trixie);
    expect([again.statusCode, (again.json() as TPlaceBetReply).ticket.id]).toEqual([200, first.ticket.id]);
    for (const body of [
      { ...trixie, stakePerLine: 1500 },
      { ...trixie, systemKind: 'patent' as const },
      { ...trixie, legs: [{ ...trixie.legs[0]!, odds1000: 2100 }, ...trixie.legs.slice(1)] },
    ]) {
      const res = await bet(body);
      expect([res.statusCode, errorCode(res)]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    }
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
