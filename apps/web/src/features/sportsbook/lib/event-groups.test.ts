import { describe, expect, it } from 'vitest';
import type { TEventSummary } from '@pavilion/contracts/sportsbook';
import { groupEvents } from './event-groups';
import { applyListMessage, applyLiveChanges, mergeListRows } from './live-changes';
import { readOddsFormat } from './odds-format';

const NOW = Date.parse('2026-11-26T12:00:00Z');

function event(id: string, minutes: number, over: Partial<TEventSummary> = {}): TEventSummary {
  return {
    id,
    sport: 'football',
    vertical: 'SPORTS',
    league: 'Coral League',
    home: 'A',
    away: 'B',
    startsAt: new Date(NOW + minutes * 60_000).toISOString(),
    closesAt: null,
    status: 'scheduled',
    score: null,
    period: null,
    clock: null,
    fightNo: null,
    marketCount: 5,
    outright: false,
    ...over,
  };
}

describe('sports home groups', () => {
  it('splits live now, starting within the hour, and the rest by sport and league', () => {
    const groups = groupEvents(
      [
        event('later', 180),
        event('soon', 30),
        event('live', -20, { status: 'live', score: { home: 1, away: 0 } }),
        event('paused', -50, { status: 'suspended', score: { home: 0, away: 0 } }),
        event('tennis', 200, { sport: 'tennis', league: 'Open' }),
        event('ended', -120, { status: 'ended', score: { home: 2, away: 2 } }),
        event('cup', -300, {
          status: 'live',
          home: 'Coral Cup',
          away: '',
          outright: true,
          score: { home: 0, away: 0 },
        }),
        event('closed-cup', -300, {
          status: 'live',
          home: 'Reef Cup',
          away: '',
          outright: true,
          marketCount: 0,
          score: { home: 0, away: 0 },
        }),
      ],
      NOW,
    );
    expect(groups.live.map((e) => e.id)).toEqual(['paused', 'live']);
    expect(groups.soon.map((e) => e.id)).toEqual(['soon']);
    expect(groups.later.map((g) => [g.sport, g.league, g.events.map((e) => e.id)])).toEqual([
      ['football', 'Coral League', ['cup', 'later']],
      ['tennis', 'Open', ['tennis']],
    ]);
  });
});

describe('live changes', () => {
  it('moves odds, market status and the score in place', () => {
    const detail = {
      ...event('1', -10, { status: 'live', score: { home: 0, away: 0 } }),
      result: null,
      markets: [
        {
          id: 'm1',
          eventId: '1',
          kind: '1x2' as const,
          lineQ: null,
          param: null,
          status: 'open' as const,
          selections: [
            { id: 's1', key: 'home', odds1000: 1900 },
            { id: 's2', key: 'away', odds1000: 2100 },
          ],
        },
      ],
    };
    const next = applyLiveChanges(detail, [
      { type: 'odds', marketId: 'm1', selections: [{ id: 's2', odds1000: 2300 }] },
      { type: 'market', marketId: 'm1', status: 'suspended' },
      { type: 'event', status: 'live', score: { home: 1, away: 0 }, period: 'h1', clock: "12'" },
    ]);
    expect(next.markets[0]!.selections.map((s) => s.odds1000)).toEqual([1900, 2300]);
    expect(next.markets[0]!.status).toBe('suspended');
    expect(next.score).toEqual({ home: 1, away: 0 });
    expect(next.clock).toBe("12'");
    expect(detail.markets[0]!.selections[1]!.odds1000).toBe(2100);
  });
});

describe('odds format setting', () => {
  it('reads a stored format, else decimal', () => {
    expect(readOddsFormat('malay')).toBe('malay');
    expect(readOddsFormat('fractional')).toBe('decimal');
    expect(readOddsFormat(null)).toBe('decimal');
  });
});

describe('list rows live', () => {
  const main = {
    id: 'm1',
    eventId: '1',
    kind: '1x2' as const,
    lineQ: null,
    param: null,
    status: 'open' as const,
    selections: [
      { id: 's1', key: 'home', odds1000: 1900 },
      { id: 's2', key: 'draw', odds1000: 3200 },
      { id: 's3', key: 'away', odds1000: 4000 },
    ],
  };
  const reply = {
    serverTime: new Date(NOW).toISOString(),
    events: [
      { ...event('1', -10, { status: 'live', score: { home: 0, away: 0 } }), mainMarket: main },
      { ...event('2', 30), mainMarket: null },
    ],
  };

  it("moves the row's main-market odds, its status and the score; other markets and events stay", () => {
    const next = applyListMessage(reply, {
      eventId: '1',
      changes: [
        { type: 'odds', marketId: 'm1', selections: [{ id: 's3', odds1000: 4500 }] },
        { type: 'odds', marketId: 'm9', selections: [{ id: 's9', odds1000: 1500 }] },
        { type: 'market', marketId: 'm1', status: 'suspended' },
        { type: 'event', status: 'live', score: { home: 0, away: 1 }, period: 'h1', clock: "30'" },
      ],
    });
    const row = next.events[0]!;
    expect(row.mainMarket?.selections.map((s) => s.odds1000)).toEqual([1900, 3200, 4500]);
    expect(row.mainMarket?.status).toBe('suspended');
    expect([row.score, row.clock]).toEqual([{ home: 0, away: 1 }, "30'"]);
    expect(next.events[1]).toBe(reply.events[1]);
    expect(reply.events[0]!.mainMarket?.selections[2]!.odds1000).toBe(4000);
    expect(applyListMessage(reply, { eventId: '99', changes: [] })).toBe(reply);
  });

  it("takes a stream's snapshot rows in place of the cached ones", () => {
    const fresh = { ...reply.events[1]!, marketCount: 9 };
    expect(mergeListRows(reply, [fresh]).events.map((e) => e.marketCount)).toEqual([5, 9]);
  });
});
