// A live message of the event stream applied to the cached event, as a pure function (the shape is
// ZSportsLiveMessageSchema of the contracts, decision 048): odds and market status in place, the event's
// status, score, period and clock.
import type {
  TEventDetail,
  TEventListItem,
  TEventsReply,
  TSportsLiveChange as TLiveChange,
  TSportsLiveMessage,
} from '@pavilion/contracts/sportsbook';

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

/**
 * A live message applied to a list's rows (decision 057): the row of the message's event takes its
 * status, score, period and clock, and its main market its odds and status; other markets' changes
 * do not show on a row and are skipped.
 */
export function applyListMessage(reply: TEventsReply, message: TSportsLiveMessage): TEventsReply {
  const index = reply.events.findIndex((e) => e.id === message.eventId);
  const row = reply.events[index];
  if (!row) {
    return reply;
  }
  const detail = applyLiveChanges(
    { ...row, markets: row.mainMarket ? [row.mainMarket] : [], result: null },
    message.changes,
  );
  const next: TEventListItem = {
    ...row,
    status: detail.status,
    score: detail.score,
    period: detail.period,
    clock: detail.clock,
    mainMarket: detail.markets[0] ?? null,
  };
  const events = [...reply.events];
  events[index] = next;
  return { ...reply, events };
}

/** A list stream's `ready`: the rows it sent replace the cached ones of the same events. */
export function mergeListRows(reply: TEventsReply, rows: readonly TEventListItem[]): TEventsReply {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { ...reply, events: reply.events.map((e) => byId.get(e.id) ?? e) };
}
