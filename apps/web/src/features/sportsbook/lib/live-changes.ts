// A live message of the event stream applied to the cached event, as a pure function (the shape is
// ZSportsLiveMessageSchema of the contracts, decision 048): odds and market status in place, the event's
// status, score, period and clock.
import type { TEventDetail, TSportsLiveChange as TLiveChange } from '@pavilion/contracts/sportsbook';

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
