// A whole simulated match day played through with the test clock (decision 048): the feed writes
// the day's fixtures, members bet singles, accumulators and a system across every sport, then the
// clock jumps past the day's end. Two feed writers apply the day's steps at once (each exactly
// once, by the cursors) and two settlers settle at once (each ticket paid once); every ticket of the
// day is settled at what the packages' maths says, corrected results are re-settled by the
// difference, and the ledger invariants hold.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketReturn } from '@pavilion/games/sports/ticket-return';
import type { TLegOutcome, TSystemKind } from '@pavilion/contracts/sportsbook';
import { placeBet } from '@/modules/sportsbook/betting.service.ts';
import { simulatedFeedAdapter } from '@/modules/sportsbook/feed-adapter.ts';
import { applyDueSteps, syncFixtures } from '@/modules/sportsbook/feed.service.ts';
import { settleDue } from '@/modules/sportsbook/settlement.service.ts';
import { sportsDeps, type TSportsDeps } from '@/modules/sportsbook/sportsbook.deps.ts';
import { betRequest, sportsPlayer, walletOf, type TSportsPlayer } from './helpers/sportsbook-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

const DAY = Date.UTC(2030, 5, 10);
const START = 100_000_000;

let t: TTestApp;
let deps: TSportsDeps;
let players: TSportsPlayer[];

beforeAll(async () => {
  t = await startTestApp({ SPORTS_INPLAY_DELAY_MS: 0 });
  // every football and basketball match is corrected after its end, so re-settlement is exercised
  deps = { ...sportsDeps(t.db, t.config), adapter: simulatedFeedAdapter(77, { correctionRate: 1 }) };
  players = [await sportsPlayer(t, START), await sportsPlayer(t, START), await sportsPlayer(t, START)];
});
afterAll(async () => {
  await t.close();
});

type TOpen = { eventId: number; selectionId: number; odds1000: number; marketId: number };

/** Per event of the day, its open selections (first market first). */
async function openSelections(): Promise<Map<number, TOpen[]>> {
  const rows = await t.db
    .selectFrom('sports_selections as s')
    .innerJoin('sports_markets as m', 'm.id', 's.market_id')
    .innerJoin('sports_events as e', 'e.id', 'm.event_id')
    .select(['e.id as eventId', 's.id as selectionId', 's.odds1000', 'm.id as marketId'])
    .where('m.status', '=', 'open')
    .where('e.status', '=', 'scheduled')
    .where('e.starts_at', '<', new Date(DAY + 86_400_000))
    .orderBy('e.id')
    .orderBy('m.id')
    .orderBy('s.id')
    .execute();
  const out = new Map<number, TOpen[]>();
  for (const r of rows) {
    out.set(r.eventId, [...(out.get(r.eventId) ?? []), r]);
  }
  return out;
}

