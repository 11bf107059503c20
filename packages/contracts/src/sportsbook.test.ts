// The sportsbook contracts: what the slip may send, the result and error shapes, and that the
// simulated feed's markets fit the market schema the server serves them in.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generateMatchDay } from '@pavilion/games/sports/simulated-feed';
import { ERROR_CATALOGUE } from './error-catalogue.ts';
import * as contracts from './sportsbook.ts';
import {
  SPORTS,
  SPORTS_VERTICALS,
  VERTICAL_OF_SPORT,
  ZMarketSchema,
  ZPlaceBetRequestSchema,
  ZSportsResultSchema,
  ZSystemKindSchema,
  ZTicketSchema,
} from './sportsbook.ts';

const slip = {
  requestId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  betType: 'accumulator',
  legs: [
    { selectionId: 'a-m1-home', odds1000: 1950 },
    { selectionId: 'b-m1-away', odds1000: 2100 },
  ],
  stakePerLine: 1000,
  acceptOdds: 'higher',
};

describe('sportsbook contracts', () => {
  it('accepts a bet slip and refuses bad odds, stakes, ids and system kinds', () => {
    expect(ZPlaceBetRequestSchema.safeParse(slip).success).toBe(true);
    expect(
      ZPlaceBetRequestSchema.safeParse({ ...slip, betType: 'system', systemKind: 'yankee' }).success,
    ).toBe(true);
    const bad = [
      { ...slip, requestId: 'not-a-uuid' },
      { ...slip, stakePerLine: 0 },
      { ...slip, stakePerLine: 10.5 },
      { ...slip, acceptOdds: 'sometimes' },
      { ...slip, legs: [] },
      { ...slip, legs: [{ selectionId: 'x', odds1000: 1000 }] },
      { ...slip, legs: [{ selectionId: 'x', odds1000: 1.95 }] },
      { ...slip, betType: 'system', systemKind: 'heinz' },
    ];
    for (const body of bad) {
      expect(ZPlaceBetRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it('reads named systems and k/n', () => {
    for (const kind of ['trixie', 'patent', 'yankee', 'lucky15', '2/3', '3/8']) {
      expect(ZSystemKindSchema.parse(kind)).toBe(kind);
    }
    for (const kind of ['2-3', '/3', 'super', '2/3/4']) {
      expect(ZSystemKindSchema.safeParse(kind).success).toBe(false);
    }
  });

  it('reads results of every kind and refuses negative scores', () => {
    expect(ZSportsResultSchema.safeParse({ home: 2, away: 1, maps: ['home', 'away', 'home'] }).success).toBe(
      true,
    );
    expect(ZSportsResultSchema.safeParse({ home: 0, away: 0, fight: 'draw' }).success).toBe(true);
    expect(ZSportsResultSchema.safeParse({ home: 0, away: 0, cancelled: true }).success).toBe(true);
    expect(ZSportsResultSchema.safeParse({ home: -1, away: 0 }).success).toBe(false);
    expect(ZSportsResultSchema.safeParse({ home: 0, away: 0, fight: 'tie' }).success).toBe(false);
  });

  it('puts every sport in a vertical and uses every vertical', () => {
    expect(Object.keys(VERTICAL_OF_SPORT).sort()).toEqual([...SPORTS].sort());
    expect(new Set(Object.values(VERTICAL_OF_SPORT))).toEqual(new Set(SPORTS_VERTICALS));
  });

  it('has the sportsbook error codes with their statuses', () => {
    expect(ERROR_CATALOGUE.MARKET_SUSPENDED.status).toBe(409);
    expect(ERROR_CATALOGUE.ODDS_CHANGED.status).toBe(409);
    expect(ERROR_CATALOGUE.SELECTION_NOT_FOUND.status).toBe(404);
    expect(ERROR_CATALOGUE.EVENT_CLOSED.status).toBe(409);
    expect(ERROR_CATALOGUE.STAKE_LIMIT.status).toBe(400);
    expect(ERROR_CATALOGUE.INVALID_COMBINATION.status).toBe(400);
    expect(ERROR_CATALOGUE.CASHOUT_UNAVAILABLE.status).toBe(409);
  });

  it('fits every market of a simulated day into the market schema', () => {
    const day = generateMatchDay({ seed: 3, dayStart: Date.UTC(2026, 0, 1), football: 4, cockfights: 4 });
    for (const fixture of day) {
      for (const market of fixture.markets) {
        const parsed = ZMarketSchema.safeParse({ ...market, eventId: fixture.id, status: 'open' });
        expect(parsed.success, `${market.id}: ${parsed.error?.message ?? ''}`).toBe(true);
      }
    }
  });

  it('describes a settled ticket', () => {
    const ticket = {
      id: '42',
      placedAt: '2026-11-26T10:00:00.000Z',
      settledAt: '2026-11-26T12:00:00.000Z',
      status: 'half_won',
      betType: 'single',
      systemKind: null,
      lines: 1,
      stakePerLine: 1000,
      stakeTotal: 1000,
      potentialReturn: 1950,
      payout: 1475,
      legs: [
        {
          selectionId: 's',
          marketId: 'm',
          eventId: 'e',
          sport: 'football',
          league: 'Mekong Premier League',
          home: 'Riverside United',
          away: 'Eastfield City',
          startsAt: '2026-11-26T11:00:00.000Z',
          kind: 'ah',
          lineQ: -3,
          param: null,
          selectionKey: 'home',
          odds1000: 1950,
          outcome: 'half_win',
        },
      ],
    };
    expect(ZTicketSchema.safeParse(ticket).success).toBe(true);
    expect(ZTicketSchema.safeParse({ ...ticket, status: 'pending' }).success).toBe(false);
    // a reply is encoded (fastify-type-provider-zod's serializer): a system ticket must encode too
    for (const systemKind of ['trixie', 'patent', 'yankee', 'lucky15', '2/3', '3/5']) {
      const system = { ...ticket, betType: 'system', systemKind };
      expect(z.encode(ZTicketSchema, ZTicketSchema.parse(system))).toEqual(system);
    }
  });

  it('has no transform in any reply schema (issue 25: a reply cannot be encoded through one)', () => {
    const requestOnly = new Set(['ZListStreamQuerySchema']);
    const replies = Object.entries(contracts).filter(
      ([name, value]) => name.startsWith('Z') && value instanceof z.ZodType && !requestOnly.has(name),
    );
    expect(replies.length).toBeGreaterThan(20);
    for (const [name, schema] of replies) {
      expect(transformsIn(schema as z.ZodType), name).toEqual([]);
    }
  });
});

/** The transforms anywhere inside a schema (zod 4 defs), by path. */
function transformsIn(schema: z.ZodType, path = '$', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) {
    return [];
  }
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'transform') {
    return [path];
  }
  const children: [string, unknown][] = [];
  if (def.shape) {
    children.push(
      ...Object.entries(def.shape as Record<string, unknown>).map(
        ([k, v]) => [`${path}.${k}`, v] as [string, unknown],
      ),
    );
  }
  for (const key of ['innerType', 'element', 'in', 'out', 'left', 'right', 'valueType', 'keyType']) {
    if (def[key]) {
      children.push([`${path}<${key}>`, def[key]]);
    }
  }
  if (Array.isArray(def.options)) {
    def.options.forEach((o, i) => children.push([`${path}|${i}`, o]));
  }
  return children.flatMap(([p, c]) => (c instanceof z.ZodType ? transformsIn(c, p, seen) : []));
}
