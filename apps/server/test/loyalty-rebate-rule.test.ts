// The rebate rule is written twice (issue 25, "the current SQL in one place"): in TypeScript
// (loyalty-rules.ts rebateLines, which the manual rebate uses) and in SQL (loyalty.repo.ts
// settleDayRebates, the daily job's one-statement rebate over every member). This seeded property
// test proves them equal over random bets: random game types (one without a rate), stakes up to
// 50,000.00, rolled-back bets, instants around and exactly on the day's bounds ((start, end]),
// random VIP levels and rate tables. For every case the daily job's reward equals rebateLines over
// the same bets, and so does the manual rebate's reading of them. PGlite and PostgreSQL.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebateLines } from '@/modules/loyalty/loyalty-rules.ts';
import * as repo from '@/modules/loyalty/loyalty.repo.ts';
import { settleDailyRebates } from '@/modules/loyalty/loyalty.service.ts';
import { member } from './helpers/agent-settlement-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTTERY', 'NORATE'] as const;
const RATED = TYPES.filter((x) => x !== 'NORATE');
const DAY = 86_400;

const arbBet = fc.record({
  gameType: fc.constantFrom(...TYPES),
  amount: fc.integer({ min: 1, max: 5_000_000 }),
  status: fc.constantFrom('settled', 'settled', 'settled', 'rolled_back'),
  // seconds from the day's start: before, on the bounds, inside, after
  at: fc.oneof(fc.constant(0), fc.constant(DAY), fc.integer({ min: -3_600, max: DAY + 3_600 })),
});
const arbCase = fc.record({
  level: fc.integer({ min: 0, max: 3 }),
  rates: fc.array(fc.integer({ min: 0, max: 500 }), {
    minLength: RATED.length * 4,
    maxLength: RATED.length * 4,
  }),
  bets: fc.array(arbBet, { maxLength: 25 }),
  dayOffset: fc.integer({ min: 0, max: 300 }),
});

describe('[LOYALTY] rebate rule: TypeScript and SQL agree', () => {
  it('the daily job (SQL) rebates what rebateLines (TypeScript) gives, over random bets', async () => {
    await fc.assert(
      fc.asyncProperty(arbCase, async (c) => {
        const rates = RATED.flatMap((gameType, i) =>
          [0, 1, 2, 3].map((level) => ({ gameType, level, rateBp: c.rates[i * 4 + level]! })),
        );
        await sql`delete from rebate_rates`.execute(t.db);
        await sql`insert into rebate_rates (game_type, level, rate_bp)
          select * from jsonb_to_recordset(${JSON.stringify(rates)}::jsonb) as x("gameType" text, level int, "rateBp" int)`.execute(
          t.db,
        );
        const m = await member(t.db, { prefix: 'rb' });
        if (c.level > 0) {
          await sql`insert into vip_member_levels (member_id, level) values (${m}, ${c.level})`.execute(t.db);
        }
        const from = new Date(Date.UTC(2025, 0, 1) + c.dayOffset * DAY * 1000);
        const to = new Date(from.getTime() + DAY * 1000);
        const rows = c.bets.map((b) => ({
          tx: `rb-${m}-${++seq}`,
          gameType: b.gameType,
          amount: b.amount,
          status: b.status,
          at: new Date(from.getTime() + b.at * 1000).toISOString(),
        }));
        if (rows.length > 0) {
          await sql`insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, game_type,
              amount, win_amount, status, placed_at, settled_at)
            select 'PROP', x.tx, ${m}, x.tx, 'g', x."gameType", x.amount, 0, x.status, x.at, x.at
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
              as x(tx text, "gameType" text, amount bigint, status text, at timestamptz)`.execute(t.db);
        }
        // the TypeScript rule over the same bets
        const inDay = c.bets.filter((b) => b.status === 'settled' && b.at > 0 && b.at <= DAY);
        const rateOf = (gameType: string) =>
          rates.find((r) => r.gameType === gameType && r.level === c.level)?.rateBp ?? 0;
        const ts = rebateLines(
          inDay.map((b) => ({ gameType: b.gameType, validBet: b.amount })),
          rateOf,
        ).total;
        // the manual rebate's reading (SQL sums per game type, TypeScript rule)
        const manual = rebateLines(await repo.validBetsBetween(t.db, m, from, to), rateOf).total;
        // the daily job's SQL rule
        await settleDailyRebates(t.db, from.toISOString().slice(0, 10));
        const { rows: rewards } = await sql<{ amount: string }>`select amount::text as amount
          from loyalty_rewards where member_id = ${m} and kind = 'rebate_daily'`.execute(t.db);
        const daily = rewards.reduce((s, r) => s + Number(r.amount), 0);
        expect({ daily, manual }).toEqual({ daily: ts, manual: ts });
        expect(rewards.length).toBe(ts > 0 ? 1 : 0);
      }),
      { seed: 25, numRuns: 60 },
    );
  });
});