describe('[SPORTS] a simulated match day', () => {
  it('writes the day ahead, takes bets on every sport, plays the day out and settles every ticket once', async () => {
    const now = new Date(DAY + 60_000);
    expect(await syncFixtures(deps, now)).toBeGreaterThan(100);
    await applyDueSteps(deps, now);
    const open = [...(await openSelections()).values()];
    expect(open.length).toBeGreaterThan(50);
    const sports = await sql<{ sport: string }>`select distinct sport from sports_events`.execute(t.db);
    expect(sports.rows.map((r) => r.sport).sort()).toEqual(
      ['basketball', 'cockfight', 'football', 'moba', 'shooter', 'tennis'].sort(),
    );
    const leg = (o: TOpen) => ({ selectionId: String(o.selectionId), odds1000: o.odds1000 });
    let placed = 0;
    const startedAt = Date.now();
    for (const [i, sels] of open.entries()) {
      await placeBet(deps, players[0]!, betRequest([leg(sels[0]!)], { stakePerLine: 100 + i }), 'IBC');
      await placeBet(deps, players[1]!, betRequest([leg(sels.at(-1)!)], { stakePerLine: 500 }), undefined);
      placed += 2;
      if (i + 1 < open.length && i % 3 === 0) {
        await placeBet(
          deps,
          players[2]!,
          betRequest([leg(sels[0]!), leg(open[i + 1]![1] ?? open[i + 1]![0]!)]),
          undefined,
        );
        placed += 1;
      }
      if (i + 2 < open.length && i % 10 === 0) {
        const legs = [leg(sels[0]!), leg(open[i + 1]![0]!), leg(open[i + 2]![0]!)];
        await placeBet(
          deps,
          players[2]!,
          betRequest(legs, { betType: 'system', systemKind: 'trixie', stakePerLine: 200 }),
          undefined,
        );
        placed += 1;
      }
    }
    const placedAt = Date.now();
    const count = await sql<{ n: number }>`select count(*)::int as n from sports_tickets`.execute(t.db);
    expect(count.rows[0]!.n).toBe(placed);

    // the clock jumps past the day (its last kick-offs are just before midnight, issue 30): two feed
    // writers at once apply each step exactly once
    const later = new Date(DAY + 86_400_000 + 6 * 3_600_000);
    const cursorsBefore = await t.db
      .selectFrom('sports_feed_cursors')
      .select(['feed_id', 'next_step'])
      .execute();
    const [a, b] = await Promise.all([applyDueSteps(deps, later), applyDueSteps(deps, later)]);
    const appliedAt = Date.now();
    const due = cursorsBefore.reduce(
      (sum, c) => sum + (deps.adapter.stepsDue(c.feed_id, c.next_step, later)?.steps.length ?? 0),
      0,
    );
    expect(a + b).toBe(due);
    // two settlers at once: each ticket is settled and paid by one of them
    const stepsAt = Date.now();
    const [s1, s2] = await Promise.all([settleDue(deps, later), settleDue(deps, later)]);
    console.info(
      `match day: ${placed} tickets placed in ${placedAt - startedAt} ms, ${due} steps applied in ` +
        `${appliedAt - placedAt} ms, settled in ${Date.now() - stepsAt} ms`,
    );
    expect(s1.settled + s2.settled).toBe(placed);
    await settleDue(deps, later);

    const left = await t.db.selectFrom('sports_tickets').select('id').where('status', '=', 'open').execute();
    expect(left).toEqual([]);
    const marked = await t.db
      .selectFrom('sports_tickets')
      .select('id')
      .where('resettle_key', 'is not', null)
      .execute();
    expect(marked).toEqual([]);
    const corrected = await sql<{
      n: number;
    }>`select count(*)::int as n from sports_results where version > 1`.execute(t.db);
    expect(corrected.rows[0]!.n).toBeGreaterThan(0);

    // every ticket at the packages' price under the final outcomes, and every member's wallet to the unit
    const { rows } = await sql<{
      id: number;
      member_id: number;
      bet_type: 'single' | 'accumulator' | 'system';
      system_kind: string | null;
      stake_per_line: number;
      stake_total: number;
      payout: number;
      legs: { odds1000: number; outcome: TLegOutcome }[] | string;
    }>`select t.id, t.member_id, t.bet_type, t.system_kind, t.stake_per_line, t.stake_total, t.payout,
        jsonb_agg(jsonb_build_object('odds1000', l.odds1000, 'outcome', s.outcome) order by l.leg_no) as legs
      from sports_tickets t join sports_ticket_legs l on l.ticket_id = t.id
      join sports_selections s on s.id = l.selection_id group by t.id`.execute(t.db);
    const net = new Map<number, number>();
    for (const r of rows) {
      const legs = typeof r.legs === 'string' ? JSON.parse(r.legs) : r.legs;
      const expected = ticketReturn({
        betType: r.bet_type,
        systemKind: r.system_kind as TSystemKind | null,
        legs,
        stakePerLine: r.stake_per_line,
      }).payout;
      expect([r.id, r.payout]).toEqual([r.id, expected]);
      net.set(r.member_id, (net.get(r.member_id) ?? 0) + r.payout - r.stake_total);
    }
    for (const p of players) {
      expect(await walletOf(t, p.memberId)).toBe(START + (net.get(p.memberId) ?? 0));
    }
    const wins = await sql<{
      n: number;
      tickets: number;
    }>`select count(*)::int as n, count(distinct vendor_tx_id)::int as tickets
      from seamless_transactions where vendor_code = 'SPORTSBOOK' and op = 'win'`.execute(t.db);
    expect(wins.rows[0]!.n).toBe(wins.rows[0]!.tickets);
    const openBets = await sql<{ n: number }>`select count(*)::int as n from seamless_bets
      where vendor_code = 'SPORTSBOOK' and status = 'open'`.execute(t.db);
    expect(openBets.rows[0]!.n).toBe(0);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  }, 300_000);
});
