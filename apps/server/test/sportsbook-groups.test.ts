// Sportsbook placement as a group commit (issue 16, decision 048 addendum): many bets sent at once
// are written in groups (sports_place_tickets, migration 0052) and each request is answered on its
// own, exactly as a lone bet is: one refused for an odds change, one for insufficient funds (its
// sub-transaction leaves nothing behind), a replay of one request id answering the one ticket, the
// others accepted; each wallet moves by the sum of its accepted stakes and the ledger holds. A
// refusal raised inside the group (odds moved under the lock) undoes only its own ticket.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlaceBetReply } from '@pavilion/contracts/sportsbook';
import { LANES, placeInGroup } from '@/modules/sportsbook/bet-batches.ts';
import { runSportsTick } from '@/modules/sportsbook/sportsbook.jobs.ts';
import type { TSportsDeps } from '@/modules/sportsbook/sportsbook.deps.ts';
import type { TPlaceInDb } from '@/modules/sportsbook/tickets.repo.ts';
import { idleCutoff } from '@/modules/seamless/launch-tokens.service.ts';
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
const FG = 'grp-a';
const FH = 'grp-b';
const FIXTURES = [
  football(FG, T0 + 60_000, [market(`${FG}-1x2`, '1x2', { home: 2000, draw: 3400, away: 3600 })], []),
  football(FH, T0 + 60_000, [market(`${FH}-1x2`, '1x2', { home: 1500, draw: 4000, away: 3000 })], []),
];

let t: TTestApp;
let deps: TSportsDeps;
const bet = (player: TSportsPlayer, body: unknown) =>
  t.call({ method: 'POST', url: '/api/sportsbook/bets', token: player.token, payload: body as object });

beforeAll(async () => {
  t = await startTestApp({ SPORTS_INPLAY_DELAY_MS: 0, SPORTS_MEMBER_EVENT_MAX: 1_000_000 });
  deps = scriptedDeps(t, FIXTURES);
  await runSportsTick(deps, new Date(T0));
});
afterAll(async () => {
  await t.close();
});

