import { describe, expect, it } from 'vitest';
import type { TEventSummary } from '@pavilion/contracts/sportsbook';
import { groupEvents } from './event-groups';
import { applyLiveChanges } from './live-changes';
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
