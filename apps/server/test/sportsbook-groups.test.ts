// Sportsbook placement as a group commit (issue 16, decision 048 addendum): many bets sent at once
// are written in groups (sports_place_tickets, set-based since migration 0054) and each request is
// answered on its own, exactly as a lone bet is: one refused for an odds change, one for insufficient
// funds (nothing of it left behind), a replay of one request id answering the one ticket, the others
// accepted; each wallet moves by the sum of its accepted stakes and the ledger holds. Inside one
// group: a refusal (odds moved, market suspended, funds short by the member's running balance)
// refuses only its own ticket, a request id repeated answers the first ticket, and the group's money
// is one posting whose tickets each keep their own seamless transaction.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlaceBetReply } from '@pavilion/contracts/sportsbook';
import { LANES, placeInGroup } from '@/modules/sportsbook/bet-batches.ts';
import { runSportsTick } from '@/modules/sportsbook/sportsbook.jobs.ts';
import type { TSportsDeps } from '@/modules/sportsbook/sportsbook.deps.ts';
import { ticketOfRequest, type TPlaceInDb } from '@/modules/sportsbook/tickets.repo.ts';
import { idleCutoff } from '@/modules/seamless/launch-tokens.service.ts';
import { dbRefusalError } from '@/shared/db-refusal.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
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
const FS = 'grp-c';
const FIXTURES = [
  football(FG, T0 + 60_000, [market(`${FG}-1x2`, '1x2', { home: 2000, draw: 3400, away: 3600 })], []),
  football(FH, T0 + 60_000, [market(`${FH}-1x2`, '1x2', { home: 1500, draw: 4000, away: 3000 })], []),
  football(FS, T0 + 60_000, [market(`${FS}-1x2`, '1x2', { home: 1800, draw: 3500, away: 4000 })], []),
];

type TLeg = { id: number; market_id: number; event_id: number; odds1000: number };

async function legOf(feedKey: string): Promise<TLeg> {
  const row = await t.db
    .selectFrom('sports_selections as s')
    .innerJoin('sports_markets as m', 'm.id', 's.market_id')
    .select(['s.id', 's.market_id', 'm.event_id', 's.odds1000'])
    .where('s.feed_key', '=', feedKey)
    .executeTakeFirstOrThrow();
  return {
    id: Number(row.id),
    market_id: Number(row.market_id),
    event_id: Number(row.event_id),
    odds1000: row.odds1000,
  };
}

/** A single on `leg` as placeBet hands it to the group. */
function place(
  p: TSportsPlayer,
  leg: TLeg,
  opts: { odds1000?: number; stake?: number; requestId?: string } = {},
): TPlaceInDb {
  const odds1000 = opts.odds1000 ?? leg.odds1000;
  const stake = opts.stake ?? 1000;
  return {
    memberId: p.memberId,
    sessionId: p.sessionId,
    idleCutoff: idleCutoff(t.config),
    requestId: opts.requestId ?? `grp-${p.memberId}`,
    ticket: {
      betType: 'single',
      systemKind: null,
      lines: 1,
      stakePerLine: stake,
      stakeTotal: stake,
      potentialReturn: Math.floor((stake * odds1000) / 1000),
      acceptOdds: 'none',
      vertical: 'SPORTS',
      vendorCode: 'IBC',
      nodeId: null,
      gameType: 'SPORTS',
      gameCode: 'sportsbook:football',
      fingerprint: `grp-${stake}-${odds1000}`,
    },
    legs: [{ eventId: leg.event_id, marketId: leg.market_id, selectionId: leg.id, odds1000 }],
  };
}

/** `n` new players of one lane (member id mod LANES): their placements sent together are one group. */
async function playersOfOneLane(n: number, balance: number): Promise<TSportsPlayer[]> {
  const lane: TSportsPlayer[] = [];
  while (lane.length < n) {
    const p = await sportsPlayer(t, balance);
    if (lane.length === 0 || p.memberId % LANES === lane[0]!.memberId % LANES) {
      lane.push(p);
    }
  }
  return lane;
}