describe('[SPORTS] placement in groups', () => {
  it('answers many simultaneous bets one by one, each as a lone bet is answered', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => sportsPlayer(t, 100_000)));
    const poor = await sportsPlayer(t, 500);
    const home = await selectionId(t, `${FG}-1x2-home`);
    const away = await selectionId(t, `${FH}-1x2-away`);
    const replayed = betRequest([{ selectionId: home, odds1000: 2000 }], { stakePerLine: 700 });
    type TSent = { player: TSportsPlayer; body: ReturnType<typeof betRequest>; expect: string };
    const sent: TSent[] = [];
    players.forEach((player, i) => {
      for (let k = 0; k < 5; k++) {
        const legs =
          k % 2 === 0
            ? [{ selectionId: home, odds1000: 2000 }]
            : [
                { selectionId: home, odds1000: 2000 },
                { selectionId: away, odds1000: 3000 },
              ];
        sent.push({ player, body: betRequest(legs, { stakePerLine: 100 * (i + k + 1) }), expect: 'ok' });
      }
    });
    sent.push({
      player: players[0]!,
      body: betRequest([{ selectionId: home, odds1000: 2100 }]),
      expect: 'ODDS_CHANGED',
    });
    sent.push({
      player: poor,
      body: betRequest([{ selectionId: away, odds1000: 3000 }], { stakePerLine: 1000 }),
      expect: 'INSUFFICIENT_FUNDS',
    });
    sent.push({ player: players[1]!, body: replayed, expect: 'ok' });
    sent.push({ player: players[1]!, body: replayed, expect: 'ok' });

    const replies = await Promise.all(sent.map((s) => bet(s.player, s.body)));
    const accepted = new Map<number, number>();
    const ticketIds: string[] = [];
    replies.forEach((r, i) => {
      const s = sent[i]!;
      if (s.expect === 'ok') {
        expect(r.statusCode, r.body).toBe(200);
        const reply = r.json() as TPlaceBetReply;
        expect(reply.ticket.status).toBe('open');
        expect(reply.ticket.stakeTotal).toBe(s.body.stakePerLine * reply.ticket.lines);
        expect(reply.ticket.legs.map((l) => l.selectionId)).toEqual(s.body.legs.map((l) => l.selectionId));
        ticketIds.push(reply.ticket.id);
      } else {
        expect(errorCode(r)).toBe(s.expect);
      }
    });
    // the request id sent twice answers the one ticket
    const last = replies.length - 1;
    expect((replies[last]!.json() as TPlaceBetReply).ticket.id).toBe(
      (replies[last - 1]!.json() as TPlaceBetReply).ticket.id,
    );
    expect(new Set(ticketIds).size).toBe(ticketIds.length - 1);
    const odds = replies[sent.findIndex((s) => s.expect === 'ODDS_CHANGED')]!.json() as {
      error: { data?: { selections?: { odds1000: number }[] } };
    };
    expect(odds.error.data?.selections?.[0]?.odds1000).toBe(2000);

    // each wallet moved by exactly the stakes of its tickets
    const rows = await t.db
      .selectFrom('sports_tickets')
      .select(['member_id', (eb) => eb.fn.sum<string>('stake_total').as('staked')])
      .where(
        'member_id',
        'in',
        [...players, poor].map((p) => p.memberId),
      )
      .groupBy('member_id')
      .execute();
    for (const row of rows) {
      accepted.set(Number(row.member_id), Number(row.staked));
    }
    for (const p of players) {
      expect(await walletOf(t, p.memberId)).toBe(100_000 - (accepted.get(p.memberId) ?? 0));
    }
    expect(accepted.get(poor.memberId)).toBeUndefined();
    expect(await walletOf(t, poor.memberId)).toBe(500);
    const bets = await sql<{ n: string }>`
      select count(*) as n from seamless_bets where vendor_code = 'SPORTSBOOK'
        and member_id = any(${`{${[...players, poor].map((p) => p.memberId).join(',')}}`}::bigint[])`.execute(
      t.db,
    );
    expect(Number(bets.rows[0]!.n)).toBe(ticketIds.length - 1);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('undoes only the ticket refused inside a group', async () => {
    // three members of one lane (member id mod LANES), sent together: one group
    const lane: TSportsPlayer[] = [];
    while (lane.length < 3) {
      const p = await sportsPlayer(t, 10_000);
      if (lane.length === 0 || p.memberId % LANES === lane[0]!.memberId % LANES) {
        lane.push(p);
      }
    }
    const [a, b, c] = lane as [TSportsPlayer, TSportsPlayer, TSportsPlayer];
    const leg = await t.db
      .selectFrom('sports_selections as s')
      .innerJoin('sports_markets as m', 'm.id', 's.market_id')
      .select(['s.id', 's.market_id', 'm.event_id', 's.odds1000'])
      .where('s.feed_key', '=', `${FH}-1x2-home`)
      .executeTakeFirstOrThrow();
    const place = (p: TSportsPlayer, odds1000: number): TPlaceInDb => ({
      memberId: p.memberId,
      sessionId: p.sessionId,
      idleCutoff: idleCutoff(t.config),
      requestId: `grp-${p.memberId}`,
      ticket: {
        betType: 'single',
        systemKind: null,
        lines: 1,
        stakePerLine: 1000,
        stakeTotal: 1000,
        potentialReturn: 1000 * (odds1000 / 1000),
        acceptOdds: 'none',
        vertical: 'SPORTS',
        vendorCode: 'IBC',
        nodeId: null,
        gameType: 'SPORTS',
        gameCode: 'sportsbook:football',
      },
      legs: [
        {
          eventId: Number(leg.event_id),
          marketId: Number(leg.market_id),
          selectionId: Number(leg.id),
          odds1000,
        },
      ],
    });
    const [stale, fresh, other] = await Promise.allSettled([
      placeInGroup(t.db, place(a, leg.odds1000 + 100)),
      placeInGroup(t.db, place(b, leg.odds1000)),
      placeInGroup(t.db, place(c, leg.odds1000)),
    ]);
    expect(other.status).toBe('fulfilled');
    // b's and c's tickets were written by one transaction (placed_at is its now()): they shared a group
    const writers = await sql<{ n: string }>`
      select count(distinct placed_at) as n from sports_tickets
        where member_id in (${b.memberId}, ${c.memberId})`.execute(t.db);
    expect(Number(writers.rows[0]!.n)).toBe(1);
    expect(stale.status).toBe('rejected');
    expect((stale as PromiseRejectedResult).reason).toMatchObject({
      code: 'P0001',
      message: 'SPORTS:ODDS_CHANGED',
    });
    expect(fresh).toMatchObject({ status: 'fulfilled', value: { replay: false, balance: 9000 } });
    expect(await walletOf(t, a.memberId)).toBe(10_000);
    expect(await walletOf(t, b.memberId)).toBe(9000);
    const again = await placeInGroup(t.db, place(b, leg.odds1000));
    expect(again).toMatchObject({
      replay: true,
      ticketId: (fresh as PromiseFulfilledResult<{ ticketId: number }>).value.ticketId,
    });
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
