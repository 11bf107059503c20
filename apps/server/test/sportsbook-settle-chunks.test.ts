// Settlement chunks at once (decision 048 addendum "settlement under 20 s"): a chunk with both wins
// and refunds makes two postings, so two such chunks of the same members could each hold one
// posting's accounts while waiting for the other's; settleChunk locks all its accounts first, in id
// order. Two chunks crossed on purpose (A: X's wins and Y's refunds; B: Y's wins and X's refunds)
// settle together, each ticket once, every wallet by its exact amounts, the ledger whole; run
// again, they settle nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDueSteps } from '@/modules/sportsbook/feed.service.ts';
import { settleChunk } from '@/modules/sportsbook/settlement.repo.ts';
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

const T0 = Date.UTC(2030, 0, 1, 12);
const F = 'chunks-m';
// result 1-0: home wins; the outright market has no winner and is void (its stakes are refunded)
const FIXTURES = [
  football(
    F,
    T0 + 10_000,
    [
      market(`${F}-1x2`, '1x2', { home: 2000, draw: 3400, away: 3600 }),
      market(`${F}-out`, 'outright', { p1: 5000, p2: 6000 }),
    ],
    [
      { atMs: T0 + 10_000, type: 'start' },
      { atMs: T0 + 20_000, type: 'end', result: { home: 1, away: 0 } },
    ],
  ),
];
const EACH = 3;

let t: TTestApp;
let deps: TSportsDeps;

beforeAll(async () => {
  t = await startTestApp({ SPORTS_INPLAY_DELAY_MS: 0, SPORTS_MEMBER_EVENT_MAX: 200_000 });
  deps = scriptedDeps(t, FIXTURES);
});
afterAll(async () => {
  await t.close();
});

async function place(p: TSportsPlayer, feedKey: string, odds1000: number): Promise<number[]> {
  const selection = await selectionId(t, feedKey);
  const ids: number[] = [];
  for (let i = 0; i < EACH; i++) {
    const res = await t.call({
      method: 'POST',
      url: '/api/sportsbook/bets',
      token: p.token,
      payload: betRequest([{ selectionId: selection, odds1000 }]),
    });
    expect(res.statusCode).toBe(200);
    ids.push(Number((res.json() as { ticket: { id: string } }).ticket.id));
  }
  return ids;
}

describe('[SPORTS] settlement chunks at once', () => {
  it('settles two crossed chunks of wins and refunds together, each ticket once', async () => {
    await runSportsTick(deps, new Date(T0));
    const [x, y] = [await sportsPlayer(t, 100_000), await sportsPlayer(t, 100_000)];
    const xWins = await place(x, `${F}-1x2-home`, 2000);
    const xVoid = await place(x, `${F}-out-p1`, 5000);
    const yWins = await place(y, `${F}-1x2-home`, 2000);
    const yVoid = await place(y, `${F}-out-p2`, 6000);
    const before = [await walletOf(t, x.memberId), await walletOf(t, y.memberId)];
    // the result is written (not settled) by the feed's end step
    await applyDueSteps(deps, new Date(T0 + 20_000));
    const event = await t.db
      .selectFrom('sports_events')
      .select('id')
      .where('feed_id', '=', F)
      .executeTakeFirstOrThrow();
    const now = new Date(T0 + 21_000);
    const a = [...xWins, ...yVoid].sort((m, n) => m - n);
    const b = [...yWins, ...xVoid].sort((m, n) => m - n);
    const out = await Promise.all([
      settleChunk(t.db, Number(event.id), a, now),
      settleChunk(t.db, Number(event.id), b, now),
    ]);
    expect(out.map((o) => o.settled)).toEqual([2 * EACH, 2 * EACH]);
    expect(out.map((o) => o.winners)).toEqual([
      [{ memberId: x.memberId, payout: EACH * 2000 }],
      [{ memberId: y.memberId, payout: EACH * 2000 }],
    ]);
    // 1,000 staked a ticket: a win pays 2,000, a void ticket gives its 1,000 back
    expect([await walletOf(t, x.memberId), await walletOf(t, y.memberId)]).toEqual(
      before.map((w) => w! + EACH * 2000 + EACH * 1000),
    );
    const again = await Promise.all([
      settleChunk(t.db, Number(event.id), a, now),
      settleChunk(t.db, Number(event.id), b, now),
    ]);
    expect(again.map((o) => o.settled)).toEqual([0, 0]);
    const statuses = await t.db
      .selectFrom('sports_tickets')
      .select(['status'])
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('id', 'in', [...a, ...b])
      .groupBy('status')
      .orderBy('status')
      .execute();
    expect(statuses.map((s) => [s.status, Number(s.n)])).toEqual([
      ['void', 2 * EACH],
      ['won', 2 * EACH],
    ]);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
