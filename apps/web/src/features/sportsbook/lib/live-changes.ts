// A live message of the event stream applied to the cached event, as a pure function (the shape is
// the server's live bus message, decision 048): odds and market status in place, the event's
// status, score, period and clock.
import type { TEventDetail, TEventStatus, TMarketStatus } from '@pavilion/contracts/sportsbook';

export type TLiveChange =
  | { type: 'odds'; marketId: string; selections: { id: string; odds1000: number }[] }
  | { type: 'market'; marketId: string; status: TMarketStatus }
  | {
      type: 'event';
      status: TEventStatus;
      score: { home: number; away: number } | null;
      period: string | null;
      clock: string | null;
    }
  | { type: 'result'; version: number };
export type TLiveMessage = { eventId: string; changes: TLiveChange[] };

export function applyLiveChanges(detail: TEventDetail, changes: readonly TLiveChange[]): TEventDetail {
  let next = detail;
  for (const change of changes) {
    switch (change.type) {
      case 'odds':
        next = {
          ...next,
          markets: next.markets.map((m) =>
            m.id !== change.marketId
              ? m
              : {
                  ...m,
                  selections: m.selections.map((s) => {
                    const moved = change.selections.find((c) => c.id === s.id);
                    return moved ? { ...s, odds1000: moved.odds1000 } : s;
                  }),
                },
          ),
        };
        break;
      case 'market':
        next = {
          ...next,
          markets: next.markets.map((m) => (m.id === change.marketId ? { ...m, status: change.status } : m)),
        };
        break;
      case 'event':
        next = {
          ...next,
          status: change.status,
          score: change.score,
          period: change.period,
          clock: change.clock,
        };
        break;
      case 'result':
        break;
    }
  }
  return next;
}