/** How many transactions wrote these members' tickets (placed_at is the transaction's now()). */
async function writers(memberIds: number[]): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(distinct placed_at) as n from sports_tickets
      where member_id = any(${`{${memberIds.join(',')}}`}::bigint[])`.execute(t.db);
  return Number(rows[0]!.n);
}

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
    const [a, b, c] = (await playersOfOneLane(3, 10_000)) as [TSportsPlayer, TSportsPlayer, TSportsPlayer];
    const leg = await legOf(`${FH}-1x2-home`);
    const [stale, fresh, other] = await Promise.allSettled([
      placeInGroup(t.db, place(a, leg, { odds1000: leg.odds1000 + 100 })),
      placeInGroup(t.db, place(b, leg)),
      placeInGroup(t.db, place(c, leg)),
    ]);
    expect(other.status).toBe('fulfilled');
    // b's and c's tickets were written by one transaction: they shared a group
    expect(await writers([b.memberId, c.memberId])).toBe(1);
    expect(stale.status).toBe('rejected');
    expect((stale as PromiseRejectedResult).reason).toMatchObject({
      code: 'P0001',
      message: 'SPORTS:ODDS_CHANGED',
    });
    expect(fresh).toMatchObject({ status: 'fulfilled', value: { replay: false, balance: 9000 } });
    expect(await walletOf(t, a.memberId)).toBe(10_000);
    expect(await walletOf(t, b.memberId)).toBe(9000);
    const again = await placeInGroup(t.db, place(b, leg));
    expect(again).toMatchObject({
      replay: true,
      ticketId: (fresh as PromiseFulfilledResult<{ ticketId: number }>).value.ticketId,
    });
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it("accepts a member's tickets while the running balance covers them, one posting for the group", async () => {
    const [p, q] = (await playersOfOneLane(2, 1500)) as [TSportsPlayer, TSportsPlayer];
    const leg = await legOf(`${FG}-1x2-draw`);
    const [first, second, third, other] = await Promise.allSettled([
      placeInGroup(t.db, place(p, leg, { stake: 1000, requestId: 'funds-1' })),
      placeInGroup(t.db, place(p, leg, { stake: 1000, requestId: 'funds-2' })),
      placeInGroup(t.db, place(p, leg, { stake: 400, requestId: 'funds-3' })),
      placeInGroup(t.db, place(q, leg, { stake: 700, requestId: 'funds-q' })),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { replay: false, balance: 500 } });
    // refused as ledger_post refuses it: the wallet's id and the balance the member has by then
    const { accountId } = await memberWallet(t.db, p.memberId);
    expect(second.status).toBe('rejected');
    const refusal = (second as PromiseRejectedResult).reason as { code: string; message: string };
    expect(refusal).toMatchObject({ code: 'P0001', message: `INSUFFICIENT_FUNDS:${accountId}:500` });
    expect(dbRefusalError(refusal)).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      details: { data: { balance: 500 } },
    });
    // a smaller ticket after it still fits, as it did ticket by ticket
    expect(third).toMatchObject({ status: 'fulfilled', value: { replay: false, balance: 100 } });
    expect(other).toMatchObject({ status: 'fulfilled', value: { replay: false, balance: 800 } });
    expect(await walletOf(t, p.memberId)).toBe(100);
    expect(await walletOf(t, q.memberId)).toBe(800);
    expect(await writers([p.memberId, q.memberId])).toBe(1);
    const ids = [first, third, other].map(
      (r) => (r as PromiseFulfilledResult<{ ticketId: number }>).value.ticketId,
    );
    expect(await ticketOfRequest(t.db, p.memberId, 'funds-2')).toBeNull();

    // one posting: one leg per wallet, one per house shard, listing the tickets
    const posting = await t.db
      .selectFrom('ledger_transactions')
      .select(['id', 'kind', 'meta'])
      .where('idempotency_key', '=', `seamless:SPORTSBOOK:place:${Math.min(...ids)}`)
      .executeTakeFirstOrThrow();
    expect(posting.kind).toBe('bet');
    expect((posting.meta as { tickets: number[] }).tickets).toEqual([...ids].sort((x, y) => x - y));
    const legs = await t.db
      .selectFrom('ledger_entries')
      .select(['account_id', 'amount'])
      .where('transaction_id', '=', posting.id)
      .execute();
    const byAccount = new Map(legs.map((l) => [Number(l.account_id), Number(l.amount)]));
    expect(byAccount.get(accountId)).toBe(-1400);
    expect(byAccount.get((await memberWallet(t.db, q.memberId)).accountId)).toBe(-700);
    expect(legs.reduce((sum, l) => sum + Number(l.amount), 0)).toBe(0);
    // each ticket keeps its own seamless bet transaction: the balance after it, the group's posting
    const txs = await t.db
      .selectFrom('seamless_transactions')
      .select(['vendor_tx_id', 'result'])
      .where('vendor_code', '=', 'SPORTSBOOK')
      .where(
        'vendor_tx_id',
        'in',
        ids.map((id) => `sb${id}-bet`),
      )
      .execute();
    const results = new Map(txs.map((x) => [x.vendor_tx_id, x.result as Record<string, unknown>]));
    expect(results.get(`sb${ids[0]}-bet`)).toMatchObject({
      balance: 500,
      platformTransactionId: String(posting.id),
    });
    expect(results.get(`sb${ids[1]}-bet`)).toMatchObject({
      balance: 100,
      platformTransactionId: String(posting.id),
    });
    expect(results.get(`sb${ids[2]}-bet`)).toMatchObject({
      balance: 800,
      platformTransactionId: String(posting.id),
    });
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('answers a request id repeated inside one group with the first ticket', async () => {
    const [p, q] = (await playersOfOneLane(2, 5000)) as [TSportsPlayer, TSportsPlayer];
    const leg = await legOf(`${FG}-1x2-away`);
    const [once, twice, other] = await Promise.all([
      placeInGroup(t.db, place(p, leg, { stake: 1200, requestId: 'twice' })),
      placeInGroup(t.db, place(p, leg, { stake: 1200, requestId: 'twice' })),
      placeInGroup(t.db, place(q, leg, { stake: 300, requestId: 'twice' })),
    ]);
    expect(once).toMatchObject({ replay: false, balance: 3800 });
    expect(twice).toEqual({ replay: true, ticketId: once.ticketId });
    // the same request id of another member is another ticket
    expect(other).toMatchObject({ replay: false, balance: 4700 });
    expect(other.ticketId).not.toBe(once.ticketId);
    expect(await writers([p.memberId, q.memberId])).toBe(1);
    expect(await walletOf(t, p.memberId)).toBe(3800);
    const tickets = await t.db
      .selectFrom('sports_tickets')
      .select('id')
      .where('member_id', '=', p.memberId)
      .execute();
    expect(tickets.map((r) => Number(r.id))).toEqual([once.ticketId]);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('refuses only the tickets of a suspended market in a group', async () => {
    const [p, q, r] = (await playersOfOneLane(3, 10_000)) as [TSportsPlayer, TSportsPlayer, TSportsPlayer];
    const open = await legOf(`${FH}-1x2-draw`);
    const held = await legOf(`${FS}-1x2-home`);
    await t.db
      .updateTable('sports_markets')
      .set({ status: 'suspended' })
      .where('id', '=', held.market_id)
      .execute();
    try {
      const [a, b, c, d] = await Promise.allSettled([
        placeInGroup(t.db, place(p, held, { stake: 1000, requestId: 'susp-1' })),
        placeInGroup(t.db, place(p, open, { stake: 2000, requestId: 'susp-2' })),
        placeInGroup(t.db, place(q, held, { stake: 500, requestId: 'susp-3' })),
        placeInGroup(t.db, place(r, open, { stake: 3000, requestId: 'susp-4' })),
      ]);
      for (const refused of [a, c]) {
        expect(refused.status).toBe('rejected');
        expect((refused as PromiseRejectedResult).reason).toMatchObject({
          code: 'P0001',
          message: 'SPORTS:MARKET_SUSPENDED',
        });
      }
      expect(b).toMatchObject({ status: 'fulfilled', value: { replay: false, balance: 8000 } });
      expect(d).toMatchObject({ status: 'fulfilled', value: { replay: false, balance: 7000 } });
      expect(await writers([p.memberId, r.memberId])).toBe(1);
      expect(await walletOf(t, p.memberId)).toBe(8000);
      expect(await walletOf(t, q.memberId)).toBe(10_000);
      expect(await walletOf(t, r.memberId)).toBe(7000);
      expect(await ticketOfRequest(t.db, q.memberId, 'susp-3')).toBeNull();
      expect(await findLedgerViolations(t.db)).toEqual([]);
    } finally {
      await t.db
        .updateTable('sports_markets')
        .set({ status: 'open' })
        .where('id', '=', held.market_id)
        .execute();
    }
  });
});
