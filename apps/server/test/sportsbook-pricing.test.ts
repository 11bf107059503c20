// Ticket pricing in SQL (ticket-pricing.repo, decision 048 addendum "settlement under 20 s") against
// the packages' maths: on many random singles, accumulators and system bets (every named system and
// k/n, every leg outcome, odds up to the catalogue's maximum) the database's payout and status equal
// ticketReturn and ticketStatusOf exactly; a ticket with an open leg, or whose bet type does not fit
// its legs, is not priced. Seeded (fast-check prints the seed of a failure; FC_SEED replays it).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLegOutcome } from '@pavilion/contracts/sportsbook';
import { ticketReturn, ticketStatusOf } from '@pavilion/games/sports/ticket-return';
import { priceTickets, type TPricingTicket } from '@/modules/sportsbook/ticket-pricing.repo.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

const OUTCOMES: TLegOutcome[] = ['win', 'lose', 'push', 'half_win', 'half_lose', 'void'];
const SEED = Number(process.env.FC_SEED ?? Date.now() % 2_147_483_647);

const legArb = (maxOdds: number) =>
  fc.record({
    odds1000: fc.oneof(fc.integer({ min: 1001, max: 3000 }), fc.integer({ min: 1001, max: maxOdds })),
    outcome: fc.constantFrom<TLegOutcome | null>(...OUTCOMES),
  });

/** A valid ticket: its bet type and system kind fit its legs. */
const ticketArb = fc.oneof(
  fc.record({
    betType: fc.constant('single'),
    systemKind: fc.constant(null),
    legs: fc.array(legArb(1_000_000), { minLength: 1, maxLength: 1 }),
  }),
  fc.record({
    betType: fc.constant('accumulator'),
    systemKind: fc.constant(null),
    legs: fc.array(legArb(20_000), { minLength: 2, maxLength: 12 }),
  }),
  fc.constantFrom(['trixie', 3], ['patent', 3], ['yankee', 4], ['lucky15', 4]).chain(([kind, n]) =>
    fc.record({
      betType: fc.constant('system'),
      systemKind: fc.constant(kind as string),
      legs: fc.array(legArb(50_000), { minLength: n as number, maxLength: n as number }),
    }),
  ),
  fc.integer({ min: 3, max: 8 }).chain((n) =>
    fc.integer({ min: 1, max: n - 1 }).chain((k) =>
      fc.record({
        betType: fc.constant('system'),
        systemKind: fc.constant(`${k}/${n}`),
        legs: fc.array(legArb(50_000), { minLength: n, maxLength: n }),
      }),
    ),
  ),
);

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

function ticketsOf(
  drawn: { betType: string; systemKind: string | null; legs: TPricingTicket['legs'] }[],
  stakes: number[],
) {
  return drawn.map((d, i): TPricingTicket => {
    const stakePerLine = stakes[i % stakes.length]!;
    const lines = ticketReturn({
      betType: d.betType as 'single',
      systemKind: d.systemKind as null,
      legs: d.legs.map((l) => ({ odds1000: l.odds1000, outcome: 'win' })),
      stakePerLine,
    }).perLine.length;
    return {
      id: i + 1,
      betType: d.betType,
      systemKind: d.systemKind,
      stakePerLine,
      stakeTotal: stakePerLine * lines,
      legs: d.legs,
    };
  });
}

describe('[SPORTS] ticket pricing in SQL', () => {
  it('pays every settled ticket what ticketReturn pays, with ticketStatusOf status', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(ticketArb, { minLength: 1, maxLength: 60 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 5 }),
        async (drawn, stakes) => {
          const tickets = ticketsOf(drawn, stakes);
          const got = await priceTickets(t.db, tickets);
          const want = tickets.map((ticket) => {
            const legs = ticket.legs.map((l) => ({ odds1000: l.odds1000, outcome: l.outcome! }));
            const { payout } = ticketReturn({
              betType: ticket.betType as 'single',
              systemKind: ticket.systemKind as null,
              legs,
              stakePerLine: ticket.stakePerLine,
            });
            const outcomes = legs.map((l) => l.outcome);
            return { id: ticket.id, payout, status: ticketStatusOf(payout, ticket.stakeTotal, outcomes) };
          });
          expect(got).toEqual(want);
        },
      ),
      { seed: SEED, numRuns: 100 },
    );
  });

  it('leaves out a ticket with an open leg', async () => {
    const tickets = ticketsOf(
      [
        {
          betType: 'accumulator',
          systemKind: null,
          legs: [
            { odds1000: 2000, outcome: 'win' },
            { odds1000: 1500, outcome: null },
          ],
        },
        {
          betType: 'system',
          systemKind: 'trixie',
          legs: [
            { odds1000: 2000, outcome: 'win' },
            { odds1000: 1500, outcome: 'win' },
            { odds1000: 1700, outcome: 'lose' },
          ],
        },
      ],
      [1000],
    );
    expect(await priceTickets(t.db, tickets)).toEqual([{ id: 2, payout: 3000, status: 'half_lost' }]);
  });

  it('leaves out a ticket whose bet type does not fit its legs', async () => {
    const leg = { odds1000: 2000, outcome: 'win' as const };
    const bad: TPricingTicket[] = [
      {
        id: 1,
        betType: 'system',
        systemKind: 'trixie',
        stakePerLine: 100,
        stakeTotal: 400,
        legs: [leg, leg, leg, leg],
      },
      {
        id: 2,
        betType: 'system',
        systemKind: '3/3',
        stakePerLine: 100,
        stakeTotal: 100,
        legs: [leg, leg, leg],
      },
      {
        id: 3,
        betType: 'accumulator',
        systemKind: null,
        stakePerLine: 100,
        stakeTotal: 100,
        legs: Array(13).fill(leg),
      },
      { id: 4, betType: 'single', systemKind: null, stakePerLine: 100, stakeTotal: 100, legs: [leg, leg] },
      {
        id: 5,
        betType: 'system',
        systemKind: 'x/3',
        stakePerLine: 100,
        stakeTotal: 100,
        legs: [leg, leg, leg],
      },
      {
        id: 6,
        betType: 'accumulator',
        systemKind: null,
        stakePerLine: 100,
        stakeTotal: 100,
        legs: [leg, leg],
      },
    ];
    expect(await priceTickets(t.db, bad)).toEqual([{ id: 6, payout: 400, status: 'won' }]);
  });
});
