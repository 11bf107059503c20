// Re-settlement after a corrected result, set-based (decision 048 addendum "set-based
// re-settlement"): singles of several market kinds and accumulators of a match are settled, the
// result corrected, and two settlers run at once. Every ticket is re-settled exactly once, to the
// packages' ticketReturn under its legs' new outcomes, and every wallet moves by exactly its tickets'
// differences; a member whose wallet cannot cover a clawback keeps that ticket marked while the
// others are done, and it is done once the wallet is funded; a second correction (version 3) moves
// everything again by the new differences, once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketReturn } from '@pavilion/games/sports/ticket-return';
import type { TLegOutcome, TSportsResult } from '@pavilion/contracts/sportsbook';
import { lockEventExclusive } from '@/modules/sportsbook/feed.repo.ts';
import { writeEventResult } from '@/modules/sportsbook/feed.service.ts';
import { resettleCorrected } from '@/modules/sportsbook/settlement.service.ts';
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
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

const T0 = Date.UTC(2030, 0, 2, 12);
const E = 'rs-match';
const O = 'rs-other';
const FIXTURES = [
  football(
    E,
    T0 + 10_000,
    [
      market(`${E}-1x2`, '1x2', { home: 2000, draw: 3400, away: 3600 }),
      market(`${E}-btts`, 'btts', { yes: 1800, no: 1900 }),
      market(`${E}-ou`, 'ou', { over: 1900, under: 1900 }, { lineQ: 10 }),
      market(`${E}-ah`, 'ah', { home: 1900, away: 1950 }, { lineQ: -1 }),
    ],
    [
      { atMs: T0 + 10_000, type: 'start' },
      { atMs: T0 + 20_000, type: 'end', result: { home: 2, away: 0 } },
    ],
  ),
  football(
    O,
    T0 + 10_000,
    [market(`${O}-1x2`, '1x2', { home: 1500, draw: 4000, away: 6000 })],
    [
      { atMs: T0 + 10_000, type: 'start' },
      { atMs: T0 + 15_000, type: 'end', result: { home: 1, away: 0 } },
    ],
  ),
];

let t: TTestApp;
let deps: TSportsDeps;
let a: TSportsPlayer;
let b: TSportsPlayer;
let c: TSportsPlayer;
const tickets: { id: number; memberId: number }[] = [];
let eventId = 0;

beforeAll(async () => {
  t = await startTestApp({ SPORTS_INPLAY_DELAY_MS: 0 });
  deps = scriptedDeps(t, FIXTURES);
});
afterAll(async () => {
  await t.close();
});

async function place(p: TSportsPlayer, keys: string[]) {
  const legs = [];
  for (const key of keys) {
    const id = await selectionId(t, key);
    const row = await t.db
      .selectFrom('sports_selections')
      .select('odds1000')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    legs.push({ selectionId: id, odds1000: row.odds1000 });
  }
  const res = await t.call({
    method: 'POST',
    url: '/api/sportsbook/bets',
    token: p.token,
    payload: betRequest(legs),
  });
  expect(res.statusCode).toBe(200);
  tickets.push({ id: Number((res.json() as { ticket: { id: string } }).ticket.id), memberId: p.memberId });
}

/** Each ticket's stored payout and the packages' payout under its legs' current outcomes. */
async function payouts() {
  const { rows } = await sql<{
    id: string;
    payout: string;
    bet_type: 'single' | 'accumulator';
    stake_per_line: string;
    legs: { odds1000: number; outcome: TLegOutcome }[];
    resettle_key: string | null;
  }>`
    select t.id, t.payout, t.bet_type, t.stake_per_line, t.resettle_key,
        jsonb_agg(jsonb_build_object('odds1000', l.odds1000, 'outcome', s.outcome) order by l.leg_no) as legs
      from sports_tickets t join sports_ticket_legs l on l.ticket_id = t.id join sports_selections s on s.id = l.selection_id
      where t.id = any(${`{${tickets.map((x) => x.id).join(',')}}`}::bigint[]) group by t.id order by t.id`.execute(
    t.db,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        stored: Number(r.payout),
        marked: r.resettle_key,
        expected: ticketReturn({
          betType: r.bet_type,
          systemKind: null,
          legs: (typeof r.legs === 'string' ? JSON.parse(r.legs) : r.legs) as {
            odds1000: number;
            outcome: TLegOutcome;
          }[],
          stakePerLine: Number(r.stake_per_line),
        }).payout,
      },
    ]),
  );
}

async function wallets() {
  return Promise.all([a, b, c].map((p) => walletOf(t, p.memberId)));
}

/** Moves `amount` into (or out of, negative) the member's wallet from its house shard. */
async function fund(p: TSportsPlayer, amount: number, key: string) {
  await sql`select ledger_post(${key}, 'adjustment',
      array[(select id from ledger_accounts where member_id = ${p.memberId} and purpose = 'wallet'), seamless_house_account(${p.memberId})],
      array[${amount}::bigint, ${-amount}::bigint], 'test funding', '{}'::jsonb)`.execute(t.db);
}

async function correct(result: TSportsResult) {
  await t.db.transaction().execute(async (trx) => {
    await lockEventExclusive(trx, eventId);
    await writeEventResult(trx, eventId, result, { kind: 'feed' });
  });
}

