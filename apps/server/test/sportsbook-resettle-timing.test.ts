// Timing of re-settlement after a correction (decision 048 addendum "set-based re-settlement"): run
// with RESETTLE_BENCH=<tickets> (and DATABASE_URL for PostgreSQL); skipped otherwise. Tickets are
// written set-based (singles on a 1x2 and a BTTS market of TIMING_MEMBERS members), settled, the result
// corrected (2-0 to 1-1), then resettleCorrected is timed; every marked ticket must come out done.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockEventExclusive } from '@/modules/sportsbook/feed.repo.ts';
import { applyDueSteps, writeEventResult } from '@/modules/sportsbook/feed.service.ts';
import { resettleCorrected, settleDue } from '@/modules/sportsbook/settlement.service.ts';
import { runSportsTick } from '@/modules/sportsbook/sportsbook.jobs.ts';
import type { TSportsDeps } from '@/modules/sportsbook/sportsbook.deps.ts';
import { football, market, scriptedDeps } from './helpers/sportsbook-fixtures.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

const TICKETS = Number(process.env.RESETTLE_BENCH ?? 0);
const TIMING_MEMBERS = 100;
const T0 = Date.UTC(2030, 0, 1, 12);
const F = 'resettle-timing';
const FIXTURES = [
  football(
    F,
    T0 + 10_000,
    [
      market(`${F}-1x2`, '1x2', { home: 2000, draw: 3400, away: 3600 }),
      market(`${F}-btts`, 'btts', { yes: 1800, no: 1900 }),
    ],
    [
      { atMs: T0 + 10_000, type: 'start' },
      { atMs: T0 + 20_000, type: 'end', result: { home: 2, away: 0 } },
    ],
  ),
];

let t: TTestApp;
let deps: TSportsDeps;

beforeAll(async () => {
  if (TICKETS > 0) {
    t = await startTestApp({ SPORTS_INPLAY_DELAY_MS: 0 });
    deps = scriptedDeps(t, FIXTURES);
  }
});
afterAll(async () => {
  await t?.close();
});

describe.skipIf(TICKETS === 0)('[SPORTS] re-settlement timing', () => {
  it(`re-settles ${TICKETS} corrected tickets`, { timeout: 600_000 }, async () => {
    await runSportsTick(deps, new Date(T0));
    const members: number[] = [];
    for (let i = 0; i < TIMING_MEMBERS; i++) {
      members.push((await createMember(t, { balance: 10_000_000 })).id);
    }
    const sels = await t.db
      .selectFrom('sports_selections as s')
      .innerJoin('sports_markets as m', 'm.id', 's.market_id')
      .select(['s.id', 's.odds1000', 'm.id as market_id', 'm.event_id'])
      .where('s.feed_key', 'like', `${F}-%`)
      .orderBy('s.id')
      .execute();
    await sql`insert into seamless_bets (id, vendor_code, bet_tx_id, member_id, round_id, game_code, game_type,
          catalogue_vendor, amount)
        select 1000000 + g, 'SPORTSBOOK', 'sb' || (1000000 + g) || '-bet', (${`{${members.join(',')}}`}::bigint[])[1 + g % ${TIMING_MEMBERS}],
          'sb' || (1000000 + g), 'sportsbook:football', 'SPORTS', 'IBC', 100
        from generate_series(0, ${TICKETS - 1}) g`.execute(t.db);
    await sql`insert into sports_tickets (id, member_id, request_id, bet_type, lines, stake_per_line, stake_total,
          potential_return, accept_odds, vertical, vendor_code, bet_id)
        select 1000000 + g, (${`{${members.join(',')}}`}::bigint[])[1 + g % ${TIMING_MEMBERS}], 'timing-' || g, 'single',
          1, 100, 100, 400, 'none', 'SPORTS', 'IBC', 1000000 + g
        from generate_series(0, ${TICKETS - 1}) g`.execute(t.db);
    await sql`insert into sports_ticket_legs (ticket_id, leg_no, event_id, market_id, selection_id, odds1000)
        select 1000000 + g, 0, s.event_id, s.market_id, s.id, s.odds1000
        from generate_series(0, ${TICKETS - 1}) g
        join (select row_number() over (order by id) - 1 as k, * from jsonb_to_recordset(${JSON.stringify(sels)}::jsonb)
          x(id bigint, odds1000 int, market_id bigint, event_id bigint)) s on s.k = g % ${sels.length}`.execute(
      t.db,
    );
    await sql`analyze`.execute(t.db);
    await applyDueSteps(deps, new Date(T0 + 20_000));
    expect((await settleDue(deps, new Date(T0 + 21_000))).settled).toBe(TICKETS);
    const event = await t.db
      .selectFrom('sports_events')
      .select('id')
      .where('feed_id', '=', F)
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute(async (trx) => {
      await lockEventExclusive(trx, Number(event.id));
      await writeEventResult(trx, Number(event.id), { home: 1, away: 1 }, { kind: 'feed' });
    });
    const started = performance.now();
    const done = await resettleCorrected(deps, new Date(T0 + 22_000));
    const ms = performance.now() - started;
    console.log(`resettleCorrected: ${done} of ${TICKETS} marked tickets in ${ms.toFixed(0)} ms`);
    expect(done).toBe(TICKETS);
  });
});
