// Tickets as the API shows them (ZTicketSchema): ids as strings, times in ISO, the legs with their
// event, market and current outcome (null until resulted).
import type {
  TMarketKind,
  TSport,
  TSystemKind,
  TTicket,
  TTicketStatus,
} from '@pavilion/contracts/sportsbook';
import type { TLegOutcome } from '@pavilion/contracts/sportsbook';
import type { TSportsDb } from './feed.repo.ts';
import * as repo from './tickets.repo.ts';

/** The tickets of these ids, in the order given. */
export async function ticketViews(db: TSportsDb, ids: number[]): Promise<TTicket[]> {
  if (ids.length === 0) {
    return [];
  }
  const [tickets, legs] = await Promise.all([repo.ticketRows(db, ids), repo.legRows(db, ids)]);
  const byId = new Map(tickets.map((t) => [t.id, t]));
  return ids.flatMap((id) => {
    const t = byId.get(id);
    if (!t) {
      return [];
    }
    return [
      {
        id: String(t.id),
        placedAt: t.placed_at.toISOString(),
        settledAt: t.settled_at?.toISOString() ?? null,
        status: t.status as TTicketStatus,
        betType: t.bet_type as TTicket['betType'],
        systemKind: (t.system_kind as TSystemKind | null) ?? null,
        lines: t.lines,
        stakePerLine: t.stake_per_line,
        stakeTotal: t.stake_total,
        potentialReturn: t.potential_return,
        payout: t.status === 'open' ? null : t.payout,
        legs: legs
          .filter((l) => l.ticket_id === id)
          .map((l) => ({
            selectionId: String(l.selection_id),
            marketId: String(l.market_id),
            eventId: String(l.event_id),
            sport: l.sport as TSport,
            league: l.league,
            home: l.home,
            away: l.away,
            startsAt: l.starts_at.toISOString(),
            kind: l.kind as TMarketKind,
            lineQ: l.line_q,
            param: l.param,
            selectionKey: l.key,
            label: l.label,
            odds1000: l.odds1000,
            outcome: (l.outcome as TLegOutcome | null) ?? null,
          })),
      },
    ];
  });
}
