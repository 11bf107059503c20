// A list row says how many markets are open; an in-play event whose markets are all suspended for the
// moment says "Suspended" beside its greyed prices, not "0 markets".
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TEventListItem } from '@pavilion/contracts/sportsbook';
import { renderWithApp } from '@/test/render';
import { EventRow } from './event-row';

function event(over: Partial<TEventListItem>): TEventListItem {
  return {
    id: '7',
    sport: 'football',
    vertical: 'SPORTS',
    league: 'League',
    home: 'Home FC',
    away: 'Away FC',
    startsAt: '2026-11-26T20:00:00.000Z',
    closesAt: null,
    status: 'live',
    score: { home: 1, away: 0 },
    period: 'h2',
    clock: "67'",
    fightNo: null,
    marketCount: 3,
    outright: false,
    mainMarket: {
      id: '70',
      eventId: '7',
      kind: '1x2',
      lineQ: null,
      param: null,
      status: 'open',
      selections: [
        { id: '701', key: 'home', label: null, odds1000: 1500 },
        { id: '702', key: 'draw', label: null, odds1000: 3600 },
        { id: '703', key: 'away', label: null, odds1000: 5200 },
      ],
    },
    ...over,
  } as TEventListItem;
}

const rowOf = (e: TEventListItem) =>
  renderWithApp(
    <ul>
      <EventRow event={e} now={Date.parse('2026-11-26T21:00:00Z')} />
    </ul>,
  );

describe('event row', () => {
  it('counts the open markets and offers the main prices', () => {
    rowOf(event({}));
    expect(screen.getByText('3 markets')).toBeTruthy();
    expect(screen.getAllByTestId('row-odds').every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('says an in-play event with every market suspended is suspended, its prices locked', () => {
    const e = event({ marketCount: 0 });
    rowOf({ ...e, mainMarket: { ...e.mainMarket!, status: 'suspended' } });
    expect(screen.getByText('Suspended')).toBeTruthy();
    expect(screen.queryByText('0 markets')).toBeNull();
    expect(screen.getAllByTestId('row-odds').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });
});