/** Per member (a, b, c), the sum of the tickets' payout differences between two snapshots. */
function differences(
  before: Awaited<ReturnType<typeof payouts>>,
  after: Awaited<ReturnType<typeof payouts>>,
) {
  return [a, b, c].map((p) =>
    tickets
      .filter((x) => x.memberId === p.memberId)
      .reduce((sum, x) => sum + after.get(x.id)!.stored - before.get(x.id)!.stored, 0),
  );
}

describe('[SPORTS] set-based re-settlement', () => {
  it('re-settles a corrected match once with two settlers; an uncovered clawback waits for funds', async () => {
    await runSportsTick(deps, new Date(T0));
    [a, b, c] = [
      await sportsPlayer(t, 100_000),
      await sportsPlayer(t, 100_000),
      await sportsPlayer(t, 100_000),
    ];
    for (const key of ['1x2-home', '1x2-draw', 'btts-yes', 'ou-over', 'ah-home']) {
      await place(a, [`${E}-${key}`]);
    }
    for (const key of ['1x2-away', 'btts-no', 'ou-under', 'ah-away']) {
      await place(b, [`${E}-${key}`]);
    }
    await place(a, [`${E}-1x2-home`, `${O}-1x2-home`]);
    await place(a, [`${E}-btts-no`, `${O}-1x2-home`]);
    await place(b, [`${E}-1x2-draw`, `${O}-1x2-home`]);
    // c: two home singles paying 2,000 each at 2-0, both lost at 1-1
    await place(c, [`${E}-1x2-home`]);
    await place(c, [`${E}-1x2-home`]);
    await runSportsTick(deps, new Date(T0 + 16_000));
    await runSportsTick(deps, new Date(T0 + 21_000));
    const event = await t.db
      .selectFrom('sports_events')
      .select('id')
      .where('feed_id', '=', E)
      .executeTakeFirstOrThrow();
    eventId = Number(event.id);
    const settled = await payouts();
    for (const [, p] of settled) {
      expect(p.stored).toBe(p.expected);
    }
    // c keeps 2,500: the first clawback (2,000) is covered, the second is not
    await fund(c, 2500 - (await walletOf(t, c.memberId))!, 'test:drain-c');
    const before = await wallets();

    await correct({ home: 1, away: 1 });
    const done = await Promise.all([
      resettleCorrected(deps, new Date(T0 + 30_000)),
      resettleCorrected(deps, new Date(T0 + 30_000)),
    ]);
    expect(done[0] + done[1]).toBe(tickets.length - 1);
    const after = await payouts();
    const [c1, c2] = tickets.filter((x) => x.memberId === c.memberId).map((x) => x.id) as [number, number];
    for (const x of tickets) {
      const p = after.get(x.id)!;
      expect([x.id, p.marked]).toEqual([x.id, x.id === c2 ? `${eventId}:2` : null]);
      expect([x.id, p.stored]).toEqual([x.id, x.id === c2 ? settled.get(x.id)!.stored : p.expected]);
    }
    expect(after.get(c1)!.stored).toBe(0);
    expect(await wallets()).toEqual(before.map((w, i) => w! + differences(settled, after)[i]!));
    expect(await walletOf(t, c.memberId)).toBe(500);
    expect(await findLedgerViolations(t.db)).toEqual([]);

    // nothing moves again while c cannot cover; funded, c's second ticket is done once
    expect(await resettleCorrected(deps, new Date(T0 + 31_000))).toBe(0);
    await fund(c, 2000, 'test:fund-c');
    expect(await resettleCorrected(deps, new Date(T0 + 32_000))).toBe(1);
    expect(await resettleCorrected(deps, new Date(T0 + 33_000))).toBe(0);
    const last = await payouts();
    expect(last.get(c2)).toEqual({ stored: 0, marked: null, expected: 0 });
    expect(await walletOf(t, c.memberId)).toBe(500);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('re-settles a second correction (version 3) by the new differences, once', async () => {
    const settled = await payouts();
    const before = await wallets();
    await fund(c, 10_000, 'test:fund-c-2');
    await correct({ home: 3, away: 1 });
    const marked = await t.db
      .selectFrom('sports_tickets')
      .select('resettle_key')
      .where('resettle_key', 'is not', null)
      .execute();
    expect(marked).toHaveLength(tickets.length);
    expect(new Set(marked.map((m) => m.resettle_key))).toEqual(new Set([`${eventId}:3`]));
    expect(await resettleCorrected(deps, new Date(T0 + 40_000))).toBe(tickets.length);
    expect(await resettleCorrected(deps, new Date(T0 + 41_000))).toBe(0);
    const after = await payouts();
    for (const [, p] of after) {
      expect(p.marked).toBeNull();
      expect(p.stored).toBe(p.expected);
    }
    const diff = differences(settled, after);
    expect(diff.some((d) => d !== 0)).toBe(true);
    expect(await wallets()).toEqual(before.map((w, i) => w! + diff[i]! + (i === 2 ? 10_000 : 0)));
    const { rows } = await sql<{ n: string }>`select count(*) as n from ledger_transactions
      where idempotency_key like 'seamless:SPORTSBOOK:adj-%'`.execute(t.db);
    // version 2: one credit and one clawback posting (two settlers: at most one chunk each), c's retry;
    // version 3: at most one of each
    expect(Number(rows[0]!.n)).toBeLessThanOrEqual(2 + 2 + 1 + 2);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
